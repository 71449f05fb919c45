internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - Backdrop materials

extension Painter {
  /// Fills the layer's rounded bounds with a blurred, recoloured copy of what has
  /// been painted behind it: the canvas and every offscreen group open around it
  /// (`surfacesBehind`), so a material inside a fading group still sees the
  /// picture behind the group, as a `CABackdropLayer` does.
  ///
  /// Like Core Material (its recipes' `backdropScale` 0.25), the backdrop is
  /// captured at reduced resolution (¼ for wide blurs, ½ or full for narrow
  /// ones), blurred there and scaled back up bilinearly.
  func drawBackdrop(_ backdrop: Backdrop, node: RenderNode, m: Homography, into cr: OpaquePointer,
                    alpha: CGFloat) throws(RenderError) {
    // The C kernel reads four curve values and expects finite numbers.
    guard backdrop.luminanceValues.count == 4,
          backdrop.components.allSatisfy(\.isFinite), let box = mapBox(node.bounds, m) else { return }
    let visible = box.intersection(clipExtents(cr)).integral
    guard !visible.isNull, visible.width >= 1, visible.height >= 1 else { return }
    let a = m.affine
    let sigma = backdrop.blurRadius * a.meanScale
    let reduction: CGFloat = sigma >= 8 ? 4 : (sigma >= 3 ? 2 : 1)
    let capture = visible.insetBy(dx: -ceil(3 * sigma), dy: -ceil(3 * sigma)).intersection(canvas).integral
    let sw = Int((capture.width / reduction).rounded(.up)), sh = Int((capture.height / reduction).rounded(.up))
    let small = try makeSurface(width: sw, height: sh)
    defer { cairo_surface_destroy(small) }
    // Device → small pixels: subtract the capture origin, divide by the reduction.
    var toSmall = cairo_matrix_t()
    cairo_matrix_init_scale(&toSmall, 1 / Double(reduction), 1 / Double(reduction))
    cairo_matrix_translate(&toSmall, -Double(capture.minX), -Double(capture.minY))
    // The canvas alone is averaged down in C (the box a reduction takes, without pixman's
    // convolution, which was half of a material's time); open groups go through Cairo.
    let shrunk = reduction > 1 && surfacesBehind.count == 1
      && shrinkCanvas(surfacesBehind[0], capture, Int(reduction), into: small)
    if !shrunk { try paintBehind(into: small, toSmall, filter: reduction > 1 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_NEAREST) }
    cairo_surface_flush(small)
    let data = cairo_image_surface_get_data(small)!, stride = cairo_image_surface_get_stride(small)
    let blurSigma = Double(sigma / reduction)
    let key = ProcessedPixels.Key(width: sw, height: sh, stride: Int(stride), numbers: [blurSigma] + backdrop.components)
    try ProcessedPixels.backdrops.process(UnsafeMutableRawBufferPointer(start: data, count: Int(stride) * sh), key: key) {
      () throws(RenderError) in
      if CFlipbookPixels_blurARGBClamped(data, Int32(sw), Int32(sh), stride, blurSigma) != 0 {
        throw .cairo(status: "out of memory", operation: "backdrop blur \(sw)x\(sh)")
      }
      let curve = backdrop.luminanceValues.map { Double($0) }
      curve.withUnsafeBufferPointer { v in
        CFlipbookPixels_applyMaterial(data, Int32(sw), Int32(sh), stride, Double(backdrop.saturation),
                                      Double(backdrop.brightness), Double(backdrop.luminanceAmount), v.baseAddress)
      }
    }
    cairo_surface_mark_dirty(small)
    // Paint it back inside the rounded bounds, scaled up bilinearly.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    setMatrix(cr, a)
    appendRoundedRect(cr, node.bounds, node.cornerRadii.clamped(to: node.bounds.size))
    cairo_clip(cr)
    cairo_identity_matrix(cr)
    let pattern = cairo_pattern_create_for_surface(small)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_matrix(pattern, &toSmall)
    cairo_pattern_set_filter(pattern, reduction > 1 ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, Double(alpha))
  }

  /// Paints every surface behind the material (the canvas, then each open group) onto the small capture.
  private func paintBehind(into small: OpaquePointer, _ toSmall: cairo_matrix_t, filter: cairo_filter_t) throws(RenderError) {
    var toSmall = toSmall
    let scr = cairo_create(small)!
    cairo_set_matrix(scr, &toSmall)
    for (i, surface) in surfacesBehind.enumerated() {
      let pattern = cairo_pattern_create_for_surface(surface)!
      cairo_pattern_set_filter(pattern, filter)
      // The canvas continues past its edge as its edge pixels (a reduced pixel
      // straddling the edge must not take in transparency); groups end where they end.
      if i == 0 { cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD) }
      cairo_set_source(scr, pattern)
      cairo_paint(scr)
      cairo_pattern_destroy(pattern)
    }
    let status = cairo_status(scr)
    cairo_destroy(scr)
    try check(status, "backdrop capture")
  }

  /// The capture reduced from the canvas alone by averaging `factor`×`factor` blocks, edge pixels
  /// repeated past the canvas (as `CAIRO_EXTEND_PAD`). False when the canvas is not a plain ARGB32
  /// image at the origin, and the caller paints through Cairo instead.
  private func shrinkCanvas(_ canvas: OpaquePointer, _ capture: CGRect, _ factor: Int, into small: OpaquePointer) -> Bool {
    var dx = 0.0, dy = 0.0
    cairo_surface_get_device_offset(canvas, &dx, &dy)
    guard cairo_surface_get_type(canvas) == CAIRO_SURFACE_TYPE_IMAGE, cairo_image_surface_get_format(canvas) == CAIRO_FORMAT_ARGB32,
          dx == 0, dy == 0 else { return false }
    cairo_surface_flush(canvas)
    guard let src = cairo_image_surface_get_data(canvas), let dst = cairo_image_surface_get_data(small) else { return false }
    let dw = Int(cairo_image_surface_get_width(small))
    var sums = [UInt32](repeating: 0, count: 4 * dw)
    return sums.withUnsafeMutableBufferPointer { scratch in
      CFlipbookPixels_shrinkARGBPadded(
        src, cairo_image_surface_get_width(canvas), cairo_image_surface_get_height(canvas), cairo_image_surface_get_stride(canvas),
        Int32(capture.minX), Int32(capture.minY), Int32(factor), dst, Int32(dw), cairo_image_surface_get_height(small),
        cairo_image_surface_get_stride(small), scratch.baseAddress) == 0
    }
  }
}
