import Foundation

/// `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The horizontal axis.
  public static let horizontal = UIAxis(rawValue: 1)
  /// The vertical axis.
  public static let vertical = UIAxis(rawValue: 2)
  /// Both the horizontal and the vertical axes.
  public static let both: UIAxis = [.horizontal, .vertical]
}

/// `UIListContentConfiguration` (iOS 14): a list row's image, text and secondary
/// text with the system's styles. Margins from runtime dumps of iOS 17 (research
/// on lists §2.3): `cell()` {11, 16, 11, 8} and `groupedHeader()` {17, 8, 6, 8},
/// horizontal margins preserving the cell's (16/20); image to text 16 pt, text
/// to secondary text 3 pt. Prominent headers' fonts are estimates (20 and 22 pt bold).
public struct UIListContentConfiguration: UIContentConfiguration {
  /// The properties that style the text or secondary text of a list content configuration.
  public struct TextProperties {
    /// `UIListContentConfiguration.TextProperties.TextAlignment`.
    public enum TextAlignment: Int, Sendable {
      /// An alignment that follows the text's writing direction.
      case natural
      /// An alignment that centers the text.
      case center
      /// An alignment that justifies the text; Flipbook draws it as `natural`.
      case justified
    }
    /// `UIListContentConfiguration.TextProperties.TextTransform`.
    public enum TextTransform: Int, Sendable {
      /// A transform that leaves the text as it is.
      case none
      /// A transform that capitalizes the first letter of each word.
      case capitalized
      /// A transform that makes every letter uppercase.
      case uppercase
      /// A transform that makes every letter lowercase.
      case lowercase
    }
    /// The font of the text.
    public var font: UIFont
    /// The color of the text, before any `colorTransformer` applies.
    public var color: UIColor
    /// The alignment of the text; `justified` is drawn as `natural`.
    public var alignment: TextAlignment = .natural
    /// The way the text is wrapped or truncated when it does not fit, truncating the tail by default.
    public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The maximum number of lines of text, or 0 (the default) for no limit.
    public var numberOfLines = 0
    /// A Boolean value that indicates whether the font shrinks to fit the text in the width.
    ///
    /// Stored for source compatibility; Flipbook does not shrink the text.
    public var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font may shrink to when `adjustsFontSizeToFitWidth` is set.
    ///
    /// Stored for source compatibility; Flipbook does not shrink the text.
    public var minimumScaleFactor: CGFloat = 0
    /// A Boolean value that indicates whether the text may tighten its letter spacing before truncating.
    ///
    /// Stored for source compatibility; Flipbook does not tighten the text.
    public var allowsDefaultTighteningForTruncation = true
    /// A Boolean value that indicates whether the font follows the content size category.
    ///
    /// Stored for source compatibility; Flipbook does not read it.
    public var adjustsFontForContentSizeCategory = true
    /// A Boolean value that indicates whether truncated text shows in full when the pointer rests over it.
    ///
    /// Stored for source compatibility; Flipbook has no pointer, so this has no visible effect.
    public var showsExpansionTextWhenTruncated = false
    /// The case transform applied to the text before it is shown; ignored for attributed text.
    public var transform: TextTransform = .none
    /// The transformer that derives the shown color from `color`, or `nil` to show `color` as it is.
    public var colorTransformer: UIConfigurationColorTransformer?
    /// Returns the color the text is shown in: `color` passed through `colorTransformer`, if any.
    public func resolvedColor() -> UIColor { colorTransformer?.transform(color) ?? color }
  }

  /// The properties that style the image of a list content configuration.
  public struct ImageProperties {
    /// Reserve the system's standard size for symbol images.
    public static let standardDimension = -CGFloat.greatestFiniteMagnitude
    /// The tint color of the image, or `nil` to use the view's tint color.
    public var tintColor: UIColor?
    /// The transformer that derives the image's tint color.
    ///
    /// Stored for source compatibility; Flipbook does not apply it.
    public var tintColorTransformer: UIConfigurationColorTransformer?
    /// The symbol configuration for a symbol image.
    ///
    /// Stored for source compatibility; Flipbook does not apply it.
    public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    /// The corner radius of the image, which also clips it when greater than 0.
    public var cornerRadius: CGFloat = 0
    /// The maximum size of the image; a zero width or height leaves that dimension unlimited.
    public var maximumSize: CGSize = .zero
    /// The size reserved for the image in the layout, so text lines up across rows.
    ///
    /// Stored for source compatibility; Flipbook lays the image out at its own size.
    public var reservedLayoutSize: CGSize = .zero
    /// A Boolean value that indicates whether the image is left alone when the system inverts colors.
    ///
    /// Stored for source compatibility; Flipbook does not invert colors.
    public var accessibilityIgnoresInvertColors = false
    /// Returns `tintColor` if it is set, else the given tint color; `tintColorTransformer` is not applied.
    public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
  }

  enum Kind { case cell, subtitleCell, valueCell, header, footer }
  let kind: Kind

