internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - 3D planes

/// The flat pictures of layers drawn in perspective, kept so a layer that only
/// turns or moves is not drawn again each frame (as Core Animation composites a
/// layer's backing store through its 3D transform). Filed by size, density and
/// opacity; a hit needs the layer's render node, transform aside, to be equal.
let planeStores = ReuseCache<PlaneKey, RenderNode, PlanePicture>(budget: 96 << 20)

/// A layer's flat plane, with the rectangles of it that are one colour: the warp
/// fills their pixels with that colour instead of sampling four equal pixels (the
/// same bytes). A card's plain face is most of it.
struct PlanePicture {
  var bitmap: Bitmap
  var fills: [CFlipbookPixels_Fill]

  init(_ bitmap: Bitmap) {
    self.bitmap = bitmap
    // Rectangles of at least 8 plane pixels each way, up to 16 of them (found in
    // about 0.1 ms for a 300x420 card, once per plane drawn).
    var found = [CFlipbookPixels_Fill](repeating: CFlipbookPixels_Fill(), count: 16)
    let count = bitmap.pixels.withUnsafeBufferPointer { pixels in
      CFlipbookPixels_uniformRects(pixels.baseAddress, Int32(bitmap.width), Int32(bitmap.height), Int32(4 * bitmap.width),
                                   8, &found, Int32(found.count))
    }
    fills = Array(found.prefix(Int(max(0, count))))
  }
}

/// What besides the layer itself decides its plane's pixels.
struct PlaneKey: Hashable {
  var width: Int, height: Int
  var density: CGFloat, opacity: CGFloat
}

/// How a layer drawn in perspective is laid out: what it draws in its own space,
/// where that lands on the device grid, and the flat plane it is drawn into first.
struct PlaneLayout {
  /// What the layer draws (shadow included), in its own space.
  var local: CGRect
  /// The landing's device box.
  var landing: CGRect
  /// Plane pixels per point, and the plane's size in pixels.
  var density: CGFloat, width: Int, height: Int
  /// Local space → plane pixels: scale by density, one transparent pixel of margin.
  var toPlane: CGAffineTransform

  /// Device pixels counted from `origin` → the plane's pixels, through the layer's
  /// own space (`m` maps that space to the device); nil when `m` cannot be inverted.
  func fromDevice(_ m: Homography, origin: CGPoint) -> Homography? {
    guard let deviceToLocal = m.inverted() else { return nil }
    return Homography(CGAffineTransform(translationX: origin.x, y: origin.y))
      .concatenating(deviceToLocal).concatenating(Homography(toPlane))
  }
}

extension Painter {
  /// The plane of `node` when its space maps by the projective `m`; nil when it
  /// draws nothing or a corner lies behind the eye.
  func planeLayout(_ node: RenderNode, m: Homography) -> PlaneLayout? {
    guard var local = bodyBounds(node, m: .identity) else { return nil }
    if let shadow = node.shadow, let s = shadowBounds(shadow, body: local, m: .identity) { local = local.union(s) }
    guard !local.isNull, local.width > 0, local.height > 0, let landing = mapBox(local, m) else { return nil }
    // Plane resolution: 10 % over the largest device-per-local stretch at the corners
    // (a projective map stretches most at a corner), so the warp never magnifies the
    // plane, rounded up to a step of 2^(1/8), so a turning layer's plane recurs from
    // frame to frame; capped at 4096 px a side. One density for both axes: a density
    // per axis made a card turning edge-on miss five times as often in
    // transform-carousel (247 planes drawn in 241 frames against 48), costing more
    // than its smaller planes saved.
    var stretch: CGFloat = 0.25
    let step = max(local.width, local.height) / 1024
    for corner in local.corners {
      guard let p = m.apply(corner) else { return nil }
      let along = (x: corner.x == local.minX ? step : -step, y: corner.y == local.minY ? step : -step)
      guard let px = m.apply(CGPoint(x: corner.x + along.x, y: corner.y)),
            let py = m.apply(CGPoint(x: corner.x, y: corner.y + along.y)) else { return nil }
      stretch = max(stretch, hypot(px.x - p.x, px.y - p.y) / step, hypot(py.x - p.x, py.y - p.y) / step)
    }
    let density = min(exp2((log2(stretch * 1.1) * 8).rounded(.up) / 8), 4096 / max(local.width, local.height))
    let toPlane = CGAffineTransform(translationX: -local.minX, y: -local.minY)
      .concatenating(CGAffineTransform(scaleX: density, y: density))
      .concatenating(CGAffineTransform(translationX: 1, y: 1))
    return PlaneLayout(local: local, landing: landing, density: density,
                       width: Int((local.width * density).rounded(.up)) + 2,
                       height: Int((local.height * density).rounded(.up)) + 2, toPlane: toPlane)
  }

