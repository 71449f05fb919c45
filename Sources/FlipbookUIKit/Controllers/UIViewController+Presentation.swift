import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Presentation and dismissal

extension UIViewController {
  /// The controller whose view fills the window: the root of the parent chain.
  var rootAncestor: UIViewController {
    var vc: UIViewController = self
    while let p = vc.parent { vc = p }
    return vc
  }

  /// `transitionCoordinator`: this controller's running transition, else its nearest parent's.
  var coordinatorInEffect: UIViewControllerTransitionCoordinator? {
    activeTransition ?? parent?.transitionCoordinator
  }

  /// `presentationController`: the parent's when there is one, else this controller's own,
  /// made when first asked for (as UIKit does, so a delegate can be set before presenting).
  var managingPresentationController: UIPresentationController {
    if let parent, let managing = parent.presentationController { return managing }
    if let made = ownPresentationController { return made }
    let made = UIPresentationController(presentedViewController: self, presenting: nil)
    ownPresentationController = made
    return made
  }

  /// The presentation controller for presenting `presented` from `presenter`: the transitioning
  /// delegate's for a `.custom` presentation, else the one it has (or a plain one).
  private static func presentationController(for presented: UIViewController, presenting presenter: UIViewController,
                                             source: UIViewController) -> UIPresentationController {
    if presented.modalPresentationStyle == .custom,
       let custom = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: presenter,
                                                                              source: source) {
      presented.ownPresentationController = custom
      return custom
    }
    if let own = presented.ownPresentationController { return own }
    let made = UIPresentationController(presentedViewController: presented, presenting: presenter)
    presented.ownPresentationController = made
    return made
  }

  /// `present(_:animated:completion:)`: over this one's window (default: cover vertical,
  /// the new view slides up from the bottom); a transitioning delegate's animator
  /// replaces the default, and a `.custom` presentation has its presentation controller's
  /// container and frame.
  func runPresentation(of viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)?) {
    let presenter = rootAncestor
    guard let window = presenter.view.superview ?? presenter.view else { return }
    let presented = viewControllerToPresent
    presenter.presentedViewController = presented
    presented.presentingViewController = presenter
    let controller = Self.presentationController(for: presented, presenting: presenter, source: self)
    let container = controller.openContainer(in: window, presenter: presenter)
    let delegate = presented.transitioningDelegate
    let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: self)
      ?? presented.defaultTransitionAnimator(presenting: true)
    let interaction = animator.flatMapInteraction { delegate?.interactionControllerForPresentation(using: $0) }
    let onScreen = presenter.isOnScreen, stays = presented.modalPresentationStyle.keepsPresenter
    let custom = presented.modalPresentationStyle == .custom
    presented.isBeingPresented = true
    let finalFrame = custom ? controller.frameOfPresentedViewInContainerView : presented.presentedFrame(in: container)
    let context = TransitionContext(container: container, from: presenter, to: presented, animated: flag,
                                    finalFrameOfTo: finalFrame, animator: animator) { completed in
      controller.presentationTransitionDidEnd(completed)
      // The flags stay set through viewDidAppear/viewDidDisappear, as UIKit keeps them.
      if onScreen {
        Self.endTransitionAppearance(from: presenter, to: presented, completed: completed, presenter: presenter,
                                     presenterStays: stays)
      }
      presented.isBeingPresented = false
      if !completed {
        presented.view.removeFromSuperview()
        controller.closeContainer()
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
      }
      completion?()
    }
    context.presentation = (controller, true)
    context.coordinate([presenter, presented])
    if onScreen {
      Self.beginTransitionAppearance(from: presenter, to: presented, animated: flag, presenter: presenter, presenterStays: stays)
    }
    controller.presentationTransitionWillBegin()
    context.run(interaction: interaction)
  }

  /// `dismiss(animated:completion:)`: the controller this one presented, or this one.
  func runDismissal(animated flag: Bool, completion: (() -> Void)?) {
    let presenter: UIViewController
    let presented: UIViewController
    if let p = presentedViewController {
      presenter = self.rootAncestor
      presented = p
    } else if let p = presentingViewController {
      presenter = p
      presented = self
    } else {
      return
    }
    let controller = presented.ownPresentationController
      ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
    guard let container = controller.containerView ?? presented.view.superview else { return }
    let delegate = presented.transitioningDelegate
    let animator = delegate?.animationController(forDismissed: presented)
      ?? presented.defaultTransitionAnimator(presenting: false)
    let interaction = animator.flatMapInteraction { delegate?.interactionControllerForDismissal(using: $0) }
    let onScreen = presented.isOnScreen, stays = presented.modalPresentationStyle.keepsPresenter
    presented.isBeingDismissed = true
    let context = TransitionContext(container: container, from: presented, to: presenter, animated: flag,
                                    finalFrameOfTo: container.bounds, animator: animator) { completed in
      controller.dismissalTransitionDidEnd(completed)
      if onScreen {
        Self.endTransitionAppearance(from: presented, to: presenter, completed: completed, presenter: presenter,
                                     presenterStays: stays)
      }
      presented.isBeingDismissed = false
      if completed {
        // A page sheet dismissed without its animation still gives the presenter back its full screen.
        if presented.modalPresentationStyle.isSheet { PageSheetAnimator.restore(presenter.view, in: container) }
        presented.view.removeFromSuperview()
        controller.closeContainer()
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
      }
      completion?()
    }
    context.presentation = (controller, false)
    context.coordinate([presenter, presented])
    if onScreen {
      Self.beginTransitionAppearance(from: presented, to: presenter, animated: flag, presenter: presenter, presenterStays: stays)
    }
    controller.dismissalTransitionWillBegin()
    context.run(interaction: interaction)
  }
}

extension UIViewControllerAnimatedTransitioning {
  func flatMapInteraction(_ f: (UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?)
    -> UIViewControllerInteractiveTransitioning? { f(self) }
}
