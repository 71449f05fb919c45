internal import CCairo
import FlipbookRenderTree
import Foundation

// MARK: - Paths

/// Appends a path to the context's current path in user space.
func appendPath(_ cr: OpaquePointer, _ path: PathData) {
  var current = CGPoint.zero
  var start = CGPoint.zero
  for e in path.elements {
    switch e {
    case .moveTo(let p):
      cairo_move_to(cr, Double(p.x), Double(p.y)); current = p; start = p
    case .lineTo(let p):
      cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
    case .quadCurveTo(let c, let p):
      // Raise to a cubic: control points 2/3 of the way to the quadratic control.
      let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
      let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
      cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      current = p
    case .curveTo(let c1, let c2, let p):
      cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
      current = p
    case .closeSubpath:
      cairo_close_path(cr); current = start
    }
  }
}

/// Appends the bounds' rounded rectangle (radii already clamped).
func appendRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, _ radii: RoundedRectRadii) {
  if radii.isZero {
    cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    return
  }
  let path = CGMutablePath()
  path.addRoundedRect(in: rect, radii: radii)
  appendPath(cr, path.data)
}

// MARK: - Colours and patterns

/// Sets a plain colour source (pattern colours: their average is not used;
/// fills go through `fill(_:color:alpha:origin:)`, which tiles them).
func setSource(_ cr: OpaquePointer, _ color: CGColor, alpha: CGFloat, origin: CGPoint) {
  if let pattern = color.pattern, let surface = try? imageSurface(pixels(of: pattern.image)) {
    let source = cairo_pattern_create_for_surface(surface)!
    cairo_surface_destroy(surface)
    cairo_pattern_set_extend(source, CAIRO_EXTEND_REPEAT)
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(&matrix, Double(pattern.scale), Double(pattern.scale))
    cairo_matrix_translate(&matrix, -Double(origin.x), -Double(origin.y))
    cairo_pattern_set_matrix(source, &matrix)
    cairo_set_source(cr, source)
    cairo_pattern_destroy(source)
    return
  }
  cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue),
                        Double(max(0, min(1, color.alpha * alpha))))
}

/// Fills the current path with a colour or a tiled pattern starting at `origin`.
func fill(_ cr: OpaquePointer, color: CGColor, alpha: CGFloat, origin: CGPoint) {
  setSource(cr, color, alpha: alpha, origin: origin)
  let total = color.pattern == nil ? 1 : color.alpha * alpha
  if total < 1 {
    cairo_save(cr)
    cairo_clip(cr)
    cairo_paint_with_alpha(cr, Double(max(0, total)))
    cairo_restore(cr)
  } else {
    cairo_fill(cr)
  }
}

/// A new Cairo image surface holding a copy of the bitmap.
func imageSurface(_ bitmap: Bitmap) throws(RenderError) -> OpaquePointer {
  let surface = try makeSurface(width: max(1, bitmap.width), height: max(1, bitmap.height))
  cairo_surface_flush(surface)
  let data = cairo_image_surface_get_data(surface)!
  let stride = Int(cairo_image_surface_get_stride(surface))
  bitmap.pixels.withUnsafeBytes { src in
    for y in 0..<bitmap.height {
      memcpy(data + y * stride, src.baseAddress! + y * bitmap.stride, bitmap.stride)
    }
  }
  cairo_surface_mark_dirty(surface)
  return surface
}

// MARK: - Contents

