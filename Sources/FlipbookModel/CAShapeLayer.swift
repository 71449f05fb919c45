import Foundation

// MARK: - CAShapeLayer

/// Draws a path, filled then stroked, above the background and below sublayers.
open class CAShapeLayer: CALayer {
  open var path: CGPath?
  /// Default opaque black, as on Apple platforms.
  open var fillColor: CGColor? = .black
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor?
  open var lineWidth: CGFloat = 1
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  open var miterLimit: CGFloat = 10
  open var lineDashPattern: [NSNumber]?
  open var lineDashPhase: CGFloat = 0
  /// Fractions of the path's length where the stroke starts and ends.
  open var strokeStart: CGFloat = 0
  open var strokeEnd: CGFloat = 1

  public override init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAShapeLayer else { return }
    path = other.path; fillColor = other.fillColor; fillRule = other.fillRule
    strokeColor = other.strokeColor; lineWidth = other.lineWidth; lineCap = other.lineCap
    lineJoin = other.lineJoin; miterLimit = other.miterLimit; lineDashPattern = other.lineDashPattern
    lineDashPhase = other.lineDashPhase; strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
  }
}

// MARK: - CAGradientLayer

/// Fills its bounds with a gradient, above the background and below sublayers.
open class CAGradientLayer: CALayer {
  /// `CGColor`s (or `UIColor`s, accepted for convenience).
  open var colors: [Any]?
  /// One increasing location in 0…1 per colour; nil spreads the colours evenly.
  open var locations: [NSNumber]?
  /// In the unit square of the bounds; (0.5, 0) is the top centre on iOS.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  open var endPoint = CGPoint(x: 0.5, y: 1)
  open var type: CAGradientLayerType = .axial

  public override init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CAGradientLayer else { return }
    colors = other.colors; locations = other.locations; startPoint = other.startPoint
    endPoint = other.endPoint; type = other.type
  }
}

// MARK: - CATextLayer

/// Draws a string laid out in its bounds (by Pango when rasterized).
open class CATextLayer: CALayer {
  /// A `String` (an `NSAttributedString` draws its plain string).
  open var string: Any?
  /// A `UIFont` or a font name `String`; its size is ignored in favour of `fontSize`, as on Apple platforms.
  open var font: Any?
  /// Default 36, as on Apple platforms.
  open var fontSize: CGFloat = 36
  /// Default opaque white, as on Apple platforms.
  open var foregroundColor: CGColor? = .white
  open var isWrapped = false
  open var alignmentMode: CATextLayerAlignmentMode = .natural
  open var truncationMode: CATextLayerTruncationMode = .none

  public override init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    guard let other = layer as? CATextLayer else { return }
    string = other.string; font = other.font; fontSize = other.fontSize
    foregroundColor = other.foregroundColor; isWrapped = other.isWrapped
    alignmentMode = other.alignmentMode; truncationMode = other.truncationMode
  }
}
