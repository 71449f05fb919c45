import Foundation

extension UINavigationController {
  /// Replaces the stack. When the top controller changes, UIKit moves to the new
  /// top as a push (a controller that was not in the stack) or a pop (one that was),
  /// animated or not; the controllers that leave the stack leave when it completes.
  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    guard let newTop = controllers.last else { return }
    let old = stack
    for vc in controllers where vc.parent !== self { addChild(vc) }
    guard let oldTop = old.last, oldTop !== newTop, isViewLoaded, incomingController == nil else {
      stack = controllers
      finishReplacing(old, keeping: controllers)
      if isViewLoaded { showTop() }
      return
    }
    let operation: Operation = old.contains { $0 === newTop } ? .pop : .push
    stack = controllers
    transition(operation, from: oldTop, to: newTop, toIndex: controllers.count - 1, animated: animated) { completed in
      guard completed else { return }
      self.finishReplacing(old, keeping: controllers)
    }
  }

  /// Controllers of `old` not in `kept` leave as children; new ones are told they arrived.
  private func finishReplacing(_ old: [UIViewController], keeping kept: [UIViewController]) {
    for vc in old where !kept.contains(where: { $0 === vc }) {
      vc.willMove(toParent: nil)
      if vc.viewIfLoaded?.superview === viewIfLoaded { vc.view.removeFromSuperview() }
      vc.removeFromParent()
    }
    for vc in kept where !old.contains(where: { $0 === vc }) { vc.didMove(toParent: self) }
  }

  /// Shows the top controller's view without a transition (a stack set while nothing shows, or the same top).
  private func showTop() {
    guard let top = topViewController else { return }
    for vc in stack where vc !== top && vc.viewIfLoaded?.superview === view { vc.view.removeFromSuperview() }
    if top.view.superview !== view {
      top.view.frame = view.bounds
      top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.insertSubview(top.view, belowSubview: navigationBar)
    }
    navigationBarChanged()
  }
}
