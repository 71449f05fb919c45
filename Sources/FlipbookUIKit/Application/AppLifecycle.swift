import Foundation

// What a pasted AppDelegate and SceneDelegate declare themselves with, so an app's
// folder pastes whole. A scene, not the app's lifecycle, decides what is shown:
// Flipbook never calls these delegates (the adaptation plugin blanks
// `@UIApplicationMain` and `@main` in pasted files, since the package's main.swift
// is the entry point); a scene can make one and call its methods itself.

extension UIApplication {
  /// Keys of `application(_:didFinishLaunchingWithOptions:)`'s options.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key whose value is the URL the app was launched to open.
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    /// A key whose value is the payload of the remote notification the app was launched for.
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    /// A key whose value is the Home Screen quick action the app was launched with.
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  /// Keys of `application(_:open:options:)`'s options.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key whose value is the bundle identifier of the app that asked to open the URL.
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }
}

/// Swift 4's name for the launch options' keys.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

extension UISceneSession {
  /// A role of a scene session, which says what kind of scene it manages.
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A role of a session that manages the app's main window scene.
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  /// The session's role; always `windowApplication` here.
  public var role: Role { .windowApplication }
}

extension UIScene {
  /// What a scene connects with (empty in Flipbook: no URLs, activities or shortcuts arrive).
  public final class ConnectionOptions {
    /// The URLs the scene was asked to open when it connected; always empty here.
    public let urlContexts: Set<AnyHashable> = []
    /// The user activities the scene connected with; always empty here.
    public let userActivities: Set<AnyHashable> = []
    /// Creates connection options with nothing in them.
    nonisolated public init() {}
  }
}

/// A scene configuration an app delegate returns for a new scene session.
@preconcurrency @MainActor
open class UISceneConfiguration {
  /// The configuration's name, or nil.
  public let name: String?
  /// The role of the sessions the configuration is for.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate; Flipbook never instantiates it.
  open var delegateClass: AnyClass?
  /// The storyboard the scene's initial view controller comes from; Flipbook never loads it.
  open var storyboard: UIStoryboard?
  /// Creates a scene configuration with the given name and session role.
  public init(name: String?, sessionRole: UISceneSession.Role) { (self.name, self.role) = (name, sessionRole) }
}

/// What a scene delegate adopts.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// What a window scene's delegate adopts (it keeps the scene's window).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
