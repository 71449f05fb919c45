import Foundation
import FlipbookTimeline

// MARK: - CAReplicatorLayer

/// Draws its sublayers `instanceCount` times, each copy transformed by
/// `instanceTransform` once more than the one before, its animations running
/// `instanceDelay` seconds later, and its colours multiplied by `instanceColor`
/// plus the offsets accumulated so far. The copies are drawn, not layers: they
/// have no model or presentation of their own, as on Apple platforms.
open class CAReplicatorLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .replicator }

  /// The number of copies, the source included (default 1). Not animatable.
  open var instanceCount: Int { get { props.instanceCount } set { update(\.instanceCount, newValue) } }
  /// Seconds between copies' clocks. Animatable.
  open var instanceDelay: CFTimeInterval { get { props.instanceDelay } set { update(\.instanceDelay, newValue) } }
  /// Applied to the previous copy, about the replicator's anchor point. Animatable.
  open var instanceTransform: CATransform3D {
    get { props.instanceTransform } set { update(\.instanceTransform, newValue) }
  }
  /// Multiplies the source's colours; default opaque white. Animatable.
  open var instanceColor: CGColor? { get { props.instanceColor } set { update(\.instanceColor, newValue) } }
  /// Added to a channel of copy k − 1's modulation colour to give copy k's. Animatable.
  open var instanceRedOffset: Float { get { props.instanceRedOffset } set { update(\.instanceRedOffset, newValue) } }
  /// The amount added to the green component of each copy's modulation colour over the one before; animatable.
  open var instanceGreenOffset: Float {
    get { props.instanceGreenOffset } set { update(\.instanceGreenOffset, newValue) }
  }
  /// The amount added to the blue component of each copy's modulation colour over the one before; animatable.
  open var instanceBlueOffset: Float { get { props.instanceBlueOffset } set { update(\.instanceBlueOffset, newValue) } }
  /// The amount added to the alpha component of each copy's modulation colour over the one before; animatable.
  open var instanceAlphaOffset: Float {
    get { props.instanceAlphaOffset } set { update(\.instanceAlphaOffset, newValue) }
  }
  /// Accepted. Flipbook draws each copy flattened into the replicator's plane, in
  /// copy order, whatever this says (see the guide's 3D limits, "Scenes and the virtual clock").
  open var preservesDepth: Bool { get { props.preservesDepth } set { update(\.preservesDepth, newValue) } }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CAReplicatorLayer(layer: $0) } ?? CAReplicatorLayer()
  }
}
