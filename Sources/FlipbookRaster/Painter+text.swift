import CCairo
import FlipbookRenderTree
import FlipbookText
import Foundation

extension Painter {
  /// Lays out and draws a text layer's string with Pango (`TextLayout`, which
  /// UIKit also measures with), from the top of the bounds and clipped to them
  /// (a CATextLayer renders into a bounds-sized backing store).
  func drawText(_ text: Text, bounds: CGRect, cr: OpaquePointer, alpha: CGFloat) {
    guard bounds.width > 0, bounds.height > 0, !text.color.isInvisible else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
    cairo_clip(cr)

    guard let (layout, offsetX) = TextLayout.make(text, width: bounds.width, height: bounds.height, cr: cr) else {
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let c = text.color
    cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
    cairo_move_to(cr, Double(bounds.minX + offsetX), Double(bounds.minY))
    pango_cairo_show_layout(cr, layout)
  }
}
