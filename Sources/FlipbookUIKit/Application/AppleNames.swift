import Foundation

// Names pasted app code uses that Apple's UIKit has through NSObject or as small
// values: equality by identity, `isKind(of:)`, literals, haptics (a phone buzz no
// frame shows: accepted, nothing happens), window levels.

extension UIView: Hashable {
  /// Returns a Boolean value that indicates whether two views are the same object.
  public nonisolated static func == (a: UIView, b: UIView) -> Bool { a === b }
  /// Hashes the view's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Returns a Boolean value that indicates whether the view is an instance of the given class or a subclass of it.
  public nonisolated func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

extension UIViewController: Hashable {
  /// Returns a Boolean value that indicates whether two view controllers are the same object.
  public nonisolated static func == (a: UIViewController, b: UIViewController) -> Bool { a === b }
  /// Hashes the view controller's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Returns a Boolean value that indicates whether the controller is an instance of the given class or a subclass
  /// of it.
  public nonisolated func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

extension UIColor: _ExpressibleByColorLiteral {}

extension UIColor {
  /// The app's tint (iOS 15 `UIColor.tintColor`): system blue, as Flipbook's default tint.
  public static var tintColor: UIColor { .systemBlue }
}

extension UIImage: _ExpressibleByImageLiteral {
  /// `#imageLiteral(resourceName:)`: `UIImage(named:)`, or an empty image with the scene failing by name.
  public convenience init(imageLiteralResourceName name: String) {
    if let found = UIImage(named: name), let cgImage = found.cgImage {
      self.init(cgImage: cgImage, scale: found.scale)
    } else {
      VirtualClock.current.report(AuthoringError(
        problem: "#imageLiteral(resourceName: \"\(name)\") names no image in UIImage.searchPaths (\(UIImage.searchPaths))",
        fix: "Put \(name).png in one of those folders, or add its folder to UIImage.searchPaths."))
      self.init()
    }
  }
}

/// Haptic feedback: a phone's buzz, which no frame shows.
@preconcurrency @MainActor
open class UIFeedbackGenerator {
  /// Creates a feedback generator.
  public init() {}
  /// Prepares the generator to play feedback soon; accepted for source compatibility, this does nothing.
  open func prepare() {}
}

/// A feedback generator that simulates physical impacts; accepted for source compatibility, it plays nothing.
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// An intensity of impact feedback.
  public enum FeedbackStyle: Int, Sendable {
    /// A feedback style for collisions between small, light elements.
    case light
    /// A feedback style for collisions between moderately sized elements.
    case medium
    /// A feedback style for collisions between large, heavy elements.
    case heavy
    /// A feedback style for collisions between soft, flexible elements.
    case soft
    /// A feedback style for collisions between hard, inflexible elements.
    case rigid
  }
  /// Creates an impact feedback generator with the given style.
  public init(style: FeedbackStyle) { super.init() }
  /// Creates an impact feedback generator with the medium style.
  public override init() { super.init() }
  /// Accepted for source compatibility; Flipbook plays no haptics, so this does nothing.
  open func impactOccurred() {}
  /// Accepted for source compatibility; Flipbook plays no haptics, so this does nothing.
  open func impactOccurred(intensity: CGFloat) {}
}

/// A feedback generator that signals success, failure or a warning; accepted for source compatibility, it plays
/// nothing.
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// A kind of notification feedback.
  public enum FeedbackType: Int, Sendable {
    /// A notification feedback type for a task that succeeded.
    case success
    /// A notification feedback type for a task that produced a warning.
    case warning
    /// A notification feedback type for a task that failed.
    case error
  }
  /// Accepted for source compatibility; Flipbook plays no haptics, so this does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A feedback generator that signals a change in selection; accepted for source compatibility, it plays nothing.
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Accepted for source compatibility; Flipbook plays no haptics, so this does nothing.
  open func selectionChanged() {}
}

/// What an app delegate adopts (`UIApplication.shared.delegate as? AppDelegate`).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplication {
  /// The URL of the app's page in Settings (opening it does nothing in a scene).
  public static let openSettingsURLString = "app-settings:"
  /// The status bar's frame in the key window: its height when the canvas shows it, else zero.
  public var statusBarFrame: CGRect {
    guard let window = keyWindow, let insets = StatusBar.insets(for: window) else { return .zero }
    return CGRect(x: 0, y: 0, width: window.bounds.width, height: insets.top)
  }
}

extension UIWindow {
  /// A window's level (`.normal`, `.statusBar`, `.alert`); Flipbook draws each window as its scene returns it.
  public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Creates a window level with the given raw value.
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    /// The standard window levels: `normal` (0) for app windows, `statusBar` (1000) and `alert` (2000) above them.
    public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
    /// Returns a Boolean value that indicates whether the first level is below the second.
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    /// Returns the level raised by the given amount.
    public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
  }

  /// The screen the window is on; always `UIScreen.main`.
  public var screen: UIScreen { UIScreen.main }
}

extension UIScreen {
  /// The screen's coordinates, which are the key window's in a scene (its windows fill the screen).
  @MainActor public var coordinateSpace: UIView {
    UIApplication.shared.keyWindow ?? UIView(frame: bounds)
  }
}

/// The types `#colorLiteral` and `#imageLiteral` make, as UIKit declares them.
public typealias _ColorLiteralType = UIColor
public typealias _ImageLiteralType = UIImage

extension UIView {
  /// A view whose alpha masks this one (iOS 8 `mask`): its layer is this view's layer's mask.
  public var mask: UIView? {
    get { layer.mask?.delegate as? UIView }
    set { layer.mask = newValue?.layer }
  }

  /// A view showing what this view shows now, as a frozen copy of its layers
  /// (later changes to this view leave it as it is). Its frame is this view's.
  public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: frame)
    let tree = layer.snapshotTree()
    tree.transform = CATransform3DIdentity
    tree.position = CGPoint(x: bounds.width * tree.anchorPoint.x, y: bounds.height * tree.anchorPoint.y)
    snapshot.layer.addSublayer(tree)
    return snapshot
  }
}

/// Objective-C's integer names, which Apple's Foundation exports and Linux's does not.
public typealias NSInteger = Int
/// Objective-C's name for an unsigned integer, `UInt`.
public typealias NSUInteger = UInt
