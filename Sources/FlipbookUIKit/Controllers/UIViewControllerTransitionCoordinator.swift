import Foundation

/// `UIViewControllerTransitionCoordinatorContext`: what a transition in progress reports
/// to the blocks given to its coordinator.
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
  /// Returns the view the key names, or nil when the transition leaves that view alone.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// The presentation style of a presentation or dismissal; `.none` for a push or pop.
  var presentationStyle: UIModalPresentationStyle { get }
  /// A Boolean value that indicates whether the transition started interactively.
  var initiallyInteractive: Bool { get }
  /// A Boolean value that indicates whether the transition can be interrupted.
  var isInterruptible: Bool { get }
  /// How far an interactive transition has come, from 0 to 1.
  var percentComplete: CGFloat { get }
  /// The speed at which the rest of an interactive transition plays once the finger lets go.
  var completionVelocity: CGFloat { get }
  /// The timing curve of the rest of an interactive transition once the finger lets go.
  var completionCurve: UIView.AnimationCurve { get }
  /// The rotation the transition applies: the identity, as the screen does not rotate.
  var targetTransform: CGAffineTransform { get }
}

extension UIViewControllerTransitionCoordinatorContext {
  /// Returns nil: a context of one's own names no views.
  public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
  /// Returns `.none`.
  public var presentationStyle: UIModalPresentationStyle { .none }
  /// Returns `isInteractive`.
  public var initiallyInteractive: Bool { isInteractive }
  /// Returns false.
  public var isInterruptible: Bool { false }
  /// Returns 0.
  public var percentComplete: CGFloat { 0 }
  /// Returns 1.
  public var completionVelocity: CGFloat { 1 }
  /// Returns `.easeInOut`.
  public var completionCurve: UIView.AnimationCurve { .easeInOut }
  /// Returns the identity.
  public var targetTransform: CGAffineTransform { .identity }
}

/// `UIViewControllerTransitionCoordinator`: what `UIViewController.transitionCoordinator`
/// returns while a presentation, dismissal, push or pop runs (from the will-appear calls to
/// the end), for animations that run beside the animator's.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs the given animations alongside the transition and the completion block after it, returning whether they ran.
  @discardableResult
  func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
               completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// Runs the given animations, in a view outside the container, alongside the transition.
  @discardableResult
  func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                  completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
  /// Calls the handler when the interactive part of the transition ends (finished or cancelled).
  func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
  /// Runs the given animations alongside the transition (no completion block).
  @discardableResult
  public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: nil)
  }
  /// Runs the animations through `animate(alongsideTransition:completion:)`.
  @discardableResult
  public func animateAlongsideTransition(in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }
  /// Calls nothing: a coordinator of one's own has no interaction.
  public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
  /// The iOS 7 spelling of `notifyWhenInteractionChanges(_:)`, deprecated in iOS 10.
  public func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
    notifyWhenInteractionChanges(handler)
  }
}

/// What a transition's coordinator holds: blocks to run beside it and after it.
struct Coordination {
  typealias Block = (UIViewControllerTransitionCoordinatorContext) -> Void
  var animations: [Block] = []
  var completions: [Block] = []
  var interactionHandlers: [Block] = []
  /// Whether the animator has started, so later alongside animations run at once.
  var started = false
  /// When the transition started, on the scene's clock.
  var start: CFTimeInterval = 0
  var startedInteractively = false
  /// Controllers whose `transitionCoordinator` is this transition while it runs.
  var controllers: [UIViewController] = []
}

/// The transition context is its own coordinator, as UIKit's coordinator wraps its context.
extension TransitionContext: UIViewControllerTransitionCoordinator {
  var isCancelled: Bool { transitionWasCancelled }
  var transitionDuration: TimeInterval { animator.transitionDuration(using: self) }
  var presentationStyle: UIModalPresentationStyle { presentation?.controller.presentationStyle ?? .none }
  var initiallyInteractive: Bool { coordination.startedInteractively }
  var percentComplete: CGFloat { interactionDriver?.percentComplete ?? (completed ? 1 : 0) }
  var completionVelocity: CGFloat { interactionDriver?.completionSpeed ?? 1 }
  var completionCurve: UIView.AnimationCurve { interactionDriver?.completionCurve ?? .easeInOut }

  /// Queued until the animator starts, then run in one animation block of the transition's
  /// duration and timing ("These animations run in the same context as the transition
  /// animations", Apple's documentation): linear while a finger drives it, the animator's
  /// curve for UIKit's own animators, and ease-in-out for custom ones, as UIKit gives
  /// animations without options. A call once the transition runs animates over what is left.
  @discardableResult
  func animate(alongsideTransition animation: Coordination.Block?, completion: Coordination.Block?) -> Bool {
    guard !completed else { return false }
    if let completion { coordination.completions.append(completion) }
    guard let animation else { return true }
    if coordination.started { runAlongside([animation]) } else { coordination.animations.append(animation) }
    return true
  }

  func notifyWhenInteractionChanges(_ handler: @escaping Coordination.Block) {
    coordination.interactionHandlers.append(handler)
  }

  /// Becomes the coordinator of `controllers` (and, through `parent`, of their children).
  func coordinate(_ controllers: [UIViewController]) {
    coordination.controllers = controllers
    for vc in controllers { vc.activeTransition = self }
  }

  /// The animator has started: the queued alongside animations run now.
  func startAlongsideAnimations() {
    coordination.started = true
    coordination.startedInteractively = isInteractive
    let queued = coordination.animations
    coordination.animations = []
    runAlongside(queued)
  }

  private func runAlongside(_ blocks: [Coordination.Block]) {
    guard !blocks.isEmpty else { return }
    guard isAnimated && !completed else { return UIView.performWithoutAnimation { for block in blocks { block(self) } } }
    let left = max(0, transitionDuration - (CACurrentMediaTime() - coordination.start))
    let options: UIView.AnimationOptions = isInteractive ? .curveLinear
      : (animator as? BuiltInTransitionAnimator)?.alongsideOptions ?? .curveEaseInOut
    UIView.animate(withDuration: left, delay: 0, options: options, animations: { for block in blocks { block(self) } })
  }

  func notifyInteractionChanged() {
    for handler in coordination.interactionHandlers { handler(self) }
  }

  /// The transition ended: the completion blocks run (before the did-appear calls, as
  /// in UIKit) and the controllers have no coordinator any more.
  func endCoordination() {
    let completions = coordination.completions
    coordination.completions = []
    for completion in completions { completion(self) }
    for vc in coordination.controllers where vc.activeTransition === self { vc.activeTransition = nil }
    coordination.controllers = []
  }
}

/// UIKit's own animators, whose timing alongside animations share.
@MainActor protocol BuiltInTransitionAnimator {
  var alongsideOptions: UIView.AnimationOptions { get }
}