extension Painter {
  /// Draws a contents image per gravity, contentsRect and contentsCenter.
  func drawContents(_ contents: Contents, in bounds: CGRect, cr: OpaquePointer, alpha: CGFloat) throws(RenderError) {
    let bitmap = try pixels(of: contents)
    guard bitmap.width > 0, bitmap.height > 0 else { return }
    let dest = contents.destinationRect(in: bounds)
    guard dest.width > 0, dest.height > 0 else { return }
    let surface = try imageSurface(bitmap)
    defer { cairo_surface_destroy(surface) }
    // The cropped source in image pixels.
    let crop = CGRect(x: contents.rect.minX * CGFloat(bitmap.width), y: contents.rect.minY * CGFloat(bitmap.height),
                      width: contents.rect.width * CGFloat(bitmap.width), height: contents.rect.height * CGFloat(bitmap.height))
    guard crop.width > 0, crop.height > 0 else { return }
    let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
    if contents.center == unit || contents.center.isNull {
      drawImageCell(surface, source: crop, dest: dest, contents: contents, cr: cr, alpha: alpha)
      return
    }
    // Nine-slice: the centre rectangle of the cropped image stretches, edges stretch
    // along their length only, corners keep their size in points.
    let c = contents.center
    let sx0 = crop.minX + c.minX * crop.width, sx1 = crop.minX + c.maxX * crop.width
    let sy0 = crop.minY + c.minY * crop.height, sy1 = crop.minY + c.maxY * crop.height
    // A zero-size centre stretches the one source pixel there.
    let (mx0, mx1) = sx1 - sx0 >= 1 ? (sx0, sx1) : (sx0 - 0.5, sx0 + 0.5)
    let (my0, my1) = sy1 - sy0 >= 1 ? (sy0, sy1) : (sy0 - 0.5, sy0 + 0.5)
    var left = (mx0 - crop.minX) / contents.scale, right = (crop.maxX - mx1) / contents.scale
    var top = (my0 - crop.minY) / contents.scale, bottom = (crop.maxY - my1) / contents.scale
    if left + right > dest.width, left + right > 0 {
      let f = dest.width / (left + right); left *= f; right *= f
    }
    if top + bottom > dest.height, top + bottom > 0 {
      let f = dest.height / (top + bottom); top *= f; bottom *= f
    }
    let srcX = [crop.minX, mx0, mx1, crop.maxX], srcY = [crop.minY, my0, my1, crop.maxY]
    let dstX = [dest.minX, dest.minX + left, dest.maxX - right, dest.maxX]
    let dstY = [dest.minY, dest.minY + top, dest.maxY - bottom, dest.maxY]
    for j in 0..<3 {
      for i in 0..<3 {
        let s = CGRect(x: srcX[i], y: srcY[j], width: srcX[i + 1] - srcX[i], height: srcY[j + 1] - srcY[j])
        let d = CGRect(x: dstX[i], y: dstY[j], width: dstX[i + 1] - dstX[i], height: dstY[j + 1] - dstY[j])
        guard s.width > 0, s.height > 0, d.width > 0, d.height > 0 else { continue }
        drawImageCell(surface, source: s, dest: d, contents: contents, cr: cr, alpha: alpha)
      }
    }
  }

