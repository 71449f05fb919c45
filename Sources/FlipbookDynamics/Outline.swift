#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outline a body collides with, in the body's own coordinates (its
/// centre at the origin): a convex polygon (counterclockwise in UIKit's
/// y-down space means clockwise on screen; both windings are accepted) or a circle.
public enum Outline: Sendable, Equatable {
  /// A convex polygon's corners.
  case polygon([Vec])
  /// A circle of the given radius.
  case circle(radius: Double)

  /// A `width` × `height` rectangle centred on the origin.
  public static func rectangle(width: Double, height: Double) -> Outline {
    let (w, h) = (width / 2, height / 2)
    return .polygon([Vec(-w, -h), Vec(w, -h), Vec(w, h), Vec(-w, h)])
  }

  /// An ellipse: a circle when round, else a 24-sided polygon on its outline.
  public static func ellipse(width: Double, height: Double) -> Outline {
    if abs(width - height) < 1e-9 { return .circle(radius: width / 2) }
    let corners = (0..<24).map { i -> Vec in
      let a = Double(i) * 2 * .pi / 24
      return Vec(cos(a) * width / 2, sin(a) * height / 2)
    }
    return .polygon(corners)
  }

  /// The convex hull of `points` (a collision path's vertices), as UIKit asks
  /// for a convex path; nil for fewer than three distinct points.
  public static func hull(of points: [Vec]) -> Outline? {
    let sorted = points.sorted { $0.x != $1.x ? $0.x < $1.x : $0.y < $1.y }
    guard sorted.count >= 3 else { return nil }
    func half(_ pts: [Vec]) -> [Vec] {
      var out: [Vec] = []
      for p in pts {
        while out.count >= 2, (out[out.count - 1] - out[out.count - 2]).cross(p - out[out.count - 2]) <= 0 { out.removeLast() }
        out.append(p)
      }
      return out
    }
    let lower = half(sorted), upper = half(sorted.reversed())
    let hull = Array(lower.dropLast()) + Array(upper.dropLast())
    return hull.count >= 3 ? .polygon(hull) : nil
  }

  /// The polygon's corners in counterclockwise order (positive area in a
  /// y-up reading of the numbers), which the collision code relies on.
  var orientedCorners: [Vec] {
    guard case .polygon(let corners) = self else { return [] }
    return Outline.signedArea(corners) < 0 ? corners.reversed() : corners
  }

  static func signedArea(_ c: [Vec]) -> Double {
    var a = 0.0
    for i in c.indices { a += c[i].cross(c[(i + 1) % c.count]) }
    return a / 2
  }

  /// Area in square points.
  public var area: Double {
    switch self {
    case .circle(let r): return .pi * r * r
    case .polygon(let c): return abs(Outline.signedArea(c))
    }
  }

  /// The second moment of area about the origin (multiply by density for inertia).
  var secondMoment: Double {
    switch self {
    case .circle(let r): return .pi * r * r * r * r / 2
    case .polygon:
      let c = orientedCorners
      var sum = 0.0
      for i in c.indices {
        let (a, b) = (c[i], c[(i + 1) % c.count])
        let k = a.cross(b)
        sum += k * (a.dot(a) + a.dot(b) + b.dot(b))
      }
      return sum / 12
    }
  }

  /// The radius of the smallest origin-centred circle holding the shape.
  public var reach: Double {
    switch self {
    case .circle(let r): return r
    case .polygon(let c): return c.map(\.length).max() ?? 0
    }
  }
}
