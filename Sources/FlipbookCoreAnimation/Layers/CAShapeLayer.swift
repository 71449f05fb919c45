import Foundation

// MARK: - CAShapeLayer

/// Draws a path, filled then stroked, above the background and below sublayers.
open class CAShapeLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .shape }

  /// Animatable (point by point between paths with the same elements); no implicit animation.
  open var path: CGPath? { get { props.path.map { CGPath(data: $0) } } set { update(\.path, newValue?.data) } }
  /// Default opaque black, as on Apple platforms.
  open var fillColor: CGColor? { get { props.fillColor } set { update(\.fillColor, newValue) } }
  /// The rule that decides which areas of the path are inside it when filling; `.nonZero` by default.
  open var fillRule: CAShapeLayerFillRule {
    get { CAShapeLayerFillRule(rawValue: props.fillRule.rawValue) } set { updateOption(\.fillRule, newValue.rawValue) }
  }
  /// The colour the path is stroked with, or `nil` (the default) for no stroke.
  open var strokeColor: CGColor? { get { props.strokeColor } set { update(\.strokeColor, newValue) } }
  /// The width of the stroke, in points; 1 by default.
  open var lineWidth: CGFloat { get { props.lineWidth } set { update(\.lineWidth, newValue) } }
  /// The shape drawn at the ends of open subpaths when stroked; `.butt` by default.
  open var lineCap: CAShapeLayerLineCap {
    get { CAShapeLayerLineCap(rawValue: props.lineCap.rawValue) } set { updateOption(\.lineCap, newValue.rawValue) }
  }
  /// The shape of the joints between segments of the stroke; `.miter` by default.
  open var lineJoin: CAShapeLayerLineJoin {
    get { CAShapeLayerLineJoin(rawValue: props.lineJoin.rawValue) } set { updateOption(\.lineJoin, newValue.rawValue) }
  }
  /// The limit on the ratio of a miter's length to the line width, past which the joint is bevelled; 10 by default.
  open var miterLimit: CGFloat { get { props.miterLimit } set { update(\.miterLimit, newValue) } }
  /// The lengths of the dashes and gaps the stroke alternates, or `nil` (the default) for a solid line.
  open var lineDashPattern: [NSNumber]? {
    get { props.lineDashPattern?.map { NSNumber(value: $0) } }
    set { update(\.lineDashPattern, newValue?.map(\.doubleValue)) }
  }
  /// How far into the dash pattern the stroke starts; 0 by default.
  open var lineDashPhase: CGFloat { get { props.lineDashPhase } set { update(\.lineDashPhase, newValue) } }
  /// Fractions of the path's length where the stroke starts and ends.
  open var strokeStart: CGFloat { get { props.strokeStart } set { update(\.strokeStart, newValue) } }
  /// The fraction of the path's length where the stroke ends; 1 by default.
  open var strokeEnd: CGFloat { get { props.strokeEnd } set { update(\.strokeEnd, newValue) } }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CAShapeLayer(layer: $0) } ?? CAShapeLayer()
  }
}
