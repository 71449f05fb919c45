import Foundation

// MARK: - The animator protocols

/// UIKit's protocol for objects that run animations on views: the states and
/// the calls a transition's `interruptibleAnimator(using:)` result answers.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  /// The animator's current state: inactive, active or stopped.
  var state: UIViewAnimatingState { get }
  /// A Boolean value that indicates whether the animations are running, as opposed to paused or not started.
  var isRunning: Bool { get }
  /// A Boolean value that indicates whether the animations run backwards, towards their start values.
  var isReversed: Bool { get set }
  /// The completed fraction of the animations, from 0 to 1.
  var fractionComplete: CGFloat { get set }
  /// Starts the animations, or resumes them when paused.
  func startAnimation()
  /// Starts the animations after the given delay, in seconds.
  func startAnimation(afterDelay delay: TimeInterval)
  /// Pauses the running animations where they are.
  func pauseAnimation()
  /// Stops the animations where they are, either finishing at once or waiting for `finishAnimation(at:)`.
  func stopAnimation(_ withoutFinishing: Bool)
  /// Finishes stopped animations, leaving the views at the given position.
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and continued with new timing.
/// (Apple's methods are optional in Objective-C; `UIViewPropertyAnimator` has all.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  /// Adds the given animation block to the animator.
  func addAnimations(_ animation: @escaping () -> Void)
  /// Adds the given animation block, starting it the given fraction of the duration later.
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  /// Adds a completion handler, which receives the position where the animations ended.
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  /// Resumes paused animations with new timing, over the remaining duration scaled by the given factor.
  func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
