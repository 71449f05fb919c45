/// A force (continuous) or impulse (once) on a body, at `offset` from its centre
/// in the body's own coordinates.
public struct Force: Sendable, Equatable {
  /// The body pushed.
  public var body: Int
  /// UIKit newtons (a force of 1 accelerates a 100 × 100 point body of density 1
  /// at 100 points/s²) or, for an impulse, newton-seconds.
  public var vector: Vec
  /// Where it acts, from the body's centre.
  public var offset: Vec

  /// A force or impulse on `body` at `offset` from its centre.
  public init(body: Int, vector: Vec, offset: Vec = .zero) { (self.body, self.vector, self.offset) = (body, vector, offset) }
}

/// Items that collide: with each other (`itemsCollide`) and with `boundaries`.
public struct CollisionGroup: Sendable, Equatable {
  /// The bodies in the group.
  public var members: [Int]
  /// Whether the members collide with one another.
  public var itemsCollide: Bool
  /// Outlines in reference space the members bounce off: two corners make a
  /// segment, three or more a convex polygon (a thick wall), with an identifier.
  public var boundaries: [(id: Int, corners: [Vec])]

  /// A group of `members`.
  public init(members: [Int], itemsCollide: Bool, boundaries: [(id: Int, corners: [Vec])]) {
    (self.members, self.itemsCollide, self.boundaries) = (members, itemsCollide, boundaries)
  }

  /// Whether two groups hold the same members, mode and boundaries.
  public static func == (l: CollisionGroup, r: CollisionGroup) -> Bool {
    l.members == r.members && l.itemsCollide == r.itemsCollide
      && l.boundaries.map(\.id) == r.boundaries.map(\.id) && l.boundaries.map(\.corners) == r.boundaries.map(\.corners)
  }
}

/// Two things of a collision group starting or ceasing to touch.
public struct ContactEvent: Sendable, Equatable {
  /// The collision group (its index in `World.groups`).
  public var group: Int
  /// The body, and the other body or (`isBoundary`) the boundary's identifier.
  public var body: Int, other: Int, isBoundary: Bool
  /// Whether they began (true) or ended (false) touching.
  public var began: Bool
  /// Where they touch, in reference space (began only).
  public var point: Vec
}

/// The simulation UIKit Dynamics runs: rigid bodies moved in fixed steps of
/// 1/240 s by forces, links and collisions, solved with sequential impulses
/// (Box2D's method, which UIKit Dynamics is built on). A pure value: the same
/// inputs give the same motion, bit for bit.
public struct World: Sendable {
  /// The length of one step, in seconds.
  public static let stepLength = 1.0 / 240
  /// Solver passes per step.
  static let iterations = 10
  /// A body slower than this (points/s, radians/s) for `restTime` seconds is at rest.
  static let restSpeed = 1.0, restSpin = 2 * Double.pi / 180, restTime = 0.5

  /// The bodies, numbered by their index.
  public var bodies: [Body] = []
  /// Accelerations per body (gravity), points/s².
  public var accelerations: [(body: Int, value: Vec)] = []
  /// Continuous forces.
  public var forces: [Force] = []
  /// Links between bodies, or from a body to a fixed point.
  public var links: [Link] = []
  /// Springs turning bodies to an angle.
  public var angleSprings: [AngleSpring] = []
  /// Who collides with whom and with what.
  public var groups: [CollisionGroup] = []
  var touching: [TouchKey] = []

  /// An empty world.
  public init() {}

  /// Whether every body has been still for a while (UIKit's animator pauses then).
  public var isAtRest: Bool { bodies.allSatisfy { $0.inverseMass == 0 || $0.stillFor >= World.restTime } }

  /// Wakes every body (something changed what moves them).
  public mutating func wake() { for i in bodies.indices { bodies[i].stillFor = 0 } }

  /// Moves the world on by one step, applying `impulses` first and the force
  /// `field` gives each body (a field behaviour: it may depend on where the body
  /// is and how fast it goes, so it is asked at every step); returns the
  /// contacts that began or ended, in a fixed order.
  public mutating func step(impulses: [Force] = [], field: ((Int, Body) -> Vec)? = nil) -> [ContactEvent] {
    let h = World.stepLength
    if let field { applyField(field, h) }
    for f in forces where bodies.indices.contains(f.body) {
      let r = f.offset.rotated(bodies[f.body].angle)
      bodies[f.body].force += f.vector
      bodies[f.body].torque += r.cross(f.vector)
    }
    for a in accelerations where bodies.indices.contains(a.body) && bodies[a.body].inverseMass > 0 {
      bodies[a.body].velocity += h * a.value
    }
    for i in bodies.indices { integrateVelocity(i, h) }
    for p in impulses where bodies.indices.contains(p.body) {
      bodies[p.body].apply(impulse: p.vector, at: p.offset.rotated(bodies[p.body].angle))
      bodies[p.body].stillFor = 0
    }
    var (contacts, events) = findContacts(h)
    var links = self.links.compactMap { LinkConstraint($0, bodies: bodies, step: h) }
    var springs = angleSprings.compactMap { AngleConstraint($0, bodies: bodies, step: h) }
    for _ in 0..<World.iterations {
      for i in links.indices { links[i].solve(&bodies) }
      for i in springs.indices { springs[i].solve(&bodies) }
      for i in contacts.indices { contacts[i].solve(&bodies) }
    }
    for i in bodies.indices { integratePosition(i, h) }
    events.sort { ($0.group, $0.body, $0.other, $0.isBoundary ? 1 : 0) < ($1.group, $1.body, $1.other, $1.isBoundary ? 1 : 0) }
    return events
  }

  /// Adds each body's field force. A force against the motion (a drag) never
  /// reverses it within one step, however strong: it stops the body at most.
  private mutating func applyField(_ field: (Int, Body) -> Vec, _ h: Double) {
    for i in bodies.indices where bodies[i].inverseMass > 0 {
      var f = field(i, bodies[i])
      let v = bodies[i].velocity, speed = v.length
      if speed > 0 {
        let along = f.dot(v / speed), limit = speed / (h * bodies[i].inverseMass)
        if along < -limit { f -= (v / speed) * (along + limit) }
      }
      bodies[i].force += f
    }
  }

  private mutating func integrateVelocity(_ i: Int, _ h: Double) {
    var b = bodies[i]
    defer { bodies[i] = b }
    if b.inverseMass == 0 { (b.velocity, b.angularVelocity) = (.zero, 0) }
    b.velocity += h * b.inverseMass * b.force
    b.angularVelocity += h * b.inverseInertia * b.torque
    b.velocity *= 1 / (1 + h * max(b.material.resistance, 0))
    b.angularVelocity *= 1 / (1 + h * max(b.material.angularResistance, 0))
    if !b.material.allowsRotation { b.angularVelocity = 0 }
    (b.force, b.torque) = (.zero, 0)
  }

  private mutating func integratePosition(_ i: Int, _ h: Double) {
    var b = bodies[i]
    defer { bodies[i] = b }
    guard b.inverseMass > 0 else { return }
    b.position += h * b.velocity
    b.angle += h * b.angularVelocity
    let still = b.velocity.length < World.restSpeed && abs(b.angularVelocity) < World.restSpin
    b.stillFor = still ? b.stillFor + h : 0
  }
}
