import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIColor

/// UIKit's colour: sRGB components with straight alpha, or a pattern image.
/// A class, as in Apple's SDK, so app code's `extension UIColor { convenience
/// init(hex: String) { … self.init(red:green:blue:alpha:) } }` compiles; it is
/// immutable, so it is `Sendable` as Apple's is. Equal colours are `==`.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible, CGColorConvertible {
  private let fixed: CGColor
  /// A dynamic colour's provider (`UIColor { traits in … }`, the system colours).
  private let provider: (@Sendable (UITraitCollection) -> UIColor)?

  /// The colour's components; a dynamic colour resolves for `UITraitCollection.current`
  /// (a view resolves its own colours with its own traits: UIView+Traits.swift).
  public var cgColor: CGColor { provider.map { $0(UITraitCollection.current).cgColor } ?? fixed }

  /// Creates a colour from a Core Graphics colour.
  public init(cgColor: CGColor) { (fixed, provider) = (cgColor, nil) }

  /// A colour that depends on the traits it is drawn with (iOS 13): light and dark.
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    fixed = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).cgColor
    provider = dynamicProvider
  }

  /// The colour for `traitCollection` (itself, for a colour that is not dynamic).
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    provider.map { UIColor(cgColor: $0(traitCollection).resolvedColor(with: traitCollection).cgColor) } ?? self
  }

  /// Whether the colour changes with the traits.
  var isDynamic: Bool { provider != nil }

  /// `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  /// Creates a colour from sRGB red, green, blue and alpha components, each from 0 to 1.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }

  /// Display P3 components are taken as sRGB (Flipbook draws in sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey colour from a white value and an alpha value, each from 0 to 1.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  /// Returns a Boolean value that indicates whether two colours have equal components (dynamic ones as resolved now).
  public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
  /// Hashes the colour's components, resolved for the current traits.
  public func hash(into hasher: inout Hasher) { hasher.combine(cgColor) }

  /// HSB as UIKit defines it (hue in 0…1 of a full turn).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    // A hue that is not a number (NaN, infinity) is red, rather than a trap in Int(h) below.
    let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
    let c = brightness * saturation
    let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
    let m = brightness - c
    let (r, g, b): (CGFloat, CGFloat, CGFloat)
    switch Int(min(max(h, 0), 5.999)) {
    case 0: (r, g, b) = (c, x, 0)
    case 1: (r, g, b) = (x, c, 0)
    case 2: (r, g, b) = (0, c, x)
    case 3: (r, g, b) = (0, x, c)
    case 4: (r, g, b) = (x, 0, c)
    default: (r, g, b) = (c, 0, x)
    }
    self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
  }

  /// A colour that tiles `image` from the origin of whatever it fills.
  public convenience init(patternImage image: UIImage) {
    self.init(cgColor: image.bitmap.map { CGColor(pattern: .init(bitmap: $0, scale: image.scale)) } ?? .clear)
  }

  /// Returns a copy of the colour with the given alpha value; a dynamic colour stays dynamic.
  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    if let provider {
      return UIColor { provider($0).withAlphaComponent(alpha) }
    }
    var c = fixed
    c.alpha = alpha
    return UIColor(cgColor: c)
  }

  /// UIKit's `getRed(_:green:blue:alpha:)`.
  @discardableResult
  public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    red?.pointee = cgColor.red; green?.pointee = cgColor.green
    blue?.pointee = cgColor.blue; alpha?.pointee = cgColor.alpha
    return cgColor.pattern == nil
  }

  /// A textual description of the colour's components.
  open var description: String { "UIColor(\(cgColor))" }

  // Named colours with UIKit's component values.
  /// The colour black: grey value 0, alpha 1.
  public static let black = UIColor(white: 0, alpha: 1)
  /// The colour dark grey: grey value 1/3, alpha 1.
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  /// The colour light grey: grey value 2/3, alpha 1.
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  /// The colour white: grey value 1, alpha 1.
  public static let white = UIColor(white: 1, alpha: 1)
  /// The colour grey: grey value 0.5, alpha 1.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// The colour red: RGB (1, 0, 0), alpha 1.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// The colour green: RGB (0, 1, 0), alpha 1.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// The colour blue: RGB (0, 0, 1), alpha 1.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// The colour cyan: RGB (0, 1, 1), alpha 1.
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// The colour yellow: RGB (1, 1, 0), alpha 1.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  /// The colour magenta: RGB (1, 0, 1), alpha 1.
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// The colour orange: RGB (1, 0.5, 0), alpha 1.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// The colour purple: RGB (0.5, 0, 0.5), alpha 1.
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// The colour brown: RGB (0.6, 0.4, 0.2), alpha 1.
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// The fully transparent colour: grey value 0, alpha 0.
  public static let clear = UIColor(white: 0, alpha: 0)

  // iOS's system colours: light and dark values (UIColor+Dynamic.swift).
  /// The system red colour: #FF3B30 (dark: #FF453A).
  public static let systemRed = pair(0xFF3B30, 0xFF453A)
  /// The system orange colour: #FF9500 (dark: #FF9F0A).
  public static let systemOrange = pair(0xFF9500, 0xFF9F0A)
  /// The system yellow colour: #FFCC00 (dark: #FFD60A).
  public static let systemYellow = pair(0xFFCC00, 0xFFD60A)
  /// The system green colour: #34C759 (dark: #30D158).
  public static let systemGreen = pair(0x34C759, 0x30D158)
  /// The system teal colour: #30B0C7 (dark: #40C8E0).
  public static let systemTeal = pair(0x30B0C7, 0x40C8E0)
  /// The system blue colour, the default tint colour: #007AFF (dark: #0A84FF).
  public static let systemBlue = pair(0x007AFF, 0x0A84FF)
  /// The system indigo colour: #5856D6 (dark: #5E5CE6).
  public static let systemIndigo = pair(0x5856D6, 0x5E5CE6)
  /// The system purple colour: #AF52DE (dark: #BF5AF2).
  public static let systemPurple = pair(0xAF52DE, 0xBF5AF2)
  /// The system pink colour: #FF2D55 (dark: #FF375F).
  public static let systemPink = pair(0xFF2D55, 0xFF375F)
  /// iOS 15's cyan, mint and brown: #32ADE6, #00C7BE, #A2845E (Apple's HIG colour table).
  public static let systemCyan = pair(0x32ADE6, 0x64D2FF)
  /// The system mint colour: #00C7BE (dark: #63E6E2).
  public static let systemMint = pair(0x00C7BE, 0x63E6E2)
  /// The system brown colour: #A2845E (dark: #AC8E68).
  public static let systemBrown = pair(0xA2845E, 0xAC8E68)
  /// The base system grey colour: #8E8E93 in both appearances.
  public static let systemGray = pair(0x8E8E93, 0x8E8E93)
  /// The colour for the main background of an interface: white (dark: black).
  public static let systemBackground = pair(0xFFFFFF, 0x000000)
  /// The colour for text labels with primary content: black (dark: white).
  public static let label = pair(0x000000, 0xFFFFFF)
  /// The colour for text labels with secondary content: #3C3C43 at 60% (dark: #EBEBF5 at 60%).
  public static let secondaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.6)
  /// The colour for thin, translucent borders or divider lines: #3C3C43 at 29% (dark: #545458 at 60%).
  public static let separator = pair(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
}
