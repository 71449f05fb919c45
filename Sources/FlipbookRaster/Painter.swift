internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - Painter

/// Draws render nodes onto Cairo contexts. Every context's device space is a
/// pixel grid (the canvas, or the plane of a 3D-flattened layer); `Homography`
/// values map a layer's own space into that grid.
final class Painter {
  /// The visible region of the current pixel grid, for culling.
  var canvas: CGRect
  /// The surfaces that hold what lies behind the layer being drawn, back to front,
  /// all on the current pixel grid: the canvas, then each offscreen group open
  /// around the layer. Backdrop materials blur their composite.
  var surfacesBehind: [OpaquePointer]
  /// The canvas while it is still one colour (see `SolidCanvas`); nil once painted.
  var solid: SolidCanvas?

  init(canvas: CGRect, behind: OpaquePointer? = nil) {
    self.canvas = canvas
    surfacesBehind = behind.map { [$0] } ?? []
  }

  /// Opacity below this draws nothing (half of one 8-bit step).
  static let invisibleOpacity: CGFloat = 1.0 / 512

  /// Draws `node` and its subtree. `parentToDevice` maps the parent's space into
  /// `cr`'s device space; `inheritedOpacity` comes from ancestors that do not
  /// group their opacity.
  func draw(_ node: RenderNode, parentToDevice: Homography, into cr: OpaquePointer,
            inheritedOpacity: CGFloat, coveredBy covers: [PlaneCover] = []) throws(RenderError) {
    guard let (m, opacity) = placement(node, parentToDevice: parentToDevice, inheritedOpacity: inheritedOpacity) else { return }
    if solid != nil, !paintsOnlyItsBackground(node, m: m, opacity: opacity) { settleCanvas() }
    if m.isAffine {
      try drawLayer(node, m: m, into: cr, opacity: opacity)
    } else {
      try drawProjected(node, m: m, into: cr, opacity: opacity, covers: covers)
    }
  }

  /// Where `node` maps into the device grid and the opacity it draws with, or nil
  /// when `draw` draws nothing of it.
  func placement(_ node: RenderNode, parentToDevice: Homography,
                 inheritedOpacity: CGFloat) -> (m: Homography, opacity: CGFloat)? {
    let opacity = node.opacity * inheritedOpacity
    guard opacity >= Self.invisibleOpacity else { return nil }
    let m = Homography(node.transform).concatenating(parentToDevice)
    // A layer squashed flat (a scale of 0 on an axis, as a pop-in starts) covers
    // no area: Core Animation draws nothing of it or its sublayers, and Cairo
    // cannot invert its matrix.
    let determinant = m.determinant
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    // Back-face test on what the viewer sees: a layer whose image is mirrored
    // (turned past 90° about x or y) faces away. The Jacobian of a homography
    // has the sign of its determinant wherever w > 0.
    if !node.isDoubleSided && determinant < 0 { return nil }
    return (m, opacity)
  }

  // MARK: Bounds

  /// Device-space box of everything `node` draws when its space maps by `m`
  /// (sublayers and their shadows included, its own shadow not). Nil when it
  /// cannot be bounded (a corner behind the eye): treat as the whole canvas.
  func bodyBounds(_ node: RenderNode, m: Homography) -> CGRect? {
    var local = node.bounds
    switch node.content {
    case .shape(let s):
      let stroke = s.strokeColor == nil ? 0 : s.lineWidth * max(1, s.miterLimit / 2) + 1
      local = local.union(s.path.controlPointBounds.insetBy(dx: -stroke, dy: -stroke))
    default: break
    }
    if let c = node.contents, !node.masksToBounds { local = local.union(c.destinationRect(in: node.bounds)) }
    guard var box = mapBox(local, m) else { return nil }
    if !node.masksToBounds {
      for child in node.sublayers {
        let cm = Homography(child.transform).concatenating(m)
        guard let b = bodyBounds(child, m: cm) else { return nil }
        box = box.union(b)
        if let shadow = child.shadow, let s = shadowBounds(shadow, body: b, m: cm) { box = box.union(s) }
      }
    }
    return box
  }

  /// Device box of `shadow` for a body box.
  func shadowBounds(_ shadow: Shadow, body: CGRect, m: Homography) -> CGRect? {
    let (offset, sigma) = deviceShadowGeometry(shadow, m: m)
    let pad = ceil(3 * sigma) + 2
    var source = body
    if let path = shadow.path, let p = mapBox(path.controlPointBounds, m) { source = p }
    return source.offsetBy(dx: offset.width, dy: offset.height).insetBy(dx: -pad, dy: -pad)
  }

