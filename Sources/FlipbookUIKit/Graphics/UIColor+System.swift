import Foundation

// iOS's dynamic system colours, light and dark, from Apple's Human Interface
// Guidelines colour tables (developer.apple.com/design/human-interface-guidelines/color:
// "System colors" and "iOS, iPadOS system gray colors", default contrast), cross-checked
// with Flutter's `CupertinoColors` (colors.dart, which links each to its UIKit page)
// and ColorCompatibility's values printed from iOS 13.

extension UIColor {
  /// A system colour: `light` in the light appearance, `dark` in the dark one (0xRRGGBB).
  static func pair(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) -> UIColor {
    let day = UIColor(hex: light, alpha: alpha), night = UIColor(hex: dark, alpha: darkAlpha ?? alpha)
    return UIColor { $0.userInterfaceStyle == .dark ? night : day }
  }

  convenience init(hex: UInt32, alpha: CGFloat) {
    self.init(red: CGFloat(hex >> 16 & 0xFF) / 255, green: CGFloat(hex >> 8 & 0xFF) / 255,
              blue: CGFloat(hex & 0xFF) / 255, alpha: alpha)
  }
}

// MARK: - Fill colours

/// Translucent greys for thin shapes: switch tracks, progress bars, segmented controls.
extension UIColor {
  /// #787880 at 20% (dark: 36%).
  public static let systemFill = pair(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
  /// #787880 at 16% (dark: 32%): an off switch's track.
  public static let secondarySystemFill = pair(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
  /// #767680 at 12% (dark: 24%).
  public static let tertiarySystemFill = pair(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
  /// #747480 at 8% (dark: #767680 at 18%).
  public static let quaternarySystemFill = pair(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)
}

// MARK: - Greys, labels, backgrounds, separators

extension UIColor {
  /// The second-level shade of grey: #AEAEB2 (dark: #636366).
  public static let systemGray2 = pair(0xAEAEB2, 0x636366)
  /// The third-level shade of grey: #C7C7CC (dark: #48484A).
  public static let systemGray3 = pair(0xC7C7CC, 0x48484A)
  /// The fourth-level shade of grey: #D1D1D6 (dark: #3A3A3C).
  public static let systemGray4 = pair(0xD1D1D6, 0x3A3A3C)
  /// The fifth-level shade of grey: #E5E5EA (dark: #2C2C2E).
  public static let systemGray5 = pair(0xE5E5EA, 0x2C2C2E)
  /// The sixth-level shade of grey, the lightest in the light appearance: #F2F2F7 (dark: #1C1C1E).
  public static let systemGray6 = pair(0xF2F2F7, 0x1C1C1E)
  /// Placeholder text in text fields: #3C3C43 at 30% (dark: #EBEBF5 at 30%).
  public static let placeholderText = pair(0x3C3C43, 0xEBEBF5, alpha: 0.3)
  /// The colour for tertiary text labels: #3C3C43 at 30% (dark: #EBEBF5 at 30%).
  public static let tertiaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.3)
  /// The colour for quaternary text labels, such as disabled text: #3C3C43 at 18% (dark: #EBEBF5 at 16%).
  public static let quaternaryLabel = pair(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
  /// The colour for links: #007AFF (dark: #0984FF).
  public static let link = pair(0x007AFF, 0x0984FF)
  /// The colour for content layered on the main background: #F2F2F7 (dark: #1C1C1E).
  public static let secondarySystemBackground = pair(0xF2F2F7, 0x1C1C1E)
  /// The colour for content layered on the secondary background: #FFFFFF (dark: #2C2C2E).
  public static let tertiarySystemBackground = pair(0xFFFFFF, 0x2C2C2E)
  /// The main background colour of grouped interfaces, such as grouped tables: #F2F2F7 (dark: #000000).
  public static let systemGroupedBackground = pair(0xF2F2F7, 0x000000)
  /// Grouped cells' fill on `systemGroupedBackground`.
  public static let secondarySystemGroupedBackground = pair(0xFFFFFF, 0x1C1C1E)
  /// The colour for content layered on the secondary grouped background: #F2F2F7 (dark: #2C2C2E).
  public static let tertiarySystemGroupedBackground = pair(0xF2F2F7, 0x2C2C2E)
  /// The colour for thin borders or divider lines that hide the content behind them: #C6C6C8 (dark: #38383A).
  public static let opaqueSeparator = pair(0xC6C6C8, 0x38383A)
}
