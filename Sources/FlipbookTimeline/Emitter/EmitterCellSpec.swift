import Foundation

// MARK: - EmitterCellSpec

/// A `CAEmitterCell` as a value: what a baked timeline records for each cell of an
/// emitter layer (and its sub-cells). Defaults are Apple's: a cell emits nothing
/// until it has a `birthRate`, a `lifetime` and `contents`.
public struct EmitterCellSpec: Sendable, Equatable, Codable {
  public var name: String?
  public var isEnabled = true
  /// Particles a second (multiplied by the layer's `birthRate`).
  public var birthRate: Double = 0
  /// Seconds each particle lives, ± `lifetimeRange` (multiplied by the layer's `lifetime`).
  public var lifetime: Double = 0
  public var lifetimeRange: Double = 0
  /// The direction in the x-y plane, radians (0 along +x; −π/2 up on iOS).
  public var emissionLongitude: Double = 0
  /// The angle out of the x-y plane, radians (only its cosine shows in a flat render).
  public var emissionLatitude: Double = 0
  /// Each particle's direction varies by up to ± this, radians.
  public var emissionRange: Double = 0
  /// Points a second, ± `velocityRange` (multiplied by the layer's `velocity`).
  public var velocity: Double = 0
  public var velocityRange: Double = 0
  /// Points a second², added to the velocity over the particle's life.
  public var xAcceleration: Double = 0
  public var yAcceleration: Double = 0
  public var zAcceleration: Double = 0
  /// The image's size multiplier, ± `scaleRange`, changing by `scaleSpeed` a second.
  public var scale: Double = 1
  public var scaleRange: Double = 0
  public var scaleSpeed: Double = 0
  /// Radians a second, ± `spinRange` (multiplied by the layer's `spin`).
  public var spin: Double = 0
  public var spinRange: Double = 0
  /// Multiplies the image; each channel varies by ± its range and changes by its speed a second.
  public var color: CGColor = .white
  public var redRange: Double = 0, greenRange: Double = 0, blueRange: Double = 0, alphaRange: Double = 0
  public var redSpeed: Double = 0, greenSpeed: Double = 0, blueSpeed: Double = 0, alphaSpeed: Double = 0
  public var contents: CGImage?
  public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Pixels per point of `contents`.
  public var contentsScale: Double = 1
  /// When the cell emits, relative to its emitter's start (a sub-cell: its particle's birth).
  public var beginTime: Double = 0
  /// How long it emits; 0 is for ever.
  public var duration: Double = 0
  /// Cells each particle of this one emits, from where it is, relative to its direction.
  public var emitterCells: [EmitterCellSpec] = []

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
public enum EmitterShape: String, Sendable, Codable, CaseIterable { case point, line, rectangle, cuboid, circle, sphere }
/// `CAEmitterLayerEmitterMode`.
public enum EmitterMode: String, Sendable, Codable, CaseIterable { case points, outline, surface, volume }
/// `CAEmitterLayerRenderMode`.
public enum EmitterRenderMode: String, Sendable, Codable, CaseIterable {
  case unordered, oldestFirst, oldestLast, backToFront, additive
}
