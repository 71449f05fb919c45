import Foundation

// MARK: - The animator protocols

/// UIKit's protocol for objects that run animations on views: the states and
/// the calls a transition's `interruptibleAnimator(using:)` result answers.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator whose animations can be added to and continued with new timing.
/// (Apple's methods are optional in Objective-C; `UIViewPropertyAnimator` has all.)
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
