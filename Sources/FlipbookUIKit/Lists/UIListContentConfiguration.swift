import Foundation

/// `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let horizontal = UIAxis(rawValue: 1)
  public static let vertical = UIAxis(rawValue: 2)
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// `UIListContentConfiguration` (iOS 14): a list row's image, text and secondary
/// text with the system's styles. Margins from runtime dumps of iOS 17 (research
/// on lists §2.3): `cell()` {11, 16, 11, 8} and `groupedHeader()` {17, 8, 6, 8},
/// horizontal margins preserving the cell's (16/20); image to text 16 pt, text
/// to secondary text 3 pt. Prominent headers' fonts are estimates (20 and 22 pt bold).
public struct UIListContentConfiguration: UIContentConfiguration {
  public struct TextProperties {
    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Sendable { case natural, center, justified }
    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum TextTransform: Int, Sendable { case none, capitalized, uppercase, lowercase }
    public var font: UIFont
    public var color: UIColor
    public var alignment: TextAlignment = .natural
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    public var numberOfLines = 0
    public var adjustsFontSizeToFitWidth = false
    public var minimumScaleFactor: CGFloat = 0
    public var allowsDefaultTighteningForTruncation = true
    public var adjustsFontForContentSizeCategory = true
    public var showsExpansionTextWhenTruncated = false
    public var transform: TextTransform = .none
    public var colorTransformer: UIConfigurationColorTransformer?
    public func resolvedColor() -> UIColor { colorTransformer?.transform(color) ?? color }
  }

  public struct ImageProperties {
    /// Reserve the system's standard size for symbol images.
    public static let standardDimension = -CGFloat.greatestFiniteMagnitude
    public var tintColor: UIColor?
    public var tintColorTransformer: UIConfigurationColorTransformer?
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    public var cornerRadius: CGFloat = 0
    public var maximumSize: CGSize = .zero
    public var reservedLayoutSize: CGSize = .zero
    public var accessibilityIgnoresInvertColors = false
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
  }

  enum Kind { case cell, subtitleCell, valueCell, header, footer }
  let kind: Kind

  public var text: String?
  public var attributedText: NSAttributedString?
  public var secondaryText: String?
  public var secondaryAttributedText: NSAttributedString?
  public var image: UIImage?
  public var textProperties: TextProperties
  public var secondaryTextProperties: TextProperties
  public var imageProperties = ImageProperties()
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  public var imageToTextPadding: CGFloat = 16
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  public var prefersSideBySideTextAndSecondaryText: Bool

  init(kind: Kind, font: UIFont, color: UIColor, secondary: UIFont, secondaryColor: UIColor,
       margins: NSDirectionalEdgeInsets, sideBySide: Bool = false, transform: TextProperties.TextTransform = .none) {
    self.kind = kind
    textProperties = TextProperties(font: font, color: color, transform: transform)
    secondaryTextProperties = TextProperties(font: secondary, color: secondaryColor)
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
  }

  static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
  static let headerMargins = NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8)
  static let footerMargins = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 17, trailing: 8)
  static let plainHeaderMargins = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)

  public static func cell() -> Self {
    Self(kind: .cell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: cellMargins)
  }
  public static func subtitleCell() -> Self {
    Self(kind: .subtitleCell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: cellMargins)
  }
  public static func valueCell() -> Self {
    Self(kind: .valueCell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel, margins: cellMargins, sideBySide: true)
  }
  public static func sidebarCell() -> Self { cell() }
  public static func sidebarSubtitleCell() -> Self { subtitleCell() }
  public static func accompaniedSidebarCell() -> Self { cell() }
  public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }
  public static func plainHeader() -> Self {
    Self(kind: .header, font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }
  public static func plainFooter() -> Self {
    Self(kind: .footer, font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }
  public static func groupedHeader() -> Self {
    Self(kind: .header, font: .preferredFont(forTextStyle: .footnote), color: UITableViewHeaderFooterView.groupedTitleColor,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: headerMargins,
         transform: .uppercase)
  }
  public static func groupedFooter() -> Self {
    Self(kind: .footer, font: .preferredFont(forTextStyle: .footnote), color: UITableViewHeaderFooterView.groupedTitleColor,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: footerMargins)
  }
  public static func prominentInsetGroupedHeader() -> Self {
    var c = groupedHeader()
    c.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
    return c
  }
  public static func extraProminentInsetGroupedHeader() -> Self {
    var c = groupedHeader()
    c.textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
    return c
  }
  public static func sidebarHeader() -> Self { groupedHeader() }
  /// iOS 18's adaptive header and footer (grouped look).
  public static func header() -> Self { groupedHeader() }
  public static func footer() -> Self { groupedFooter() }

  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
  public func updated(for state: UIConfigurationState) -> Self { self }
}

/// `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
  let body: @Sendable (UIColor) -> UIColor
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { body = transform }
  public func transform(_ color: UIColor) -> UIColor { body(color) }
  public static let grayscale = UIConfigurationColorTransformer { $0 }
  public static let preferredTint = UIConfigurationColorTransformer { $0 }
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
