import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// CAEmitterLayer: particles as a function of time — births every 1/rate seconds,
/// closed-form motion, values drawn from a generator keyed by seed, cell and number.
@MainActor
@Suite struct EmitterTests {
  static let square = CGImage(bitmap: makeBitmap(width: 4, height: 4) { _, _ in (255, 255, 255, 255) })

  /// A point emitter at (10, 50) in a 200x100 root, one cell configured by `configure`;
  /// `later` runs at t = `at`.
  func emitter(at: Double = 10, _ configure: (CAEmitterLayer, CAEmitterCell) -> Void,
               later: @escaping (CAEmitterLayer) -> Void = { _ in }) -> Timeline {
    let clock = VirtualClock()
    let (root, layer) = clock.run { () -> (CALayer, CAEmitterLayer) in
      let root = makeRoot(CGSize(width: 200, height: 100))
      let e = CAEmitterLayer()
      e.frame = root.bounds
      e.emitterPosition = CGPoint(x: 10, y: 50)
      let cell = CAEmitterCell()
      cell.birthRate = 10
      cell.lifetime = 1
      cell.velocity = 100
      cell.contents = Self.square
      configure(e, cell)
      e.emitterCells = [cell]
      root.addSublayer(e)
      return (root, e)
    }
    clock.advance(to: at)
    clock.run { later(layer) }
    return clock.bake(root: root, size: root.bounds.size)
  }

  func particles(_ timeline: Timeline, _ t: Double) throws -> [RenderNode] {
    try timeline.renderTree(at: t).layers[0].sublayers[0].sublayers
  }

  func centre(_ node: RenderNode) -> CGPoint { CGPoint(x: node.transform.m41, y: node.transform.m42) }

  @Test func birthsFallEvery1OverRateAndMoveInClosedForm() throws {
    let timeline = emitter { _, cell in cell.yAcceleration = 20 }
    // Born at 0, 0.1, …, 0.5: six particles, the newest at the emitter.
    let nodes = try particles(timeline, 0.55)
    #expect(nodes.count == 6)
    for (node, born) in zip(nodes, [0, 0.1, 0.2, 0.3, 0.4, 0.5]) {
      let age = 0.55 - born
      let c = centre(node)
      #expect(abs(c.x - (10 + 100 * age)) < 1e-9 && abs(c.y - (50 + 10 * age * age)) < 1e-9)
    }
    // A lifetime of 1 s: at 1.55 the ten born in (0.55, 1.55] are alive.
    #expect(try particles(timeline, 1.55).count == 10)
  }

  @Test func anyFrameInAnyOrderAndFromBakedJSONGivesTheSameParticles() throws {
    let timeline = emitter { e, cell in
      cell.velocityRange = 40; cell.emissionRange = .pi; cell.spin = 2; cell.spinRange = 1
      cell.scaleRange = 0.5; cell.redRange = 0.3; cell.alphaSpeed = -0.5
      e.emitterShape = .circle; e.emitterSize = CGSize(width: 40, height: 40)
    }
    let late = try timeline.renderTree(at: 0.9)
    _ = try timeline.renderTree(at: 0.2)
    #expect(try timeline.renderTree(at: 0.9) == late)
    let baked = BakedScene(id: "e", canvas: Canvas(size: timeline.size, scale: 1, fps: 30, background: .white),
                           timeline: timeline, duration: 1)
    let decoded = try BakedScene(jsonData: baked.jsonData(), source: "test")
    #expect(try decoded.timeline.renderTree(at: 0.9) == late)
    #expect(!late.layers[0].sublayers[0].sublayers.isEmpty)
  }

  @Test func theSeedChoosesTheParticles() throws {
    func centres(_ seed: UInt32) throws -> [CGPoint] {
      try particles(emitter { e, cell in cell.emissionRange = .pi; e.seed = seed }, 0.5).map(centre)
    }
    let (a, b, c) = (try centres(7), try centres(7), try centres(8))
    #expect(a == b && a != c)
  }

  @Test func birthRateZeroStopsBirthsAndLeavesParticlesFlying() throws {
    let timeline = emitter(at: 0.3, { _, _ in }, later: { $0.birthRate = 0 })
    // Born at 0, 0.1, 0.2 (0.3 is not: the rate is 0 from then on).
    let nodes = try particles(timeline, 0.8)
    #expect(nodes.count == 3)
    #expect(abs(centre(nodes[0]).x - 90) < 1e-9)
    #expect(try particles(timeline, 1.25).isEmpty)
  }

