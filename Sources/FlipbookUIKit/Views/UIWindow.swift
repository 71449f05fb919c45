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
    joinScene()
    addStatusBarIfShown()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    joinScene()
    addStatusBarIfShown()
  }

  /// A window for the app's one window scene, filling the screen (a scene delegate's window).
  public convenience init(windowScene: UIWindowScene) {
    self.init(frame: UIScreen.main.bounds)
  }

  /// A window's next responder is the application.
  open override var next: UIResponder? { UIApplication.shared }

  /// Whether this is the key window (made key last).
  open private(set) var isKeyWindow = false

  /// Makes the window the key window, shows it, and shows its root view controller (its appearance calls).
  open func makeKeyAndVisible() {
    makeKey()
    isHidden = false
    showRootController()
  }

  /// Makes the window the key window, so that no other window is key; it does not show the window.
  open func makeKey() {
    for window in UIApplication.shared.windows { window.isKeyWindow = false }
    isKeyWindow = true
  }

  /// The app's one window scene.
  open var windowScene: UIWindowScene? {
    get { UIApplication.shared.windowScene }
    set {}
  }

  /// A window's layer is the root of a shown tree, and the window is the scene's (`UIApplication.shared.windows`).
  private func joinScene() {
    layer.isDisplayRoot = true
    (layer.clock ?? VirtualClock.current).uiKit.windows.append(self)
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
