import Foundation

// MARK: - CATransformLayer: sublayers share one 3D space

/// What a `CATransformLayer` becomes in the render tree. Apple: a transform layer
/// "does not flatten its sublayers into the plane at z = 0" and renders only its
/// sublayers (its background, contents, border, shadow, mask and group opacity are
/// ignored; its opacity applies to each sublayer on its own). So its sublayers, and
/// those of transform layers inside it, are hoisted into the parent's space with
/// their transforms composed, and drawn back to front by the depth of each plane's
/// centre (smallest z first: +z points at the viewer).
///
/// A painter's algorithm: planes are ordered whole, never split, so two planes
/// that intersect, or overlap with centres in the opposite order to the overlap,
/// can draw in the wrong order (a cube, a card carousel, a flip are right).
enum TransformLayer3D {
  static func planes(of node: RenderNode) -> RenderNode {
    var planes: [RenderNode] = []
    func hoist(_ children: [RenderNode], under m: CATransform3D, opacity: CGFloat) {
      for child in children {
        var c = child
        c.transform = CATransform3DConcat(child.transform, m)
        if c.sharesParent3D {
          hoist(c.sublayers, under: c.transform, opacity: opacity * c.opacity)
        } else {
          c.opacity *= opacity
          planes.append(c)
        }
      }
    }
    hoist(node.sublayers, under: node.transform, opacity: node.opacity)
    let depths = planes.map { plane -> CGFloat in
      let (_, _, z, w) = plane.transform.applyHomogeneous(x: plane.bounds.midX, y: plane.bounds.midY)
      return w > 0 ? z / w : -.infinity  // behind the eye: farthest
    }
    var out = RenderNode(name: node.name, bounds: .zero, sublayers: DrawingOrder.sorted(planes, zPositions: depths))
    out.sharesParent3D = true
    return out
  }
}
