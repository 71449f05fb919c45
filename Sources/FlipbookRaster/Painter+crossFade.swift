internal import CCairo
import Foundation
import FlipbookRenderTree

// MARK: - Cross-fades

extension Painter {
  /// Draws a contents image, cross-faded with its `crossFade` partner when it has one.
  func drawCrossFading(_ contents: Contents, in bounds: CGRect, cr: OpaquePointer, alpha: CGFloat) throws(RenderError) {
    guard let fade = contents.crossFade else { return try drawContents(contents, in: bounds, cr: cr, alpha: alpha) }
    var mine = contents
    mine.crossFade = nil
    var other = mine
    if let image = fade.other { other.image = image }
    // Only where the images land: both groups are that big, not the canvas.
    var area = mine.destinationRect(in: bounds)
    if fade.other != nil { area = area.union(other.destinationRect(in: bounds)) }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, Double(area.minX), Double(area.minY), Double(area.width), Double(area.height))
    cairo_clip(cr)
    try dissolve(cr, weight: fade.weight, alpha: alpha,
                 first: { c throws(RenderError) in try self.drawContents(mine, in: bounds, cr: c, alpha: 1) },
                 second: fade.other == nil ? nil : { c throws(RenderError) in try self.drawContents(other, in: bounds, cr: c, alpha: 1) })
  }

  /// Paints `(1 − weight) · first + weight · second` (premultiplied, per pixel) at
  /// `alpha`: each drawn alone into a group, then the second interpolated into the
  /// first with Cairo's SOURCE operator, which lerps by the paint's alpha. A nil
  /// `second` is nothing (the first fades out). Unlike two opacities painted one
  /// over the other, the midpoint is exactly half of each and opaque stays opaque.
  func dissolve(_ cr: OpaquePointer, weight: CGFloat, alpha: CGFloat,
                first: (OpaquePointer) throws(RenderError) -> Void,
                second: ((OpaquePointer) throws(RenderError) -> Void)?) throws(RenderError) {
    // Each side is drawn alone: a backdrop material in it sees its own group over
    // what lies behind the dissolve, not the other side.
    cairo_push_group(cr)
    surfacesBehind.append(cairo_get_group_target(cr))
    defer { surfacesBehind.removeLast() }
    var failure: RenderError?
    do {
      try first(cr)
      if let second {
        cairo_push_group(cr)
        let firstGroup = surfacesBehind.removeLast()
        surfacesBehind.append(cairo_get_group_target(cr))
        do { try second(cr) } catch { failure = error }
        surfacesBehind[surfacesBehind.count - 1] = firstGroup
        cairo_pop_group_to_source(cr)
      } else {
        cairo_set_source_rgba(cr, 0, 0, 0, 0)
      }
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint_with_alpha(cr, Double(max(0, min(1, weight))))
      cairo_restore(cr)
    } catch {
      failure = error
    }
    cairo_pop_group_to_source(cr)
    if let failure { throw failure }
    cairo_paint_with_alpha(cr, Double(alpha))
  }
}
