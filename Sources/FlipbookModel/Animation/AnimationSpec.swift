import Foundation

// MARK: - AnimationSpec

/// An animation frozen into a value when it is added to a layer: checked
/// against its key path, values converted, duration defaulted. This is what the
/// timeline stores and what evaluation reads; it never changes afterwards.
public struct AnimationSpec: Sendable, Codable, Equatable {
  public var timing: Timing
  public var removedOnCompletion: Bool
  public var body: Body

  public indirect enum Body: Sendable, Codable, Equatable {
    case property(PropertyAnimationSpec)
    case group([AnimationSpec])
    /// Drawn by the render tree builder, which composites the before and after states.
    case transition(TransitionSpec)
  }
}

/// The value functions of `CAValueFunction`.
enum ValueFunction: String, Sendable, Codable {
  case rotateX, rotateY, rotateZ, scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ

  var takesThreeValues: Bool { self == .scale || self == .translate }

  func matrix(_ v: AnimValue) -> CATransform3D {
    let s = v.scalar ?? 0
    let c = v.components ?? [0, 0, 0]
    switch self {
    case .rotateX: return CATransform3DMakeRotation(s, 1, 0, 0)
    case .rotateY: return CATransform3DMakeRotation(s, 0, 1, 0)
    case .rotateZ: return CATransform3DMakeRotation(s, 0, 0, 1)
    case .scale: return c.count == 3 ? CATransform3DMakeScale(c[0], c[1], c[2]) : CATransform3DMakeScale(s, s, s)
    case .scaleX: return CATransform3DMakeScale(s, 1, 1)
    case .scaleY: return CATransform3DMakeScale(1, s, 1)
    case .scaleZ: return CATransform3DMakeScale(1, 1, s)
    case .translate: return c.count == 3 ? CATransform3DMakeTranslation(c[0], c[1], c[2]) : CATransform3DIdentity
    case .translateX: return CATransform3DMakeTranslation(s, 0, 0)
    case .translateY: return CATransform3DMakeTranslation(0, s, 0)
    case .translateZ: return CATransform3DMakeTranslation(0, 0, s)
    }
  }

  /// The function's input that reproduces (the matching part of) a transform:
  /// what a nil endpoint means for an animation with a value function.
  func input(from m: CATransform3D) -> AnimValue {
    let c = TransformComponents(m)
    switch self {
    case .rotateX: return .number(c.rotation[0])
    case .rotateY: return .number(c.rotation[1])
    case .rotateZ: return .number(c.rotation[2])
    case .scale: return .numbers(c.scale)
    case .scaleX: return .number(c.scale[0])
    case .scaleY: return .number(c.scale[1])
    case .scaleZ: return .number(c.scale[2])
    case .translate: return .numbers(c.translation)
    case .translateX: return .number(c.translation[0])
    case .translateY: return .number(c.translation[1])
    case .translateZ: return .number(c.translation[2])
    }
  }
}

public struct PropertyAnimationSpec: Sendable, Codable, Equatable {
  public var keyPath: String
  public var additive: Bool
  public var cumulative: Bool
  var valueFunction: ValueFunction?
  public var kind: Kind

  public enum Kind: Sendable, Codable, Equatable {
    case basic(from: AnimValue?, to: AnimValue?, by: AnimValue?)
    case spring(from: AnimValue?, to: AnimValue?, by: AnimValue?, SpringParams)
    case keyframe(KeyframeSpec)
  }
}

public struct KeyframeSpec: Sendable, Codable, Equatable {
  public var values: [AnimValue]
  public var keyTimes: [Double]?
  public var timingFunctions: [TimingCurve]?
  public var mode: String
  public var tension: [Double]?
  public var continuity: [Double]?
  public var bias: [Double]?
  public var path: PathData?
  public var rotationMode: String?

  init(values: [AnimValue], mode: String) {
    self.values = values
    self.mode = mode
  }

  /// A path has one keyframe at its start and one at the end of every segment.
  static func pathKeyframeCount(_ path: PathData) -> Int { path.segments.count + 1 }
}

// MARK: - Applying animations

extension AnimationSpec {
  /// Applies the animation to `props` at parent time `t` (the layer's local time,
  /// or the group's basic time for a child). Does nothing when not applied at `t`.
  func apply(to props: inout LayerProps, at t: Double) {
    guard let state = timing.state(at: t) else { return }
    switch body {
    case .group(let children):
      // Children live in the group's basic time. A timing function on the group
      // warps that time (doc §1.6: undocumented; children see d·TF(b/d)).
      let groupTime = timing.timingFunction == nil ? state.basicTime : timing.duration * state.progress
      for child in children { child.apply(to: &props, at: groupTime) }
    case .property(let p):
      p.apply(state, timing: timing, to: &props)
    case .transition:
      break
    }
  }
}

