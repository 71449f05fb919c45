import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIFont

/// A font as UIKit names it. It carries what was asked for (name, size, weight,
/// slant) as a `FontDescriptor`; the rasterizer resolves it to fonts this
/// machine has (Apple's are not available on Linux). Unknown names are accepted
/// (UIKit would return nil), keeping weight and slant words found in the name
/// ("Avenir-Heavy" draws bold).
public struct UIFont: Hashable, Sendable, FontDescriptorConvertible {
  public let fontDescriptor: FontDescriptor
  public var fontName: String { fontDescriptor.name }
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

  public init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else { return nil }
    fontDescriptor = FontDescriptor(name: fontName, size: fontSize)
  }

  private init(descriptor: FontDescriptor) { fontDescriptor = descriptor }

  public static func systemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: ".SFUI-Regular", size: size))
  }
  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: ".SFUI-Bold", size: size))
  }
  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    UIFont(descriptor: FontDescriptor(name: ".SFUI-Italic", size: size))
  }
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    weight.rawValue >= Weight.semibold.rawValue ? boldSystemFont(ofSize: size) : systemFont(ofSize: size)
  }

  public func withSize(_ size: CGFloat) -> UIFont { UIFont(descriptor: fontDescriptor.withSize(size)) }
}
