import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Protocols (UIKit's names)

/// A key that names one of the view controllers in a transition, for `viewController(forKey:)`.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The key for the view controller that is visible at the start of the transition.
  public static let from = Self(rawValue: "from")
  /// The key for the view controller that is visible at the end of a completed transition.
  public static let to = Self(rawValue: "to")
}

/// A key that names one of the views in a transition, for `view(forKey:)`.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The key for the view that is visible at the start of the transition.
  public static let from = Self(rawValue: "from")
  /// The key for the view that is visible at the end of a completed transition.
  public static let to = Self(rawValue: "to")
}

/// A protocol for the context of a transition between two view controllers, which UIKit hands to the animator.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  /// The view that acts as the superview of the views taking part in the transition.
  var containerView: UIView { get }
  /// A Boolean value that indicates whether the transition is animated.
  var isAnimated: Bool { get }
  /// A Boolean value that indicates whether an interaction controller is driving the transition.
  var isInteractive: Bool { get }
  /// A Boolean value that indicates whether the transition was cancelled.
  var transitionWasCancelled: Bool { get }
  /// Returns the view controller the key names: the one the transition leaves or the one it brings in.
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  /// Returns the view the key names: that of the controller the transition leaves or of the one it brings in.
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  /// Returns the frame of the view controller's view at the start of the transition, or `.zero` if it is unknown.
  func initialFrame(for vc: UIViewController) -> CGRect
  /// Returns the frame the view controller's view should have at the end of the transition, or `.zero` if unknown.
  func finalFrame(for vc: UIViewController) -> CGRect
  /// Tells the system that the transition's animations are done; pass `false` if it was cancelled.
  func completeTransition(_ didComplete: Bool)
  /// Updates the completion percentage of an interactive transition.
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  /// Tells the system that the interaction ended and the transition should run to its end.
  func finishInteractiveTransition()
  /// Tells the system that the interaction was cancelled and the transition should return to its start.
  func cancelInteractiveTransition()
}

/// A protocol for an object that runs the animations of a custom view controller transition.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  /// Returns the duration of the transition's animations, in seconds.
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  /// Runs the transition's animations, calling the context's `completeTransition(_:)` when they end.
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  /// Tells the animator that the transition has ended, and whether it completed.
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  /// Does nothing; implement the method to clean up after a transition.
  public func animationEnded(_ transitionCompleted: Bool) {}
}

/// A protocol for an object that drives a transition's progress, as a gesture does.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  /// Starts the interactive transition, setting up the animations it will drive.
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
  /// Whether the transition starts driven (true) or plays by itself until paused (false).
  var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
  /// Returns true: the transition starts driven.
  public var wantsInteractiveStart: Bool { true }
}

/// A protocol for a navigation controller's delegate, which can supply custom push and pop transitions.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  /// Returns the animator for a push or pop, or `nil` to use the standard slide.
  func navigationController(_ navigationController: UINavigationController,
                            animationControllerFor operation: UINavigationController.Operation,
                            from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// Returns the interaction controller that drives the transition's animator, or `nil` for a non-interactive one.
  func navigationController(_ navigationController: UINavigationController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
  /// Returns `nil`, so the navigation controller uses the standard slide.
  public func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// Returns `nil`, so the transition isn't interactive unless the back-swipe gesture drives a pop.
  public func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
}

/// A protocol for a transitioning delegate, which can supply custom present and dismiss transitions.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  /// Returns the animator for presenting the view controller, or `nil` to use the standard one.
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// Returns the animator for dismissing the view controller, or `nil` to use the standard one.
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  /// Returns the interaction controller that drives the presentation, or `nil` for a non-interactive one.
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// Returns the interaction controller that drives the dismissal, or `nil` for a non-interactive one.
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  /// Returns the presentation controller of a `.custom` presentation, or `nil` for a standard one.
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                              source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
  /// Returns `nil`, so the standard presentation animator is used.
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// Returns `nil`, so the standard dismissal animator is used.
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  /// Returns `nil`, so the presentation isn't interactive.
  public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
  /// Returns `nil`, so the dismissal isn't interactive.
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
  /// Returns `nil`, so a `.custom` presentation has a standard `UIPresentationController`.
  public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                     source: UIViewController) -> UIPresentationController? { nil }
}

