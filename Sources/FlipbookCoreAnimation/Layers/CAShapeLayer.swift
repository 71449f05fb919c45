import Foundation

// MARK: - CAShapeLayer

/// Draws a path, filled then stroked, above the background and below sublayers.
open class CAShapeLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .shape }

  /// Animatable (point by point between paths with the same elements); no implicit animation.
  open var path: CGPath? { get { props.path.map { CGPath(data: $0) } } set { update(\.path, newValue?.data) } }
  /// Default opaque black, as on Apple platforms.
  open var fillColor: CGColor? { get { props.fillColor } set { update(\.fillColor, newValue) } }
  open var fillRule: CAShapeLayerFillRule {
    get { CAShapeLayerFillRule(rawValue: props.fillRule.rawValue) } set { updateOption(\.fillRule, newValue.rawValue) }
  }
  open var strokeColor: CGColor? { get { props.strokeColor } set { update(\.strokeColor, newValue) } }
  open var lineWidth: CGFloat { get { props.lineWidth } set { update(\.lineWidth, newValue) } }
  open var lineCap: CAShapeLayerLineCap {
    get { CAShapeLayerLineCap(rawValue: props.lineCap.rawValue) } set { updateOption(\.lineCap, newValue.rawValue) }
  }
  open var lineJoin: CAShapeLayerLineJoin {
    get { CAShapeLayerLineJoin(rawValue: props.lineJoin.rawValue) } set { updateOption(\.lineJoin, newValue.rawValue) }
  }
  open var miterLimit: CGFloat { get { props.miterLimit } set { update(\.miterLimit, newValue) } }
  open var lineDashPattern: [NSNumber]? {
    get { props.lineDashPattern?.map { NSNumber(value: $0) } }
    set { update(\.lineDashPattern, newValue?.map(\.doubleValue)) }
  }
  open var lineDashPhase: CGFloat { get { props.lineDashPhase } set { update(\.lineDashPhase, newValue) } }
  /// Fractions of the path's length where the stroke starts and ends.
  open var strokeStart: CGFloat { get { props.strokeStart } set { update(\.strokeStart, newValue) } }
  open var strokeEnd: CGFloat { get { props.strokeEnd } set { update(\.strokeEnd, newValue) } }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CAShapeLayer(layer: $0) } ?? CAShapeLayer()
  }
}
