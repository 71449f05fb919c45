import Foundation

// iOS 17's trait registration: `registerForTraitChanges([UITraitUserInterfaceStyle.self])
// { (self: Self, previousTraitCollection: UITraitCollection) in … }` on views and
// controllers. A handler runs after the traits it names changed (UIView+Traits.swift).

/// A trait a handler can be registered for.
public protocol UITraitDefinition {}
/// `[UITrait]` in registrations.
public typealias UITrait = any UITraitDefinition.Type

/// A trait that names the user interface style (light or dark), the one trait that changes in Flipbook's scenes.
public enum UITraitUserInterfaceStyle: UITraitDefinition {}
/// A trait that names the horizontal size class; it never changes here, so handlers for it never run.
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
/// A trait that names the vertical size class; it never changes here, so handlers for it never run.
public enum UITraitVerticalSizeClass: UITraitDefinition {}
/// A trait that names the preferred content size category; it never changes here, so handlers for it never run.
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
/// A trait that names the display scale; it never changes here, so handlers for it never run.
public enum UITraitDisplayScale: UITraitDefinition {}

/// What `registerForTraitChanges` returns (for `unregisterForTraitChanges`).
public protocol UITraitChangeRegistration {}
struct TraitRegistration: UITraitChangeRegistration { let id: Int }

@MainActor enum TraitRegistrations {
  static var next = 0
  static func make() -> Int { next += 1; return next }
}

/// Only the style changes in Flipbook's scenes: a handler for other traits never runs.
private let styleTrait = ObjectIdentifier(UITraitUserInterfaceStyle.self)

/// A registration's id, and the handler to keep when it names the style.
@MainActor private func register<Environment: UITraitEnvironment>(
  _ traits: [UITrait], _ handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
) -> (TraitRegistration, TraitHandler?) {
  let id = TraitRegistrations.make()
  guard traits.contains(where: { ObjectIdentifier($0) == styleTrait }) else { return (TraitRegistration(id: id), nil) }
  return (TraitRegistration(id: id), TraitHandler(id: id) { env, previous in (env as? Environment).map { handler($0, previous) } })
}

extension UIView {
  /// Registers a handler that runs after any of the given traits changes, receiving the view and its previous traits.
  ///
  /// Only `UITraitUserInterfaceStyle` changes in Flipbook, so a registration without it never calls its handler.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let (registration, kept) = register(traits, handler)
    if let kept { traitState.handlers.append(kept) }
    return registration
  }

  /// The form without the environment: `registerForTraitChanges(traits) { _, _ in }`'s sibling.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: @escaping @MainActor () -> Void) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (_: UIView, _: UITraitCollection) in action() }
  }

  /// Removes a trait-change registration, so its handler no longer runs.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitRegistration else { return }
    traitState.handlers.removeAll { $0.id == registration.id }
  }
}

extension UIViewController {
  /// Registers a handler that runs after any of the given traits changes, with the controller and its old traits.
  ///
  /// Only `UITraitUserInterfaceStyle` changes in Flipbook, so a registration without it never calls its handler.
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let (registration, kept) = register(traits, handler)
    if let kept { traitHandlers.append(kept) }
    return registration
  }

  /// Registers an action that runs after any of the given traits changes.
  ///
  /// Only `UITraitUserInterfaceStyle` changes in Flipbook, so a registration without it never calls its action.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: @escaping @MainActor () -> Void) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (_: UIViewController, _: UITraitCollection) in action() }
  }

  /// Removes a trait-change registration, so its handler no longer runs.
  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitRegistration else { return }
    traitHandlers.removeAll { $0.id == registration.id }
  }
}
