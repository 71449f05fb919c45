import Foundation

// MARK: - UIWindow

/// The window at the root of a scene's views. It shows its root controller
/// (the appearance calls) at `makeKeyAndVisible()`, or at the first commit when
/// a scene never calls it: the scene shows the window either way.
open class UIWindow: UIView {
  /// Whether the window has shown its root controller.
  var isShown = false

  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.isDisplayRoot = true
    addStatusBarIfShown()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    layer.isDisplayRoot = true
    addStatusBarIfShown()
  }

  open func makeKeyAndVisible() {
    isHidden = false
    showRootController()
  }

  /// Setting it puts the controller's view in the window, filling it; on a
  /// shown window the old controller disappears and the new one appears.
  open var rootViewController: UIViewController? {
    didSet {
      if let old = oldValue, old !== rootViewController {
        if old.isOnScreen {
          old.beginAppearanceTransition(false, animated: false)
          old.endAppearanceTransition()
        }
        old.view.removeFromSuperview()
      }
      if let vc = rootViewController {
        vc.view.frame = bounds
        addSubview(vc.view)
        if isShown { showRootController() } else if let clock = layer.clock { clock.uiKit.windowsAwaitingShow.append(self) }
      }
    }
  }
}
