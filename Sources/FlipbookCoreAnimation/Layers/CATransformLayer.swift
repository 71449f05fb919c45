import Foundation
import FlipbookTimeline

// MARK: - CATransformLayer

/// A layer whose sublayers live in one 3D space with it instead of being flattened
/// into its plane: build a cube or a carousel from flat layers, turn the transform
/// layer, and the faces stay in 3D, drawn back to front (see `TransformLayer3D`).
/// As on Apple platforms it draws only its sublayers: its background, contents,
/// border, shadow and mask are ignored, and its opacity applies to each sublayer.
open class CATransformLayer: CALayer {
  open override class var layerKind: LayerProps.Kind { .transformLayer }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CATransformLayer(layer: $0) } ?? CATransformLayer()
  }
}
