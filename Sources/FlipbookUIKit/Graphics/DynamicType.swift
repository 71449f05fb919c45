import Foundation

// MARK: - Dynamic Type
//
// The text sizes of iOS's Dynamic Type: each text style's point size at each of
// the twelve content-size categories, from Apple's Human Interface Guidelines
// ("Typography › Specifications › iOS, iPadOS Dynamic Type sizes"; weights and
// Large sizes as UIFont+TextStyle.swift). A scene's size is its canvas's
// (`Canvas.textSize`), Large by default.

/// `UIContentSizeCategory`: the user's text size.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable, Comparable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A content size category that is not set; Flipbook sizes and orders it as `large`.
  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// The extra-small text size, the smallest category.
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  /// The small text size.
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  /// The medium text size.
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The large text size, the default category.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// The extra-large text size.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// The extra-extra-large text size.
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  /// The extra-extra-extra-large text size, the largest non-accessibility category.
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  /// The medium accessibility text size (AX1).
  public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The large accessibility text size (AX2).
  public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The extra-large accessibility text size (AX3).
  public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The extra-extra-large accessibility text size (AX4).
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The extra-extra-extra-large accessibility text size (AX5), the largest category.
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
    .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// The category of a canvas's text size.
  init(_ size: Canvas.TextSize) { self = Self.ordered[size.rawValue] }

  /// Position from Extra Small (0) to AX5 (11); Large (3) for an unknown name.
  var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// A Boolean value that indicates whether the category is one of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 }

  public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.index < b.index }
}

extension UIFont.TextStyle {
  /// The style's point size at each category, Extra Small … AX5 (Apple's HIG table).
  var sizes: [CGFloat] {
    switch self {
    case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    case .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    case .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
    case .extraLargeTitle, .extraLargeTitle2:
      // visionOS styles: scaled from their Large size as the large title is.
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60].map { $0 / 34 * defaultFont.size }
    default: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]  // body and headline
    }
  }

  /// The style's point size at `category`.
  func size(at category: UIContentSizeCategory) -> CGFloat { sizes[category.index] }
}

/// `UIFontMetrics`: scales a custom font or a number as a text style scales.
public final class UIFontMetrics: Sendable {
  /// The text style whose scaling the metrics apply.
  public let textStyle: UIFont.TextStyle

  /// Creates font metrics that scale as the given text style does.
  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
  /// Body's metrics.
  public static let `default` = UIFontMetrics(forTextStyle: .body)

  private func factor(_ traits: UITraitCollection?) -> CGFloat {
    let category = (traits ?? UITraitCollection.current).preferredContentSizeCategory
    return textStyle.size(at: category) / textStyle.size(at: .large)
  }

  /// Returns a copy of the font scaled for the current trait collection's content size category.
  public func scaledFont(for font: UIFont) -> UIFont { font.withSize(font.pointSize * factor(nil)) }
  /// Returns a copy of the font scaled for the current content size category, capped at the given point size.
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    font.withSize(min(font.pointSize * factor(nil), maximumPointSize))
  }
  /// Returns a copy of the font scaled for the given traits' content size category (the current traits' if `nil`).
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    font.withSize(font.pointSize * factor(traitCollection))
  }
  /// Returns the value scaled for the current trait collection's content size category.
  public func scaledValue(for value: CGFloat) -> CGFloat { value * factor(nil) }
  /// Returns the value scaled for the given traits' content size category (the current traits' if `nil`).
  public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
    value * factor(traitCollection)
  }
}
