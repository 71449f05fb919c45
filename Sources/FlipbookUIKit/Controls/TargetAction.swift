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
    let entry = UIAction(identifier: UIAction.Identifier("target-action \(action.name) \(ObjectIdentifier(box).hashValue)")) { [weak self] _ in
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

  /// The targets that the control sends actions to and that still exist.
  ///
  /// Unlike UIKit's set of the target objects, this holds each target's `ObjectIdentifier` and omits `nil` targets.
  public var allTargets: Set<AnyHashable> {
    Set(targetActions.compactMap { $0.target.object.map { AnyHashable(ObjectIdentifier($0)) } })
  }
}

extension UIBarButtonItem {
  /// Creates an item with the given title and style that sends an action to a target when tapped.
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init(title: title)
    self.style = style
    setTarget(target, action: action)
  }

  /// Creates an item with the given image and style that sends an action to a target when tapped.
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init(image: image)
    self.style = style
    setTarget(target, action: action)
  }

  /// Creates a system item, such as Done or Add, that sends an action to a target when tapped.
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
    self.init(systemItem: systemItem)
    setTarget(target, action: action)
  }

  /// A tap on the item sends `action` to `target` with the item as the sender.
  func setTarget(_ target: Any?, action: Selector?) {
    self.target = target as AnyObject?
    self.action = action
  }

  /// The tap's primary action for the current target and action (nil target: the responder chain).
  func wireTargetAction() {
    guard action != nil else { return }
    primaryAction = UIAction { [weak self] _ in
      guard let self, let action = self.action else { return }
      UIApplication.shared.sendAction(action, to: self.target, from: self, for: nil)
    }
  }
}

extension UIApplication {
  /// Sends `action` to `target` with `sender` (and the event). A nil target sends it
  /// to the first object of the sender's responder chain that responds to it (the
  /// sender, its view controller or superview, …, the window, the application), as
  /// UIKit does; false when none does.
  @discardableResult
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: AnyObject?) -> Bool {
    let arguments: [Any?] = action.argumentCount >= 2 ? [sender, event] : [sender]
    if let target = target as AnyObject? {
      SelectorRegistry.perform(action, on: target, arguments)
      return true
    }
    var responder: AnyObject? = sender as AnyObject?
    var seen = Set<ObjectIdentifier>()
    while let current = responder, seen.insert(ObjectIdentifier(current)).inserted {
      if SelectorRegistry.responds(current, to: action) {
        SelectorRegistry.perform(action, on: current, arguments)
        return true
      }
      responder = Self.nextResponder(after: current)
    }
    return false
  }

  /// The responder chain's next object after `object` (a responder's `next`).
  static func nextResponder(after object: AnyObject) -> AnyObject? { (object as? UIResponder)?.next }
}

/// A target held weakly; the box's identity names the action it makes.
final class WeakTarget {
  weak var object: AnyObject?
  init(object: AnyObject?) { self.object = object }
}
