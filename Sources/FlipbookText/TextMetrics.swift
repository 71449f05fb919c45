internal import CCairo
import FlipbookRenderTree
import Foundation

/// Measures text as it will be drawn: the size UIKit's labels and buttons report
/// from `sizeThatFits(_:)` and `intrinsicContentSize`.
public enum TextMetrics {
  /// The logical size of `string` in `font`: on one line when `maxWidth` is nil,
  /// otherwise wrapped at `maxWidth` points; at most `lines` lines (0: no limit),
  /// the last truncated with "…". Unrounded points.
  public static func size(of string: String, font: FontDescriptor, maxWidth: CGFloat? = nil,
                          lines: Int = 0, runs: [TextRun] = [], paragraph: TextParagraph? = nil) -> CGSize {
    guard !string.isEmpty else { return .zero }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return .zero }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return .zero }
    defer { cairo_destroy(cr) }
    let wraps = maxWidth.map { $0.isFinite && $0 > 0 } ?? false
    let text = Text(string: string, font: font, color: .black, alignment: .left, isWrapped: wraps,
                    truncation: wraps && lines > 0 ? .end : .none, runs: runs, paragraph: paragraph)
    guard let (layout, _) = TextLayout.make(text, width: wraps ? maxWidth : nil, height: nil,
                                            lineLimit: wraps ? lines : 0, cr: cr) else { return .zero }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    return TextLayout.logicalSize(layout)
  }
}

extension TextMetrics {
  /// The face this machine draws `character` of `text` in `font` with: its
  /// family and CSS weight, as fontconfig resolves Flipbook's font list. Nil
  /// when Pango cannot say (no fonts at all).
  public static func resolvedFace(of font: FontDescriptor, text: String, character: Unicode.Scalar)
    -> (family: String, weight: Int)? {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1) else { return nil }
    defer { cairo_surface_destroy(surface) }
    guard let cr = cairo_create(surface) else { return nil }
    defer { cairo_destroy(cr) }
    guard let layout = pango_cairo_create_layout(cr) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    guard let context = pango_layout_get_context(layout),
          let description = TextLayout.fontDescription(for: font, text: text) else { return nil }
    defer { pango_font_description_free(description) }
    guard let fontset = pango_context_load_fontset(context, description, nil) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(fontset)) }
    guard let face = pango_fontset_get_font(fontset, character.value) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(face)) }
    guard let described = pango_font_describe(face) else { return nil }
    defer { pango_font_description_free(described) }
    guard let family = pango_font_description_get_family(described) else { return nil }
    return (String(cString: family), Int(pango_font_description_get_weight(described).rawValue))
  }
}