  @Test func renderModesOrderAndBlend() throws {
    let oldestLast = try particles(emitter { e, _ in e.renderMode = .oldestLast }, 0.35)
    // Born at 0 … 0.3, so at x 45, 35, 25, 15; drawn newest first.
    let xs = oldestLast.map { Double(centre($0).x) }
    let expected: [Double] = [15, 25, 35, 45]
    #expect(zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-9 } && xs.count == 4)
    let additive = try particles(emitter { e, _ in e.renderMode = .additive }, 0.35)
    #expect(additive.allSatisfy { $0.blendsAdditively })
    let tinted = try particles(emitter { _, cell in cell.color = UIColor.red.cgColor; cell.greenSpeed = 2 }, 0.25)
    // Green ramps 0 → 1 at 2 a second: the oldest (age 0.25) is tinted (255, 128, 0).
    let green = tinted.first?.contents?.colorFactors?.green ?? 0
    #expect(abs(green - 0.5) < 1e-9)
  }

  @Test func subCellsEmitFromTheirParticleAndInheritItsColour() throws {
    let timeline = emitter { _, cell in
      cell.birthRate = 1
      cell.color = CGColor(srgbRed: 1, green: 0.5, blue: 1, alpha: 1)
      let spark = CAEmitterCell()
      spark.birthRate = 10
      spark.lifetime = 0.5
      spark.contents = Self.square
      cell.emitterCells = [spark]
    }
    // One parent (born at 0), sparks born at 0, 0.1, 0.2, 0.3 at the parent's position then.
    let nodes = try particles(timeline, 0.3)
    #expect(nodes.count == 5)
    let sparks = nodes.dropFirst()
    #expect(zip(sparks, [0.0, 0.1, 0.2, 0.3]).allSatisfy { abs(centre($0).x - (10 + 100 * $1)) < 1e-9 })
    #expect(sparks.allSatisfy { abs(($0.contents?.colorFactors?.green ?? 0) - 0.5) < 1e-9 })
  }

  @Test func sparksOfADeadParticleStayWhenTheLayerLengthensLifetimes() throws {
    // Layer lifetime ×2: parents live 2 s, sparks 1 s. The parent born at 0 dies at 2;
    // its spark born at 1.9 (at x = 200, where no other parent has been) lives to 2.9.
    let timeline = emitter { e, cell in
      e.lifetime = 2
      cell.birthRate = 1
      let spark = CAEmitterCell()
      spark.birthRate = 10
      spark.lifetime = 0.5
      spark.contents = Self.square
      cell.emitterCells = [spark]
    }
    let xs = try particles(timeline, 2.8).map { Double(centre($0).x) }
    #expect(xs.contains { abs($0 - 200) < 1e-6 })
  }

  @Test func tooManyParticlesAreRefusedWithTheLayer() {
    let timeline = emitter { _, cell in cell.birthRate = 1_000_000; cell.lifetime = 1 }
    #expect(throws: LayerTreeError.self) { try timeline.renderTree(at: 0.5) }
  }
}

/// An `.untilIdle` scene waits for an emitter's last particle, and refuses one that never stops.
@MainActor
@Suite struct EmitterIdleTests {
  struct Burst: Scene {
    static let id = "burst"
    static let summary = "a burst"
    var stops: Bool
    init() { stops = true }
    init(stops: Bool) { self.stops = stops }
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10, background: .white) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let root = makeRoot(CGSize(width: 100, height: 100))
      let e = CAEmitterLayer()
      let cell = CAEmitterCell()
      cell.birthRate = 10
      cell.lifetime = 1.5
      cell.lifetimeRange = 0.5
      e.emitterCells = [cell]
      root.addSublayer(e)
      if stops { SceneScheduler.main.asyncAfter(delay: 0.5) { e.birthRate = 0 } }
      return root
    }
  }

  @Test func theSceneLastsUntilTheLastParticleDies() throws {
    // Births stop at 0.5 s; a particle lives at most 2 s.
    #expect(try Burst(stops: true).bake().duration == 2.5)
  }

  @Test func anEmitterThatNeverStopsIsAnErrorNamingIt() {
    #expect(throws: SceneError.self) { try Burst(stops: false).bake() }
  }
}
