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
  public let fontDescriptor: FontDescriptor
  public var fontName: String { fontDescriptor.name }
  public var familyName: String { fontDescriptor.isSystemFont ? ".AppleSystemUIFont" : fontName }
  public var pointSize: CGFloat { fontDescriptor.size }

  public struct Weight: Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4), regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56)
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
  public static func systemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .regular) }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
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

  public func withSize(_ size: CGFloat) -> UIFont { UIFont(descriptor: fontDescriptor.withSize(size)) }

  // MARK: Metrics (SF Pro's for the system font; see the type's documentation)

  /// SF Pro Text's vertical metrics per em (units of 2048): ascender 1950,
  /// descender −494, cap height 1443, x-height 1078, no line gap.
  private static let sfMetrics = (ascender: 1950.0 / 2048, descender: -494.0 / 2048,
                                  capHeight: 1443.0 / 2048, xHeight: 1078.0 / 2048)
  public var ascender: CGFloat { pointSize * UIFont.sfMetrics.ascender }
  public var descender: CGFloat { pointSize * UIFont.sfMetrics.descender }
  public var capHeight: CGFloat { pointSize * UIFont.sfMetrics.capHeight }
  public var xHeight: CGFloat { pointSize * UIFont.sfMetrics.xHeight }
  public var leading: CGFloat { 0 }
  /// `ascender − descender + leading`: 20.287 pt at 17 pt, as UIKit reports it.
  public var lineHeight: CGFloat { ascender - descender + leading }
}
