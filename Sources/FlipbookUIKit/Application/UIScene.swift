import Foundation

/// A scene of the app (`UIApplication.shared.connectedScenes`). Hashable by
/// identity, as Apple's NSObject-based scenes are.
@preconcurrency @MainActor
open class UIScene: Hashable {
  /// Returns a Boolean value that indicates whether two scenes are the same object.
  public nonisolated static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  /// Hashes the scene's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  /// The scene's activation state; always `foregroundActive` here.
  open var activationState: ActivationState { .foregroundActive }
  /// The scene's title, which the system shows in the app switcher; recorded, but nothing draws it.
  open var title: String?
  /// The session that manages the scene.
  public let session: UISceneSession

  init() { session = UISceneSession() }

  /// An activation state of a scene.
  public enum ActivationState: Int, Sendable {
    /// A state in which the scene is not connected to the app.
    case unattached = -1
    /// A state in which the scene is on screen in the foreground, receiving events.
    case foregroundActive
    /// A state in which the scene is in the foreground but receives no events.
    case foregroundInactive
    /// A state in which the scene is in the background, not on screen.
    case background
  }
}

/// The session of a scene: a value to compare and keep, as code passes it around.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
  /// Returns a Boolean value that indicates whether two sessions are the same object.
  public nonisolated static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
  /// Hashes the session's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The session's identifier, unique and stable across launches; always `flipbook-scene` here.
  public let persistentIdentifier = "flipbook-scene"
  nonisolated init() {}
}

/// The app's one window scene: its windows are the scene's windows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  unowned let application: UIApplication
  init(application: UIApplication) {
    self.application = application
    super.init()
  }
  /// The windows of the scene, in the order they were made.
  open var windows: [UIWindow] { application.windows }
  /// The scene's key window.
  open var keyWindow: UIWindow? { application.keyWindow }
  /// The screen the scene is shown on; always `UIScreen.main`.
  open var screen: UIScreen { UIScreen.main }
  /// The orientation of the scene's interface; always `portrait` here.
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

/// An orientation of an app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
  /// An orientation that is not known.
  case unknown
  /// A portrait orientation, with the device held upright.
  case portrait
  /// A portrait orientation, with the device upside down.
  case portraitUpsideDown
  /// A landscape orientation, with the device held on its side and the Home button on the left.
  case landscapeLeft
  /// A landscape orientation, with the device held on its side and the Home button on the right.
  case landscapeRight
  /// A Boolean value that indicates whether the orientation is portrait or portrait upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// A Boolean value that indicates whether the orientation is landscape left or landscape right.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
