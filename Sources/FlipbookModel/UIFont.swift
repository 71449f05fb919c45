import Foundation

// MARK: - UIFont

/// A font as UIKit names it, resolved to fonts a Linux machine has.
///
/// Apple's fonts are not available here, so every family maps to a metric-stable
/// stand-in with CJK fallback: sans families to DejaVu Sans, serif to DejaVu Serif,
/// monospaced to DejaVu Sans Mono, and Chinese/Japanese families to WenQuanYi
/// Micro Hei. Unknown names are accepted (UIKit would return nil) and map to sans,
/// keeping weight and slant words found in the name ("Avenir-Heavy" → bold).
public struct UIFont: Hashable, Sendable {
  public let fontName: String
  public let pointSize: CGFloat
  package let families: String
  package let isBold: Bool
  package let isItalic: Bool

  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)
  }

  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    self.fontName = fontName
    pointSize = fontSize
    (families, isBold, isItalic) = UIFont.resolve(fontName)
  }

  public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Regular", size: size)! }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Bold", size: size)! }
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: ".SFUI-Italic", size: size)! }
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    weight.rawValue >= Weight.semibold.rawValue ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
  }

  public func withSize(_ size: CGFloat) -> UIFont { UIFont(name: fontName, size: size)! }

  static let cjkFallback = "WenQuanYi Micro Hei"

  static func resolve(_ name: String) -> (String, Bool, Bool) {
    let lower = name.lowercased()
    let bold = ["bold", "heavy", "black", "semibold", "demi"].contains { lower.contains($0) }
    let italic = lower.contains("italic") || lower.contains("oblique")
    let family: String
    if ["pingfang", "heiti", "stheiti", "songti", "hiragino", "wenquanyi", "kaiti", "yuanti", "noto sans cjk"]
      .contains(where: { lower.contains($0) }) {
      family = "\(cjkFallback), DejaVu Sans"
    } else if ["courier", "menlo", "monaco", "mono", "sfmono"].contains(where: { lower.contains($0) }) {
      family = "DejaVu Sans Mono, \(cjkFallback)"
    } else if ["times", "georgia", "serif", "palatino", "baskerville", "didot", "newyork"]
      .contains(where: { lower.contains($0) && !lower.contains("sans") }) {
      family = "DejaVu Serif, \(cjkFallback)"
    } else {
      family = "DejaVu Sans, \(cjkFallback)"
    }
    return (family, bold, italic)
  }
}
