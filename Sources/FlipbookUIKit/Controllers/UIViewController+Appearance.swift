import Foundation
import FlipbookCoreAnimation

// MARK: - Appearance callbacks

/// Where a controller's view is in UIKit's appearance cycle.
enum AppearanceState {
  case disappeared, appearing, appeared, disappearing
}

/// The appearance cycle as UIKit runs it:
/// - a window shows its root controller at `makeKeyAndVisible()` (`viewWillAppear`
///   at once) or, when a scene never calls it, at the first commit (the scene
///   shows the window); `viewDidAppear` follows that commit's layout pass;
/// - push, pop, present and dismiss call the will-methods as the transition
///   starts and the did-methods when it completes; a cancelled interactive
///   transition turns them back (the incoming controller disappears again, the
///   outgoing one reappears), as UIKit documents for `transitionWasCancelled`;
/// - a tab switch calls both pairs at once;
/// - a container forwards each call to the children it shows
///   (`shouldAutomaticallyForwardAppearanceMethods`).
/// Source: Apple's UIViewController documentation, "Handling View-Related
/// Notifications" and `beginAppearanceTransition(_:animated:)`.
extension UIViewController {
  func startAppearance(_ isAppearing: Bool, animated: Bool) {
    let target: AppearanceState = isAppearing ? .appearing : .disappearing
    guard appearance != target, appearance != (isAppearing ? .appeared : .disappeared) else { return }
    appearance = target
    appearanceAnimated = animated
    if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    forwardedAppearance = shouldAutomaticallyForwardAppearanceMethods ? visibleChildren : []
    for child in forwardedAppearance { child.beginAppearanceTransition(isAppearing, animated: animated) }
  }

  func finishAppearance() {
    let forwarded = forwardedAppearance
    forwardedAppearance = []
    switch appearance {
    case .appearing:
      appearance = .appeared
      viewDidAppear(appearanceAnimated)
    case .disappearing:
      appearance = .disappeared
      viewDidDisappear(appearanceAnimated)
    case .appeared, .disappeared:
      return
    }
    for child in forwarded { child.endAppearanceTransition() }
  }

  /// Whether this controller's view is on screen (or on its way there).
  var isOnScreen: Bool { appearance == .appeared || appearance == .appearing }

  /// The will-calls of a transition from `from` to `to`. With `presenterStays`
  /// the presenter stays on screen and is not called: a presentation that is not
  /// full screen leaves the presenting view in place.
  static func beginTransitionAppearance(from: UIViewController, to: UIViewController, animated: Bool,
                                        presenter: UIViewController? = nil, presenterStays: Bool = false) {
    let moving = [(from, false), (to, true)].filter { !(presenterStays && $0.0 === presenter) }
    for (vc, appearing) in moving { vc.beginAppearanceTransition(appearing, animated: animated) }
  }

  /// The did-calls when that transition ends: completed, or cancelled and turned back.
  static func endTransitionAppearance(from: UIViewController, to: UIViewController, completed: Bool,
                                      presenter: UIViewController? = nil, presenterStays: Bool = false) {
    let moving = [(from, false), (to, true)].filter { !(presenterStays && $0.0 === presenter) }
    if !completed { for (vc, appearing) in moving.reversed() { vc.beginAppearanceTransition(!appearing, animated: true) } }
    for (vc, _) in moving { vc.endAppearanceTransition() }
  }
}

extension UIWindow {
  /// Shows the root controller: will-appear now, did-appear after this commit's layout.
  func showRootController() {
    isShown = true
    updateStatusBarAppearance()
    guard let root = rootViewController, !root.isOnScreen else { return }
    root.beginAppearanceTransition(true, animated: false)
    guard let clock = layer.clock else { return root.endAppearanceTransition() }
    clock.schedule(after: 0) { [weak root] in root?.endAppearanceTransition() }
  }
}

extension UIKitState {
  /// At each commit, windows that hold a controller but were never made key
  /// and visible are shown: the scene shows its window.
  func showPendingWindows() {
    let pending = windowsAwaitingShow
    windowsAwaitingShow.removeAll()
    for window in pending where !window.isShown && !window.isHidden { window.showRootController() }
  }
}
