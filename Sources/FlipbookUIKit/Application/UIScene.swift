import Foundation

/// A scene of the app (`UIApplication.shared.connectedScenes`). Hashable by
/// identity, as Apple's NSObject-based scenes are.
@preconcurrency @MainActor
open class UIScene: Hashable {
  public nonisolated static func == (a: UIScene, b: UIScene) -> Bool { a === b }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  open var activationState: ActivationState { .foregroundActive }
  open var title: String?
  public let session: UISceneSession

  init() { session = UISceneSession() }

  public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
}

/// The session of a scene: a value to compare and keep, as code passes it around.
@preconcurrency @MainActor
public final class UISceneSession: Hashable {
  public nonisolated static func == (a: UISceneSession, b: UISceneSession) -> Bool { a === b }
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
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
  open var windows: [UIWindow] { application.windows }
  open var keyWindow: UIWindow? { application.keyWindow }
  open var screen: UIScreen { UIScreen.main }
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
}

public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
