import Foundation
import FlipbookText
@_exported import FlipbookCoreAnimation

// MARK: - UIFont

/// A font as UIKit names it. It carries what was asked for (name, size, weight,
/// slant) as a `FontDescriptor`; the rasterizer resolves it to fonts this
/// machine has (Apple's are not available on Linux: the system font draws in
/// Inter, see FontResolver). Unknown names are accepted (UIKit would return
/// nil), keeping weight and slant words found in the name ("Avenir-Heavy" draws
/// heavy). The system font's metrics are SF Pro's, so code that reads
/// `lineHeight` lays out as on iOS (docs/research/ios-look.md §1.1).
public struct UIFont: Hashable, Sendable, FontDescriptorConvertible {
  /// The descriptor of the font asked for (name, size, weight and slant), which the rasterizer resolves to a font.
  public let fontDescriptor: FontDescriptor
  /// The font's name, as it was asked for.
  public var fontName: String { fontDescriptor.name }
  /// The font's family name: `.AppleSystemUIFont` for the system font, otherwise the font's name itself.
  public var familyName: String { fontDescriptor.isSystemFont ? ".AppleSystemUIFont" : fontName }
  /// The font's point size.
  public var pointSize: CGFloat { fontDescriptor.size }

  /// The weight of a font, from ultra-light to black.
  public struct Weight: Hashable, Sendable {
    /// The weight's value, from -1 to 1, where 0 is regular.
    public let rawValue: CGFloat
    /// Creates a weight with the given value, from -1 (lightest) to 1 (heaviest).
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// The ultra-light and thin weights.
    public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
    /// The light and regular weights.
    public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
    /// The medium and semibold weights.
    public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
    /// The bold and heavy weights.
    public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56)
    /// The black weight, the heaviest.
    public static let black = Weight(rawValue: 0.62)
  }

  /// A font by PostScript or family name: a font file the app ships in its resource
  /// folders (AppResources) is drawn as itself; other names map to the nearest font
  /// this machine has (FontResolver).
  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    AppResources.registerFonts()
    fontDescriptor = FontDescriptor(name: fontName, size: fontSize)
  }

  init(descriptor: FontDescriptor) { fontDescriptor = descriptor }

  /// The system font (SF Pro on iOS) at `weight`.
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: systemName(weight), size: size, weight: weight.rawValue, isItalic: false))
  }
  /// Returns the system font of the given size at the regular weight.
  public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
  /// Returns the system font of the given size at the bold weight.
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
  /// Returns the italic system font of the given size at the regular weight.
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: ".SFUI-RegularItalic", size: size, weight: 0, isItalic: true))
  }
  /// The system font with digits of equal width (OpenType `tnum`), for counters and timers.
  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: systemName(weight), size: size, weight: weight.rawValue, isItalic: false,
                                      monospacedDigits: true))
  }
  /// SF Mono on iOS; a monospaced stand-in here.
  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: "SFMono-" + weightWord(weight), size: size, weight: weight.rawValue,
                                      isItalic: false))
  }

  private static func systemName(_ weight: Weight) -> String { ".SFUI-" + weightWord(weight) }

  /// The weight's word in a font name, from the one table of weight steps (`FontResolver.cssWeight`).
  private static func weightWord(_ weight: Weight) -> String {
    let words = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]
    return words[FontResolver.cssWeight(weight.rawValue) / 100 - 1]
  }

  /// Returns a font like this one with the given point size.
  public func withSize(_ size: CGFloat) -> UIFont { UIFont(descriptor: fontDescriptor.withSize(size)) }

  // MARK: Metrics (SF Pro's for the system font; see the type's documentation)

  /// SF Pro Text's vertical metrics per em (units of 2048): ascender 1950,
  /// descender −494, cap height 1443, x-height 1078, no line gap.
  private static let sfMetrics = (ascender: 1950.0 / 2048, descender: -494.0 / 2048,
                                  capHeight: 1443.0 / 2048, xHeight: 1078.0 / 2048)
  /// The font's ascent above the baseline, in points (SF Pro's metrics, for every font).
  public var ascender: CGFloat { pointSize * UIFont.sfMetrics.ascender }
  /// The font's descent below the baseline, in points, a negative value (SF Pro's metrics, for every font).
  public var descender: CGFloat { pointSize * UIFont.sfMetrics.descender }
  /// The height of the font's capital letters, in points (SF Pro's metrics, for every font).
  public var capHeight: CGFloat { pointSize * UIFont.sfMetrics.capHeight }
  /// The height of the font's lowercase x, in points (SF Pro's metrics, for every font).
  public var xHeight: CGFloat { pointSize * UIFont.sfMetrics.xHeight }
  /// The font's line gap, in points; always 0, as SF Pro has none.
  public var leading: CGFloat { 0 }
  /// `ascender − descender + leading`: 20.287 pt at 17 pt, as UIKit reports it.
  public var lineHeight: CGFloat { ascender - descender + leading }
}