  /// Maps the `source` pixel rectangle of the image onto `dest` (user space).
  /// Edge pixels repeat outside the image (EXTEND_PAD), as Core Animation does.
  func drawImageCell(_ surface: OpaquePointer, source: CGRect, dest: CGRect, contents: Contents,
                     cr: OpaquePointer, alpha: CGFloat) {
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    let sx = source.width / dest.width, sy = source.height / dest.height
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, Double(source.minX), Double(source.minY))
    cairo_matrix_scale(&matrix, Double(sx), Double(sy))
    cairo_matrix_translate(&matrix, -Double(dest.minX), -Double(dest.minY))
    cairo_pattern_set_matrix(pattern, &matrix)
    // Magnifying when one source pixel covers more than one device pixel.
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    let deviceScale = (abs(ctm.xx * ctm.yy - ctm.xy * ctm.yx)).squareRoot()
    let magnifying = deviceScale / Double(max(sx, sy)) >= 1
    let filter = magnifying ? contents.magnificationFilter : contents.minificationFilter
    cairo_pattern_set_filter(pattern, filter == .nearest ? CAIRO_FILTER_NEAREST
                             : (magnifying ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_GOOD))
    cairo_save(cr)
    cairo_rectangle(cr, Double(dest.minX), Double(dest.minY), Double(dest.width), Double(dest.height))
    cairo_clip(cr)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, Double(alpha))
    cairo_restore(cr)
  }

  // MARK: Shape

  func drawShape(_ shape: Shape, cr: OpaquePointer, alpha: CGFloat) {
    if let fillColor = shape.fillColor, !fillColor.isInvisible {
      cairo_new_path(cr)
      appendPath(cr, shape.path)
      cairo_set_fill_rule(cr, shape.evenOddFill ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
      fill(cr, color: fillColor, alpha: alpha, origin: .zero)
    }
    guard let strokeColor = shape.strokeColor, !strokeColor.isInvisible, shape.lineWidth > 0 else { return }
    let path = shape.path.trimmed(from: shape.strokeStart, to: shape.strokeEnd)
    guard !path.isEmpty else { return }
    cairo_new_path(cr)
    appendPath(cr, path)
    cairo_set_line_width(cr, Double(shape.lineWidth))
    cairo_set_line_cap(cr, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND,
                            .square: CAIRO_LINE_CAP_SQUARE][shape.lineCap]!)
    cairo_set_line_join(cr, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND,
                             .bevel: CAIRO_LINE_JOIN_BEVEL][shape.lineJoin]!)
    cairo_set_miter_limit(cr, Double(shape.miterLimit))
    let dashes = shape.dashPattern.map { Double(max(0, $0)) }
    if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
      dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(shape.dashPhase)) }
    } else {
      cairo_set_dash(cr, nil, 0, 0)
    }
    setSource(cr, strokeColor, alpha: alpha, origin: .zero)
    cairo_stroke(cr)
    cairo_set_dash(cr, nil, 0, 0)
  }

  // MARK: Border

  /// The border lies inside the bounds: outer edge the rounded bounds, inner edge
  /// inset by the width with radii max(r − w, 0); drawn above sublayers.
  func drawBorder(bounds: CGRect, radii: RoundedRectRadii, width: CGFloat, color: CGColor, cr: OpaquePointer, alpha: CGFloat) {
    cairo_new_path(cr)
    appendRoundedRect(cr, bounds, radii)
    let inner = bounds.insetBy(dx: width, dy: width)
    if inner.width > 0 && inner.height > 0 {
      func shrink(_ s: CGSize) -> CGSize { CGSize(width: max(0, s.width - width), height: max(0, s.height - width)) }
      appendRoundedRect(cr, inner, RoundedRectRadii(topLeft: shrink(radii.topLeft), topRight: shrink(radii.topRight),
                                                    bottomRight: shrink(radii.bottomRight), bottomLeft: shrink(radii.bottomLeft),
                                                    isContinuous: radii.isContinuous))
    }
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    fill(cr, color: color, alpha: alpha, origin: bounds.origin)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
  }

  // MARK: Gradient

  /// Fills the (rounded) bounds with the gradient. Like Core Animation, the
  /// gradient is clipped to the corner radius even without masksToBounds.
  func drawGradient(_ g: Gradient, bounds: CGRect, radii: RoundedRectRadii, cr: OpaquePointer, alpha: CGFloat) throws(RenderError) {
    guard !g.colors.isEmpty, bounds.width > 0, bounds.height > 0 else { return }
    func point(_ u: CGPoint) -> CGPoint {
      CGPoint(x: bounds.minX + u.x * bounds.width, y: bounds.minY + u.y * bounds.height)
    }
    let start = point(g.startPoint), end = point(g.endPoint)
    var pattern: OpaquePointer
    switch g.kind {
    case .axial:
      pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
    case .radial:
      // An ellipse centred on startPoint whose radii reach endPoint along each axis.
      var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
      if rx == 0 { rx = ry }
      if ry == 0 { ry = rx }
      pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
      if rx > 0 {
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / Double(rx), 1 / Double(ry))
        cairo_matrix_translate(&matrix, -Double(start.x), -Double(start.y))
        cairo_pattern_set_matrix(pattern, &matrix)
      }
    case .conic:
      pattern = conicMesh(g, center: start, towards: end, bounds: bounds, alpha: alpha)
    }
    defer { cairo_pattern_destroy(pattern) }
    if g.kind != .conic {
      cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
      for (l, c) in g.stopsInUnitRange {
        cairo_pattern_add_color_stop_rgba(pattern, Double(l), Double(c.red), Double(c.green), Double(c.blue),
                                          Double(c.alpha * alpha))
      }
    }
    cairo_new_path(cr)
    appendRoundedRect(cr, bounds, radii)
    cairo_set_source(cr, pattern)
    cairo_fill(cr)
  }

  /// A conic (angular) gradient as a mesh of thin wedges around the centre,
  /// starting in the direction of `towards` and turning clockwise on screen.
  func conicMesh(_ g: Gradient, center: CGPoint, towards: CGPoint, bounds: CGRect, alpha: CGFloat) -> OpaquePointer {
    let mesh = cairo_pattern_create_mesh()!
    let start = atan2(towards.y - center.y, towards.x - center.x)
    let reach = bounds.corners.map { hypot($0.x - center.x, $0.y - center.y) }.max()! + 2
    let wedges = 360
    for i in 0..<wedges {
      let f0 = CGFloat(i) / CGFloat(wedges), f1 = CGFloat(i + 1) / CGFloat(wedges)
      let a0 = start + 2 * .pi * f0, a1 = start + 2 * .pi * f1
      let c0 = g.color(at: f0), c1 = g.color(at: f1)
      cairo_mesh_pattern_begin_patch(mesh)
      cairo_mesh_pattern_move_to(mesh, Double(center.x), Double(center.y))
      cairo_mesh_pattern_line_to(mesh, Double(center.x + reach * cos(a0)), Double(center.y + reach * sin(a0)))
      cairo_mesh_pattern_line_to(mesh, Double(center.x + reach * cos(a1)), Double(center.y + reach * sin(a1)))
      cairo_mesh_pattern_line_to(mesh, Double(center.x), Double(center.y))
      for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
        cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Double(c.red), Double(c.green),
                                                 Double(c.blue), Double(c.alpha * alpha))
      }
      cairo_mesh_pattern_end_patch(mesh)
    }
    return mesh
  }
}
