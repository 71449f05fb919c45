import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what a size change or transition in
/// progress reports. Flipbook's screen does not rotate, so no coordinator is ever handed out;
/// the protocols exist so code that adopts them compiles as on iOS.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  /// A Boolean value that indicates whether the transition is animated.
  var isAnimated: Bool { get }
  /// A Boolean value that indicates whether the transition is currently driven interactively.
  var isInteractive: Bool { get }
  /// A Boolean value that indicates whether the transition was cancelled.
  var isCancelled: Bool { get }
  /// The duration of the transition, in seconds.
  var transitionDuration: TimeInterval { get }
  /// The view that contains the views taking part in the transition.
  var containerView: UIView { get }
  /// Returns the view controller the key names: the one the transition leaves or the one it brings in.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

/// `UIViewControllerTransitionCoordinator`.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs the given animations alongside the transition and the completion block after it, returning whether they ran.
  @discardableResult
  func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}
