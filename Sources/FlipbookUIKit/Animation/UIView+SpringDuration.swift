import Foundation

// MARK: - iOS 17 springs: a perceptual duration and a bounce

/// iOS 17's spring from a perceptual duration and a bounce (Apple's
/// `Spring(duration:bounce:)`, WWDC23 "Animate with springs"): mass 1,
/// stiffness (2π / duration)², damping ratio 1 − bounce for a bounce ≥ 0 and
/// 1 / (1 + bounce) below 0 (overdamped), so damping = 4π·ratio / duration.
enum DurationBounceSpring {
  static func physics(duration: Double, bounce: Double) -> (stiffness: Double, damping: Double) {
    let d = max(duration, 0.01)
    let b = min(max(bounce, -0.999), 1)
    let ratio = b >= 0 ? 1 - b : 1 / (1 + b)
    let omega = 2 * Double.pi / d
    return (omega * omega, 2 * ratio * omega)
  }
}

extension UIView {
  /// iOS 17's spring block: `duration` is the perceptual duration, `bounce` 0
  /// for no overshoot (up to 1; negative is overdamped). Each change is a
  /// CASpringAnimation; the completion runs when the springs have settled.
  public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                             initialSpringVelocity velocity: CGFloat = 0, delay: TimeInterval = 0,
                             options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                             completion: ((Bool) -> Void)? = nil) {
    let physics = DurationBounceSpring.physics(duration: duration, bounce: Double(bounce))
    // The spring is drawn overdamped for a negative bounce, so it settles as one too.
    let settling = UIKitSpring.coreAnimationSettling(stiffness: physics.stiffness, damping: physics.damping,
                                                     velocity: Double(velocity), allowsOverdamping: bounce < 0)
    let state = ViewAnimationState(clock: VirtualClock.current, duration: settling, delay: delay,
                                   options: options.subtracting(.curveLinear).union(.curveLinear), completion: completion)
    state.spring = (Double(bounce >= 0 ? 1 - bounce : 1 / (1 + max(bounce, -0.999))), Double(velocity))
    state.springPhysics = physics
    perform(state, animations)
  }
}