extension PropertyAnimationSpec {
  func apply(_ state: Timing.State, timing: Timing, to props: inout LayerProps) {
    guard let accessor = KeyPaths.accessor(keyPath) else { return }
    let whole = accessor.get(props)
    // The underlying value U in the animation's own value space.
    let underlying: AnimValue
    if let vf = valueFunction, case .transform(let m) = whole {
      underlying = vf.input(from: m)
    } else {
      underlying = whole
    }
    var value: AnimValue
    var endValue: AnimValue
    var tangentAngle: Double?
    switch kind {
    case .basic(let from, let to, let by):
      let (a, b) = PropertyAnimationSpec.endpoints(from, to, by, underlying)
      value = a.interpolated(to: b, state.progress)
      endValue = b
    case .spring(let from, let to, let by, let spring):
      let (a, b) = PropertyAnimationSpec.endpoints(from, to, by, underlying)
      // The spring runs on the basic time; a timing function, if any, warps it.
      let time = timing.timingFunction == nil ? state.basicTime : timing.duration * state.progress
      value = a.interpolated(to: b, spring.progress(at: time))
      endValue = b
    case .keyframe(let k):
      let (v, angle) = k.value(at: state.progress)
      value = v
      tangentAngle = angle
      endValue = k.path.flatMap { k.pathPoint(segment: $0.segments.count - 1, u: 1, all: $0.segments).map { .point($0.0) } }
        ?? k.values.last ?? v
    }
    if cumulative && state.iteration > 0 {
      value = endValue.repeated(state.iteration).adding(value)
    }
    if let vf = valueFunction {
      value = .transform(vf.matrix(value))
    }
    accessor.set(&props, additive ? whole.adding(value) : value)
    if let angle = tangentAngle {
      // rotationMode: the layer turns to the path's tangent, as a z-rotation applied
      // in the layer's space before its own transform.
      props.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), props.transform)
    }
  }

  /// The interpolation endpoints of the seven from/to/by cases (doc §3.1). A nil
  /// endpoint is read from the underlying value every frame (the doc's model).
  static func endpoints(_ from: AnimValue?, _ to: AnimValue?, _ by: AnimValue?, _ u: AnimValue) -> (AnimValue, AnimValue) {
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, f.adding(b))
    case let (nil, t?, b?): return (t.subtracting(b), t)
    case let (f?, nil, nil): return (f, u)
    case let (nil, t?, nil): return (u, t)
    case let (nil, nil, b?): return (u, u.adding(b))
    case (nil, nil, nil): return (u, u)
    }
  }
}

// MARK: - Keyframe evaluation

extension KeyframeSpec {
  /// The value at normalised time x (after the animation's own timing function),
  /// and the tangent angle when following a path with a rotation mode.
  func value(at x: Double) -> (AnimValue, Double?) {
    if let path { return pathValue(path, at: x) }
    let n = values.count
    if n == 1 { return (values[0], nil) }
    switch mode {
    case "discrete":
      let times = keyTimes ?? (0...n).map { Double($0) / Double(n) }
      var i = 0
      while i + 1 < times.count && times[i + 1] <= x { i += 1 }
      return (values[min(i, n - 1)], nil)
    default:
      let (i, f): (Int, Double)
      if mode == "paced" || mode == "cubicPaced" {
        (i, f) = segment(pacedTimes(), x)
      } else if let keyTimes {
        (i, f) = segment(keyTimes, x)
      } else {
        (i, f) = evenSegment(n, x)
      }
      if mode == "cubic" || mode == "cubicPaced", let v = cubic(i, f) { return (v, nil) }
      return (values[i].interpolated(to: values[i + 1], f), nil)
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
    if x <= 0 { return (0, 0) }
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
    let total = cumulative.last!
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
    case "paced", "cubicPaced":
      // Constant speed along the path.
      let (p, t) = path.pointAndTangent(atLength: path.length * CGFloat(max(0, min(1, x))))!
      (point, tangent) = (p, t)
    case "discrete":
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
      (point, tangent) = pathPoint(segment: i, u: f, all: segs)!
    }
    guard let rotationMode else { return (.point(point), nil) }
    var angle = atan2(Double(tangent.y), Double(tangent.x))
    if rotationMode == "autoReverse" { angle += .pi }
    return (.point(point), angle)
  }
}
