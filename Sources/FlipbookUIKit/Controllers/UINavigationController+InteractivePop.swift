import Foundation

/// The interactive pop, as iOS 18's `_UINavigationInteractiveTransitionBase`
/// runs it (decompiled, research/interaction §6): a left-edge pan
/// (`UIScreenEdgePanGestureRecognizer`, 13 pt edge, 15 pt to begin) starts an
/// animated pop driven by progress p = translation / width (at most 0.999);
/// on release the pop finishes when p plus the velocity's projection over the
/// remaining time passes min(187.5 / width, 0.5) — 0.5 on a 375 pt screen,
/// 0.48 on 390 — and cancels otherwise (UIKit adds an acceleration term, left
/// out here). A fling plays the rest faster, up to 3×. It does not begin with
/// one controller on the stack or while a transition runs.
@MainActor
final class InteractivePop: UIGestureRecognizerDelegate {
  unowned let navigation: UINavigationController
  let recognizer = UIScreenEdgePanGestureRecognizer()
  private var pending: UIPercentDrivenInteractiveTransition?
  private var driver: UIPercentDrivenInteractiveTransition?

  init(_ navigation: UINavigationController) {
    self.navigation = navigation
    recognizer.edges = .left
    recognizer.delegate = self
    recognizer.addTarget(handler: { [unowned self] _ in self.changed() })
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    navigation.viewControllers.count > 1 && navigation.incomingController == nil && driver == nil
  }

  /// The driver for the pop the gesture starts (once).
  func takeDriver() -> UIPercentDrivenInteractiveTransition? {
    defer { pending = nil }
    return pending
  }

  private var width: CGFloat { max(navigation.view.bounds.width, 1) }

  private func changed() {
    let progress = min(max(recognizer.translation(in: navigation.view).x / width, 0), 0.999)
    switch recognizer.state {
    case .began:
      let made = UIPercentDrivenInteractiveTransition()
      pending = made
      navigation.popViewController(animated: true)
      guard pending == nil else { pending = nil; return }  // a delegate's interaction took over
      driver = made
      made.update(progress)
    case .changed:
      driver?.update(progress)
    case .ended, .cancelled:
      guard let driver else { return }
      self.driver = nil
      let v = recognizer.velocity(in: navigation.view).x / width  // progress per second
      let remaining = Double(1 - progress) * Double(driver.duration)
      let projected = progress + v * CGFloat(remaining)
      let finishes = recognizer.state == .ended && projected > min(187.5 / width, 0.5)
      let fling = abs(v) * driver.duration
      driver.completionSpeed = min(max(1, fling), 3)
      if finishes { driver.finish() } else { driver.cancel() }
    default:
      break
    }
  }
}