  func mapBox(_ r: CGRect, _ m: Homography) -> CGRect? {
    if r.isNull { return .null }
    var points: [CGPoint] = []
    for p in r.corners {
      guard let q = m.apply(p) else { return nil }
      points.append(q)
    }
    return CGRect.boundingBox(of: points)
  }

  /// The shadow's offset and blur in device pixels: the offset goes through the
  /// layer's linear map; sigma scales by the map's mean scale factor, up to
  /// `maximumShadowSigma`.
  func deviceShadowGeometry(_ shadow: Shadow, m: Homography) -> (CGSize, CGFloat) {
    let a = m.affine
    let offset = CGSize(width: shadow.offset.width, height: shadow.offset.height).applying(a)
    return (offset, min(shadow.radius * a.meanScale, Self.maximumShadowSigma))
  }

  /// The widest blur drawn, in device pixels (a shadowRadius of 128 points at 2x).
  /// A wider one only spreads the shadow thinner over a mask that would grow with
  /// its square; Flipbook draws it at this width.
  static let maximumShadowSigma: CGFloat = 256

  // MARK: Layers

  /// Draws a layer whose space maps affinely into `cr`'s device space.
  func drawLayer(_ node: RenderNode, m: Homography, into cr: OpaquePointer, opacity: CGFloat) throws(RenderError) {
    let body = bodyBounds(node, m: m) ?? canvas
    var visible = body
    if let shadow = node.shadow, let s = shadowBounds(shadow, body: body, m: m) { visible = visible.union(s) }
    guard visible.intersects(clipExtents(cr)) else { return }

    let grouped = node.allowsGroupOpacity && opacity < 1 && drawsMoreThanOnePrimitive(node)
    guard grouped || node.shadow != nil || node.mask != nil else {
      // Direct: own paints take the opacity; ungrouped sublayers inherit it.
      try drawBody(node, m: m, into: cr, alpha: opacity,
                   childOpacity: node.allowsGroupOpacity ? 1 : opacity)
      return
    }
    // Offscreen: the body (and mask) composited alone, then shadow and body
    // painted with the group's opacity.
    let region = body.intersection(clipExtents(cr).insetBy(dx: -1, dy: -1)).integral
    var bodySurface: OpaquePointer?
    if !region.isNull && region.width >= 1 && region.height >= 1 {
      let surface = try makeSurface(width: Int(region.width), height: Int(region.height))
      bodySurface = surface
      cairo_surface_set_device_offset(surface, -Double(region.minX), -Double(region.minY))
      let gcr = cairo_create(surface)!
      defer { cairo_destroy(gcr) }
      surfacesBehind.append(surface)
      defer { surfacesBehind.removeLast() }
      do {
        try drawBody(node, m: m, into: gcr, alpha: 1, childOpacity: 1)
        if let mask = node.mask { try applyMask(mask, ownerToDevice: m, to: gcr, region: region) }
        try check(cairo_status(gcr), "layer '\(node.name ?? "")' offscreen")
      } catch {
        cairo_surface_destroy(surface)
        throw error
      }
    }
    defer { if let bodySurface { cairo_surface_destroy(bodySurface) } }
    if let shadow = node.shadow {
      try drawShadow(shadow, node: node, m: m, body: bodySurface, region: region, into: cr, opacity: opacity)
    }
    if let bodySurface {
      cairo_save(cr)
      cairo_identity_matrix(cr)
      cairo_set_source_surface(cr, bodySurface, 0, 0)
      cairo_paint_with_alpha(cr, Double(opacity))
      cairo_restore(cr)
    }
  }

  /// True when painting the layer's own parts one by one with reduced alpha
  /// would differ from fading the composited group.
  func drawsMoreThanOnePrimitive(_ node: RenderNode) -> Bool {
    if !node.sublayers.isEmpty { return true }
    var count = node.backdrop == nil ? 0 : 1
    if let bg = node.backgroundColor, !bg.isInvisible { count += 1 }
    if node.contents != nil { count += 1 }
    if node.borderWidth > 0, let c = node.borderColor, !c.isInvisible { count += 1 }
    switch node.content {
    case .none: break
    case .shape(let s):
      if s.fillColor != nil { count += 1 }
      if s.strokeColor != nil { count += 1 }
    case .gradient, .text: count += 1
    }
    return count > 1
  }

