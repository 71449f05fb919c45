import Foundation

/// How UIKit presents and dismisses an alert controller (docs/research/ios-look.md
/// §8, from UIKit's `-animateAlertControllerView:…`): an alert springs from 1.2x
/// to 1x while it and the dimming fade in, in one spring block of 0.404 s with a
/// damping ratio of 600 (critically damped); dismissal fades both out in the same
/// block at 1x. An action sheet slides up from below the screen on curve 7 (the
/// spring of navigation transitions) as the dimming fades in, and back down.
final class AlertTransitionAnimator: UIViewControllerAnimatedTransitioning {
  let presenting: Bool
  let style: UIAlertController.Style
  init(presenting: Bool, style: UIAlertController.Style) { (self.presenting, self.style) = (presenting, style) }

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    style == .alert ? 0.404 : 0.5
  }

  func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    let key: UITransitionContextViewControllerKey = presenting ? .to : .from
    guard let alert = ctx.viewController(forKey: key) as? UIAlertController, let view = alert.view else {
      return ctx.completeTransition(true)
    }
    if presenting {
      view.frame = ctx.finalFrame(for: alert)
      ctx.containerView.addSubview(view)
    }
    let box = alert.makeBoxIfNeeded()
    let finish: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
    if style == .actionSheet {
      let below = view.bounds.height - box.frame.minY
      if presenting {
        box.transform = CGAffineTransform(translationX: 0, y: below)
        alert.dimming.alpha = 0
      }
      UIView.animate(withDuration: 0.5, delay: 0, options: NavigationSlideAnimator.curve7, animations: {
        box.transform = self.presenting ? .identity : CGAffineTransform(translationX: 0, y: below)
        alert.dimming.alpha = self.presenting ? 1 : 0
      }, completion: finish)
      return
    }
    if presenting {
      box.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
      box.alpha = 0
      alert.dimming.alpha = 0
    }
    UIView.animate(withDuration: 0.404, delay: 0, usingSpringWithDamping: 600, initialSpringVelocity: 0, options: [],
                   animations: {
      if self.presenting { box.transform = .identity }
      box.alpha = self.presenting ? 1 : 0
      alert.dimming.alpha = self.presenting ? 1 : 0
    }, completion: finish)
  }
}
