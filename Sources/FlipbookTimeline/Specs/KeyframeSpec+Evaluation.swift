import Foundation

// MARK: - Keyframe evaluation

extension KeyframeSpec {
  /// The value at normalised time x (after the animation's own timing function),
  /// the tangent angle when following a path with a rotation mode, and the
  /// cross-fade when the keyframes are images blended (not in discrete mode).
  func value(at x: Double) -> (AnimValue, Double?, ContentsFade?) {
    if let path {
      let (v, angle) = pathValue(path, at: x)
      return (v, angle, nil)
    }
    let n = values.count
    if n == 1 { return (values[0], nil, nil) }
    switch mode {
    case .discrete:
      let times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
      var i = 0
      while i + 1 < times.count && times[i + 1] <= x { i += 1 }
      return (values[min(i, n - 1)], nil, nil)
    default:
      let (i, f): (Int, Double)
      if mode == .paced || mode == .cubicPaced {
        (i, f) = segment(pacedTimes(), x)
      } else if let keyTimes {
        (i, f) = segment(keyTimes, x)
      } else {
        (i, f) = evenSegment(n, x)
      }
      if mode == .cubic || mode == .cubicPaced, let v = cubic(i, f) { return (v, nil, nil) }
      return (values[i].interpolated(to: values[i + 1], f), nil, ContentsFade.between(values[i], values[i + 1], f))
    }
  }

  /// The segment i (between keyframes i and i+1) containing x, and the local
  /// fraction after the segment's timing function.
  private func segment(_ times: [Double], _ x: Double) -> (Int, Double) {
    let n = times.count
    if x <= times[0] { return (0, 0) }
    if x >= times[n - 1] { return (n - 2, 1) }
    // The last i with times[i] <= x (binary search: JNW springs have thousands of keyframes).
    var lo = 0, hi = n - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if times[mid] <= x { lo = mid } else { hi = mid }
    }
    let i = lo
    let span = times[i + 1] - times[i]
    var f = span > 0 ? (x - times[i]) / span : 1
    if let tfs = timingFunctions, i < tfs.count { f = tfs[i].evaluate(f) }
    return (i, f)
  }

  /// The segment for n evenly spaced keyframes (no keyTimes), without building the times.
  private func evenSegment(_ n: Int, _ x: Double) -> (Int, Double) {
    if x <= 0 || x.isNaN { return (0, 0) }
    if x >= 1 { return (n - 2, 1) }
    let position = x * Double(n - 1)
    let i = min(n - 2, Int(position))
    var f = position - Double(i)
    if let tfs = timingFunctions, i < tfs.count { f = tfs[i].evaluate(f) }
    return (i, f)
  }

  /// keyTimes proportional to the cumulative distance between values.
  func pacedTimes() -> [Double] {
    var cumulative = [0.0]
    for i in 1..<values.count { cumulative.append(cumulative[i - 1] + values[i - 1].distance(to: values[i])) }
    let total = cumulative[cumulative.count - 1]
    if total == 0 { return (0..<values.count).map { Double($0) / Double(values.count - 1) } }
    return cumulative.map { $0 / total }
  }

  /// Kochanek–Bartels Hermite segment (doc §4.2); end points repeat themselves
  /// for the missing neighbours. nil for values that are not vectors.
  private func cubic(_ i: Int, _ f: Double) -> AnimValue? {
    let n = values.count
    guard let p1 = values[i].components, let p2 = values[i + 1].components else { return nil }
    let p0 = values[max(i - 1, 0)].components ?? p1
    let p3 = values[min(i + 2, n - 1)].components ?? p2
    guard p0.count == p1.count, p3.count == p1.count, p2.count == p1.count else { return nil }
    func tcb(_ k: Int) -> (Double, Double, Double) {
      func at(_ a: [Double]?) -> Double { a.flatMap { k < $0.count ? $0[k] : nil } ?? 0 }
      return (at(tension), at(continuity), at(bias))
    }
    let (t1, c1, b1) = tcb(i), (t2, c2, b2) = tcb(i + 1)
    let h00 = 2 * f * f * f - 3 * f * f + 1, h10 = f * f * f - 2 * f * f + f
    let h01 = -2 * f * f * f + 3 * f * f, h11 = f * f * f - f * f
    var out: [Double] = []
    for j in 0..<p1.count {
      // Outgoing tangent at key i, incoming tangent at key i+1.
      let d1 = (1 - t1) * (1 + b1) * (1 + c1) / 2 * (p1[j] - p0[j]) + (1 - t1) * (1 - b1) * (1 - c1) / 2 * (p2[j] - p1[j])
      let s2 = (1 - t2) * (1 + b2) * (1 - c2) / 2 * (p2[j] - p1[j]) + (1 - t2) * (1 - b2) * (1 + c2) / 2 * (p3[j] - p2[j])
      out.append(h00 * p1[j] + h10 * d1 + h01 * p2[j] + h11 * s2)
    }
    return values[i].with(components: out)
  }

  // MARK: Paths

  /// The point (and tangent) on segment `segment` at Bézier parameter u.
  func pathPoint(segment: Int, u: Double, all segs: [PathSegment]) -> (CGPoint, CGPoint)? {
    guard segment >= 0, segment < segs.count else { return nil }
    let s = segs[segment]
    return (s.point(at: u), s.tangent(at: u))
  }

  private func pathValue(_ path: PathData, at x: Double) -> (AnimValue, Double?) {
    let segs = path.segments
    var point: CGPoint
    var tangent: CGPoint
    switch mode {
    case .paced, .cubicPaced:
      // Constant speed along the path.
      (point, tangent) = path.pointAndTangent(atLength: path.length * CGFloat(max(0, min(1, x))))
        ?? (segs[0].start, segs[0].tangent(at: 0))
    case .discrete:
      let n = segs.count + 1
      let times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
      var i = 0
      while i + 1 < times.count && times[i + 1] <= x { i += 1 }
      i = min(i, n - 1)
      let s = segs[max(0, i - 1)]
      (point, tangent) = (i == 0 ? segs[0].start : s.end, s.tangent(at: i == 0 ? 0 : 1))
    default:
      // Linear (and cubic, which follows the path's own curves): each segment is
      // traversed by its Bézier parameter, non-uniform in speed.
      let n = segs.count + 1
      let times = keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
      let (i, f) = segment(times, x)
      (point, tangent) = pathPoint(segment: i, u: f, all: segs) ?? (segs[0].start, segs[0].tangent(at: 0))
    }
    guard let rotationMode else { return (.point(point), nil) }
    var angle = atan2(Double(tangent.y), Double(tangent.x))
    if rotationMode == .autoReverse { angle += .pi }
    return (.point(point), angle)
  }
}
