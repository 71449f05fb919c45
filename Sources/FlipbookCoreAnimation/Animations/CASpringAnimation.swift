import Foundation
import FlipbookTimeline

// MARK: - CASpringAnimation

/// A damped spring (doc §5.1–5.4). `duration` is not derived: set it, usually to
/// `settlingDuration`; the spring is evaluated at the animation's basic time.
open class CASpringAnimation: CABasicAnimation {
  /// The mass of the object attached to the end of the spring; 1 by default.
  open var mass: CGFloat = 1
  /// The spring's stiffness coefficient; 100 by default.
  open var stiffness: CGFloat = 100
  /// The spring's damping coefficient, the friction that slows it; 10 by default.
  open var damping: CGFloat = 10
  /// In from→to distances per second; positive moves toward the target.
  open var initialVelocity: CGFloat = 0
  /// When false (the default) an overdamped spring is treated as critically damped.
  open var allowsOverdamping = false

  package override class func makeBuiltIn() -> CAAnimation { CASpringAnimation() }

  /// `init(perceptualDuration:bounce:)` (iOS 17): mass 1, stiffness (2π/T)²,
  /// damping from the bounce, overdamping allowed, duration = settlingDuration.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let T = max(perceptualDuration, 1e-6)
    mass = 1
    stiffness = pow(2 * .pi / T, 2)
    damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / T : 4 * .pi / (T * (1 + bounce))
    allowsOverdamping = true
    duration = settlingDuration
  }

  /// 2π√(m/k).
  open var perceptualDuration: CFTimeInterval { 2 * .pi * (Double(mass) / Double(stiffness)).squareRoot() }

  /// How bouncy the spring is, derived from `damping` and `perceptualDuration`: 0 for none, up to 1 for more bounce,
  /// negative for an overdamped spring.
  open var bounce: CGFloat {
    let T = perceptualDuration
    let unbounced = 4 * .pi / T
    let d = Double(damping)
    return CGFloat(d <= unbounced ? 1 - d / unbounced : unbounced / d - 1)
  }

  var params: SpringParams {
    SpringParams(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                 initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
  }

  /// How long until the spring stays within 0.001 of rest (doc §5.3), divided by |speed|.
  open var settlingDuration: CFTimeInterval {
    let d = params.duration(epsilon: 0.001)
    if speed == 0 { return Double(Float.greatestFiniteMagnitude) }
    return min(d / Double(abs(speed)), Double(Float.greatestFiniteMagnitude))
  }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CASpringAnimation else { return }
    mass = o.mass; stiffness = o.stiffness; damping = o.damping
    initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let (keyPath, vf, from, to, by) = try endpoints()
    return try propertyAnimation(keyPath, vf, .spring(from: from, to: to, by: by, params), defaultDuration: defaultDuration)
  }
}
