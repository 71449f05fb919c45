import Foundation

// iOS 17's trait registration: `registerForTraitChanges([UITraitUserInterfaceStyle.self])
// { (self: Self, previousTraitCollection: UITraitCollection) in … }` on views and
// controllers. A handler runs after the traits it names changed (UIView+Traits.swift).

/// A trait a handler can be registered for.
public protocol UITraitDefinition {}
/// `[UITrait]` in registrations.
public typealias UITrait = any UITraitDefinition.Type

public enum UITraitUserInterfaceStyle: UITraitDefinition {}
public enum UITraitHorizontalSizeClass: UITraitDefinition {}
public enum UITraitVerticalSizeClass: UITraitDefinition {}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {}
public enum UITraitDisplayScale: UITraitDefinition {}

/// What `registerForTraitChanges` returns (for `unregisterForTraitChanges`).
public protocol UITraitChangeRegistration {}
struct TraitRegistration: UITraitChangeRegistration { let id: Int }

@MainActor enum TraitRegistrations {
  static var next = 0
  static func make() -> Int { next += 1; return next }
}

/// Only the style changes in Flipbook's scenes: a handler for other traits never runs.
private func names(_ traits: [UITrait]) -> [ObjectIdentifier] { traits.map { ObjectIdentifier($0) } }
private let styleTrait = ObjectIdentifier(UITraitUserInterfaceStyle.self)

extension UIView {
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let id = TraitRegistrations.make()
    if names(traits).contains(styleTrait) {
      traitState.handlers.append(TraitHandler(id: id) { env, previous in (env as? Environment).map { handler($0, previous) } })
    }
    return TraitRegistration(id: id)
  }

  /// The form without the environment: `registerForTraitChanges(traits) { _, _ in }`'s sibling.
  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: @escaping @MainActor () -> Void) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (_: UIView, _: UITraitCollection) in action() }
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitRegistration else { return }
    traitState.handlers.removeAll { $0.id == registration.id }
  }
}

extension UIViewController {
  @discardableResult
  public func registerForTraitChanges<Environment: UITraitEnvironment>(
    _ traits: [UITrait], handler: @escaping @MainActor (Environment, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration {
    let id = TraitRegistrations.make()
    if names(traits).contains(styleTrait) {
      traitHandlers.append(TraitHandler(id: id) { env, previous in (env as? Environment).map { handler($0, previous) } })
    }
    return TraitRegistration(id: id)
  }

  @discardableResult
  public func registerForTraitChanges(_ traits: [UITrait], action: @escaping @MainActor () -> Void) -> any UITraitChangeRegistration {
    registerForTraitChanges(traits) { (_: UIViewController, _: UITraitCollection) in action() }
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
    guard let registration = registration as? TraitRegistration else { return }
    traitHandlers.removeAll { $0.id == registration.id }
  }
}
