import Foundation

/// `UITraitCollection`: the environment views are drawn for. Flipbook draws an
/// iPhone in portrait at the canvas's scale and default text size, in the
/// canvas's appearance unless a window, controller or view overrides it
/// (`overrideUserInterfaceStyle`, UIView+Traits.swift).
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The user interface style: light, dark or unspecified.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The horizontal size class; `compact` by default, as on an iPhone in portrait.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class; `regular` by default, as on an iPhone in portrait.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The number of pixels per point of the display.
  public let displayScale: CGFloat
  /// The interface idiom; always `phone` here.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The user's preferred text size.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Creates a trait collection with the given style, size classes, display scale and text size, for an iPhone.
  public init(userInterfaceStyle: UIUserInterfaceStyle = .light, horizontalSizeClass: UIUserInterfaceSizeClass = .compact,
              verticalSizeClass: UIUserInterfaceSizeClass = .regular, displayScale: CGFloat = 2,
              preferredContentSizeCategory: UIContentSizeCategory = .large) {
    self.userInterfaceStyle = userInterfaceStyle
    self.horizontalSizeClass = horizontalSizeClass
    self.verticalSizeClass = verticalSizeClass
    self.displayScale = displayScale
    userInterfaceIdiom = .phone
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// Creates a trait collection with the given style and the other traits of an iPhone in portrait at 2x scale.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(userInterfaceStyle: userInterfaceStyle, displayScale: 2) }


  /// `UITraitCollection(traitsFrom: [a, b])`: each trait from the last collection that specifies it.
  public convenience init(traitsFrom collections: [UITraitCollection]) {
    let style = collections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified
    self.init(userInterfaceStyle: style, displayScale: collections.last?.displayScale ?? 2)
  }

  /// This collection with another style (iOS 17's `modifyingTraits`, for the style).
  func with(style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(userInterfaceStyle: style, horizontalSizeClass: horizontalSizeClass,
                      verticalSizeClass: verticalSizeClass, displayScale: displayScale,
                      preferredContentSizeCategory: preferredContentSizeCategory)
  }

  /// Whether colours resolve differently for `other` (the style differs).
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != other?.userInterfaceStyle
  }

  /// Returns a Boolean value that indicates whether the object is a trait collection with the same traits.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITraitCollection else { return false }
    return userInterfaceStyle == other.userInterfaceStyle && horizontalSizeClass == other.horizontalSizeClass
      && verticalSizeClass == other.verticalSizeClass && displayScale == other.displayScale
      && preferredContentSizeCategory == other.preferredContentSizeCategory
  }

  // MARK: The current traits

  private static let lock = NSLock()
  nonisolated(unsafe) private static var stack: [UITraitCollection] = []

  /// The traits dynamic colours resolve with: those of the view being laid out or
  /// drawn (`performAsCurrent`), else the running scene's canvas (its appearance
  /// and scale). Settable, as UIKit's is.
  public static var current: UITraitCollection {
    get { lock.withLock { stack.last } ?? canvasTraits }
    set { lock.withLock { if stack.isEmpty { stack.append(newValue) } else { stack[stack.count - 1] = newValue } } }
  }

  /// The running scene's traits: its canvas's appearance and scale.
  static var canvasTraits: UITraitCollection {
    let canvas = VirtualClock.current.canvas
    return UITraitCollection(userInterfaceStyle: canvas?.appearance == .dark ? .dark : .light,
                             displayScale: canvas?.scale ?? 2,
                             preferredContentSizeCategory: UIContentSizeCategory(canvas?.textSize ?? .large))
  }

  /// Runs `actions` with this collection as `current`.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    Self.lock.withLock { Self.stack.append(self) }
    defer { Self.lock.withLock { _ = Self.stack.popLast() } }
    try actions()
  }
}

/// `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// An unspecified style, which inherits the style of the environment.
  case unspecified
  /// A light style.
  case light
  /// A dark style.
  case dark
}
/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// An unspecified size class.
  case unspecified
  /// A compact size class, for constrained space.
  case compact
  /// A regular size class, for expansive space.
  case regular
}

/// What has traits: views, controllers, windows.
@MainActor public protocol UITraitEnvironment: AnyObject {
  /// The environment's traits.
  var traitCollection: UITraitCollection { get }
  /// Called when the environment's traits have changed, with the traits it had before.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}
