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
  /// The app's scene sessions: the one session of its window scene.
  open var openSessions: Set<UISceneSession> { [windowScene.session] }
  /// A Boolean value that indicates whether the app supports multiple scenes; always false here.
  open var supportsMultipleScenes: Bool { false }
  lazy var windowScene = UIWindowScene(application: self)

  /// The app is always in the foreground while a scene plays.
  open var applicationState: State { .active }
  /// A running state of an app.
  public enum State: Int, Sendable {
    /// A state in which the app runs in the foreground and receives events.
    case active
    /// A state in which the app runs in the foreground but receives no events.
    case inactive
    /// A state in which the app runs in the background.
    case background
  }

  /// A Boolean value that indicates whether the idle timer that dims and locks the screen is disabled; no effect here.
  open var isIdleTimerDisabled = false
  /// The number shown in the badge of the app's icon; recorded, but no icon is drawn.
  open var applicationIconBadgeNumber = 0
  /// A Boolean value that indicates whether the status bar shows network activity; no effect here.
  open var isNetworkActivityIndicatorVisible = false
  /// The layout direction of the app's user interface; always `leftToRight` here.
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

  /// Returns a Boolean value that indicates whether an app can handle the URL; always false here, as a scene opens
  /// no other apps.
  open func canOpenURL(_ url: URL) -> Bool { false }

  /// A key of the options of `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key whose Boolean value says to open the URL only if it is a universal link with an app to open it.
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  // Deprecated calls older code makes around animations: accepted, as on iOS they only
  // stop touches (which a scene does not deliver unless scripted).
  /// Accepted for source compatibility; does nothing.
  open func beginIgnoringInteractionEvents() {}
  /// Accepted for source compatibility; does nothing.
  open func endIgnoringInteractionEvents() {}
  /// A Boolean value that indicates whether the app ignores touch events; always false here.
  open var isIgnoringInteractionEvents: Bool { false }

  /// A notification posted when the app becomes active; Flipbook never posts it.
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  /// A notification posted when the app is about to become inactive; Flipbook never posts it.
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  /// A notification posted when the app enters the background; Flipbook never posts it.
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  /// A notification posted shortly before the app leaves the background; Flipbook never posts it.
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  /// A notification posted when the app has finished launching; Flipbook never posts it.
  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
}

/// A direction in which a user interface is laid out.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// A left-to-right layout, as for English.
  case leftToRight
  /// A right-to-left layout, as for Arabic and Hebrew.
  case rightToLeft
}


