import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what a size change or transition in
/// progress reports. Flipbook's screen does not rotate, so no coordinator is ever handed out;
/// the protocols exist so code that adopts them compiles as on iOS.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var isCancelled: Bool { get }
  var transitionDuration: TimeInterval { get }
  var containerView: UIView { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  @discardableResult
  func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
