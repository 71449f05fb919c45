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

  mutating func solve(_ bodies: inout [Body]) {
    let tangent = normal.perpendicular
    // Friction first, bounded by the normal impulse so far.
    var dv = ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies)
    let limit = friction * normalImpulse
    let oldT = tangentImpulse
    tangentImpulse = min(max(oldT - tangentMass * dv.dot(tangent), -limit), limit)
    apply(tangent * (tangentImpulse - oldT), &bodies)
    dv = ContactPoint.relativeVelocity(a: a, b: b, rA: rA, rB: rB, bodies: bodies)
    let oldN = normalImpulse
    normalImpulse = max(oldN + normalMass * (target - dv.dot(normal)), 0)
    apply(normal * (normalImpulse - oldN), &bodies)
  }

  private func apply(_ impulse: Vec, _ bodies: inout [Body]) {
    bodies[a].apply(impulse: -impulse, at: rA)
    if let b { bodies[b].apply(impulse: impulse, at: rB) }
  }
}
