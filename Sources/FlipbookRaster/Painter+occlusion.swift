internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - Planes hidden by nearer planes

/// The part of a layer drawn in perspective that is certain to come out opaque:
/// device pixels whose four bilinear taps all fall on plane pixels fully inside
/// the layer's opaque background. A plane drawn before it (farther back, as
/// `CATransformLayer` orders them) need not warp those pixels: the nearer plane's
/// opaque pixels replace whatever lies under them (pixman's OVER with alpha 255
/// gives the source's bytes), so the frame's bytes are the same. In
/// `transform-carousel` about a quarter of the cards' pixels are hidden so.
struct PlaneCover {
  /// The layer's space → device pixels, and its plane.
  var m: Homography, layout: PlaneLayout
  /// Source points (pixel centres at .5, as the warp samples) whose taps are all opaque.
  var opaque: CGRect

  /// The cover for a warp whose target starts at device pixel `origin`.
  func cover(from origin: CGPoint) -> CFlipbookPixels_Cover? {
    guard let columns = layout.fromDevice(m, origin: origin)?.warpColumns,
          columns.allSatisfy(\.isFinite) else { return nil }
    return CFlipbookPixels_Cover(m: (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5],
                                     columns[6], columns[7], columns[8]),
                                 minX: Double(opaque.minX), minY: Double(opaque.minY),
                                 maxX: Double(opaque.maxX), maxY: Double(opaque.maxY))
  }
}

extension Homography {
  /// The warp kernel's column form: source = (m0 x + m1 y + m2, m3 x + m4 y + m5) / (m6 x + m7 y + m8).
  var warpColumns: [Double] {
    [m.0, m.3, m.6, m.1, m.4, m.7, m.2, m.5, m.8].map { Double($0) }
  }
}

extension Painter {
  /// Whether farther planes skip what nearer ones cover; tests turn it off to
  /// compare the bytes with warping every plane whole.
  @TaskLocal static var skipsCoveredPixels = true

  /// For each of `siblings` (drawn in order into one context), the covers of the
  /// siblings drawn after it. Empty when none can cover, or when any sibling's
  /// subtree reads what lies behind it (a backdrop material would see the pixels
  /// left unwarped).
  func coversAfter(_ siblings: [RenderNode], parentToDevice: Homography, opacity: CGFloat) -> [[PlaneCover]] {
    guard siblings.count > 1, Self.skipsCoveredPixels else { return [] }
    let covers = siblings.map { planeCover($0, parentToDevice: parentToDevice, inheritedOpacity: opacity) }
    guard covers.dropFirst().contains(where: { $0 != nil }), !siblings.contains(where: readsBackdrop) else { return [] }
    var after: [[PlaneCover]] = Array(repeating: [], count: siblings.count)
    var later: [PlaneCover] = []
    for i in siblings.indices.reversed() {
      after[i] = later
      if let cover = covers[i] { later.append(cover) }
    }
    return after
  }

  /// The opaque part of `node` as `draw` would paint it in perspective, or nil
  /// when it is not drawn so or nothing of it is certain to be opaque: it must be
  /// drawn (`placement`) at full opacity, with no mask and no additive blending,
  /// over a solid opaque background (whatever else it draws goes OVER that and
  /// stays opaque).
  private func planeCover(_ node: RenderNode, parentToDevice: Homography, inheritedOpacity: CGFloat) -> PlaneCover? {
    guard node.mask == nil, !node.blendsAdditively,
          let background = node.backgroundColor, background.pattern == nil, background.alpha >= 1,
          let (m, opacity) = placement(node, parentToDevice: parentToDevice, inheritedOpacity: inheritedOpacity),
          opacity >= 1, !m.isAffine,
          let layout = planeLayout(node, m: m), m.inverted() != nil else { return nil }
    // The rounded rectangle holds the bounds inset by 1 − 1/√2 of the widest
    // corner (where a circular arc crosses the diagonal); continuous corners
    // start 1.528 radii from the corner (Apple's squircle), so take the whole of that.
    let radii = node.cornerRadii.clamped(to: node.bounds.size)
    let widest = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
      .map { max($0.width, $0.height) }.max() ?? 0
    let inset = radii.isContinuous ? widest * 1.528 : widest * (1 - 0.5.squareRoot())
    let inPlane = node.bounds.insetBy(dx: inset, dy: inset).applying(layout.toPlane)
    // Plane pixels [first, end) wholly inside it, less one on each side for
    // anti-aliasing; a source point x's taps, floor(x) and floor(x) + 1, lie in
    // them while first ≤ x < end − 1.
    let first = (x: inPlane.minX.rounded(.up) + 1, y: inPlane.minY.rounded(.up) + 1)
    let end = (x: inPlane.maxX.rounded(.down) - 1, y: inPlane.maxY.rounded(.down) - 1)
    guard end.x - first.x >= 4, end.y - first.y >= 4 else { return nil }
    return PlaneCover(m: m, layout: layout,
                      opaque: CGRect(x: first.x, y: first.y, width: end.x - 1.001 - first.x, height: end.y - 1.001 - first.y))
  }

  /// Whether anything in `node`'s subtree samples what is drawn behind it.
  private func readsBackdrop(_ node: RenderNode) -> Bool {
    node.backdrop != nil || node.mask.map(readsBackdrop) == true || node.sublayers.contains(where: readsBackdrop)
  }
}
