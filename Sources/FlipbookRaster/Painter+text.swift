import CCairo
import FlipbookRenderTree
import Foundation

extension Painter {
  /// Lays out and draws a text layer's string with Pango, from the top of the
  /// bounds and clipped to them (a CATextLayer renders into a bounds-sized backing store).
  ///
  /// Hinting is off for both outlines and metrics, so glyph positions scale
  /// linearly and a layout is the same at every scale and on every thread.
  func drawText(_ text: Text, bounds: CGRect, cr: OpaquePointer, alpha: CGFloat) {
    guard bounds.width > 0, bounds.height > 0, !text.color.isInvisible else { return }
    cairo_save(cr)
    defer { cairo_restore(cr) }
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
    cairo_clip(cr)

    let layout = pango_cairo_create_layout(cr)!
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    let options = cairo_font_options_create()!
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
    cairo_font_options_destroy(options)
    pango_layout_context_changed(layout)

    let description = pango_font_description_from_string(FontResolver.families(for: text.font))!
    defer { pango_font_description_free(description) }
    pango_font_description_set_absolute_size(description, Double(text.font.size) * Double(CCairo_pangoScale()))
    pango_font_description_set_weight(description, text.font.isBold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
    pango_font_description_set_style(description, text.font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_layout_set_font_description(layout, description)
    pango_layout_set_text(layout, text.string, -1)

    let width = pangoUnits(bounds.width)
    let alignment: PangoAlignment
    switch text.alignment {
    case .center: alignment = PANGO_ALIGN_CENTER
    case .right: alignment = PANGO_ALIGN_RIGHT
    default: alignment = PANGO_ALIGN_LEFT
    }
    pango_layout_set_alignment(layout, alignment)
    pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
    var offsetX: CGFloat = 0
    if text.isWrapped {
      pango_layout_set_width(layout, width)
      pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
      if text.truncation != .none { pango_layout_set_height(layout, pangoUnits(bounds.height)) }
    } else if text.truncation != .none {
      pango_layout_set_width(layout, width)
    } else {
      // Unwrapped: Pango aligns lines against the widest one; place that block in the bounds.
      var ink = PangoRectangle(), logical = PangoRectangle()
      pango_layout_get_extents(layout, &ink, &logical)
      let blockWidth = CGFloat(logical.width) / CGFloat(CCairo_pangoScale())
      switch text.alignment {
      case .center: offsetX = (bounds.width - blockWidth) / 2
      case .right: offsetX = bounds.width - blockWidth
      default: offsetX = 0
      }
    }
    switch text.truncation {
    case .none: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
    case .start: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
    case .middle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
    case .end: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
    }
    let c = text.color
    cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
    cairo_move_to(cr, Double(bounds.minX + offsetX), Double(bounds.minY))
    pango_cairo_show_layout(cr, layout)
  }
}

/// A length in Pango units (1/1024 point), clamped to what Pango's 32-bit integers hold.
private func pangoUnits(_ length: CGFloat) -> Int32 {
  let units = (Double(length) * Double(CCairo_pangoScale())).rounded(.down)
  return units.isNaN ? 0 : Int32(max(0, min(Double(Int32.max), units)))
}
