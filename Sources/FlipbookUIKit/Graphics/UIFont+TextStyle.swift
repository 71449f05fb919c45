import Foundation

// MARK: - Dynamic Type text styles

extension UIFont {
  /// The text styles of Dynamic Type, as `UIFont.TextStyle` names them.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The font for extra-large titles, a visionOS style: 36-point bold at the Large size.
    public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
    /// The font for alternative extra-large titles, a visionOS style: 28-point bold at the Large size.
    public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
    /// The font for large titles: 34-point regular at the Large size.
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The font for first-level headings: 28-point regular at the Large size.
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The font for second-level headings: 22-point regular at the Large size.
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The font for third-level headings: 20-point regular at the Large size.
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The font for headings: 17-point semibold at the Large size.
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The font for subheadings: 15-point regular at the Large size.
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The font for body text: 17-point regular at the Large size.
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The font for callouts: 16-point regular at the Large size.
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The font for footnotes: 13-point regular at the Large size.
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The font for standard captions: 12-point regular at the Large size.
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The font for alternative captions: 11-point regular at the Large size.
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size and weight at the default (Large) content size, iOS 17
    /// (docs/research/ios-look.md §1.5: Apple's HIG typography table).
    var defaultFont: (size: CGFloat, weight: Weight) {
      switch self {
      case .extraLargeTitle: (36, .bold)
      case .extraLargeTitle2: (28, .bold)
      case .largeTitle: (34, .regular)
      case .title1: (28, .regular)
      case .title2: (22, .regular)
      case .title3: (20, .regular)
      case .headline: (17, .semibold)
      case .callout: (16, .regular)
      case .subheadline: (15, .regular)
      case .footnote: (13, .regular)
      case .caption1: (12, .regular)
      case .caption2: (11, .regular)
      default: (17, .regular)  // body, and any other name
      }
    }
  }

  /// The system font for `style` at the current content size (the canvas's text
  /// size, Large by default: DynamicType.swift).
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// `preferredFont(forTextStyle:)` at `traitCollection`'s content size.
  public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    let category = (traitCollection ?? UITraitCollection.current).preferredContentSizeCategory
    return systemFont(ofSize: style.size(at: category), weight: style.defaultFont.weight)
  }
}
