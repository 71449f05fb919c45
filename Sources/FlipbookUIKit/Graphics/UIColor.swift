import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIColor

/// UIKit's colour: sRGB components with straight alpha, or a pattern image.
/// A class, as in Apple's SDK, so app code's `extension UIColor { convenience
/// init(hex: String) { … self.init(red:green:blue:alpha:) } }` compiles; it is
/// immutable, so it is `Sendable` as Apple's is. Equal colours are `==`.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible, CGColorConvertible {
  public let cgColor: CGColor

  public init(cgColor: CGColor) { self.cgColor = cgColor }

  /// `#colorLiteral(red:green:blue:alpha:)`.
  public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(srgbRed: red, green: green, blue: blue, alpha: alpha))
  }

  /// Display P3 components are taken as sRGB (Flipbook draws in sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }
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

  open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    var c = cgColor
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

  open var description: String { "UIColor(\(cgColor))" }

  // Named colours with UIKit's component values.
  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)

  // iOS system colours (light appearance).
  public static let systemRed = UIColor(red: 1, green: 59 / 255, blue: 48 / 255, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 149 / 255, blue: 0, alpha: 1)
  public static let systemYellow = UIColor(red: 1, green: 204 / 255, blue: 0, alpha: 1)
  public static let systemGreen = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
  public static let systemTeal = UIColor(red: 48 / 255, green: 176 / 255, blue: 199 / 255, alpha: 1)
  public static let systemBlue = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)
  public static let systemIndigo = UIColor(red: 88 / 255, green: 86 / 255, blue: 214 / 255, alpha: 1)
  public static let systemPurple = UIColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255, alpha: 1)
  public static let systemPink = UIColor(red: 1, green: 45 / 255, blue: 85 / 255, alpha: 1)
  /// iOS 15's cyan, mint and brown (light appearance): #32ADE6, #00C7BE, #A2845E (Apple's HIG colour table).
  public static let systemCyan = UIColor(red: 50 / 255, green: 173 / 255, blue: 230 / 255, alpha: 1)
  public static let systemMint = UIColor(red: 0, green: 199 / 255, blue: 190 / 255, alpha: 1)
  public static let systemBrown = UIColor(red: 162 / 255, green: 132 / 255, blue: 94 / 255, alpha: 1)
  public static let systemGray = UIColor(red: 142 / 255, green: 142 / 255, blue: 147 / 255, alpha: 1)
  public static let systemBackground = UIColor.white
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
  public static let separator = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29)
}
