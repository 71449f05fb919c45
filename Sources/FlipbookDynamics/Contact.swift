/// One contact point between two bodies (or a body and a boundary, `b` nil),
/// solved with sequential impulses: the normal impulse keeps them apart and
/// gives the bounce, the tangent impulse (at most friction × normal) the friction.
struct ContactPoint {
  let a: Int, b: Int?
  let normal: Vec, rA: Vec, rB: Vec
  let normalMass: Double, tangentMass: Double
  let friction: Double
  /// The separating speed aimed for: the bounce, or the push out of an overlap.
  let target: Double
  var normalImpulse = 0.0, tangentImpulse = 0.0

  /// Speeds below this (points per second) do not bounce (Box2D's 1 m/s at 100 points a metre).
  static let bounceThreshold = 100.0
  /// Overlap left alone, in points, and the share of the rest removed per step.
  static let slop = 0.5, correction = 0.2

  init(a: Int, b: Int?, normal: Vec, point: Vec, separation: Double, bodies: [Body], step h: Double) {
    let A = bodies[a]
    (self.a, self.b, self.normal) = (a, b, normal)
    let rA = point - A.position, rB = b.map { point - bodies[$0].position } ?? .zero
    (self.rA, self.rB) = (rA, rB)
    let tangent = normal.perpendicular
    func effectiveMass(_ axis: Vec) -> Double {
      var k = A.inverseMass + A.inverseInertia * rA.cross(axis) * rA.cross(axis)
      if let b { k += bodies[b].inverseMass + bodies[b].inverseInertia * rB.cross(axis) * rB.cross(axis) }
      return k > 0 ? 1 / k : 0
    }
    normalMass = effectiveMass(normal)
    tangentMass = effectiveMass(tangent)
    // Boundaries take the item's own friction and elasticity; two items, Box2D's mix.
    let other = b.map { bodies[$0].material } ?? A.material
    friction = (A.material.friction * other.friction).squareRoot()
    let elasticity = max(A.material.elasticity, other.elasticity)
    let closing = ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies).dot(normal)
    let bounce = closing < -ContactPoint.bounceThreshold ? -elasticity * closing : 0
    let push = ContactPoint.correction / h * max(0, -separation - ContactPoint.slop)
    target = max(bounce, push)
  }

  /// B's velocity relative to A's at the contact.
  static func relativeVelocity(a: Int, b: Int?, rA: Vec, rB: Vec, bodies: [Body]) -> Vec {
    (b.map { bodies[$0].velocity(at: rB) } ?? .zero) - bodies[a].velocity(at: rA)
  }

  /// The friction impulse, bounded by the normal impulse so far.
  mutating func solveFriction(_ bodies: inout [Body]) {
    let tangent = normal.perpendicular
    let dv = ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies)
    let limit = friction * normalImpulse
    let old = tangentImpulse
    tangentImpulse = min(max(old - tangentMass * dv.dot(tangent), -limit), limit)
    apply(tangent * (tangentImpulse - old), &bodies)
  }

  /// The normal impulse of a lone contact point.
  mutating func solveNormal(_ bodies: inout [Body]) {
    let dv = ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies)
    let old = normalImpulse
    normalImpulse = max(old + normalMass * (target - dv.dot(normal)), 0)
    apply(normal * (normalImpulse - old), &bodies)
  }

  /// The separating speed along the normal now.
  func normalSpeed(_ bodies: [Body]) -> Double {
    ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies).dot(normal)
  }

  func apply(_ impulse: Vec, _ bodies: inout [Body]) {
    bodies[a].apply(impulse: -impulse, at: rA)
    if let b { bodies[b].apply(impulse: impulse, at: rB) }
  }
}

/// The contact points of one manifold. Two points on a face are solved together
/// (Box2D's block solver: the 2 × 2 linear complementarity problem by its four
/// cases), so a box resting on its face gets the same push at both corners and
/// does not start to turn, or a stack to lean.
struct ContactManifold {
  var points: [ContactPoint]

  mutating func solve(_ bodies: inout [Body]) {
    for i in points.indices { points[i].solveFriction(&bodies) }
    guard points.count == 2 else {
      for i in points.indices { points[i].solveNormal(&bodies) }
      return
    }
    var (p1, p2) = (points[0], points[1])
    let n = p1.normal, A = bodies[p1.a], B = p1.b.map { bodies[$0] }
    let (a1, a2) = (p1.rA.cross(n), p2.rA.cross(n))
    var k11 = A.inverseMass + A.inverseInertia * a1 * a1
    var k22 = A.inverseMass + A.inverseInertia * a2 * a2
    var k12 = A.inverseMass + A.inverseInertia * a1 * a2
    if let B {
      let (b1, b2) = (p1.rB.cross(n), p2.rB.cross(n))
      k11 += B.inverseMass + B.inverseInertia * b1 * b1
      k22 += B.inverseMass + B.inverseInertia * b2 * b2
      k12 += B.inverseMass + B.inverseInertia * b1 * b2
    }
    let det = k11 * k22 - k12 * k12
    // Ill-conditioned (the two points nearly one): one at a time.
    guard k11 > 0, k22 > 0, k11 * k11 < 1000 * det else {
      for i in points.indices { points[i].solveNormal(&bodies) }
      return
    }
    let old = (p1.normalImpulse, p2.normalImpulse)
    // b: the speeds the impulses so far leave, less the targets, without those impulses.
    let b1 = p1.normalSpeed(bodies) - p1.target - (k11 * old.0 + k12 * old.1)
    let b2 = p2.normalSpeed(bodies) - p2.target - (k12 * old.0 + k22 * old.1)
    var x = (0.0, 0.0)
    let both = ((-k22 * b1 + k12 * b2) / det, (k12 * b1 - k11 * b2) / det)
    if both.0 >= 0 && both.1 >= 0 {
      x = both
    } else if -b1 / k11 >= 0 && k12 * (-b1 / k11) + b2 >= 0 {
      x = (-b1 / k11, 0)
    } else if -b2 / k22 >= 0 && k12 * (-b2 / k22) + b1 >= 0 {
      x = (0, -b2 / k22)
    } else if b1 < 0 || b2 < 0 {
      return  // no case fits (rounding): keep the impulses so far
    }
    p1.apply(n * (x.0 - old.0), &bodies)
    p2.apply(n * (x.1 - old.1), &bodies)
    (p1.normalImpulse, p2.normalImpulse) = x
    points = [p1, p2]
  }
}
