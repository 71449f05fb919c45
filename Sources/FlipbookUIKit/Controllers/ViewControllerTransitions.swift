import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Protocols (UIKit's names)

public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "from")
  public static let to = Self(rawValue: "to")
}

public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let from = Self(rawValue: "from")
  public static let to = Self(rawValue: "to")
}

@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
  var containerView: UIView { get }
  var isAnimated: Bool { get }
  var isInteractive: Bool { get }
  var transitionWasCancelled: Bool { get }
  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
  func view(forKey key: UITransitionContextViewKey) -> UIView?
  func initialFrame(for vc: UIViewController) -> CGRect
  func finalFrame(for vc: UIViewController) -> CGRect
  func completeTransition(_ didComplete: Bool)
  func updateInteractiveTransition(_ percentComplete: CGFloat)
  func finishInteractiveTransition()
  func cancelInteractiveTransition()
}

@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
  func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
  func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
  public func animationEnded(_ transitionCompleted: Bool) {}
}

@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
  func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
}

@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(_ navigationController: UINavigationController,
                            animationControllerFor operation: UINavigationController.Operation,
                            from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
  func navigationController(_ navigationController: UINavigationController,
                            interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  public func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
}

@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning?
  func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
  func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
  func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning?
}

extension UIViewControllerTransitioningDelegate {
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
  public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { nil }
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
  private var completed = false
  /// Keeps the context alive until it completes (animators hold it only in closures).
  private var selfRetain: TransitionContext?

  init(container: UIView, from: UIViewController, to: UIViewController, animated: Bool, finalFrameOfTo: CGRect,
       animator: UIViewControllerAnimatedTransitioning, done: @escaping (Bool) -> Void) {
    (self.containerView, self.from, self.to, self.isAnimated, self.finalFrameOfTo, self.animator, self.done) =
      (container, from, to, animated, finalFrameOfTo, animator, done)
  }

  func run(interaction: UIViewControllerInteractiveTransitioning?) {
    selfRetain = self
    guard isAnimated else {
      // No animation: the to-view simply takes the from-view's place.
      to.view.frame = finalFrameOfTo
      if to.view.superview == nil { containerView.addSubview(to.view) }
      completeTransition(true)
      return
    }
    if let interaction {
      isInteractive = true
      interaction.startInteractiveTransition(self)
    } else {
      animator.animateTransition(using: self)
    }
  }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    key == .from ? from : key == .to ? to : nil
  }

  func view(forKey key: UITransitionContextViewKey) -> UIView? {
    key == .from ? from.view : key == .to ? to.view : nil
  }

  func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? finalFrameOfTo : .zero }

  func completeTransition(_ didComplete: Bool) {
    guard !completed else { return }
    completed = true
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
  func markCancelled() { transitionWasCancelled = true }
}

// MARK: - Percent-driven interaction

/// Drives an animator's animations by a progress: the container's layer is paused
/// and its time set to `percent · duration`; `finish()` resumes it, `cancel()` plays
/// it backwards to the start, then completes the transition as cancelled.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
  public private(set) var percentComplete: CGFloat = 0
  /// How fast the remaining part plays after finish or cancel (1: real time).
  open var completionSpeed: CGFloat = 1
  /// Whether the transition starts interactively (Flipbook's scripted transitions always drive it).
  open var wantsInteractiveStart = true
  open var completionCurve: UIView.AnimationCurve = .easeInOut
  open var duration: CGFloat { CGFloat(context.map { $0.animator.transitionDuration(using: $0) } ?? 0) }
  private var context: TransitionContext?
  private var layer: CALayer?
  private var pausedAt: Double = 0

  public init() {}

  open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
    guard let ctx = transitionContext as? TransitionContext else { return }
    context = ctx
    ctx.interactionDriver = self
    let layer = ctx.containerView.layer
    self.layer = layer
    // Pause first, so the animator's animations begin at the paused local time.
    pausedAt = layer.convertTime(CACurrentMediaTime(), from: nil)
    layer.speed = 0
    layer.timeOffset = pausedAt
    ctx.animator.animateTransition(using: ctx)
  }

  open func update(_ percentComplete: CGFloat) {
    guard let layer else { return }
    self.percentComplete = max(0, min(1, percentComplete))
    layer.timeOffset = pausedAt + Double(self.percentComplete * duration)
  }

  /// Plays the rest forwards; the animator's completion then completes the transition.
  open func finish() {
    guard let layer else { return }
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
