import Foundation

// MARK: - PathElement

/// One element of a path, as Core Graphics' `CGPathElement` describes it.
public enum PathElement: Hashable, Sendable {
  /// An element that starts a new subpath at a point.
  case moveTo(CGPoint)
  /// An element that adds a straight line from the current point to a point.
  case lineTo(CGPoint)
  /// An element that adds a quadratic Bézier curve to a point, with one control point.
  case quadCurveTo(control: CGPoint, to: CGPoint)
  /// An element that adds a cubic Bézier curve to a point, with two control points.
  case curveTo(control1: CGPoint, control2: CGPoint, to: CGPoint)
  /// An element that closes the current subpath with a line back to its start.
  case closeSubpath

  func applying(_ t: CGAffineTransform) -> PathElement {
    switch self {
    case .moveTo(let p): return .moveTo(p.applying(t))
    case .lineTo(let p): return .lineTo(p.applying(t))
    case .quadCurveTo(let c, let p): return .quadCurveTo(control: c.applying(t), to: p.applying(t))
    case .curveTo(let c1, let c2, let p):
      return .curveTo(control1: c1.applying(t), control2: c2.applying(t), to: p.applying(t))
    case .closeSubpath: return .closeSubpath
    }
  }
}

// MARK: - PathData

/// An immutable path: the value that `CGPath` wraps and the render tree carries.
public struct PathData: Hashable, Sendable {
  /// The path's elements, in the order they were added.
  public private(set) var elements: [PathElement]

  /// Creates a path from a list of elements, or an empty path.
  public init(elements: [PathElement] = []) { self.elements = elements }

  /// A Boolean value that indicates whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  package mutating func append(_ e: PathElement) { elements.append(e) }
  package mutating func append(contentsOf other: [PathElement]) { elements.append(contentsOf: other) }

  /// The path with every point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> PathData {
    t.isIdentity ? self : PathData(elements: elements.map { $0.applying(t) })
  }

  /// The end point of the last element (the start of the subpath after a close), if any.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for e in elements {
      switch e {
      case .moveTo(let p): start = p; current = p
      case .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// Every point of the path, control points included, in order.
  public var controlPoints: [CGPoint] {
    var points: [CGPoint] = []
    for e in elements {
      switch e {
      case .moveTo(let p), .lineTo(let p): points.append(p)
      case .quadCurveTo(let c, let p): points += [c, p]
      case .curveTo(let c1, let c2, let p): points += [c1, c2, p]
      case .closeSubpath: break
      }
    }
    return points
  }

  /// Box of every point including control points (`CGPath.boundingBox`).
  public var controlPointBounds: CGRect { CGRect.boundingBox(of: controlPoints) }

  /// The tight box of the drawn curve (`CGPath.boundingBoxOfPath`).
  public var tightBounds: CGRect {
    var points: [CGPoint] = []
    for segment in segments {
      points.append(segment.start)
      points.append(segment.end)
      for t in segment.extremaParameters() { points.append(segment.point(at: t)) }
    }
    // A lone moveTo still counts, as in Core Graphics.
    for e in elements { if case .moveTo(let p) = e { points.append(p) } }
    return CGRect.boundingBox(of: points)
  }
}

// MARK: - Segments and measurement

