import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIKit's spring from (duration, damping ratio, velocity) (doc §5.5)

enum UIKitSpring {
  /// Stiffness and damping for mass 1 such that the spring settles to within
  /// 0.001 at `duration`: Newton's method, 12 steps from s = 5/T, on the
  /// envelope (underdamped) or the critical solution. A reconstruction of UIKit's
  /// private solver, checked against the doc's four vectors; unverified on a device.
  static func parameters(duration: Double, dampingRatio: Double, velocity: Double,
                         mass: Double = 1, epsilon: Double = 0.001) -> (stiffness: Double, damping: Double) {
    let z = min(max(dampingRatio, 1.1920929e-7), 1)
    let T = min(max(duration, 0.01), 10)
    let v = velocity, eps = epsilon
    let f: (Double) -> Double
    let fp: (Double) -> Double
    if z >= 1 {
      f = { s in
        let d = s - v
        return (d < 0 ? eps : -eps) + (d * T + 1) * exp(-T * s)
      }
      fp = { s in (T * T * (v - s)) / exp(s * T) }
    } else {
      let q = (1 - z * z).squareRoot()
      let ratioB: (Double) -> Double = { s in -(v - z * s) / (q * s) }
      f = { s in eps - abs(ratioB(s) * exp(-T * z * s)) }
      fp = { s in
        let s2 = s * s
        let dec = exp(-(T * z * s))
        let env = v + v * T * z * s
        let a = env - T * z * z * s2
        let b = T * z * z * s2 - env
        let num = dec * ratioB(s) <= 0 ? a : b
        return num / (s2 * q * exp(s * T * z))
      }
    }
    var s = 5 / T
    for _ in 0..<12 {
      let step = f(s) / fp(s)
      guard step.isFinite else { break }
      s -= step
    }
    return (mass * s * s, 2 * z * mass * s)
  }

  /// How long Core Animation's spring takes to settle (`CASpringAnimation.settlingDuration`):
  /// what an iOS 17 spring block's completion and a property animator's physical
  /// spring wait for.
  @MainActor static func coreAnimationSettling(mass: Double = 1, stiffness: Double, damping: Double, velocity: Double = 0,
                                               allowsOverdamping: Bool = false) -> Double {
    let spring = CASpringAnimation()
    (spring.mass, spring.stiffness, spring.damping, spring.initialVelocity) = (mass, stiffness, damping, velocity)
    spring.allowsOverdamping = allowsOverdamping
    return spring.settlingDuration
  }

  /// UIKit's settling estimate (`_durationOfSpringAnimation`): the envelope for
  /// underdamped springs, an approximate Lambert W₋₁ solution of the critical case.
  static func settlingDuration(mass: Double, stiffness: Double, damping: Double, velocity: Double,
                               epsilon: Double = 0.001) -> Double {
    let zeta = max(damping / (2 * (mass * stiffness).squareRoot()), 0)
    let w0 = (stiffness / mass).squareRoot()
    if zeta >= 1 {
      let c = w0 - velocity
      let z = abs(w0 * exp(-w0 / c) * epsilon / c)
      let y = -lambertWm1(-z)
      return (y - w0 / c) / w0
    }
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let b = abs((zeta * w0 - velocity) / wd)
    return max(-log(epsilon / (b + 1)) / (zeta * w0), 0)
  }

  /// A closed-form approximation of W₋₁(x) on [−1/e, 0) (constants 0.3361,
  /// −0.0042, −0.0201), the one UIKit's estimate reproduces.
  static func lambertWm1(_ x: Double) -> Double {
    let s = -1 - log(-x)
    let m1 = 0.3361, m2 = -0.0042, m3 = -0.0201
    return -1 - s - (2 / m1) * (1 - 1 / (1 + (m1 * (s / 2).squareRoot()) / (1 + m2 * s * exp(m3 * s.squareRoot()))))
  }
}