// MARK: - The transition context

/// What an animator works with: the container, the two controllers and their
/// views and frames. `completeTransition` finishes the navigation or presentation
/// (or undoes it when cancelled).
final class TransitionContext: UIViewControllerContextTransitioning {
  let containerView: UIView
  let from: UIViewController
  let to: UIViewController
  let isAnimated: Bool
  private(set) var isInteractive = false
  private(set) var transitionWasCancelled = false
  let finalFrameOfTo: CGRect
  let animator: UIViewControllerAnimatedTransitioning
  private let done: (Bool) -> Void
  private(set) var completed = false
  /// The presentation or dismissal this transition runs (nil: a push or pop).
  var presentation: (controller: UIPresentationController, presenting: Bool)?
  /// The transition coordinator's blocks and state (UIViewControllerTransitionCoordinator.swift).
  var coordination = Coordination()
  /// Keeps the context alive until it completes (animators hold it only in closures).
  private var selfRetain: TransitionContext?

  init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool, finalFrameOfTo: CGRect,
       animator: UIViewControllerAnimatedTransitioning, done: @escaping (Bool) -> Void) {
    (self.containerView, self.from, self.to, self.isAnimated, self.finalFrameOfTo, self.animator, self.done) =
      (container, from, to, animated, finalFrameOfTo, animator, done)
  }

  func run(interaction: UIViewControllerInteractiveTransitioning?) {
    selfRetain = self
    coordination.start = CACurrentMediaTime()
    guard isAnimated else {
      // No animation: the to-view simply takes the from-view's place.
      if let toView = view(forKey: .to) ?? to.view {
        toView.frame = finalFrameOfTo
        if toView.superview == nil { containerView.addSubview(toView) }
      }
      startAlongsideAnimations()
      completeTransition(true)
      return
    }
    if let interaction {
      isInteractive = interaction.wantsInteractiveStart
      interaction.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
    startAlongsideAnimations()
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  /// A presentation's presented side is the presentation controller's `presentedView`. The
  /// presenter's view is nil when a `.custom` presentation leaves it in place (UIKit's
  /// documentation of `view(forKey:)`: "the presenting view controller's view is not part
  /// of the transition"), as it is on iOS.
  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    guard key == .from || key == .to else { return nil }
    guard let (controller, presenting) = presentation else { return key == .from ? from.view : to.view }
    if (key == .to) == presenting { return controller.presentedView ?? (presenting ? to.view : from.view) }
    return controller.leavesPresenterInPlace ? nil : presenting ? from.view : to.view
  }

  func initialFrame(for vc: UIViewController) -> CGRect {
    guard vc === from else { return .zero }
    if let (controller, presenting) = presentation, !presenting, controller.presentationStyle == .custom {
      return controller.frameOfPresentedViewInContainerView
    }
    return containerView.bounds
  }
  func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? finalFrameOfTo : .zero }

  func completeTransition(_ didComplete: Bool) {
    guard !completed else { return }
    completed = true
    if !didComplete { transitionWasCancelled = true }
    endCoordination()
    done(didComplete)
    animator.animationEnded(didComplete)
    selfRetain = nil
  }

  // Interactive updates go to the interaction controller, which drives the container's layer time.
  var interactionDriver: UIPercentDrivenInteractiveTransition?
  func updateInteractiveTransition(_ percentComplete: CGFloat) { interactionDriver?.update(percentComplete) }
  func finishInteractiveTransition() { interactionDriver?.finish() }
  func cancelInteractiveTransition() {
    transitionWasCancelled = true
    interactionDriver?.cancel()
  }
  /// The finger let go: the rest plays by itself (`notifyWhenInteractionChanges`).
  func interactionEnded() {
    guard isInteractive else { return }
    isInteractive = false
    notifyInteractionChanged()
  }
  func markCancelled() { transitionWasCancelled = true }
  /// A playing transition is paused to be driven (`pauseInteractiveTransition()`).
  func interactionBegan() { isInteractive = true }
}

