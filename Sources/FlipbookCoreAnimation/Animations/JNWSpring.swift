import Foundation

// MARK: - JNWSpringAnimation's sampler (doc §5.7)

enum JNWSpring {
  /// The keyframe values JNWSpringAnimation computes: every component sampled
  /// each 1 ms with `from + A − A·e^{−(b/2m)t}·cos(ωt)` until every component is
  /// within 0.0001·|A| of the previous sample and of the target. Components are
  /// 32-bit floats, as the original reads them with `floatValue`.
  static func samples(from: [Double], to: [Double], damping: Double, mass: Double, stiffness: Double) -> [[Double]] {
    let step = Double(Float(0.001)), minThreshold = Double(Float(0.0001))
    let fv = from.map { Double(Float($0)) }, tv = to.map { Double(Float($0)) }
    let dist = zip(fv, tv).map { $1 - $0 }
    let thresholds = dist.map { minThreshold * abs($0) }
    let w2 = stiffness / mass - damping * damping / (4 * mass * mass)
    let freq = w2 >= 0 ? w2.squareRoot() : 0
    var out: [[Double]] = []
    var previous = [Double](repeating: 0, count: fv.count)
    var elapsed = 0.0
    // A guard against springs that never settle (damping 0): one minute of samples.
    while out.count < 60_000 {
      var proposed = [Double](repeating: 0, count: fv.count)
      var settled = true
      for i in 0..<fv.count {
        let rel = dist[i] == 0 ? 0 : dist[i] * exp(-damping / (2 * mass) * elapsed) * cos(freq * elapsed)
        proposed[i] = fv[i] + dist[i] - rel
        if !(abs(proposed[i] - previous[i]) <= thresholds[i] && abs(previous[i] - tv[i]) <= thresholds[i]) {
          settled = false
        }
      }
      if settled { break }
      previous = proposed
      out.append(proposed)
      elapsed += step
    }
    return out
  }
}
