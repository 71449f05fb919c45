internal import CCairo
internal import CFlipbookPixels
import FlipbookRenderTree
import Foundation

// MARK: - Replaying a drawing

/// Replays a recorded `Drawing` into pixels with Cairo, whose model is Core
/// Graphics' own: paths are transformed as they are added, painted with the
/// state current when painted; save/restore cover the matrix, clip and line
/// state. What Cairo does not keep (fill and stroke colours, global alpha, blend
/// mode, shadow) is kept here, saved and restored alongside.
struct DrawingPlayer {
  struct State {
    var fill = CGColor.black
    var stroke = CGColor.black
    var alpha: CGFloat = 1
    var blend = CGBlendMode.normal
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
    /// A singular transform was applied: nothing shows until it is restored away.
    var collapsed = false
  }

  let cr: OpaquePointer
  let drawing: Drawing
  var state = State()
  var saved: [State] = []

  /// The drawing's pixels: `width`×`height`, transparent where nothing was drawn.
  static func render(_ drawing: Drawing) throws(RenderError) -> Bitmap {
    if let problem = drawing.problem { throw .cairo(status: problem, operation: "drawing") }
    guard drawing.width > 0, drawing.height > 0 else { return Bitmap(width: 0, height: 0, pixels: []) }
    let surface = try makeSurface(width: drawing.width, height: drawing.height)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    let s = Double(drawing.scale)
    if drawing.isFlipped {
      cairo_scale(cr, s, s)
    } else {
      cairo_translate(cr, 0, Double(drawing.height))
      cairo_scale(cr, s, -s)
    }
    // Core Graphics' defaults where Cairo's differ (Cairo's line is 2 wide).
    cairo_set_line_width(cr, 1)
    cairo_set_miter_limit(cr, 10)
    var player = DrawingPlayer(cr: cr, drawing: drawing)
    for op in drawing.operations { try player.play(op) }
    try check(cairo_status(cr), "drawing \(drawing.width)x\(drawing.height)")
    return bitmap(of: surface)
  }

  mutating func play(_ op: DrawingOperation) throws(RenderError) {
    switch op {
    case .saveState:
      cairo_save(cr)
      saved.append(state)
    case .restoreState:
      guard let last = saved.popLast() else { return }
      cairo_restore(cr)
      state = last
    case .concatenate(let t):
      let det = t.a * t.d - t.b * t.c
      guard det.isFinite, abs(det) > 1e-12, t.tx.isFinite, t.ty.isFinite else {
        state.collapsed = true
        return
      }
      var m = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
                             x0: Double(t.tx), y0: Double(t.ty))
      cairo_transform(cr, &m)
    case .beginPath: cairo_new_path(cr)
    case .addPath(let p): appendPath(cr, p)
    case .fillPath(let rule):
      setRule(rule)
      try paint(keepingPath: false) { a in fillCurrentPath(alpha: a) }
    case .strokePath: try paint(keepingPath: false) { a in strokeCurrentPath(alpha: a) }
    case .fillStrokePath(let rule):
      setRule(rule)
      try paint(keepingPath: false) { a in
        let path = cairo_copy_path(cr)
        fillCurrentPath(alpha: a)
        cairo_append_path(cr, path)
        cairo_path_destroy(path)
        strokeCurrentPath(alpha: a)
      }
    case .clip(let rule):
      setRule(rule)
      cairo_clip(cr)
    case .clear(let rect):
      keepingPath {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_fill(cr)
        cairo_restore(cr)
      }
    case .fillColor(let c): state.fill = c
    case .strokeColor(let c): state.stroke = c
    case .lineWidth(let w): cairo_set_line_width(cr, Double(max(0, w)))
    case .lineCap(let cap):
      cairo_set_line_cap(cr, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][cap]!)
    case .lineJoin(let join):
      cairo_set_line_join(cr, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND,
                               .bevel: CAIRO_LINE_JOIN_BEVEL][join]!)
    case .miterLimit(let limit): cairo_set_miter_limit(cr, Double(max(1, limit)))
    case .lineDash(let phase, let lengths):
      let dashes = lengths.map { Double(max(0, $0)) }
      if dashes.contains(where: { $0 > 0 }) {
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), Double(phase)) }
      } else {
        cairo_set_dash(cr, nil, 0, 0)
      }
    case .alpha(let a): state.alpha = max(0, min(1, a))
    case .blendMode(let mode): state.blend = mode
    case .antialias(let on): cairo_set_antialias(cr, on ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    case .shadow(let offset, let blur, let color):
      state.shadow = color.flatMap { $0.alpha > 0 ? (offset, max(0, blur), $0) : nil }
    case .linearGradient(let g, let start, let end, let options):
      try paint(keepingPath: true) { a in
        paintGradient(cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)),
                      g, options, ends: (start, end), alpha: a)
      }
    case .radialGradient(let g, let c0, let r0, let c1, let r1, let options):
      try paint(keepingPath: true) { a in
        paintGradient(cairo_pattern_create_radial(Double(c0.x), Double(c0.y), Double(max(0, r0)),
                                                  Double(c1.x), Double(c1.y), Double(max(0, r1))), g, options, ends: nil, alpha: a)
      }
    case .image(let image, let rect):
      let bitmap = try pixels(of: image.source)
      try paint(keepingPath: true) { a throws(RenderError) in try paintImage(bitmap, in: rect, alpha: a) }
    case .text(let text):
      try paint(keepingPath: true) { a in showText(text, alpha: a) }
    }
  }

  private func setRule(_ rule: CGPathFillRule) {
    cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
  }
}