  /// Draws a layer whose plane maps projectively: render it flat into an
  /// offscreen plane, then warp that plane onto the device grid exactly
  /// (per-pixel homography with bilinear sampling, anti-aliased edges). Pixels
  /// that `covers` (later siblings) will paint opaque are not warped.
  func drawProjected(_ node: RenderNode, m: Homography, into cr: OpaquePointer, opacity: CGFloat,
                     covers: [PlaneCover] = []) throws(RenderError) {
    guard let layout = planeLayout(node, m: m) else { return }
    let target = layout.landing.intersection(clipExtents(cr)).integral
    guard !target.isNull, target.width >= 1, target.height >= 1 else { return }
    let (pw, ph) = (layout.width, layout.height)
    var flat = node
    flat.transform = CATransform3DIdentity
    let plane = try planeStores.value(for: PlaneKey(width: pw, height: ph, density: layout.density, opacity: opacity),
                                      accepting: { $0 == flat }) { () throws(RenderError) in
      let picture = PlanePicture(try drawPlane(flat, width: pw, height: ph, toPlane: layout.toPlane, opacity: opacity))
      return (picture, flat, picture.bitmap.pixels.count)
    }
    // Warp: target pixel → device → local → plane pixel.
    guard let toPlane = layout.fromDevice(m, origin: target.origin) else { return }
    let columns = toPlane.warpColumns
    let tw = Int(target.width), th = Int(target.height)
    if try warpDirectly(plane, columns, onto: cr, at: target, covers: covers) { return }
    let warped = try makeSurface(width: tw, height: th)
    defer { cairo_surface_destroy(warped) }
    columns.withUnsafeBufferPointer { m in
      plane.bitmap.pixels.withUnsafeBufferPointer { source in
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

  /// Composites the warp straight onto `cr`'s pixels, when it paints OVER an ARGB32
  /// image clipped by nothing but a rectangle of whole pixels that holds `target`
  /// (the usual case; the bytes equal painting a warped image through Cairo).
  /// False, having drawn nothing, otherwise.
  private func warpDirectly(_ plane: PlanePicture, _ columns: [Double], onto cr: OpaquePointer,
                            at target: CGRect, covers: [PlaneCover]) throws(RenderError) -> Bool {
    guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let surface = cairo_get_target(cr),
          cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
          cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return false }
    guard let clipRect = clipRectangle(cr), clipRect == clipRect.integral, clipRect.contains(target) else { return false }
    var dx = 0.0, dy = 0.0
    cairo_surface_get_device_offset(surface, &dx, &dy)
    let x0 = Int(target.minX + dx), y0 = Int(target.minY + dy), tw = Int(target.width), th = Int(target.height)
    let stride = Int(cairo_image_surface_get_stride(surface))
    guard x0 >= 0, y0 >= 0, x0 + tw <= Int(cairo_image_surface_get_width(surface)),
          y0 + th <= Int(cairo_image_surface_get_height(surface)) else { return false }
    cairo_surface_flush(surface)
    guard let data = cairo_image_surface_get_data(surface) else { return false }
    let hidden = covers.compactMap { $0.cover(from: target.origin) }
    let status = columns.withUnsafeBufferPointer { m in
      plane.bitmap.pixels.withUnsafeBufferPointer { source in
        hidden.withUnsafeBufferPointer { hidden in
          plane.fills.withUnsafeBufferPointer { fills in
            CFlipbookPixels_warpProjectiveOver(source.baseAddress, Int32(plane.bitmap.width), Int32(plane.bitmap.height),
                                               Int32(4 * plane.bitmap.width), data + y0 * stride + 4 * x0, Int32(tw), Int32(th),
                                               Int32(stride), m.baseAddress, hidden.baseAddress, Int32(hidden.count),
                                               fills.baseAddress, Int32(fills.count))
          }
        }
      }
    }
    cairo_surface_mark_dirty_rectangle(surface, Int32(x0), Int32(y0), Int32(tw), Int32(th))
    if status != 0 { throw .cairo(status: "out of memory", operation: "3D layer warp \(tw)x\(th)") }
    return true
  }
}
