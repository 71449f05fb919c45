import Foundation

// MARK: - Emission: one particle's values, fixed at its birth

/// A particle as it was born: everything after follows from its age in closed
/// form (`x = x₀ + v·a + ½·g·a²`, colour and scale ramp linearly, spin turns at a
/// constant rate), so any frame is computed directly, in any order, on any thread.
struct Emission {
  let cell: EmitterCellSpec
  /// Identifies the particle for its random draws and its sub-cells' (see `ParticleRandom`).
  let key: UInt64
  let birth: Double
  let lifetime: Double
  let origin: CGPoint
  let velocity: (x: Double, y: Double)
  let spinRate: Double
  let scale: Double
  /// Straight RGBA after the ranges, 0…1.
  let color: (Double, Double, Double, Double)

  /// Draws a particle's values (in a fixed order, so a seed always gives the same particle).
  /// `place` picks the birth point with the same generator; `direction` is the angle the
  /// emission longitude is measured from (0 for a layer's cells, the parent's heading for
  /// a sub-cell's); `inherited` multiplies colour and scale (a sub-cell takes its parent's).
  init(cell: EmitterCellSpec, key: UInt64, birth: Double, layer p: LayerProps, direction: Double,
       inherited: (color: (Double, Double, Double, Double), scale: Double),
       place: (inout ParticleRandom) -> CGPoint) {
    var r = ParticleRandom(key)
    self.cell = cell
    self.key = key
    self.birth = birth
    origin = place(&r)
    lifetime = max(0, (cell.lifetime + cell.lifetimeRange * r.signed()) * Double(p.emitterLifetime))
    let angle = direction + cell.emissionLongitude + cell.emissionRange * r.signed()
    // A flat render sees the part of the speed in the x-y plane.
    let speed = (cell.velocity + cell.velocityRange * r.signed()) * Double(p.emitterVelocity) * cos(cell.emissionLatitude)
    velocity = (speed * cos(angle), speed * sin(angle))
    spinRate = (cell.spin + cell.spinRange * r.signed()) * Double(p.emitterSpin)
    scale = (cell.scale + cell.scaleRange * r.signed()) * Double(p.emitterScale) * inherited.scale
    func channel(_ c: CGFloat, _ range: Double, _ parent: Double) -> Double {
      max(0, min(1, Double(c) + range * r.signed())) * parent
    }
    color = (channel(cell.color.red, cell.redRange, inherited.color.0),
             channel(cell.color.green, cell.greenRange, inherited.color.1),
             channel(cell.color.blue, cell.blueRange, inherited.color.2),
             channel(cell.color.alpha, cell.alphaRange, inherited.color.3))
  }

  func position(atAge a: Double) -> CGPoint {
    CGPoint(x: Double(origin.x) + velocity.x * a + 0.5 * cell.xAcceleration * a * a,
            y: Double(origin.y) + velocity.y * a + 0.5 * cell.yAcceleration * a * a)
  }

  /// The heading at age `a` (radians), which a sub-cell's longitude is relative to.
  func direction(atAge a: Double) -> Double {
    atan2(velocity.y + cell.yAcceleration * a, velocity.x + cell.xAcceleration * a)
  }

  func scale(atAge a: Double) -> Double { scale + cell.scaleSpeed * a }

  func color(atAge a: Double) -> (Double, Double, Double, Double) {
    func ramp(_ c: Double, _ speed: Double) -> Double { max(0, min(1, c + speed * a)) }
    return (ramp(color.0, cell.redSpeed), ramp(color.1, cell.greenSpeed), ramp(color.2, cell.blueSpeed),
            ramp(color.3, cell.alphaSpeed))
  }

  /// The particle drawn at age `a`: its image centred on its position, scaled, turned
  /// and tinted; nil when it shows nothing (no image, no size, transparent).
  func node(atAge a: Double, additive: Bool) -> RenderNode? {
    guard let image = cell.contents, image.width > 0, image.height > 0 else { return nil }
    let s = scale(atAge: a), c = color(atAge: a)
    guard s > 0, c.3 > 0 else { return nil }
    let pixelsPerPoint = cell.contentsScale > 0 ? cell.contentsScale : 1
    let w = Double(image.width) * Double(cell.contentsRect.width) / pixelsPerPoint
    let h = Double(image.height) * Double(cell.contentsRect.height) / pixelsPerPoint
    let p = position(atAge: a)
    var m = CATransform3DMakeScale(CGFloat(s), CGFloat(s), 1)
    if spinRate != 0 { m = CATransform3DRotate(m, CGFloat(spinRate * a), 0, 0, 1) }
    m = CATransform3DConcat(m, CATransform3DMakeTranslation(p.x, p.y, 0))
    var node = RenderNode(
      transform: m, bounds: CGRect(x: -w / 2, y: -h / 2, width: w, height: h), opacity: CGFloat(c.3),
      contents: Contents(image: image.source, scale: CGFloat(pixelsPerPoint), rect: cell.contentsRect))
    node.blendsAdditively = additive
    return node.multiplyingColors(by: ColorFactors(red: CGFloat(c.0), green: CGFloat(c.1), blue: CGFloat(c.2)))
  }
}

// MARK: - ParticleRandom

/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators", 2014), seeded by hashing the layer's `seed`, the cell's place and
/// the particle's number: the same particle gets the same draws in every frame,
/// process and job, whatever else is emitted.
struct ParticleRandom {
  private var state: UInt64

  init(_ key: UInt64) { state = key }

  /// A key for `parts` (seed, cell index, particle number, …), mixed so neighbours differ.
  static func key(_ parts: UInt64...) -> UInt64 {
    var h: UInt64 = 0x243F_6A88_85A3_08D3
    for part in parts {
      var r = ParticleRandom(h ^ part)
      h = r.next()
    }
    return h
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [0, 1).
  mutating func unit() -> Double { Double(next() >> 11) / 9_007_199_254_740_992 }
  /// Uniform in [−1, 1): a value's "± range" draw.
  mutating func signed() -> Double { unit() * 2 - 1 }
}
