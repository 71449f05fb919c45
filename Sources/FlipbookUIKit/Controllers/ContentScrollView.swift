import Foundation

// MARK: - The scroll view bars watch

extension UIViewController {
  /// The scroll view a container's bar watches for its edge: the controller's view
  /// itself, or its view's first subview, as UIKit looks for it.
  var contentScrollView: UIScrollView? {
    // A container's is its visible child's (a tab bar over a navigation controller).
    if let nav = self as? UINavigationController { return nav.topViewController?.contentScrollView }
    if let tabs = self as? UITabBarController { return tabs.selectedViewController?.contentScrollView }
    guard isViewLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}

extension UIScrollView {
  /// Whether this is the scroll view of a controller in a navigation controller
  /// (UIKit's `.automatic` inset adjustment then adds the safe area whether or not
  /// it scrolls vertically; a scroll view nested inside it does not get that).
  var isInNavigationController: Bool {
    var view: UIView? = self
    while let v = view {
      if let owner = v.viewDelegate { return owner.contentScrollView === self && owner.navigationController != nil }
      view = v.superview
    }
    return false
  }

  /// Tells the bars of the containers around this scroll view that it scrolled:
  /// a navigation bar or a tab bar may change between its scroll-edge and standard
  /// appearance (inside an animation block, the change animates).
  func scrolledUnderBars() {
    var view = superview
    while let v = view {
      if let nav = v.viewDelegate as? UINavigationController { nav.contentScrolled() }
      if let tabs = v.viewDelegate as? UITabBarController { tabs.tabBar.refresh() }
      view = v.superview
    }
  }
}
