internal import CCairo
import FlipbookRenderTree
import FlipbookText
import Foundation

extension Painter {
  /// Draws a text layer's string: through its backing store (a bitmap at
  /// `backingScale`, made once and cached, composited like contents) when it has
  /// one, else directly.
  func drawTextLayer(_ text: Text, bounds: CGRect, cr: OpaquePointer, alpha: CGFloat) throws(RenderError) {
    guard let scale = text.backingScale, bounds.width > 0, bounds.height > 0, !text.color.isInvisible else {
      return drawText(text, bounds: bounds, cr: cr, alpha: alpha)
    }
    let store = try BackingStores.shared.store(of: text, size: bounds.size, scale: scale)
    // Store pixel i covers points [i, i + 1) / scale from the top-left, clipped to the bounds.
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
    cairo_clip(cr)
    try drawContents(Contents(image: .bitmap(store.bitmap), scale: store.scale, gravity: .topLeft), in: bounds, cr: cr, alpha: alpha)
  }

  /// A text layer's backing store: `width`×`height` pixels, the string drawn at `scale`.
  static func renderTextStore(_ text: Text, size: CGSize, scale: CGFloat, width: Int, height: Int) throws(RenderError) -> Bitmap {
    guard width > 0, height > 0 else { return Bitmap(width: 0, height: 0, pixels: []) }
    let surface = try makeSurface(width: width, height: height)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    cairo_scale(cr, Double(scale), Double(scale))
    Painter(canvas: CGRect(x: 0, y: 0, width: width, height: height))
      .drawText(text, bounds: CGRect(origin: .zero, size: size), cr: cr, alpha: 1)
    try check(cairo_status(cr), "text backing store \(width)x\(height)")
    return bitmap(of: surface)
  }

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
