import Foundation
import FlipbookCoreAnimation

// UIKit's `async` variants, as Swift imports them from the completion-handler
// methods (SE-0297): the same name without `completion:`, returning what the
// completion received. `let finished = await UIView.animate(withDuration: 0.3) { … }`
// resumes when the animations end, at that virtual time (the completion runs on
// the scene's clock and resumes the task there). Imported async methods are
// `@discardableResult`, so `await UIView.animate(…)` alone does not warn.
extension UIView {
  /// Animates changes to one or more views using the specified duration, and returns whether the animations finished.
  @discardableResult
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) async -> Bool {
    await withCheckedContinuation { done in
      animate(withDuration: duration, delay: 0, options: [], animations: animations) { done.resume(returning: $0) }
    }
  }

  /// Animates changes to one or more views using the specified duration, delay and options, and returns whether the
  /// animations finished.
  @discardableResult
  public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void) async -> Bool {
    await withCheckedContinuation { done in
      animate(withDuration: duration, delay: delay, options: options, animations: animations) { done.resume(returning: $0) }
    }
  }

  /// Animates changes to one or more views with a spring of the given damping ratio and initial velocity, and
  /// returns whether the animations finished.
  @discardableResult
  public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                             usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void) async -> Bool {
    await withCheckedContinuation { done in
      animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
              initialSpringVelocity: velocity, options: options, animations: animations) { done.resume(returning: $0) }
    }
  }

  /// Animates changes to one or more views with a spring of the given perceptual duration and bounce, and returns
  /// whether the animations finished.
  @discardableResult
  public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                             initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void) async -> Bool {
    await withCheckedContinuation { done in
      animate(springDuration: duration, bounce: bounce, initialSpringVelocity: velocity, delay: delay,
              options: options, animations: animations) { done.resume(returning: $0) }
    }
  }

  /// Runs a keyframe animation of one or more views, and returns whether the animations finished.
  @discardableResult
  public static func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                      options: UIView.KeyframeAnimationOptions = [],
                                      animations: @escaping () -> Void) async -> Bool {
    await withCheckedContinuation { done in
      animateKeyframes(withDuration: duration, delay: delay, options: options, animations: animations) {
        done.resume(returning: $0)
      }
    }
  }

  /// Runs a transition animation for the given container view, and returns whether it finished.
  @discardableResult
  public static func transition(with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
                                animations: (() -> Void)?) async -> Bool {
    await withCheckedContinuation { done in
      transition(with: view, duration: duration, options: options, animations: animations) { done.resume(returning: $0) }
    }
  }

  /// Replaces one view with another using a transition animation, and returns whether it finished.
  @discardableResult
  public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                options: UIView.AnimationOptions = []) async -> Bool {
    await withCheckedContinuation { done in
      transition(from: fromView, to: toView, duration: duration, options: options) { done.resume(returning: $0) }
    }
  }
}

extension UIViewController {
  /// `await present(vc, animated: true)`: resumes when the presentation has finished.
  public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool) async {
    await withCheckedContinuation { done in present(viewControllerToPresent, animated: flag) { done.resume() } }
  }

  /// `await dismiss(animated: true)`: resumes when the dismissal has finished.
  public func dismiss(animated flag: Bool) async {
    await withCheckedContinuation { done in dismiss(animated: flag) { done.resume() } }
  }
}
