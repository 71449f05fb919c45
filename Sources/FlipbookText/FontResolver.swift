import FlipbookRenderTree

/// Maps a font descriptor to the families this machine has (a fontconfig list
/// for Pango). Apple's fonts are not available on Linux, so every family maps to
/// a metric-stable stand-in with CJK fallback: sans families to DejaVu Sans,
/// serif to DejaVu Serif, monospaced to DejaVu Sans Mono, and Chinese/Japanese
/// families to WenQuanYi Micro Hei. Unknown names map to sans.
package enum FontResolver {
  package static let cjkFallback = "WenQuanYi Micro Hei"

  package static func families(for font: FontDescriptor) -> String {
    let lower = font.name.lowercased()
    if ["pingfang", "heiti", "stheiti", "songti", "hiragino", "wenquanyi", "kaiti", "yuanti", "noto sans cjk"]
      .contains(where: { lower.contains($0) }) {
      return "\(cjkFallback), DejaVu Sans"
    }
    if ["courier", "menlo", "monaco", "mono", "sfmono"].contains(where: { lower.contains($0) }) {
      return "DejaVu Sans Mono, \(cjkFallback)"
    }
    if ["times", "georgia", "serif", "palatino", "baskerville", "didot", "newyork"]
      .contains(where: { lower.contains($0) && !lower.contains("sans") }) {
      return "DejaVu Serif, \(cjkFallback)"
    }
    return "DejaVu Sans, \(cjkFallback)"
  }
}
