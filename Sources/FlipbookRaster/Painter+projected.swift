internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - 3D planes

/// The flat pictures of layers drawn in perspective, kept so a layer that only
/// turns or moves is not drawn again each frame (as Core Animation composites a
/// layer's backing store through its 3D transform). Filed by size, density and
/// opacity; a hit needs the layer's render node, transform aside, to be equal.
let planeStores = ReuseCache<PlaneKey, RenderNode, Bitmap>(budget: 96 << 20)

/// What besides the layer itself decides its plane's pixels.
struct PlaneKey: Hashable {
  var width: Int, height: Int
  var density: [CGFloat], opacity: CGFloat
}

extension Painter {
  /// Draws a layer whose plane maps projectively: render it flat into an
  /// offscreen plane, then warp that plane onto the device grid exactly
  /// (per-pixel homography with bilinear sampling, anti-aliased edges).
  func drawProjected(_ node: RenderNode, m: Homography, into cr: OpaquePointer, opacity: CGFloat) throws(RenderError) {
    // What the layer draws, in its own plane.
    guard var local = bodyBounds(node, m: .identity) else { return }
    if let shadow = node.shadow, let s = shadowBounds(shadow, body: local, m: .identity) { local = local.union(s) }
    guard !local.isNull, local.width > 0, local.height > 0 else { return }
    // Where it lands on the device grid; skip planes crossing the eye.
    guard let landing = mapBox(local, m) else { return }
    let target = landing.intersection(clipExtents(cr)).integral
    guard !target.isNull, target.width >= 1, target.height >= 1 else { return }
    // Plane resolution, along each axis: 10 % over the largest device-per-local stretch
    // at the corners (a projective map stretches most at a corner), so the warp never
    // magnifies the plane, rounded up to a step of 2^(1/8), so a turning layer's plane
    // recurs from frame to frame; capped at 4096 px a side. A layer seen edge-on gets
    // a narrow plane rather than one sampled at every fifth pixel.
    var stretch = (x: CGFloat(0.25), y: CGFloat(0.25))
    let step = max(local.width, local.height) / 1024
    for corner in local.corners {
      guard let p = m.apply(corner) else { return }
      let along = (x: corner.x == local.minX ? step : -step, y: corner.y == local.minY ? step : -step)
      guard let px = m.apply(CGPoint(x: corner.x + along.x, y: corner.y)),
            let py = m.apply(CGPoint(x: corner.x, y: corner.y + along.y)) else { return }
      stretch.x = max(stretch.x, hypot(px.x - p.x, px.y - p.y) / step)
      stretch.y = max(stretch.y, hypot(py.x - p.x, py.y - p.y) / step)
    }
    func density(_ s: CGFloat, _ length: CGFloat) -> CGFloat { min(exp2((log2(s * 1.1) * 8).rounded(.up) / 8), 4096 / length) }
    let density = (x: density(stretch.x, local.width), y: density(stretch.y, local.height))
    let pw = Int((local.width * density.x).rounded(.up)) + 2, ph = Int((local.height * density.y).rounded(.up)) + 2
    // local → plane pixels: scale by density, one transparent pixel of margin.
    let toPlane = CGAffineTransform(translationX: -local.minX, y: -local.minY)
      .concatenating(CGAffineTransform(scaleX: density.x, y: density.y))
      .concatenating(CGAffineTransform(translationX: 1, y: 1))
    var flat = node
    flat.transform = CATransform3DIdentity
    let plane = try planeStores.value(for: PlaneKey(width: pw, height: ph, density: [density.x, density.y], opacity: opacity),
                                      accepting: { $0 == flat }) { () throws(RenderError) in
      let pixels = try drawPlane(flat, width: pw, height: ph, toPlane: toPlane, opacity: opacity)
      return (pixels, flat, pixels.pixels.count)
    }
    // Warp: target pixel → device → local → plane pixel.
    guard let deviceToLocal = m.inverted() else { return }
    let targetToPlane = Homography(CGAffineTransform(translationX: target.minX, y: target.minY))
      .concatenating(deviceToLocal).concatenating(Homography(toPlane))
    let t = targetToPlane.m
    // Column form for the C routine: src = (m0 x + m1 y + m2, ...) / (m6 x + m7 y + m8).
    let columns: [Double] = [t.0, t.3, t.6, t.1, t.4, t.7, t.2, t.5, t.8].map { Double($0) }
    let tw = Int(target.width), th = Int(target.height)
    let warped = try makeSurface(width: tw, height: th)
    defer { cairo_surface_destroy(warped) }
    columns.withUnsafeBufferPointer { m in
      plane.pixels.withUnsafeBufferPointer { source in
        CFlipbookPixels_warpProjective(source.baseAddress, Int32(pw), Int32(ph), Int32(4 * pw),
                                       cairo_image_surface_get_data(warped), Int32(tw), Int32(th),
                                       cairo_image_surface_get_stride(warped), m.baseAddress)
      }
    }
    cairo_surface_mark_dirty(warped)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_source_surface(cr, warped, Double(target.minX), Double(target.minY))
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// The layer drawn flat at `toPlane` onto a transparent `width`×`height` plane.
  private func drawPlane(_ node: RenderNode, width: Int, height: Int, toPlane: CGAffineTransform,
                         opacity: CGFloat) throws(RenderError) -> Bitmap {
    let plane = try makeSurface(width: width, height: height)
    defer { cairo_surface_destroy(plane) }
    let pcr = cairo_create(plane)!
    defer { cairo_destroy(pcr) }
    let saved = (canvas, surfacesBehind)
    // A plane is its own pixel grid: a material on it sees what the plane holds.
    (canvas, surfacesBehind) = (CGRect(x: 0, y: 0, width: width, height: height), [plane])
    defer { (canvas, surfacesBehind) = saved }
    try drawLayer(node, m: Homography(toPlane), into: pcr, opacity: opacity)
    try check(cairo_status(pcr), "3D layer plane")
    return bitmap(of: plane)
  }
}
