import Testing
@testable import FlipbookDynamics

/// The rigid-body solver behind UIKit Dynamics: contacts, mass, stacking,
/// momentum, rest.
@Suite struct SolverTests {
  func box(_ x: Double, _ y: Double, _ w: Double = 100, _ h: Double = 100, angle: Double = 0) -> Placed {
    Placed(.rectangle(width: w, height: h), at: Vec(x, y), angle: angle)
  }

  @Test func overlappingBoxesTouchAlongTheirFacesAtTwoPoints() throws {
    let m = try #require(collide(box(0, 0), box(10, 98)))
    #expect(abs(m.normal.x) < 1e-9 && abs(m.normal.y - 1) < 1e-9)  // from the first to the second: down
    #expect(m.points.count == 2)
    for p in m.points { #expect(abs(p.separation + 2) < 1e-9) }
    #expect(collide(box(0, 0), box(0, 101)) == nil)
  }

  @Test func aCircleMeetsABoxCornerAlongTheDiagonal() throws {
    let corner = Vec(50, 50), centre = corner + Vec(1, 1).normalized * 19
    let m = try #require(collide(box(0, 0), .circle(center: centre, radius: 20)))
    #expect(abs(m.normal.x - m.normal.y) < 1e-9 && m.normal.x > 0)
    #expect(abs(m.points[0].separation + 1) < 1e-9)
  }

  @Test func aBoxOnASegmentBoundary() throws {
    let segment = Placed.polygon([Vec(0, 300), Vec(400, 300)])
    let m = try #require(collide(segment, box(200, 251)))
    #expect(abs(m.normal.y + 1) < 1e-9)  // from the segment up to the box above it
    #expect(m.points.count == 2)
  }

  @Test func massIsDensityTimesAreaOverTenThousand() {
    #expect(Body(position: .zero, outline: .rectangle(width: 100, height: 100)).mass == 1)
    var heavy = Body(position: .zero, outline: .rectangle(width: 100, height: 200))
    heavy.material.density = 2
    #expect(heavy.mass == 4)
    #expect(Outline.hull(of: [Vec(0, 0), Vec(10, 0), Vec(5, 5), Vec(10, 10), Vec(0, 10)]) == .polygon([Vec(0, 0), Vec(10, 0), Vec(10, 10), Vec(0, 10)]))
  }

  /// A floor (a thick wall) and bodies on it, with gravity.
  func world(_ bodies: [Body]) -> World {
    var w = World()
    w.bodies = bodies
    w.accelerations = bodies.indices.map { ($0, Vec(0, 1000)) }
    let floor = [Vec(-1000, 600), Vec(2000, 600), Vec(2000, 2000), Vec(-1000, 2000)]
    w.groups = [CollisionGroup(members: Array(bodies.indices), itemsCollide: true, boundaries: [(0, floor)])]
    return w
  }

  @Test func aStackOfThreeSettlesAndRests() {
    var w = world((0..<3).map { Body(position: Vec(200, 540 - Double($0) * 105), outline: .rectangle(width: 100, height: 100)) })
    var restedAt: Double?
    for n in 1...(240 * 4) {
      _ = w.step()
      if restedAt == nil && w.isAtRest { restedAt = Double(n) / 240 }
    }
    for (i, b) in w.bodies.enumerated() {
      #expect(abs(b.position.x - 200) < 0.5)
      #expect(abs(b.position.y - (550 - Double(i) * 100)) < 2)  // resting on the floor and on each other
      #expect(abs(b.angle) < 0.01)
    }
    #expect((restedAt ?? 99) < 3)
  }

  @Test func equalMassesSwapVelocitiesInAnElasticHeadOnCollision() {
    var a = Body(position: Vec(100, 100), outline: .circle(radius: 20)), b = Body(position: Vec(200, 100), outline: .circle(radius: 20))
    a.material.elasticity = 1
    b.material.elasticity = 1
    a.velocity = Vec(300, 0)
    var w = World()
    w.bodies = [a, b]
    w.groups = [CollisionGroup(members: [0, 1], itemsCollide: true, boundaries: [])]
    var events: [ContactEvent] = []
    for _ in 0..<120 { events += w.step() }
    #expect(abs(w.bodies[0].velocity.x) < 10 && abs(w.bodies[1].velocity.x - 300) < 10)
    #expect(events.first.map { $0.began && $0.body == 0 && $0.other == 1 } == true)
  }

  @Test func theSameInputsMoveTheSameWay() {
    func run() -> [Vec] {
      var w = world([Body(position: Vec(180, 100), angle: 0.3, outline: .rectangle(width: 80, height: 40)),
                     Body(position: Vec(220, 300), outline: .ellipse(width: 60, height: 40))])
      for _ in 0..<480 { _ = w.step() }
      return w.bodies.map(\.position)
    }
    #expect(run() == run())
  }
}

extension SolverTests {
  @Test func aFaceTooShortToPointAnywhereIsSkipped() throws {
    // A path's outline can repeat a point to within rounding (a closed oval's end at
    // its start): the near-zero face has no normal and must not be the one chosen.
    let nearRepeat = Placed.polygon([Vec(-50, 0), Vec(-50, 3e-15), Vec(0, -30), Vec(50, 0), Vec(0, 30)].map { $0 + Vec(187.5, 371) })
    let m = try #require(collide(.polygon([Vec(0, 400), Vec(375, 400)]), nearRepeat))
    #expect(abs(m.normal.y + 1) < 1e-9)
    #expect(collide(.polygon([Vec(0, 0), Vec(0, 0)]), nearRepeat) == nil)  // nothing with a direction: no contact
  }
}
