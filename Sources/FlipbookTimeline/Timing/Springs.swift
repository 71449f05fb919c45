import Foundation

// MARK: - Damped spring (CASpringAnimation, doc §5.2–5.3)

/// The closed-form spring of `CASpringAnimation`: normalised displacement x(t)
/// from the target, x(0) = 1, x'(0) = −v₀ (v₀ in "from→to distances per second").
public struct SpringParams: Sendable, Codable, Equatable {
  /// The mass of the object attached to the spring's end.
  public var mass: Double
  /// The spring's stiffness coefficient.
  public var stiffness: Double
  /// The damping coefficient, which slows the spring's motion.
  public var damping: Double
  /// The object's initial velocity, in distances between the from and to values per second, towards the target.
  public var initialVelocity: Double
  /// A Boolean value that indicates whether an overdamped spring keeps its slower motion instead of being treated as
  /// critically damped.
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
