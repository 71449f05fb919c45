import Foundation

/// The running app: the scene's own. `UIApplication.shared` lists the windows
/// made on the scene's clock, as an app with one window scene has them.
/// What a scene cannot do (open another app, badge an icon) is accepted and
/// changes nothing on screen, as on a phone those happen outside the app's frames.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The scene's application (one per scene's clock).
  public class var shared: UIApplication { VirtualClock.current.uiKit.application }

  override init() {}

  /// The app delegate a scene sets (Flipbook never calls it; see AppLifecycle.swift).
  open weak var delegate: UIApplicationDelegate?
  /// The app delegate, when it is a responder (as an `AppDelegate: UIResponder` is).
  open override var next: UIResponder? { delegate as? UIResponder }

  /// The scene's windows, in the order they were made.
  open var windows: [UIWindow] { VirtualClock.current.uiKit.windows }
  /// The window made key last (`makeKeyAndVisible()`), else the first window.
  open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } ?? windows.first }
  /// One window scene holding every window, as a one-scene app has.
  open var connectedScenes: Set<UIScene> { [windowScene] }
  open var openSessions: Set<UISceneSession> { [windowScene.session] }
  open var supportsMultipleScenes: Bool { false }
  lazy var windowScene = UIWindowScene(application: self)

  /// The app is always in the foreground while a scene plays.
  open var applicationState: State { .active }
  public enum State: Int, Sendable { case active, inactive, background }

  open var isIdleTimerDisabled = false
  open var applicationIconBadgeNumber = 0
  open var isNetworkActivityIndicatorVisible = false
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// The canvas's text size (`Canvas.textSize`; Large by default).
  open var preferredContentSizeCategory: UIContentSizeCategory { UITraitCollection.canvasTraits.preferredContentSizeCategory }

  /// Opening a URL leaves the app, which no frame shows: nothing happens, and
  /// the completion hears `false` on the next turn of the run loop.
  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                 completionHandler completion: ((Bool) -> Void)? = nil) {
    guard let completion else { return }
    VirtualClock.current.schedule(after: 0) { completion(false) }
  }

  open func canOpenURL(_ url: URL) -> Bool { false }

  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  // Deprecated calls older code makes around animations: accepted, as on iOS they only
  // stop touches (which a scene does not deliver unless scripted).
  open func beginIgnoringInteractionEvents() {}
  open func endIgnoringInteractionEvents() {}
  open var isIgnoringInteractionEvents: Bool { false }

  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
}

public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }


