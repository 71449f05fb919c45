import Foundation

// UIKit's target-action with selectors (what the adaptation plugin makes of
// `#selector`): controls, bar button items, `UIApplication.sendAction`. The
// action is sent as the Objective-C runtime sends it: `action(sender)` or
// `action(sender, event)`, by name (`SelectorRegistry`).

extension UIView: SelectorTarget {}
extension UIViewController: SelectorTarget {}
extension UIApplication: SelectorTarget {}
extension UIBarItem: SelectorTarget {}

extension UIControl {
  /// Sends `action` to `target` for `controlEvents` (`target` is held weakly, as UIKit holds it).
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    let box = WeakTarget(object: target as AnyObject?)
    let entry = UIAction(identifier: UIAction.Identifier("target-action \(action.name) \(box.id)")) { [weak self] _ in
      guard let self else { return }
      UIApplication.shared.sendAction(action, to: box.object, from: self, for: nil)
    }
    targetActions.append((box, action, entry))
    addAction(entry, for: controlEvents)
  }

  /// Removes `action` (nil: every action) of `target` (nil: every target) for `controlEvents`.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    for (box, name, entry) in targetActions
    where (target == nil || box.object === target as AnyObject?) && (action == nil || action == name) {
      removeAction(entry, for: controlEvents)
    }
  }

  public var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.object.map { AnyHashable(ObjectIdentifier($0)) } })
  }
}

extension UIBarButtonItem {
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title)
    self.style = style
    setTarget(target, action: action)
  }

  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(image: image)
    self.style = style
    setTarget(target, action: action)
  }

  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(systemItem: systemItem)
    setTarget(target, action: action)
  }

  /// A tap on the item sends `action` to `target` with the item as the sender.
  func setTarget(_ target: Any?, action: Selector?) {
    guard let action else { return }
    let box = WeakTarget(object: target as AnyObject?)
    primaryAction = UIAction { [weak self] _ in
      UIApplication.shared.sendAction(action, to: box.object, from: self, for: nil)
    }
  }
}

extension UIApplication {
  /// Sends `action` to `target` with `sender` (and the event). A nil target would walk
  /// the responder chain, which Flipbook does not have yet: it is reported, naming the fix.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool {
    guard let target = target as AnyObject? else {
      VirtualClock.current.report(AuthoringError(
        problem: "the action '\(action.name)' has no target (a nil target walks the responder chain, which Flipbook does not model yet)",
        fix: "Pass the object whose method it is as the target."))
      return false
    }
    SelectorRegistry.perform(action, on: target, action.argumentCount >= 2 ? [sender, event] : [sender])
    return true
  }
}

/// A target held weakly, with an identity for the action it makes.
final class WeakTarget {
  weak var object: AnyObject?
  let id: Int
  nonisolated(unsafe) private static var count = 0
  init(object: AnyObject?) {
    self.object = object
    WeakTarget.count += 1
    id = WeakTarget.count
  }
}
