internal import CCairo
import FlipbookRenderTree
import Foundation

/// Measures text as it will be drawn: the size UIKit's labels and buttons report
/// from `sizeThatFits(_:)` and `intrinsicContentSize`.
public enum TextMetrics {
  /// The logical size of `string` in `font`: on one line when `maxWidth` is nil,
  /// otherwise wrapped at `maxWidth` points; at most `lines` lines (0: no limit),
  /// the last truncated with "…". Unrounded points.
  ///
  /// Sizes are remembered: layout asks a label its size on every pass (each visible
  /// cell of a table on every scroll tick), and a size depends only on these
  /// arguments and the fonts installed (registering a font file forgets them all).
  public static func size(of string: String, font: FontDescriptor, maxWidth: CGFloat? = nil,
                          lines: Int = 0, runs: [TextRun] = [], paragraph: TextParagraph? = nil) -> CGSize {
    guard !string.isEmpty else { return .zero }
    let key = MeasuredSizes.Key(string: string, font: font, maxWidth: maxWidth, lines: lines, runs: runs, paragraph: paragraph)
    if let known = MeasuredSizes.shared.size(for: key) { return known }
    let size = measure(string, font: font, maxWidth: maxWidth, lines: lines, runs: runs, paragraph: paragraph)
    MeasuredSizes.shared.remember(size, for: key)
    return size
  }

  /// The size Pango lays `string` out at (`size(of:…)` without its memory).
  static func measure(_ string: String, font: FontDescriptor, maxWidth: CGFloat?,
                      lines: Int, runs: [TextRun], paragraph: TextParagraph?) -> CGSize {
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

/// Text sizes measured so far, by everything a size depends on but the fonts.
package final class MeasuredSizes: @unchecked Sendable {
  struct Key: Hashable {
    var string: String
    var font: FontDescriptor
    var maxWidth: CGFloat?
    var lines: Int
    var runs: [TextRun]
    var paragraph: TextParagraph?
  }

  package static let shared = MeasuredSizes()
  /// Sizes kept at most; the memory starts again when it is full (a scene's
  /// labels number in the hundreds).
  private static let capacity = 4096
  private let lock = NSLock()
  private var sizes: [Key: CGSize] = [:]

  func size(for key: Key) -> CGSize? { lock.withLock { sizes[key] } }

  func remember(_ size: CGSize, for key: Key) {
    lock.withLock {
      if sizes.count >= Self.capacity { sizes.removeAll(keepingCapacity: true) }
      sizes[key] = size
    }
  }

  /// Forgets every size (fonts changed).
  package func forgetAll() { lock.withLock { sizes.removeAll() } }
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
