import Foundation

/// NSObject's selector methods, for the classes pasted code calls them on
/// (`NSObject`, layers, and UIKit's views and controllers):
/// `perform(_:with:afterDelay:)` on the scene's virtual clock,
/// `cancelPreviousPerformRequests(withTarget:)`, `responds(to:)`.
public protocol SelectorTarget: AnyObject {}

extension SelectorTarget {
  /// Returns whether the object has a registered method for the selector; `false` for `nil`.
  public func responds(to selector: Selector?) -> Bool {
    selector.map { SelectorRegistry.responds(self, to: $0) } ?? false
  }

  /// Calls the selector's method on the object now; a selector no method answers fails the bake, as iOS would crash.
  public func perform(_ selector: Selector) { SelectorRegistry.perform(selector, on: self) }
  /// Calls the selector's method on the object now, with one argument.
  public func perform(_ selector: Selector, with object: Any?) { SelectorRegistry.perform(selector, on: self, [object]) }
  /// Calls the selector's method on the object now, with two arguments.
  public func perform(_ selector: Selector, with object: Any?, with other: Any?) {
    SelectorRegistry.perform(selector, on: self, [object, other])
  }

  /// Calls `selector` after `delay` seconds of the scene's virtual time.
  public func perform(_ selector: Selector, with object: Any?, afterDelay delay: TimeInterval) {
    PerformRequests.current.schedule(selector, on: self, with: object, after: delay)
  }

  /// Cancels what `perform(_:with:afterDelay:)` scheduled on `target` and has not run yet.
  public static func cancelPreviousPerformRequests(withTarget target: Any) {
    PerformRequests.current.cancel(target: target as AnyObject, selector: nil)
  }

  /// Cancels the requests `perform(_:with:afterDelay:)` scheduled on the target with the selector that have not run
  /// yet; unlike Apple's, it does not compare `object`.
  public static func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object: Any?) {
    PerformRequests.current.cancel(target: target as AnyObject, selector: selector)
  }
}

extension NSObject: SelectorTarget {}
extension CALayer: SelectorTarget {}
extension CAAnimation: SelectorTarget {}

/// The delayed performs of a scene's clock.
final class PerformRequests: ClockSlot {
  private struct Request { let id: Int; weak var target: AnyObject?; let selector: Selector }
  private var pending: [Request] = []
  private var next = 0
  private weak var clock: VirtualClock?

  init() {}
  func attached(to clock: VirtualClock) { self.clock = clock }

  static var current: PerformRequests { VirtualClock.current.slot(PerformRequests.self) }

  func schedule(_ selector: Selector, on target: AnyObject, with object: Any?, after delay: TimeInterval) {
    next += 1
    let id = next
    pending.append(Request(id: id, target: target, selector: selector))
    // The target is kept until the call, as the runtime retains it.
    (clock ?? VirtualClock.current).schedule(after: max(0, delay.isFinite ? delay : 0)) { [self] in
      guard let i = pending.firstIndex(where: { $0.id == id }) else { return }
      pending.remove(at: i)
      SelectorRegistry.perform(selector, on: target, [object])
    }
  }

  func cancel(target: AnyObject, selector: Selector?) {
    pending.removeAll { $0.target === target && (selector == nil || $0.selector == selector) }
  }
}