  /// Background, contents, content kind, sublayers and border, clipped by
  /// masksToBounds: every part of a layer but shadow, mask and group opacity.
  func drawBody(_ node: RenderNode, m: Homography, into cr: OpaquePointer, alpha: CGFloat,
                childOpacity: CGFloat) throws(RenderError) {
    cairo_save(cr)
    defer { cairo_restore(cr) }
    setMatrix(cr, m.affine)
    if node.blendsAdditively { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
    let radii = node.cornerRadii.clamped(to: node.bounds.size)
    if node.masksToBounds {
      appendRoundedRect(cr, node.bounds, radii)
      cairo_clip(cr)
    }
    if let backdrop = node.backdrop { try drawBackdrop(backdrop, node: node, m: m, into: cr, alpha: alpha) }
    if let bg = node.backgroundColor, !bg.isInvisible {
      appendRoundedRect(cr, node.bounds, radii)
      setSource(cr, bg, alpha: alpha, origin: node.bounds.origin)
      if !absorbsFill(node, m: m, radii: radii, into: cr) {
        settleCanvas()
        cairo_fill(cr)
      }
    }
    if let contents = node.contents { try drawCrossFading(contents, in: node.bounds, cr: cr, alpha: alpha) }
    switch node.content {
    case .none: break
    case .shape(let shape): drawShape(shape, cr: cr, alpha: alpha)
    case .gradient(let gradient): try drawGradient(gradient, bounds: node.bounds, radii: radii, cr: cr, alpha: alpha)
    case .text(let text): try drawTextLayer(text, bounds: node.bounds, cr: cr, alpha: alpha)
    }
    if let weight = node.sublayerDissolve, node.sublayers.count == 2 {
      let (a, b) = (node.sublayers[0], node.sublayers[1])
      try dissolve(cr, weight: weight, alpha: 1,
                   first: { c throws(RenderError) in try self.draw(a, parentToDevice: m, into: c, inheritedOpacity: childOpacity) },
                   second: { c throws(RenderError) in try self.draw(b, parentToDevice: m, into: c, inheritedOpacity: childOpacity) })
    } else {
      let covers = coversAfter(node.sublayers, parentToDevice: m, opacity: childOpacity)
      for (i, child) in node.sublayers.enumerated() {
        try draw(child, parentToDevice: m, into: cr, inheritedOpacity: childOpacity, coveredBy: covers.isEmpty ? [] : covers[i])
      }
    }
    if node.borderWidth > 0, let color = node.borderColor, !color.isInvisible {
      drawBorder(bounds: node.bounds, radii: radii, width: node.borderWidth, color: color, cr: cr, alpha: alpha)
    }
  }

  /// Multiplies what `cr` holds by the mask layer's alpha (DEST_IN).
  func applyMask(_ mask: RenderNode, ownerToDevice m: Homography, to cr: OpaquePointer, region: CGRect) throws(RenderError) {
    let surface = try makeSurface(width: Int(region.width), height: Int(region.height))
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_offset(surface, -Double(region.minX), -Double(region.minY))
    let mcr = cairo_create(surface)!
    defer { cairo_destroy(mcr) }
    try draw(mask, parentToDevice: m, into: mcr, inheritedOpacity: 1)
    try check(cairo_status(mcr), "mask layer")
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  // MARK: Shadow

  /// Paints the blurred shadow: the body's alpha (or shadowPath) as an A8 mask,
  /// blurred with three box passes per axis (variance of a Gaussian of sigma =
  /// shadowRadius), offset, filled with the shadow colour.
  func drawShadow(_ shadow: Shadow, node: RenderNode, m: Homography, body: OpaquePointer?, region: CGRect,
                  into cr: OpaquePointer, opacity: CGFloat) throws(RenderError) {
    let (offset, sigma) = deviceShadowGeometry(shadow, m: m)
    let pad = ceil(3 * sigma) + 2
    // Source area in device space before offsetting.
    var source: CGRect
    if let path = shadow.path {
      guard let box = mapBox(path.tightBounds, m) else { return }
      source = box.integral
    } else {
      guard body != nil else { return }
      source = region
    }
    // Only the part that can reach the visible clip after offset and blur.
    let clip = clipExtents(cr).offsetBy(dx: -offset.width, dy: -offset.height).insetBy(dx: -pad, dy: -pad)
    let maskRect = source.insetBy(dx: -pad, dy: -pad).intersection(clip).integral
    guard !maskRect.isNull, maskRect.width >= 1, maskRect.height >= 1 else { return }
    let mw = Int(maskRect.width), mh = Int(maskRect.height)
    let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(mw), Int32(mh))!
    defer { cairo_surface_destroy(a8) }
    try check(cairo_surface_status(a8), "shadow mask \(mw)x\(mh)")
    cairo_surface_set_device_offset(a8, -Double(maskRect.minX), -Double(maskRect.minY))
    let acr = cairo_create(a8)!
    if let path = shadow.path {
      setMatrix(acr, m.affine)
      appendPath(acr, path)
      cairo_set_source_rgba(acr, 0, 0, 0, 1)
      cairo_fill(acr)
    } else if let body {
      cairo_set_source_surface(acr, body, 0, 0)
      cairo_paint(acr)
    }
    let status = cairo_status(acr)
    cairo_destroy(acr)
    try check(status, "shadow mask")
    cairo_surface_flush(a8)
    let data = cairo_image_surface_get_data(a8)!, stride = cairo_image_surface_get_stride(a8)
    // A layer that did not move or change keeps its blurred mask (the mask's bytes decide).
    let key = ProcessedPixels.Key(width: mw, height: mh, stride: Int(stride), numbers: [Double(sigma)])
    try ProcessedPixels.shadowMasks.process(UnsafeMutableRawBufferPointer(start: data, count: Int(stride) * mh), key: key) {
      () throws(RenderError) in
      if CFlipbookPixels_blurA8(data, Int32(mw), Int32(mh), stride, Double(sigma)) != 0 {
        throw .cairo(status: "out of memory", operation: "shadow blur \(mw)x\(mh)")
      }
    }
    cairo_surface_mark_dirty(a8)
    cairo_save(cr)
    defer { cairo_restore(cr) }
    if node.masksToBounds {
      // masksToBounds clips the shadow too: it shows only through the layer's own translucent parts.
      setMatrix(cr, m.affine)
      appendRoundedRect(cr, node.bounds, node.cornerRadii.clamped(to: node.bounds.size))
      cairo_clip(cr)
    }
    cairo_identity_matrix(cr)
    setSource(cr, shadow.color, alpha: opacity, origin: .zero)
    // NB: the offset is rounded to whole device pixels and sampled nearest: a
    // fractional offset would send pixman down its bilinear path (about 5 ms on
    // a 750x1334 frame), and half a pixel of shift is invisible under a blur.
    let mask = cairo_pattern_create_for_surface(a8)!
    defer { cairo_pattern_destroy(mask) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, -Double(offset.width.rounded()), -Double(offset.height.rounded()))
    cairo_pattern_set_matrix(mask, &matrix)
    cairo_pattern_set_filter(mask, CAIRO_FILTER_NEAREST)
    cairo_mask(cr, mask)
  }

  // MARK: Helpers

  /// The current clip in device space when it is exactly one rectangle (nil for a
  /// rounded or a union of rectangles): with no clip, the target's whole extent.
  func clipRectangle(_ cr: OpaquePointer) -> CGRect? {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let list = cairo_copy_clip_rectangle_list(cr)
    cairo_restore(cr)
    defer { cairo_rectangle_list_destroy(list) }
    guard let clip = list?.pointee, clip.status == CAIRO_STATUS_SUCCESS, clip.num_rectangles == 1,
          let r = clip.rectangles?.pointee else { return nil }
    return CGRect(x: r.x, y: r.y, width: r.width, height: r.height)
  }

  /// The current clip in device space.
  func clipExtents(_ cr: OpaquePointer) -> CGRect {
    cairo_save(cr)
    cairo_identity_matrix(cr)
    var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
    cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
    cairo_restore(cr)
    // Offscreen surfaces carry a device offset, so their device space is the canvas grid.
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(canvas)
  }
}

extension CGAffineTransform {
  /// The map's mean scale factor (the square root of its area scale): how blur radii grow.
  var meanScale: CGFloat { abs(a * d - b * c).squareRoot() }
}

func setMatrix(_ cr: OpaquePointer, _ t: CGAffineTransform) {
  var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                              x0: Double(t.tx), y0: Double(t.ty))
  cairo_set_matrix(cr, &matrix)
}
