import Foundation
import FlipbookRenderTree

/// Maps a font descriptor to fonts this machine has. Apple's fonts are not
/// available on Linux; docs/research/ios-look.md §1 compares the candidates:
/// - sans (the system font, Helvetica, Avenir and every unknown name) draws in
///   **Inter**, the open font closest to SF Pro (x-height/cap-height 0.750 vs
///   0.747, the same descender), in its Display cut from 20 pt as SF switches
///   optical size there; real weights, never synthesised bold;
/// - serif in DejaVu Serif, monospaced in DejaVu Sans Mono;
/// - a font the app ships (FontFiles) in itself;
/// - Chinese, Japanese and Korean in **Noto Sans CJK**, the open font closest to
///   PingFang (fonts-noto-cjk), as the fallback after each family.
/// The system font also gets SF's size-dependent tracking (§1.3).
package enum FontResolver {
  package static let sans = "Inter", sansDisplay = "Inter Display"

  /// The fontconfig family list Pango draws `font` with (CJK text falls back to
  /// the Noto Sans CJK face `cjkFamily(for:)` picks for `text`).
  package static func families(for font: FontDescriptor, text: String = "") -> String {
    let cjk = cjkFamily(for: text)
    if let shipped = FontFiles.family(named: font.name) { return "\(shipped), \(cjk)" }
    let lower = font.name.lowercased()
    if ["pingfang", "heiti", "stheiti", "songti", "hiragino", "wenquanyi", "kaiti", "yuanti", "noto sans cjk"]
      .contains(where: { FontDescriptor.nameContains(lower, $0) }) {
      return "\(cjk), \(sans)"
    }
    if ["courier", "menlo", "monaco", "mono", "sfmono"].contains(where: { FontDescriptor.nameContains(lower, $0) }) {
      return "DejaVu Sans Mono, \(cjk)"
    }
    if ["times", "georgia", "serif", "palatino", "baskerville", "didot", "newyork"]
      .contains(where: { FontDescriptor.nameContains(lower, $0) && !FontDescriptor.nameContains(lower, "sans") }) {
      return "DejaVu Serif, \(cjk)"
    }
    return "\(font.size >= 20 ? sansDisplay : sans), \(cjk)"
  }

  /// The CSS weight (100…900) nearest `UIFont.Weight`'s value: ultraLight −0.8
  /// → 100, thin → 200, light → 300, regular → 400, medium 0.23 → 500, semibold
  /// 0.3 → 600, bold 0.4 → 700, heavy 0.56 → 800, black 0.62 → 900 (§1.4).
  package static func cssWeight(_ weight: CGFloat) -> Int {
    let steps: [(CGFloat, Int)] = [(-0.7, 100), (-0.5, 200), (-0.2, 300), (0.115, 400), (0.265, 500), (0.35, 600),
                                   (0.48, 700), (0.59, 800)]
    return steps.first { weight < $0.0 }?.1 ?? 900
  }

  /// SF's tracking at `size` points, in thousandths of an em (Apple's HIG
  /// tracking table for iOS, §1.3): +41 at 6 pt, 0 at 12, −26 at 17, +14 at 28,
  /// 0 from 80. A size between rows takes the row below it.
  package static func trackingPerMille(atSize size: CGFloat) -> CGFloat {
    let rows: [(CGFloat, CGFloat)] = [
      (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
      (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8),
      (27, 11), (28, 14), (31, 13), (33, 12), (35, 11), (36, 10), (41, 9), (44, 8), (49, 7), (52, 6), (58, 5),
      (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]
    guard size >= 6 else { return 41 }
    return rows.last { size >= $0.0 }?.1 ?? 0
  }

  /// SF Pro's line height, 1.1934 em (ascender 1950 + descender 494 of 2048;
  /// UIKit reports 20.287 pt at 17 pt), for the system font: its lines are as
  /// tall as on iOS whatever the stand-in's own metrics. Nil for other fonts.
  package static func lineHeight(for font: FontDescriptor) -> CGFloat? {
    font.isSystemFont ? font.size * 2444 / 2048 : nil
  }

  /// The letter spacing Pango adds for `font`, in points: SF's tracking for the
  /// system font, none for others (tracking belongs to SF's `trak` table).
  package static func tracking(for font: FontDescriptor) -> CGFloat {
    font.isSystemFont ? font.size * trackingPerMille(atSize: font.size) / 1000 : 0
  }
}
