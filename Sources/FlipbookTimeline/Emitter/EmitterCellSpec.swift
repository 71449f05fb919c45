import Foundation

// MARK: - EmitterCellSpec

/// A `CAEmitterCell` as a value: what a baked timeline records for each cell of an
/// emitter layer (and its sub-cells). Defaults are Apple's: a cell emits nothing
/// until it has a `birthRate`, a `lifetime` and `contents`.
public struct EmitterCellSpec: Sendable, Equatable, Codable {
  /// The cell's name, by which key paths find it (`emitterCells.fire.birthRate` for a cell named `fire`).
  public var name: String?
  /// A Boolean value that indicates whether the cell emits particles.
  public var isEnabled = true
  /// Particles a second (multiplied by the layer's `birthRate`).
  public var birthRate: Double = 0
  /// Seconds each particle lives, ± `lifetimeRange` (multiplied by the layer's `lifetime`).
  public var lifetime: Double = 0
  /// The most, in seconds, a particle's lifetime varies from `lifetime`, either way.
  public var lifetimeRange: Double = 0
  /// The direction in the x-y plane, radians (0 along +x; −π/2 up on iOS).
  public var emissionLongitude: Double = 0
  /// The angle out of the x-y plane, radians (only its cosine shows in a flat render).
  public var emissionLatitude: Double = 0
  /// Each particle's direction varies by up to ± this, radians.
  public var emissionRange: Double = 0
  /// Points a second, ± `velocityRange` (multiplied by the layer's `velocity`).
  public var velocity: Double = 0
  /// The most, in points a second, a particle's initial speed varies from `velocity`, either way.
  public var velocityRange: Double = 0
  /// Points a second², added to the velocity over the particle's life.
  public var xAcceleration: Double = 0
  /// Points a second², added to the velocity along the y axis over the particle's life.
  public var yAcceleration: Double = 0
  /// Points a second² along the z axis.
  ///
  /// Accepted and recorded, but particles are drawn flat, so it has no visible effect.
  public var zAcceleration: Double = 0
  /// The image's size multiplier, ± `scaleRange`, changing by `scaleSpeed` a second.
  public var scale: Double = 1
  /// The most a particle's scale varies from `scale`, either way.
  public var scaleRange: Double = 0
  /// The change in a particle's scale a second.
  public var scaleSpeed: Double = 0
  /// Radians a second, ± `spinRange` (multiplied by the layer's `spin`).
  public var spin: Double = 0
  /// The most, in radians a second, a particle's spin varies from `spin`, either way.
  public var spinRange: Double = 0
  /// Multiplies the image; each channel varies by ± its range and changes by its speed a second.
  public var color: CGColor = .white
  /// The most a particle's red, green, blue, or alpha component varies from `color`'s, either way.
  public var redRange: Double = 0, greenRange: Double = 0, blueRange: Double = 0, alphaRange: Double = 0
  /// The change a second in a particle's red, green, blue, or alpha component.
  public var redSpeed: Double = 0, greenSpeed: Double = 0, blueSpeed: Double = 0, alphaSpeed: Double = 0
  /// The image each particle draws; a cell without one emits nothing visible.
  public var contents: CGImage?
  /// The part of `contents` each particle draws, in unit coordinates of the image.
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of `contents`.
  public var contentsScale: Double = 1
  /// When the cell emits, relative to its emitter's start (a sub-cell: its particle's birth).
  public var beginTime: Double = 0
  /// How long it emits; 0 is for ever.
  public var duration: Double = 0
  /// Cells each particle of this one emits, from where it is, relative to its direction.
  public var emitterCells: [EmitterCellSpec] = []

  /// Creates a cell with Apple's defaults, which emits nothing until given a birth rate, lifetime, and contents.
  public init() {}

  /// Whether the cell emits at all.
  var emits: Bool { isEnabled && birthRate > 0 }

  /// When the cell emits, for an emitter (or particle) that began at `start`:
  /// from `beginTime` after it, for `duration` (0: for ever).
  func window(from start: Double) -> (open: Double, close: Double) {
    let open = start + beginTime
    return (open, duration > 0 ? open + duration : .infinity)
  }

  /// The longest a particle of this cell, or a particle its sub-cells emit, can be
  /// alive after the cell's particle was born (every lifetime is multiplied by the
  /// layer's `lifetime`, as `Emission` does).
  func longestLife(layer p: LayerProps) -> Double {
    (lifetime + abs(lifetimeRange)) * Double(max(0, p.emitterLifetime))
      + (emitterCells.map { $0.longestLife(layer: p) }.max() ?? 0)
  }

  /// Every number of the cell and its sub-cells, for range checks (NaN, infinity, huge values).
  var numbers: [Double] {
    [birthRate, lifetime, lifetimeRange, emissionLongitude, emissionLatitude, emissionRange, velocity, velocityRange,
     xAcceleration, yAcceleration, zAcceleration, scale, scaleRange, scaleSpeed, spin, spinRange,
     Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha),
     redRange, greenRange, blueRange, alphaRange, redSpeed, greenSpeed, blueSpeed, alphaSpeed, contentsScale,
     beginTime, duration] + emitterCells.flatMap(\.numbers)
  }
}

// MARK: - Options

/// `CAEmitterLayerEmitterShape`.
public enum EmitterShape: String, Sendable, Codable, CaseIterable {
  /// A shape that is a single point at the emitter's position.
  case point
  /// A shape that is a horizontal line, the emitter size's width long.
  case line
  /// A shape that is a rectangle of the emitter's size.
  case rectangle
  /// A shape that is a box; drawn flat, it emits as a rectangle.
  case cuboid
  /// A shape that is a circle, the emitter size's width across.
  case circle
  /// A shape that is a sphere; drawn flat, it emits as a circle.
  case sphere
}
/// `CAEmitterLayerEmitterMode`.
public enum EmitterMode: String, Sendable, Codable, CaseIterable {
  /// A mode that emits from the shape's points: a line's ends, a rectangle's corners, a circle's center.
  case points
  /// A mode that emits from the shape's outline.
  case outline
  /// A mode that emits from anywhere on the shape's surface.
  case surface
  /// A mode that emits from anywhere within the shape; for flattened shapes, the same as `surface`.
  case volume
}
/// `CAEmitterLayerRenderMode`.
public enum EmitterRenderMode: String, Sendable, Codable, CaseIterable {
  /// A mode that draws the particles in no particular order.
  case unordered
  /// A mode that draws the oldest particles first, beneath newer ones.
  case oldestFirst
  /// A mode that draws the oldest particles last, above newer ones.
  case oldestLast
  /// A mode that draws the particles back to front by depth; drawn flat, the oldest first.
  case backToFront
  /// A mode that adds the colors of overlapping particles together.
  case additive
}