  /// The primary text.
  public var text: String?
  /// The primary text as an attributed string, which takes the place of `text` when set.
  public var attributedText: NSAttributedString?
  /// The secondary text.
  public var secondaryText: String?
  /// The secondary text as an attributed string, which takes the place of `secondaryText` when set.
  public var secondaryAttributedText: NSAttributedString?
  /// The image shown on the leading side.
  public var image: UIImage?
  /// The properties that style the primary text.
  public var textProperties: TextProperties
  /// The properties that style the secondary text.
  public var secondaryTextProperties: TextProperties
  /// The properties that style the image.
  public var imageProperties = ImageProperties()
  /// The margins around the content.
  public var directionalLayoutMargins: NSDirectionalEdgeInsets
  /// The axes along which the content view keeps at least its cell's layout margins, horizontal by default.
  ///
  /// Flipbook applies only the horizontal axis.
  public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
  /// The space between the image and the text, 16 points by default.
  public var imageToTextPadding: CGFloat = 16
  /// The space between the text and secondary text when they are side by side, 8 points by default.
  public var textToSecondaryTextHorizontalPadding: CGFloat = 8
  /// The space between the text and secondary text when the secondary text is below, 3 points by default.
  public var textToSecondaryTextVerticalPadding: CGFloat = 3
  /// A Boolean value that indicates whether the text and secondary text sit side by side when both fit in one line.
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

  /// Returns the default configuration for a list cell: body text, with subheadline secondary text below it.
  public static func cell() -> Self {
    Self(kind: .cell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: cellMargins)
  }
  /// Returns a configuration for a list cell with subheadline secondary text below the body text.
  public static func subtitleCell() -> Self {
    Self(kind: .subtitleCell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: cellMargins)
  }
  /// Returns a configuration for a list cell with the secondary text beside the text, at the trailing edge.
  public static func valueCell() -> Self {
    Self(kind: .valueCell, font: .preferredFont(forTextStyle: .body), color: .label,
         secondary: .preferredFont(forTextStyle: .body), secondaryColor: .secondaryLabel, margins: cellMargins, sideBySide: true)
  }
  /// Returns a configuration for a sidebar cell; Flipbook returns the `cell()` configuration.
  public static func sidebarCell() -> Self { cell() }
  /// Returns a configuration for a sidebar cell with secondary text; Flipbook returns the `subtitleCell()` configuration.
  public static func sidebarSubtitleCell() -> Self { subtitleCell() }
  /// Returns a configuration for an accompanied sidebar cell; Flipbook returns the `cell()` configuration.
  public static func accompaniedSidebarCell() -> Self { cell() }
  /// Returns a configuration for an accompanied sidebar cell with secondary text; Flipbook returns `subtitleCell()`.
  public static func accompaniedSidebarSubtitleCell() -> Self { subtitleCell() }
  /// Returns a configuration for a header in a plain list: 17-point semibold text.
  public static func plainHeader() -> Self {
    Self(kind: .header, font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
         secondary: .preferredFont(forTextStyle: .subheadline), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }
  /// Returns a configuration for a footer in a plain list: footnote text in the secondary label color.
  public static func plainFooter() -> Self {
    Self(kind: .footer, font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }
  /// Returns a configuration for a header in a grouped list: uppercase footnote text in the grouped title color.
  public static func groupedHeader() -> Self {
    Self(kind: .header, font: .preferredFont(forTextStyle: .footnote), color: UITableViewHeaderFooterView.groupedTitleColor,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: headerMargins,
         transform: .uppercase)
  }
  /// Returns a configuration for a footer in a grouped list: footnote text in the grouped title color.
  public static func groupedFooter() -> Self {
    Self(kind: .footer, font: .preferredFont(forTextStyle: .footnote), color: UITableViewHeaderFooterView.groupedTitleColor,
         secondary: .preferredFont(forTextStyle: .footnote), secondaryColor: .secondaryLabel, margins: footerMargins)
  }
  /// Returns a configuration for a prominent header in an inset-grouped list: 20-point bold text.
  public static func prominentInsetGroupedHeader() -> Self {
    var c = groupedHeader()
    c.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
    return c
  }
  /// Returns a configuration for an extra-prominent header in an inset-grouped list: 22-point bold text.
  public static func extraProminentInsetGroupedHeader() -> Self {
    var c = groupedHeader()
    c.textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
    return c
  }
  /// Returns a configuration for a sidebar header; Flipbook returns the `groupedHeader()` configuration.
  public static func sidebarHeader() -> Self { groupedHeader() }
  /// iOS 18's adaptive header and footer (grouped look).
  public static func header() -> Self { groupedHeader() }
  /// Returns a configuration for a footer that adapts to the list's style; Flipbook returns `groupedFooter()`.
  public static func footer() -> Self { groupedFooter() }

  /// Creates a list content view that shows this configuration.
  public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
  /// Returns the configuration unchanged; Flipbook's list content does not vary with the cell's state.
  public func updated(for state: UIConfigurationState) -> Self { self }
}

/// `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
  let body: @Sendable (UIColor) -> UIColor
  /// Creates a color transformer that applies the given closure.
  public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { body = transform }
  /// Returns the color the transformer makes from the given color.
  public func transform(_ color: UIColor) -> UIColor { body(color) }
  /// A transformer that makes a color grayscale.
  ///
  /// Flipbook's version returns the color unchanged.
  public static let grayscale = UIConfigurationColorTransformer { $0 }
  /// A transformer that returns the preferred tint color.
  ///
  /// Flipbook's version returns the color unchanged.
  public static let preferredTint = UIConfigurationColorTransformer { $0 }
  /// A transformer that makes a color a monochrome tint.
  ///
  /// Flipbook's version returns the color unchanged.
  public static let monochromeTint = UIConfigurationColorTransformer { $0 }
}
