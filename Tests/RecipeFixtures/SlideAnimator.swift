import UIKit

/// A presentation animator: the incoming view slides up while the outgoing one shrinks.
class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.5
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    guard let toView = transitionContext.view(forKey: .to) else { return }
    let container = transitionContext.containerView
    toView.frame = container.bounds.offsetBy(dx: 0, dy: container.bounds.height)
    container.addSubview(toView)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toView.frame = container.bounds
      transitionContext.view(forKey: .from)?.layer.transform = CATransform3DMakeScale(0.9, 0.9, 1)
    }, completion: { finished in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    })
  }
}

class CardViewController: UIViewController, UIViewControllerTransitioningDelegate {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemTeal
  }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return SlideAnimator()
  }
}
