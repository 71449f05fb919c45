internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import FlipbookText
import Foundation

// MARK: - Painting with the player's state

extension DrawingPlayer {
  /// Runs a paint with the state's blend mode and shadow: `body` draws at the
  /// alpha it is given. With a shadow, the paint is drawn alone into a group, the
  /// group's alpha blurred and offset in the shadow colour beneath, then the group
  /// composited at the state's alpha (Core Graphics' shadow model).
  func paint(keepingPath: Bool, _ body: (CGFloat) throws(RenderError) -> Void) throws(RenderError) {
    guard !state.collapsed else { return }
    let path = keepingPath ? cairo_copy_path(cr) : nil
    defer {
      if let path {
        cairo_new_path(cr)
        cairo_append_path(cr, path)
        cairo_path_destroy(path)
      }
    }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_set_operator(cr, Self.cairoOperator(state.blend))
    guard let shadow = state.shadow else { return try body(state.alpha) }
    let shape = cairo_copy_path(cr)
    cairo_push_group(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    cairo_new_path(cr)
    cairo_append_path(cr, shape)
    cairo_path_destroy(shape)
    var failure: RenderError?
    do { try body(1) } catch { failure = error }
    let group = cairo_pop_group(cr)!
    defer { cairo_pattern_destroy(group) }
    if let failure { throw failure }
    try castShadow(of: group, shadow)
    cairo_set_source(cr, group)
    cairo_paint_with_alpha(cr, Double(state.alpha))
  }

  /// Runs `body` and puts the current path back as it was.
  func keepingPath(_ body: () -> Void) {
    let path = cairo_copy_path(cr)
    body()
    cairo_new_path(cr)
    cairo_append_path(cr, path)
    cairo_path_destroy(path)
  }

  /// The group's alpha, blurred (the blur is twice the Gaussian's sigma) and moved
  /// by the offset in base space, painted in the shadow's colour.
  private func castShadow(of group: OpaquePointer, _ shadow: (offset: CGSize, blur: CGFloat, color: CGColor)) throws(RenderError) {
    let (w, h) = (drawing.width, drawing.height)
    let a8 = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(w), Int32(h))!
    defer { cairo_surface_destroy(a8) }
    try check(cairo_surface_status(a8), "drawing shadow \(w)x\(h)")
    let acr = cairo_create(a8)!
    var m = cairo_matrix_t()
    cairo_get_matrix(cr, &m)
    cairo_set_matrix(acr, &m)
    cairo_set_source(acr, group)
    cairo_paint(acr)
    cairo_destroy(acr)
    cairo_surface_flush(a8)
    let s = drawing.scale
    let sigma = min(Double(shadow.blur * s) / 2, 256)
    if sigma > 0, let data = cairo_image_surface_get_data(a8),
       CFlipbookPixels_blurA8(data, Int32(w), Int32(h), cairo_image_surface_get_stride(a8), sigma) != 0 {
      throw .cairo(status: "out of memory", operation: "drawing shadow blur \(w)x\(h)")
    }
    cairo_surface_mark_dirty(a8)
    // Apple's QA1706: since iOS 3.2 every CGContext's base space is top-left, so a
    // positive height moves the shadow down, in a bitmap context as in a UIKit one.
    let dx = Double(shadow.offset.width * s), dy = Double(shadow.offset.height * s)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    let c = shadow.color
    cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * state.alpha))
    cairo_mask_surface(cr, a8, dx.rounded(), dy.rounded())
    cairo_restore(cr)
  }

  func fillCurrentPath(alpha: CGFloat) {
    fill(cr, color: state.fill, alpha: alpha, origin: .zero)
  }

  func strokeCurrentPath(alpha: CGFloat) {
    setSource(cr, state.stroke, alpha: alpha, origin: .zero)
    cairo_stroke(cr)
  }

  /// Paints a gradient across the clip. With one of the two extend options the
  /// ends extend and a half-plane clip keeps the other end bare (a radial
  /// gradient then extends at both ends: exact for the usual start radius of 0).
  func paintGradient(_ pattern: OpaquePointer?, _ g: CGGradient, _ options: CGGradientDrawingOptions,
                     ends: (CGPoint, CGPoint)?, alpha: CGFloat) {
    guard let pattern else { return }
    defer { cairo_pattern_destroy(pattern) }
    for (c, l) in zip(g.colors, g.locations) {
      cairo_pattern_add_color_stop_rgba(pattern, Double(l), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }
    let before = options.contains(.drawsBeforeStartLocation), after = options.contains(.drawsAfterEndLocation)
    cairo_pattern_set_extend(pattern, before || after ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
    if before != after, let (start, end) = ends {
      let dx = end.x - start.x, dy = end.y - start.y, length = (dx * dx + dy * dy).squareRoot()
      if length > 0 {
        let (ux, uy) = (dx / length, dy / length), far: CGFloat = 1e6
        // The kept side of the line through the bare end, perpendicular to the axis.
        let (edge, sign): (CGPoint, CGFloat) = before ? (end, -1) : (start, 1)
        cairo_new_path(cr)
        cairo_move_to(cr, Double(edge.x - uy * far), Double(edge.y + ux * far))
        cairo_line_to(cr, Double(edge.x + uy * far), Double(edge.y - ux * far))
        cairo_line_to(cr, Double(edge.x + uy * far + sign * ux * far), Double(edge.y - ux * far + sign * uy * far))
        cairo_line_to(cr, Double(edge.x - uy * far + sign * ux * far), Double(edge.y + ux * far + sign * uy * far))
        cairo_close_path(cr)
        cairo_clip(cr)
      }
    }
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, Double(alpha))
  }

  /// Core Graphics' image drawing: the image's first row at `rect.maxY`.
  func paintImage(_ bitmap: Bitmap, in rect: CGRect, alpha: CGFloat) throws(RenderError) {
    let r = rect.standardized
    guard bitmap.width > 0, bitmap.height > 0, r.width > 0, r.height > 0 else { return }
    let surface = try imageSurface(bitmap)
    defer { cairo_surface_destroy(surface) }
    let pattern = cairo_pattern_create_for_surface(surface)!
    defer { cairo_pattern_destroy(pattern) }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    let sx = Double(bitmap.width) / Double(r.width), sy = Double(bitmap.height) / Double(r.height)
    var m = cairo_matrix_t(xx: sx, yx: 0, xy: 0, yy: -sy, x0: -Double(r.minX) * sx, y0: Double(r.maxY) * sy)
    cairo_pattern_set_matrix(pattern, &m)
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    cairo_clip(cr)
    cairo_set_source(cr, pattern)
    cairo_paint_with_alpha(cr, Double(alpha))
  }

  /// UIKit's string drawing: laid out as a text layer's string is, top-aligned in the rect.
  func showText(_ t: DrawnText, alpha: CGFloat) {
    let text = Text(string: t.string, font: t.font, color: t.color,
                    alignment: Text.Alignment(rawValue: t.alignment.rawValue) ?? .natural, isWrapped: t.wraps)
    Painter(canvas: CGRect(x: 0, y: 0, width: drawing.width, height: drawing.height))
      .drawText(text, bounds: t.rect.standardized, cr: cr, alpha: alpha)
  }

  static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
    switch mode {
    case .normal, .plusDarker: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}
