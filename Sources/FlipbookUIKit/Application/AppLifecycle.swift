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
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
    public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
  }

  /// Keys of `application(_:open:options:)`'s options.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }
}

/// Swift 4's name for the launch options' keys.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

extension UISceneSession {
  public struct Role: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  public var role: Role { .windowApplication }
}

extension UIScene {
  /// What a scene connects with (empty in Flipbook: no URLs, activities or shortcuts arrive).
  public final class ConnectionOptions {
    public let urlContexts: Set<AnyHashable> = []
    public let userActivities: Set<AnyHashable> = []
    nonisolated public init() {}
  }
}

/// A scene configuration an app delegate returns for a new scene session.
@preconcurrency @MainActor
open class UISceneConfiguration {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  open var storyboard: UIStoryboard?
  public init(name: String?, sessionRole: UISceneSession.Role) { (self.name, self.role) = (name, sessionRole) }
}

/// What a scene delegate adopts.
@preconcurrency @MainActor
public protocol UISceneDelegate: AnyObject {}

/// What a window scene's delegate adopts (it keeps the scene's window).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