// MARK: - Percent-driven interaction

/// Drives an animator's animations by a progress: the container's layer is paused
/// and its time set to `percent · duration`; `finish()` resumes it, `cancel()` plays
/// it backwards to the start, then completes the transition as cancelled.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  /// The transition's progress, from 0 to 1, as last set by `update(_:)`.
  public private(set) var percentComplete: CGFloat = 0
  /// How fast the remaining part plays after finish or cancel (1: real time).
  open var completionSpeed: CGFloat = 1
  /// Whether the transition starts interactively (Flipbook's scripted transitions always drive it).
  open var wantsInteractiveStart = true
  /// The timing curve for the rest of the transition after it finishes or is cancelled.
  ///
  /// Accepted for source compatibility: Flipbook plays the rest on the animator's own curves.
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  /// The duration of the transition, as the animator reports it; 0 before the transition starts.
  open var duration: CGFloat { CGFloat(context.map { $0.animator.transitionDuration(using: $0) } ?? 0) }
  private var context: TransitionContext?
  private var layer: CALayer?
  private var pausedAt: Double = 0

  /// Creates a percent-driven interaction controller.
  public init() {}

  /// Starts the transition paused at its start, then runs the animator's animations for `update(_:)` to drive.
  ///
  /// Flipbook pauses the container view's layer on the virtual clock; contexts from other sources are ignored.
  /// Without `wantsInteractiveStart` the animations play at once, as a non-interactive
  /// transition's do, until `pauseInteractiveTransition()` (Apple's documentation: "the
  /// transition starts non-interactively").
  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    guard let ctx = transitionContext as? TransitionContext else { return }
    context = ctx
    ctx.interactionDriver = self
    let layer = ctx.containerView.layer
    self.layer = layer
    pausedAt = layer.convertTime(CACurrentMediaTime(), from: nil)
    guard wantsInteractiveStart else { return ctx.animator.animateTransition(using: ctx) }
    // Pause first, so the animator's animations begin at the paused local time.
    layer.speed = 0
    layer.timeOffset = pausedAt
    ctx.animator.animateTransition(using: ctx)
  }

  /// Pauses a transition that plays by itself, so `update(_:)` drives it from where it is.
  open func pauseInteractiveTransition() {
    guard let layer, let ctx = context, layer.speed != 0 else { return }
    let now = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = now
    percentComplete = duration > 0 ? max(0, min(1, CGFloat(now - pausedAt) / duration)) : 0
    ctx.interactionBegan()
  }

  /// Moves the transition to the given completion percentage, clamped to 0...1.
  open func update(_ percentComplete: CGFloat) {
    guard let layer else { return }
    self.percentComplete = max(0, min(1, percentComplete))
    layer.timeOffset = pausedAt + Double(self.percentComplete * duration)
  }

  /// Plays the rest forwards; the animator's completion then completes the transition.
  open func finish() {
    guard let layer else { return }
    context?.interactionEnded()
    let offset = layer.timeOffset
    layer.speed = Float(completionSpeed)
    layer.timeOffset = offset
    layer.beginTime = CACurrentMediaTime()
  }

  /// Plays back to the start, then removes the animations (their completions run,
  /// unfinished) and completes the transition as cancelled.
  open func cancel() {
    guard let layer, let ctx = context else { return }
    ctx.markCancelled()
    ctx.interactionEnded()
    let offset = layer.timeOffset
    let back = (offset - pausedAt) / Double(max(completionSpeed, 0.01))
    layer.speed = -Float(completionSpeed)
    layer.timeOffset = offset
    layer.beginTime = CACurrentMediaTime()
    let clock = layer.clock ?? VirtualClock.current
    clock.schedule(after: max(0, back)) {
      layer.speed = 0
      layer.timeOffset = self.pausedAt
      func removeAll(_ l: CALayer) {
        l.removeAllAnimations()
        for s in l.allSublayers { removeAll(s) }
      }
      removeAll(layer)
      clock.schedule(after: 0) {
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        ctx.completeTransition(false)
      }
    }
  }
}
