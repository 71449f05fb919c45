import Foundation

// MARK: - UnitBezier

/// A cubic Bézier from (0, 0) to (1, 1) with control points p1 and p2, solved
/// for y given x as WebKit's `UnitBezier` does: Newton's method from t = x,
/// then bisection if Newton stalls.
public struct UnitBezier: Hashable, Sendable {
  let ax, bx, cx, ay, by, cy: Double

  /// Creates the curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`).
  public init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
    cx = 3 * p1x; bx = 3 * (p2x - p1x) - cx; ax = 1 - cx - bx
    cy = 3 * p1y; by = 3 * (p2y - p1y) - cy; ay = 1 - cy - by
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// The curve parameter t with X(t) = x, within `epsilon` in x.
  public func parameter(forX x: Double, epsilon: Double = 1e-7) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = self.x(t) - x
      if abs(error) < epsilon { return t }
      let slope = dx(t)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var lo = 0.0, hi = 1.0
    t = min(max(x, lo), hi)
    for _ in 0..<64 {
      let value = self.x(t)
      if abs(value - x) < epsilon { return t }
      if x > value { lo = t } else { hi = t }
      t = (lo + hi) / 2
    }
    return t
  }

  /// y at `x`, with x clamped to 0…1 (basic-time inputs are always in that range).
  public func solve(_ x: Double, epsilon: Double = 1e-7) -> Double {
    let clamped = min(max(x, 0), 1)
    if clamped == 0 || clamped == 1 { return clamped }
    return y(parameter(forX: clamped, epsilon: epsilon))
  }
}
