/// A link from a point of one body to a point of another, or to a fixed anchor
/// (UIKit's attachment and snap behaviours): rigid at `frequency` 0, else a
/// spring of that frequency (Hz) and damping ratio, as Box2D's soft joints.
/// A link of length 0 holds the two points together in both directions.
public struct Link: Sendable, Equatable {
  /// The body and the point on it (in its own coordinates, from its centre).
  public var body: Int, offset: Vec
  /// The other end: a body and a point on it, or (`otherBody` nil) a fixed point in reference space.
  public var otherBody: Int?, otherPoint: Vec
  /// The distance kept between the two ends, in points.
  public var length: Double
  /// The spring's frequency in Hz; 0 for a rigid link.
  public var frequency: Double
  /// The spring's damping ratio (1: critical).
  public var damping: Double

  /// A link between `body`'s point `offset` and `otherPoint` (on `otherBody`, or fixed).
  public init(body: Int, offset: Vec = .zero, otherBody: Int? = nil, otherPoint: Vec,
              length: Double, frequency: Double = 0, damping: Double = 0) {
    (self.body, self.offset, self.otherBody, self.otherPoint) = (body, offset, otherBody, otherPoint)
    (self.length, self.frequency, self.damping) = (length, frequency, damping)
  }
}

/// A spring turning a body back to an angle (a snap behaviour's item turns upright).
public struct AngleSpring: Sendable, Equatable {
  /// The body turned.
  public var body: Int
  /// The angle it settles at, in radians.
  public var angle: Double
  /// The spring's frequency (Hz) and damping ratio.
  public var frequency: Double, damping: Double

  /// A spring turning `body` to `angle`.
  public init(body: Int, angle: Double, frequency: Double, damping: Double) {
    (self.body, self.angle, self.frequency, self.damping) = (body, angle, frequency, damping)
  }
}

/// Box2D's soft-constraint terms for a spring on a mass: `gamma` softens the
/// effective mass, `biasRate` turns the error into a correcting speed.
struct Softness {
  var gamma: Double, biasRate: Double

  init(frequency: Double, damping: Double, mass: Double, step h: Double) {
    guard frequency > 0, mass > 0 else { (gamma, biasRate) = (0, ContactPoint.correction / h); return }
    let omega = 2 * Double.pi * frequency
    let c = 2 * mass * max(damping, 0) * omega, k = mass * omega * omega
    gamma = 1 / (h * (c + h * k))
    biasRate = h * k * gamma
  }
}

/// A link prepared for one step.
struct LinkConstraint {
  let link: Link, rA: Vec, rB: Vec, softness: Softness
  let error: Vec  // end-to-end: A's point minus the other end
  var impulse = Vec.zero

  init?(_ link: Link, bodies: [Body], step h: Double) {
    guard bodies.indices.contains(link.body) else { return nil }
    let A = bodies[link.body]
    rA = link.offset.rotated(A.angle)
    var end = link.otherPoint, invMass = A.inverseMass
    if let b = link.otherBody {
      guard bodies.indices.contains(b) else { return nil }
      rB = link.otherPoint.rotated(bodies[b].angle)
      end = bodies[b].position + rB
      invMass += bodies[b].inverseMass
    } else { rB = .zero }
    guard invMass > 0 else { return nil }
    self.link = link
    error = A.position + rA - end
    softness = Softness(frequency: link.frequency, damping: link.damping, mass: 1 / invMass, step: h)
  }

  mutating func solve(_ bodies: inout [Body]) {
    let A = bodies[link.body], B = link.otherBody.map { bodies[$0] }
    let dv = A.velocity(at: rA) - (B?.velocity(at: rB) ?? .zero)
    let distance = error.length
    if link.length > 1e-6 && distance > 1e-6 {
      // Along the line between the ends only.
      let u = error / distance
      var k = A.inverseMass + A.inverseInertia * rA.cross(u) * rA.cross(u) + softness.gamma
      if let B { k += B.inverseMass + B.inverseInertia * rB.cross(u) * rB.cross(u) }
      let scalar = impulse.dot(u)
      let lambda = -(dv.dot(u) + softness.biasRate * (distance - link.length) + softness.gamma * scalar) / k
      push(u * lambda, &bodies)
    } else {
      // Both directions: the 2 × 2 effective mass.
      var k11 = A.inverseMass + A.inverseInertia * rA.y * rA.y + softness.gamma
      var k12 = -A.inverseInertia * rA.x * rA.y
      var k22 = A.inverseMass + A.inverseInertia * rA.x * rA.x + softness.gamma
      if let B {
        k11 += B.inverseMass + B.inverseInertia * rB.y * rB.y
        k12 -= B.inverseInertia * rB.x * rB.y
        k22 += B.inverseMass + B.inverseInertia * rB.x * rB.x
      }
      let det = k11 * k22 - k12 * k12
      guard abs(det) > 1e-12 else { return }
      let rhs = -(dv + softness.biasRate * error + softness.gamma * impulse)
      push(Vec((k22 * rhs.x - k12 * rhs.y) / det, (k11 * rhs.y - k12 * rhs.x) / det), &bodies)
    }
  }

  private mutating func push(_ p: Vec, _ bodies: inout [Body]) {
    impulse += p
    bodies[link.body].apply(impulse: p, at: rA)
    if let b = link.otherBody { bodies[b].apply(impulse: -p, at: rB) }
  }
}

/// An angle spring prepared for one step.
struct AngleConstraint {
  let body: Int, error: Double, softness: Softness
  var impulse = 0.0

  init?(_ spring: AngleSpring, bodies: [Body], step h: Double) {
    guard bodies.indices.contains(spring.body), bodies[spring.body].inverseInertia > 0 else { return nil }
    body = spring.body
    error = bodies[body].angle - spring.angle
    softness = Softness(frequency: spring.frequency, damping: spring.damping,
                        mass: 1 / bodies[body].inverseInertia, step: h)
  }

  mutating func solve(_ bodies: inout [Body]) {
    let k = bodies[body].inverseInertia + softness.gamma
    let lambda = -(bodies[body].angularVelocity + softness.biasRate * error + softness.gamma * impulse) / k
    impulse += lambda
    bodies[body].angularVelocity += bodies[body].inverseInertia * lambda
  }
}
