import Foundation

// MARK: - CAShapeLayer

/// Draws a path, filled then stroked, above the background and below sublayers.
open class CAShapeLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .shape }

  /// Animatable (point by point between paths with the same elements); no implicit animation.
  open var path: CGPath? { get { props.path.map { CGPath(data: $0) } } set { update(\.path, "path", newValue?.data) } }
  /// Default opaque black, as on Apple platforms.
  open var fillColor: CGColor? { get { props.fillColor } set { update(\.fillColor, "fillColor", newValue) } }
  open var fillRule: CAShapeLayerFillRule {
    get { CAShapeLayerFillRule(rawValue: props.fillRule) } set { update(\.fillRule, "fillRule", newValue.rawValue) }
  }
  open var strokeColor: CGColor? { get { props.strokeColor } set { update(\.strokeColor, "strokeColor", newValue) } }
  open var lineWidth: CGFloat { get { props.lineWidth } set { update(\.lineWidth, "lineWidth", newValue) } }
  open var lineCap: CAShapeLayerLineCap {
    get { CAShapeLayerLineCap(rawValue: props.lineCap) } set { update(\.lineCap, "lineCap", newValue.rawValue) }
  }
  open var lineJoin: CAShapeLayerLineJoin {
    get { CAShapeLayerLineJoin(rawValue: props.lineJoin) } set { update(\.lineJoin, "lineJoin", newValue.rawValue) }
  }
  open var miterLimit: CGFloat { get { props.miterLimit } set { update(\.miterLimit, "miterLimit", newValue) } }
  open var lineDashPattern: [NSNumber]? {
    get { props.lineDashPattern?.map { NSNumber(value: $0) } }
    set { update(\.lineDashPattern, "lineDashPattern", newValue?.map(\.doubleValue)) }
  }
  open var lineDashPhase: CGFloat { get { props.lineDashPhase } set { update(\.lineDashPhase, "lineDashPhase", newValue) } }
  /// Fractions of the path's length where the stroke starts and ends.
  open var strokeStart: CGFloat { get { props.strokeStart } set { update(\.strokeStart, "strokeStart", newValue) } }
  open var strokeEnd: CGFloat { get { props.strokeEnd } set { update(\.strokeEnd, "strokeEnd", newValue) } }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
}

// MARK: - CAGradientLayer

/// Fills its bounds with a gradient, above the background and below sublayers.
open class CAGradientLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .gradient }

  /// `CGColor`s (or `UIColor`s, accepted for convenience).
  open var colors: [Any]? {
    get { props.colors }
    set {
      guard let newValue else { return update(\.colors, "colors", nil, problem: nil) }
      var resolved: [CGColor] = []
      for (i, value) in newValue.enumerated() {
        guard let c = ValueKind.color(value) else {
          return update(\.colors, "colors", nil, problem: "colors[\(i)] holds a \(Swift.type(of: value)), not a colour")
        }
        resolved.append(c)
      }
      update(\.colors, "colors", resolved, problem: nil)
    }
  }
  /// One increasing location in 0…1 per colour; nil spreads the colours evenly.
  open var locations: [NSNumber]? {
    get { props.locations?.map { NSNumber(value: $0) } }
    set { update(\.locations, "locations", newValue?.map(\.doubleValue)) }
  }
  /// In the unit square of the bounds; (0.5, 0) is the top centre on iOS.
  open var startPoint: CGPoint { get { props.startPoint } set { update(\.startPoint, "startPoint", newValue) } }
  open var endPoint: CGPoint { get { props.endPoint } set { update(\.endPoint, "endPoint", newValue) } }
  open var type: CAGradientLayerType {
    get { CAGradientLayerType(rawValue: props.gradientType) } set { update(\.gradientType, "type", newValue.rawValue) }
  }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
}

// MARK: - CATextLayer

/// Draws a string laid out in its bounds (by Pango when rasterized).
open class CATextLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .text }

  /// A `String` (an `NSAttributedString` draws its plain string).
  open var string: Any? {
    get { props.string }
    set {
      switch newValue {
      case nil: update(\.string, "string", nil, problem: nil)
      case let s as String: update(\.string, "string", s, problem: nil)
      case let s as NSAttributedString: update(\.string, "string", s.string, problem: nil)
      case let s as Substring: update(\.string, "string", String(s), problem: nil)
      case let .some(other): update(\.string, "string", nil, problem: "holds a \(Swift.type(of: other)), not a string")
      }
    }
  }
  /// A `UIFont` or a font name `String`; its size is ignored in favour of `fontSize`, as on Apple platforms.
  open var font: Any? {
    get { props.font }
    set {
      switch newValue {
      case nil: update(\.font, "font", nil, problem: nil)
      case let f as UIFont: update(\.font, "font", f, problem: nil)
      case let name as String:
        update(\.font, "font", UIFont(name: name.isEmpty ? "Helvetica" : name, size: fontSize), problem: nil)
      case let .some(other): update(\.font, "font", nil, problem: "holds a \(Swift.type(of: other)), not a font")
      }
    }
  }
  /// Default 36, as on Apple platforms.
  open var fontSize: CGFloat { get { props.fontSize } set { update(\.fontSize, "fontSize", newValue) } }
  /// Default opaque white, as on Apple platforms.
  open var foregroundColor: CGColor? {
    get { props.foregroundColor } set { update(\.foregroundColor, "foregroundColor", newValue) }
  }
  open var isWrapped: Bool { get { props.isWrapped } set { update(\.isWrapped, "wrapped", newValue) } }
  open var alignmentMode: CATextLayerAlignmentMode {
    get { CATextLayerAlignmentMode(rawValue: props.alignmentMode) }
    set { update(\.alignmentMode, "alignmentMode", newValue.rawValue) }
  }
  open var truncationMode: CATextLayerTruncationMode {
    get { CATextLayerTruncationMode(rawValue: props.truncationMode) }
    set { update(\.truncationMode, "truncationMode", newValue.rawValue) }
  }

  public required init() { super.init() }
  public required init(layer: Any) { super.init(layer: layer) }
}
