import Foundation

// MARK: - Fill colours

/// iOS's fill colours (light appearance), translucent greys for thin shapes:
/// switch tracks, progress bars, segmented controls. Values from Flutter's
/// `CupertinoColors` (`colors.dart`, which links each to its UIKit `UIColor`
/// page), cross-checked against ColorCompatibility's values printed from iOS 13.
extension UIColor {
  /// `rgba(120,120,128,0.20)`: `#787880` at alpha 51/255.
  public static let systemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
  /// `rgba(120,120,128,0.16)`: `#787880` at alpha 40/255 (an off switch's track).
  public static let secondarySystemFill = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
  /// `rgba(118,118,128,0.12)`: `#767680` at alpha 30/255.
  public static let tertiarySystemFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
  /// `rgba(116,116,128,0.08)`: `#747480` at alpha 20/255.
  public static let quaternarySystemFill = UIColor(red: 116 / 255, green: 116 / 255, blue: 128 / 255, alpha: 0.08)
}

// MARK: - Greys and labels

extension UIColor {
  public static let systemGray2 = UIColor(red: 174 / 255, green: 174 / 255, blue: 178 / 255, alpha: 1)
  public static let systemGray3 = UIColor(red: 199 / 255, green: 199 / 255, blue: 204 / 255, alpha: 1)
  public static let systemGray4 = UIColor(red: 209 / 255, green: 209 / 255, blue: 214 / 255, alpha: 1)
  public static let systemGray5 = UIColor(red: 229 / 255, green: 229 / 255, blue: 234 / 255, alpha: 1)
  public static let systemGray6 = UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1)
  /// Placeholder text in text fields (light mode: #3C3C43 at 30 %).
  public static let placeholderText = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  public static let tertiaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.3)
  public static let quaternaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.18)
  public static let secondarySystemBackground = systemGray6
  public static let systemGroupedBackground = systemGray6
  /// Grouped cells' fill on `systemGroupedBackground` (white in light appearance).
  public static let secondarySystemGroupedBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let tertiarySystemGroupedBackground = systemGray6
  public static let tertiarySystemBackground = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let opaqueSeparator = UIColor(red: 198 / 255, green: 198 / 255, blue: 200 / 255, alpha: 1)
}
