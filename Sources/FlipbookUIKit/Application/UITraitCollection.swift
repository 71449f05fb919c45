import Foundation

/// `UITraitCollection`: the environment views are drawn for. Flipbook draws an
/// iPhone in portrait, light appearance, at the canvas's scale, default text size.
open class UITraitCollection: NSObject, @unchecked Sendable {
  public let userInterfaceStyle: UIUserInterfaceStyle
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  public let verticalSizeClass: UIUserInterfaceSizeClass
  public let displayScale: CGFloat
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  public let preferredContentSizeCategory: UIContentSizeCategory

  public init(userInterfaceStyle: UIUserInterfaceStyle = .light, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
              verticalSizeClass: UIUserInterfaceSizeClass = .regular, displayScale: CGFloat = 2) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    userInterfaceIdiom = .phone
    preferredContentSizeCategory = .large
  }

  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 2) }

  /// The traits of what Flipbook draws now.
  @MainActor public static var current: UITraitCollection { UITraitCollection(displayScale: UIScreen.main.scale) }
}

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }
/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable { case unspecified, compact, regular }
extension UIView {
  /// The traits this view is drawn with.
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}

extension UIViewController {
  public var traitCollection: UITraitCollection { UITraitCollection.current }
}
