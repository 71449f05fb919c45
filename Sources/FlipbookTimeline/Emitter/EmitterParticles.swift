import Foundation

// MARK: - An emitter's particles at an instant

/// The particles of a `CAEmitterLayer` at time t, computed from the layer's
/// recorded states alone, as a function of time: births fall at even intervals
/// of 1/rate from when the layer appears (particle n of a cell is born when the
/// integral of its rate reaches n), each particle's values come from a generator
/// keyed by the layer's `seed`, the cell and n, and its motion is closed-form.
/// So frame 500 is computed without frames 0…499, and every job and shard agrees.
///
/// A rate, lifetime and the emitter's shape are read from the layer's model state
/// at each particle's birth (`emitter.birthRate = 0` stops births and leaves the
/// particles in flight, as on iOS). Animations of the emitter's own properties and
/// key-path changes of cells (`emitterCells.name.birthRate`) are not followed.
public enum EmitterParticles {
  /// The most particles a frame may hold; more is refused (rate × lifetime too large).
  static let maximumParticles = 100_000

  static func nodes(track: LayerTrack, upTo k: Int, at t: Double,
                    layerPath: @autoclosure () -> String) throws(LayerTreeError) -> [RenderNode] {
    var particles: [(node: RenderNode, birth: Double)] = []
    var count = 0
    func add(_ e: Emission) throws(LayerTreeError) {
      count += 1
      guard count <= maximumParticles else {
        throw LayerTreeError(layerPath: layerPath(), property: "emitterCells",
                             problem: "would have more than \(maximumParticles) particles alive at \(t) s",
                             fix: "Lower the cells' birthRate or lifetime.")
      }
      if let node = e.node(atAge: t - e.birth, additive: track.snapshots[k].props.renderMode == .additive) {
        particles.append((node, e.birth))
      }
      try subParticles(of: e, layer: track.snapshots[k].props, at: t, add: add)
    }
    let cellCount = track.snapshots[...k].map(\.props.emitterCells.count).max() ?? 0
    for c in 0..<cellCount {
      try births(track: track, upTo: k, cell: c, at: t, add: add)
    }
    switch track.snapshots[k].props.renderMode {
    case .unordered, .additive: break
    case .oldestFirst, .backToFront: particles = DrawingOrder.sorted(particles, zPositions: particles.map { CGFloat($0.birth) })
    case .oldestLast: particles = DrawingOrder.sorted(particles, zPositions: particles.map { -CGFloat($0.birth) })
    }
    return particles.map(\.node)
  }

  /// The particles of top-level cell `c` alive at t, from each recorded state's rate.
  private static func births(track: LayerTrack, upTo k: Int, cell c: Int, at t: Double,
                             add: (Emission) throws(LayerTreeError) -> Void) throws(LayerTreeError) {
    let start = track.snapshots[0].time
    var born = 0.0  // the integral of the rate so far: particles born before this state
    for j in 0...k {
      let p = track.snapshots[j].props
      guard c < p.emitterCells.count else { continue }
      let cell = p.emitterCells[c]
      let rate = cell.isEnabled ? max(0, cell.birthRate * Double(p.emitterBirthRate)) : 0
      let (open, close) = cell.window(from: start)
      let a = max(track.snapshots[j].time, open)
      let b = min(j < k ? track.snapshots[j + 1].time : t, close)
      guard rate > 0, b >= a else { continue }
      let from = max(a, t - cell.longestLife(layer: p))
      var n = (born + (from - a) * rate).rounded(.up)
      // Births at a + (n − born)/rate; the last state's run includes t itself.
      while true {
        let time = a + (n - born) / rate
        guard time < b || (j == k && time <= b) else { break }
        let key = ParticleRandom.key(UInt64(p.seed), UInt64(c), UInt64(exactly: n) ?? 0)
        try add(Emission(cell: cell, key: key, birth: time, layer: p, direction: 0,
                         inherited: ((1, 1, 1, 1), 1)) { r in origin(p, &r) })
        n += 1
      }
      born += (b - a) * rate
    }
  }

  /// Particles emitted by `parent`'s sub-cells, alive at t: emitted during the parent's
  /// life from where it is, relative to its heading, with its colour and scale.
  private static func subParticles(of parent: Emission, layer p: LayerProps, at t: Double,
                                   add: (Emission) throws(LayerTreeError) -> Void) throws(LayerTreeError) {
    for (s, cell) in parent.cell.emitterCells.enumerated() where cell.emits {
      let (open, window) = cell.window(from: parent.birth)
      let close = min(parent.birth + parent.lifetime, window)
      let from = max(open, t - cell.longestLife(layer: p)), to = min(close, t)
      guard to >= from else { continue }
      var n = ((from - open) * cell.birthRate).rounded(.up)
      while true {
        let time = open + n / cell.birthRate
        guard time <= to, time < close else { break }
        let age = time - parent.birth
        let c = parent.color(atAge: age)
        let here = parent.position(atAge: age)
        let key = ParticleRandom.key(parent.key, UInt64(s), UInt64(exactly: n) ?? 0)
        try add(Emission(cell: cell, key: key, birth: time, layer: p, direction: parent.direction(atAge: age),
                         inherited: (c, parent.scale(atAge: age))) { _ in here })
        n += 1
      }
    }
  }


  /// A birth point on the emitter's shape, by its mode, in the layer's space. The
  /// shape lies in the x-y plane centred on `emitterPosition`, `emitterSize` across
  /// (a circle's radius is half its width); depth is flattened, so a sphere emits as
  /// a circle and a cuboid as a rectangle. Points mode uses the shape's corners
  /// (a line's ends; a circle's centre).
  static func origin(_ p: LayerProps, _ r: inout ParticleRandom) -> CGPoint {
    let c = p.emitterPosition, w = Double(p.emitterSize.width), h = Double(p.emitterSize.height)
    func at(_ dx: Double, _ dy: Double) -> CGPoint { CGPoint(x: Double(c.x) + dx, y: Double(c.y) + dy) }
    switch p.emitterShape {
    case .point:
      return c
    case .line:
      if p.emitterMode == .points { return at(r.unit() < 0.5 ? -w / 2 : w / 2, 0) }
      return at(r.signed() * w / 2, 0)
    case .rectangle, .cuboid:
      switch p.emitterMode {
      case .points: return at(r.unit() < 0.5 ? -w / 2 : w / 2, r.unit() < 0.5 ? -h / 2 : h / 2)
      case .outline:
        // A point on the perimeter, uniformly by length.
        var d = r.unit() * 2 * (w + h)
        if d < w { return at(d - w / 2, -h / 2) }
        d -= w
        if d < h { return at(w / 2, d - h / 2) }
        d -= h
        if d < w { return at(w / 2 - d, h / 2) }
        return at(-w / 2, h / 2 - (d - w))
      case .surface, .volume: return at(r.signed() * w / 2, r.signed() * h / 2)
      }
    case .circle, .sphere:
      let radius = w / 2, angle = r.unit() * 2 * .pi
      switch p.emitterMode {
      case .points: return c
      case .outline: return at(radius * cos(angle), radius * sin(angle))
      case .surface, .volume:
        let d = radius * r.unit().squareRoot()  // uniform over the disc's area
        return at(d * cos(angle), d * sin(angle))
      }
    }
  }
}
