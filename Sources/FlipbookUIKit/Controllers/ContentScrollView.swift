import Foundation

// MARK: - The scroll view bars watch

extension UIViewController {
  /// The scroll view a container's bar watches for its edge: the controller's view
  /// itself, or its view's first subview, as UIKit looks for it.
  var contentScrollView: UIScrollView? {
    guard isViewLoaded else { return nil }
    return view as? UIScrollView ?? view.subviews.first as? UIScrollView
  }
}

extension UIScrollView {
  /// Whether a navigation controller holds this scroll view (UIKit's `.automatic`
  /// inset adjustment then adds the safe area whether or not it scrolls vertically).
  var isInNavigationController: Bool {
    var view: UIView? = self
    while let v = view {
      if v.viewDelegate is UINavigationController { return true }
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
