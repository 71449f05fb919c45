import Foundation

// MARK: - UIWindow

/// The window at the root of a scene's views. `makeKeyAndVisible()` does nothing.
open class UIWindow: UIView {
  open func makeKeyAndVisible() {}
  /// Setting it puts the controller's view in the window, filling it.
  open var rootViewController: UIViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController { old.view.removeFromSuperview() }
      if let vc = rootViewController {
        vc.view.frame = bounds
        addSubview(vc.view)
      }
    }
  }
}
