import CCairo
import FlipbookRenderTree
import Foundation

// MARK: - Drawing only what changed

/// The part of a frame that differs from the frame before, when the difference
/// lies among the root layer's sublayers: the union of each changed sublayer's
/// device box (its sublayers and shadows included) before and after, grown to
/// take in whole any unchanged sublayer it touches that draws offscreen (a shadow,
/// a mask, group opacity or 3D), so such a layer is never drawn from a part of
/// itself. Inside that box every pixel is what a full drawing gives: Cairo's
/// pixel-aligned clips are exact, and every offscreen surface then lies inside.
/// nil when the whole frame must be drawn.
enum Damage {
  static func region(from old: RenderTree, to new: RenderTree, options: RenderOptions, canvas: CGRect) -> CGRect? {
    guard old.size == new.size, old.layers.count == 1, new.layers.count == 1,
          let a = old.layers.first, let b = new.layers.first else { return nil }
    var aRoot = a, bRoot = b
    (aRoot.sublayers, bRoot.sublayers) = ([], [])
    let painter = Painter(canvas: canvas)
    guard aRoot == bRoot, a.sublayers.count == b.sublayers.count,
          !drawsOffscreen(b, subtree: false, painter: painter) else { return nil }
    let m = Homography(b.transform).concatenating(Homography(CGAffineTransform(scaleX: options.scale, y: options.scale)))
    guard m.isAffine else { return nil }
    func box(_ node: RenderNode) -> CGRect? {
      let cm = Homography(node.transform).concatenating(m)
      guard let body = painter.bodyBounds(node, m: cm) else { return nil }
      guard let shadow = node.shadow else { return body }
      return painter.shadowBounds(shadow, body: body, m: cm).map { body.union($0) }
    }
    var damage = CGRect.null
    for (before, after) in zip(a.sublayers, b.sublayers) where before != after {
      guard let x = box(before), let y = box(after) else { return nil }
      damage = damage.union(x).union(y)
    }
    if damage.isNull { return .null }
    // Unchanged sublayers drawn offscreen are taken in whole when touched.
    var changed = true
    while changed {
      changed = false
      for node in b.sublayers where drawsOffscreen(node, subtree: true, painter: painter) {
        guard let x = box(node) else { return nil }
        let visible = x.intersection(canvas)
        if visible.intersects(damage) && !damage.contains(visible) {
          damage = damage.union(visible)
          changed = true
        }
      }
    }
    let region = damage.insetBy(dx: -1, dy: -1).integral.intersection(canvas)
    // Drawing most of the frame anyway: a full drawing costs no more.
    return region.width * region.height > canvas.width * canvas.height * 0.6 ? nil : region
  }

  /// Whether `node` (or, with `subtree`, anything under it) draws through an
  /// offscreen surface or a projection, by the painter's own rules (a translucent
  /// layer drawing a single primitive is painted directly).
  static func drawsOffscreen(_ node: RenderNode, subtree: Bool, painter: Painter) -> Bool {
    let grouped = node.allowsGroupOpacity && node.opacity < 1 && painter.drawsMoreThanOnePrimitive(node)
    if node.shadow != nil || node.mask != nil || grouped || !Homography(node.transform).isAffine { return true }
    return subtree && node.sublayers.contains { drawsOffscreen($0, subtree: true, painter: painter) }
  }
}
