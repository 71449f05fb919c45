import Foundation

// MARK: - Damped spring (CASpringAnimation, doc §5.2–5.3)

/// The closed-form spring of `CASpringAnimation`: normalised displacement x(t)
/// from the target, x(0) = 1, x'(0) = −v₀ (v₀ in "from→to distances per second").
public struct SpringParams: Sendable, Codable, Equatable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  public var initialVelocity: Double
  public var allowsOverdamping: Bool

  /// Values Apple rejects (≤ 0 mass or stiffness, negative damping) are replaced
  /// by the defaults, as Core Animation does.
  public init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double, allowsOverdamping: Bool = false) {
    self.mass = mass > 0 && mass.isFinite ? mass : 1
    self.stiffness = stiffness > 0 && stiffness.isFinite ? stiffness : 100
    self.damping = damping >= 0 && damping.isFinite ? damping : 10
    self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    self.allowsOverdamping = allowsOverdamping
  }

  var omega0: Double { (stiffness / mass).squareRoot() }
  var zeta: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// x(t): 1 at t = 0, 0 at rest.
  public func displacement(at t: Double) -> Double {
    let w0 = omega0, z = zeta, v0 = initialVelocity
    if z < 1 {
      let wd = w0 * (1 - z * z).squareRoot()
      let b = (z * w0 - v0) / wd
      return exp(-z * w0 * t) * (cos(wd * t) + b * sin(wd * t))
    }
    if z > 1 && allowsOverdamping {
      let root = (z * z - 1).squareRoot()
      let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
      let c2 = (-v0 - r1) / (r2 - r1)
      return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }
    // Critically damped; overdamped springs are treated as critical unless allowed.
    return (1 + (w0 - v0) * t) * exp(-w0 * t)
  }

  /// Progress 0 → 1 (overshooting for bouncy springs).
  public func progress(at t: Double) -> Double { 1 - displacement(at: t) }

  /// `durationForEpsilon:` (doc §5.3): the envelope bound for underdamped springs;
  /// 0.1-s sampling with a 1-s confirmation otherwise.
  public func duration(epsilon: Double = 0.001) -> Double {
    let eps = max(epsilon, 1e-6)
    let w0 = omega0, z = zeta
    if z < 1 {
      if z == 0 { return .infinity }
      let wd = w0 * (1 - z * z).squareRoot()
      let b = (z * w0 - initialVelocity) / wd
      return max(0, log((1 + abs(b)) / eps) / (z * w0))
    }
    var bestT = -1.0, best = Double.infinity
    var i = 0
    while i < 1_000_000 {
      let t = Double(i) * 0.1
      let d = abs(displacement(at: t))
      if best >= eps {
        if d < best { (bestT, best) = (t, d) }
      } else if d >= eps {
        best = .infinity
      } else if t - bestT > 1.0 {
        return bestT
      }
      i += 1
    }
    return bestT
  }
}

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

// MARK: - JNWSpringAnimation's sampler (doc §5.7)

enum JNWSpring {
  /// The keyframe values JNWSpringAnimation computes: every component sampled
  /// each 1 ms with `from + A − A·e^{−(b/2m)t}·cos(ωt)` until every component is
  /// within 0.0001·|A| of the previous sample and of the target. Components are
  /// 32-bit floats, as the original reads them with `floatValue`.
  static func samples(from: [Double], to: [Double], damping: Double, mass: Double, stiffness: Double) -> [[Double]] {
    let step = Double(Float(0.001)), minThreshold = Double(Float(0.0001))
    let fv = from.map { Double(Float($0)) }, tv = to.map { Double(Float($0)) }
    let dist = zip(fv, tv).map { $1 - $0 }
    let thresholds = dist.map { minThreshold * abs($0) }
    let w2 = stiffness / mass - damping * damping / (4 * mass * mass)
    let freq = w2 >= 0 ? w2.squareRoot() : 0
    var out: [[Double]] = []
    var previous = [Double](repeating: 0, count: fv.count)
    var elapsed = 0.0
    // A guard against springs that never settle (damping 0): one minute of samples.
    while out.count < 60_000 {
      var proposed = [Double](repeating: 0, count: fv.count)
      var settled = true
      for i in 0..<fv.count {
        let rel = dist[i] == 0 ? 0 : dist[i] * exp(-damping / (2 * mass) * elapsed) * cos(freq * elapsed)
        proposed[i] = fv[i] + dist[i] - rel
        if !(abs(proposed[i] - previous[i]) <= thresholds[i] && abs(previous[i] - tv[i]) <= thresholds[i]) {
          settled = false
        }
      }
      if settled { break }
      previous = proposed
      out.append(proposed)
      elapsed += step
    }
    return out
  }
}