/// A drawable piece of a path: a line or a Bézier curve (quadratics are raised to cubics).
package struct PathSegment: Sendable, Equatable {
  package var start: CGPoint
  package var control1: CGPoint
  package var control2: CGPoint
  package var end: CGPoint
  package var isLine: Bool
  /// Index of the subpath this segment belongs to.
  package var subpath: Int
  /// True for the first segment after a moveTo.
  package var startsSubpath: Bool
  /// True for the implicit line a closeSubpath adds.
  package var closes: Bool

  package func point(at t: CGFloat) -> CGPoint {
    if isLine { return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
    let u = 1 - t
    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
    return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                   y: a * start.y + b * control1.y + c * control2.y + d * end.y)
  }

  /// The unit-free derivative at t (direction of travel).
  package func tangent(at t: CGFloat) -> CGPoint {
    if isLine { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
    let u = 1 - t
    func d(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> CGFloat {
      3 * u * u * (p1 - p0) + 6 * u * t * (p2 - p1) + 3 * t * t * (p3 - p2)
    }
    var v = CGPoint(x: d(start.x, control1.x, control2.x, end.x), y: d(start.y, control1.y, control2.y, end.y))
    if v.x == 0 && v.y == 0 {  // degenerate control point: fall back to the chord
      v = CGPoint(x: end.x - start.x, y: end.y - start.y)
    }
    return v
  }

  /// Parameters in (0, 1) where x or y reach an extremum.
  func extremaParameters() -> [CGFloat] {
    guard !isLine else { return [] }
    var result: [CGFloat] = []
    for axis in 0..<2 {
      let (p0, p1, p2, p3) = axis == 0
        ? (start.x, control1.x, control2.x, end.x) : (start.y, control1.y, control2.y, end.y)
      // Derivative / 3 = a t² + b t + c
      let a = -p0 + 3 * p1 - 3 * p2 + p3
      let b = 2 * (p0 - 2 * p1 + p2)
      let c = p1 - p0
      if abs(a) < 1e-12 {
        if abs(b) > 1e-12 { result.append(-c / b) }
      } else {
        let disc = b * b - 4 * a * c
        if disc >= 0 {
          let r = disc.squareRoot()
          result.append((-b + r) / (2 * a))
          result.append((-b - r) / (2 * a))
        }
      }
    }
    return result.filter { $0 > 0 && $0 < 1 }
  }

  /// Samples used for arc length: the polyline through `count + 1` points.
  static let samplesPerCurve = 64

  /// Cumulative lengths at the sample parameters i / samplesPerCurve.
  func cumulativeLengths() -> [CGFloat] {
    if isLine { return [0, hypot(end.x - start.x, end.y - start.y)] }
    let n = Self.samplesPerCurve
    var out: [CGFloat] = [0]
    out.reserveCapacity(n + 1)
    var previous = start
    var total: CGFloat = 0
    for i in 1...n {
      let p = point(at: CGFloat(i) / CGFloat(n))
      total += hypot(p.x - previous.x, p.y - previous.y)
      out.append(total)
      previous = p
    }
    return out
  }

  /// The curve parameter at which the arc length from the start is `s`.
  func parameter(atLength s: CGFloat, cumulative: [CGFloat]) -> CGFloat {
    let total = cumulative.last ?? 0
    guard total > 0 else { return 0 }
    if s <= 0 { return 0 }
    if s >= total { return 1 }
    if isLine { return s / total }
    var lo = 0, hi = cumulative.count - 1
    while hi - lo > 1 {
      let mid = (lo + hi) / 2
      if cumulative[mid] < s { lo = mid } else { hi = mid }
    }
    let span = cumulative[hi] - cumulative[lo]
    let f = span > 0 ? (s - cumulative[lo]) / span : 0
    return (CGFloat(lo) + f) / CGFloat(cumulative.count - 1)
  }

  /// The part of the segment between parameters t0 and t1 (de Casteljau).
  func sub(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
    var s = self
    if isLine {
      s.start = point(at: t0); s.end = point(at: t1)
      s.control1 = s.start; s.control2 = s.end
      return s
    }
    func split(_ seg: PathSegment, _ t: CGFloat) -> (PathSegment, PathSegment) {
      func lerp(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }
      let p01 = lerp(seg.start, seg.control1), p12 = lerp(seg.control1, seg.control2), p23 = lerp(seg.control2, seg.end)
      let p012 = lerp(p01, p12), p123 = lerp(p12, p23)
      let m = lerp(p012, p123)
      var left = seg, right = seg
      (left.control1, left.control2, left.end) = (p01, p012, m)
      (right.start, right.control1, right.control2) = (m, p123, p23)
      return (left, right)
    }
    let (_, right) = split(self, t0)
    guard t0 < 1 else { s.start = end; s.control1 = end; s.control2 = end; return s }
    let local = (t1 - t0) / (1 - t0)
    return split(right, local).0
  }
}

extension PathData {
  /// The path's drawable segments in order; quadratics become exact cubics and
  /// each closeSubpath contributes its closing line.
  package var segments: [PathSegment] {
    var out: [PathSegment] = []
    var start = CGPoint.zero, current = CGPoint.zero
    var subpath = -1
    var fresh = false
    func add(_ c1: CGPoint, _ c2: CGPoint, _ end: CGPoint, line: Bool, closes: Bool = false) {
      out.append(PathSegment(start: current, control1: c1, control2: c2, end: end, isLine: line,
                             subpath: max(subpath, 0), startsSubpath: fresh, closes: closes))
      fresh = false
      current = end
    }
    for e in elements {
      switch e {
      case .moveTo(let p):
        start = p; current = p; subpath += 1; fresh = true
      case .lineTo(let p):
        if subpath < 0 { subpath = 0; fresh = true }
        add(current, p, p, line: true)
      case .quadCurveTo(let c, let p):
        if subpath < 0 { subpath = 0; fresh = true }
        let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
        let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
        add(c1, c2, p, line: false)
      case .curveTo(let c1, let c2, let p):
        if subpath < 0 { subpath = 0; fresh = true }
        add(c1, c2, p, line: false)
      case .closeSubpath:
        if current != start || fresh == false { add(current, start, start, line: true, closes: true) }
        current = start
        // A drawing element after a close starts a new subpath at the same point.
        subpath += 1; fresh = true
      }
    }
    return out
  }

  /// Total arc length of all segments (moveTo gaps do not count).
  public var length: CGFloat {
    segments.reduce(0) { $0 + ($1.cumulativeLengths().last ?? 0) }
  }

  /// The point and direction of travel at arc length `distance` from the start,
  /// clamped to the path; nil for a path with no drawable segment.
  public func pointAndTangent(atLength distance: CGFloat) -> (point: CGPoint, tangent: CGPoint)? {
    let segs = segments
    guard !segs.isEmpty else { return nil }
    var remaining = max(0, distance)
    for (i, seg) in segs.enumerated() {
      let cumulative = seg.cumulativeLengths()
      let len = cumulative.last ?? 0
      if remaining <= len || i == segs.count - 1 {
        let t = seg.parameter(atLength: min(remaining, len), cumulative: cumulative)
        return (seg.point(at: t), seg.tangent(at: t))
      }
      remaining -= len
    }
    return nil
  }

  /// The point at arc length `distance` (clamped), as `pointAndTangent` gives it.
  public func point(atLength distance: CGFloat) -> CGPoint? { pointAndTangent(atLength: distance)?.point }

  /// The part of the path between fractions `start` and `end` (0…1) of its total
  /// length, as `CAShapeLayer.strokeStart`/`strokeEnd` select it.
  public func trimmed(from start: CGFloat, to end: CGFloat) -> PathData {
    let s0 = max(0, min(1, start)), s1 = max(0, min(1, end))
    if s0 <= 0 && s1 >= 1 { return self }
    guard s1 > s0 else { return PathData() }
    let segs = segments
    let measured = segs.map { $0.cumulativeLengths() }
    let total = measured.reduce(0) { $0 + ($1.last ?? 0) }
    guard total > 0 else { return PathData() }
    let from = s0 * total, to = s1 * total
    var out = PathData()
    var offset: CGFloat = 0
    var lastSubpath = -1
    for (seg, cumulative) in zip(segs, measured) {
      let len = cumulative.last ?? 0
      let a = offset, b = offset + len
      offset = b
      guard b > from, a < to, len > 0 else { continue }
      let t0 = seg.parameter(atLength: max(0, from - a), cumulative: cumulative)
      let t1 = seg.parameter(atLength: min(len, to - a), cumulative: cumulative)
      let piece = seg.sub(from: t0, to: t1)
      if seg.subpath != lastSubpath || out.isEmpty {
        out.append(.moveTo(piece.start))
        lastSubpath = seg.subpath
      }
      out.append(piece.isLine ? .lineTo(piece.end)
                 : .curveTo(control1: piece.control1, control2: piece.control2, to: piece.end))
    }
    return out
  }
}
