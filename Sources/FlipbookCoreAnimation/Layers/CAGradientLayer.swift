import Foundation
import FlipbookTimeline

// MARK: - CAGradientLayer

/// Fills its bounds with a gradient, above the background and below sublayers.
open class CAGradientLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .gradient }

  /// `CGColor`s (or colours that convert, like `UIColor`).
  open var colors: [Any]? {
    get { props.colors }
    set {
      guard let newValue else { return update(\.colors, [CGColor]?.none) }
      var resolved: [CGColor] = []
      for (i, value) in newValue.enumerated() {
        guard let c = ValueKind.color(value) else {
          return update(\.colors, [CGColor]??.none, problem: "colors[\(i)] holds a \(Swift.type(of: value)), not a colour")
        }
        resolved.append(c)
      }
      update(\.colors, resolved)
    }
  }
  /// One increasing location in 0…1 per colour; nil spreads the colours evenly.
  open var locations: [NSNumber]? {
    get { props.locations?.map { NSNumber(value: $0) } }
    set { update(\.locations, newValue?.map(\.doubleValue)) }
  }
  /// In the unit square of the bounds; (0.5, 0) is the top centre on iOS.
  open var startPoint: CGPoint { get { props.startPoint } set { update(\.startPoint, newValue) } }
  /// The point the gradient ends at, in the unit square of the bounds; (0.5, 1), the bottom centre, by default.
  open var endPoint: CGPoint { get { props.endPoint } set { update(\.endPoint, newValue) } }
  /// The style of gradient drawn; `.axial` by default.
  open var type: CAGradientLayerType {
    get { CAGradientLayerType(rawValue: props.gradientType.rawValue) } set { updateOption(\.gradientType, newValue.rawValue) }
  }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CAGradientLayer(layer: $0) } ?? CAGradientLayer()
  }
}
