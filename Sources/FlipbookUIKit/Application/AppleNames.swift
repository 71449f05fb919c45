import Foundation

// Names pasted app code uses that Apple's UIKit has through NSObject or as small
// values: equality by identity, `isKind(of:)`, literals, haptics (a phone buzz no
// frame shows: accepted, nothing happens), window levels.

extension UIView: Hashable {
  public nonisolated static func == (a: UIView, b: UIView) -> Bool { a === b }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public nonisolated func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

extension UIViewController: Hashable {
  public nonisolated static func == (a: UIViewController, b: UIViewController) -> Bool { a === b }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
  public init() {}
  open func prepare() {}
}

open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public init(style: FeedbackStyle) { super.init() }
  public override init() { super.init() }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
}

open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
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
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0), statusBar = Level(1000), alert = Level(2000)
    public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
  }

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
public typealias NSUInteger = UInt
