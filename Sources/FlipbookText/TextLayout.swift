internal import CCairo
import FlipbookRenderTree
import Foundation

/// Text laid out with Pango, configured one way for drawing (the rasterizer) and
/// for measuring (UIKit's `sizeThatFits`/`intrinsicContentSize`), so a label sized
/// to fit holds exactly the text that is drawn, as on iOS where TextKit both
/// measures and draws.
///
/// Hinting is off for both outlines and metrics, so glyph positions scale
/// linearly and a layout is the same at every scale and on every thread.
package enum TextLayout {
  /// A Pango layout of `text` for a box `width` points wide (nil: unbounded) and
  /// `height` high (nil: unbounded), made on `cr`. `lineLimit` > 0 stops after that
  /// many lines, ellipsizing the last as the text's truncation says. The caller
  /// releases the layout with `g_object_unref`. `offsetX` places an unwrapped,
  /// untruncated block in the width as its alignment says (Pango aligns lines
  /// only against the widest one).
  package static func make(_ text: Text, width: CGFloat?, height: CGFloat?, lineLimit: Int = 0,
                           cr: OpaquePointer) -> (layout: OpaquePointer, offsetX: CGFloat)? {
    guard let layout = pango_cairo_create_layout(cr) else { return nil }
    if let options = cairo_font_options_create() {
      cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
      cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
      cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
      pango_cairo_context_set_font_options(pango_layout_get_context(layout), options)
      cairo_font_options_destroy(options)
    }
    pango_layout_context_changed(layout)
    if let description = fontDescription(for: text.font, text: text.string) {
      pango_layout_set_font_description(layout, description)
      pango_font_description_free(description)
    }
    pango_layout_set_text(layout, text.string, -1)
    setAttributes(of: layout, for: text)

    let alignment: PangoAlignment = switch text.alignment {
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    default: PANGO_ALIGN_LEFT
    }
    pango_layout_set_alignment(layout, alignment)
    pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
    let ellipsize: PangoEllipsizeMode = switch text.truncation {
    case .none: PANGO_ELLIPSIZE_NONE
    case .start: PANGO_ELLIPSIZE_START
    case .middle: PANGO_ELLIPSIZE_MIDDLE
    case .end: PANGO_ELLIPSIZE_END
    }
    pango_layout_set_ellipsize(layout, ellipsize)
    var offsetX: CGFloat = 0
    if let width, text.isWrapped || text.truncation != .none {
      // Pango decides to wrap or ellipsize on the line's width before it trims the
      // letter spacing after the last glyph, while the logical width it reports
      // (what labels measure) is trimmed: give the line that much room, or a
      // label sized to its text (a 34 pt bold "Settings": 130.86 pt, +0.41 tracking)
      // is cut short.
      // The extra room goes on the right: centred and right-aligned lines are
      // shifted back so they sit where they would without it.
      let slack = max(0, text.runs.reduce(FontResolver.tracking(for: text.font)) { widest, run in
        max(widest, FontResolver.tracking(for: run.font ?? text.font) + (run.kern ?? 0))
      })
      pango_layout_set_width(layout, pangoUnits(width + slack))
      offsetX = text.alignment == .center ? -slack / 2 : text.alignment == .right ? -slack : 0
      if text.isWrapped { pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR) }
      // A negative height is a line count (Pango ≥ 1.20); it applies when ellipsizing.
      if lineLimit > 0 {
        pango_layout_set_height(layout, -Int32(clamping: lineLimit))
      } else if let height, text.isWrapped, text.truncation != .none {
        pango_layout_set_height(layout, pangoUnits(height))
      }
    } else if let width {
      let blockWidth = logicalSize(layout).width
      switch text.alignment {
      case .center: offsetX = (width - blockWidth) / 2
      case .right: offsetX = width - blockWidth
      default: offsetX = 0
      }
    }
    return (layout, offsetX)
  }

  /// The Pango description of `font` (families, size, weight, slant) for `text`;
  /// the caller frees it with `pango_font_description_free`.
  package static func fontDescription(for font: FontDescriptor, text: String) -> OpaquePointer? {
    guard let description = pango_font_description_from_string(FontResolver.families(for: font, text: text)) else {
      return nil
    }
    pango_font_description_set_absolute_size(description, Double(font.size) * Double(CCairo_pangoScale()))
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(FontResolver.cssWeight(font.weight))))
    pango_font_description_set_style(description, font.isItalic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    return description
  }

  /// SF's tracking and line height (system fonts), tabular digits
  /// (`monospacedDigitSystemFont`) and CJK punctuation from the CJK face, as Pango attributes.
  private static func setAttributes(of layout: OpaquePointer, for text: Text) {
    guard let list = pango_attr_list_new() else { return }
    let tracking = FontResolver.tracking(for: text.font)
    if tracking != 0, let a = pango_attr_letter_spacing_new(pangoSignedUnits(tracking)) {
      pango_attr_list_insert(list, a)
    }
    if text.font.monospacedDigits, let a = pango_attr_font_features_new("tnum") { pango_attr_list_insert(list, a) }
    if let a = lineHeightAttribute(for: text.font, multiple: text.paragraph?.lineHeightMultiple ?? 0) {
      pango_attr_list_insert(list, a)
    }
    if let spacing = text.paragraph?.lineSpacing, spacing != 0 { pango_layout_set_spacing(layout, pangoUnits(spacing)) }
    for run in text.runs { insertAttributes(of: run, text: text, into: list) }
    let cjk = FontResolver.cjkFamily(for: text.string)
    for range in FontResolver.cjkPunctuationRanges(in: text.string) {
      guard let a = pango_attr_family_new(cjk) else { continue }
      a.pointee.start_index = UInt32(clamping: range.lowerBound)
      a.pointee.end_index = UInt32(clamping: range.upperBound)
      pango_attr_list_insert(list, a)
    }
    pango_layout_set_attributes(layout, list)
    pango_attr_list_unref(list)
  }

  /// The layout's logical size in points.
  package static func logicalSize(_ layout: OpaquePointer) -> CGSize {
    var ink = PangoRectangle(), logical = PangoRectangle()
    pango_layout_get_extents(layout, &ink, &logical)
    let scale = CGFloat(CCairo_pangoScale())
    return CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
  }
}

/// A length in Pango units (1/1024 point), clamped to what Pango's 32-bit integers hold.
/// A signed length (letter spacing, line height) in Pango units, clamped; NaN is 0.
func pangoSignedUnits(_ length: CGFloat) -> Int32 {
  let units = (Double(length) * Double(CCairo_pangoScale())).rounded()
  return units.isNaN ? 0 : Int32(max(-1e9, min(1e9, units)))
}

func pangoUnits(_ length: CGFloat) -> Int32 {
  let units = (Double(length) * Double(CCairo_pangoScale())).rounded(.down)
  return units.isNaN ? 0 : Int32(max(0, min(Double(Int32.max), units)))
}
