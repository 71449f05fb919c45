internal import CCairo
import FlipbookRenderTree
import Foundation

// MARK: - Attributed runs as Pango attributes

extension TextLayout {
  /// A run's font (with SF's tracking for its size), colour, background, kerning
  /// (added to the tracking, as on iOS), underline and strikethrough.
  static func insertAttributes(of run: TextRun, text: Text, into list: OpaquePointer) {
    let start = UInt32(clamping: run.start), end = UInt32(clamping: run.end)
    func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
      guard let attribute else { return }
      attribute.pointee.start_index = start
      attribute.pointee.end_index = end
      pango_attr_list_insert(list, attribute)
    }
    let font = run.font ?? text.font
    if let font = run.font, let description = fontDescription(for: font, text: text.string) {
      insert(pango_attr_font_desc_new(description))
      pango_font_description_free(description)
      // The text's line height is its own font's: a run in another font sets its own
      // (SF's for the system font, else the font's natural height), and a line
      // takes the tallest of its runs.
      insert(lineHeightAttribute(for: font, multiple: text.paragraph?.lineHeightMultiple ?? 0) ?? pango_attr_line_height_new(1))
    }
    if run.font != nil || run.kern != nil {
      let spacing = FontResolver.tracking(for: font) + (run.kern ?? 0)
      insert(pango_attr_letter_spacing_new(pangoSignedUnits(spacing)))
    }
    if let color = run.color {
      let (r, g, b, a) = components(color)
      insert(pango_attr_foreground_new(r, g, b))
      insert(pango_attr_foreground_alpha_new(a))
    }
    if let color = run.backgroundColor {
      let (r, g, b, a) = components(color)
      insert(pango_attr_background_new(r, g, b))
      insert(pango_attr_background_alpha_new(a))
    }
    if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
    if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
  }

  /// The line height for `font`: SF's (times `multiple` when positive) for the
  /// system font; for others, `multiple` of the font's own height, or nil.
  static func lineHeightAttribute(for font: FontDescriptor, multiple: CGFloat) -> UnsafeMutablePointer<PangoAttribute>? {
    if let height = FontResolver.lineHeight(for: font) {
      return pango_attr_line_height_new_absolute(pangoSignedUnits(height * (multiple > 0 ? multiple : 1)))
    }
    return multiple > 0 ? pango_attr_line_height_new(Double(multiple)) : nil
  }

  /// 16-bit channels of a colour; alpha 0 becomes 1/65535 (Pango reads 0 as "unset").
  private static func components(_ c: CGColor) -> (UInt16, UInt16, UInt16, UInt16) {
    func channel(_ v: CGFloat) -> UInt16 { UInt16((max(0, min(1, Double(v))) * 65535).rounded()) }
    return (channel(c.red), channel(c.green), channel(c.blue), max(1, channel(c.alpha)))
  }
}
