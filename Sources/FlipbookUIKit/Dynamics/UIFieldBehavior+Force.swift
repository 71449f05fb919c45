import Foundation
internal import FlipbookDynamics

extension UIFieldBehavior {
  /// The field's force on `body` (points × mass / s²), `elapsed` seconds after the field started acting.
  func force(on body: Body, elapsed: Double) -> Vec {
    let offset = body.position - position.vec
    guard region.contains(CGPoint(offset)) else { return .zero }
    let distance = max(offset.length, Double(minimumRadius))
    let metres = distance / 100
    let fall = falloff == 0 || distance <= Double(minimumRadius) ? 1 : pow(metres, -Double(falloff))
    let s = Double(strength) * fall, m = body.mass, v = body.velocity
    let outward = offset.length > 1e-9 ? offset / offset.length : .zero
    switch kind {
    case .linearGravity: return direction.vec * 1000 * s * m
    case .radialGravity: return -outward * 1000 * s * m
    case .velocity: return (direction.vec * s - v) * m * 30  // steers to the velocity within a few frames
    case .spring: return -offset * s
    case .drag: return -v * s
    case .vortex: return offset.perpendicular * s
    case .electric: return outward * 100 * s * body.material.charge
    case .magnetic: return v.perpendicular * s * body.material.charge
    case .noise: return noise(offset, elapsed) * 100 * s
    case .turbulence: return noise(offset, elapsed) * v.length * s
    case .custom(let block):
      let f = block(self, CGPoint(offset), CGVector(dx: v.x, dy: v.y), CGFloat(m), CGFloat(body.material.charge), elapsed)
      return f.vec
    }
  }

  /// Smooth value noise in two dimensions over space and time: a direction
  /// per lattice point (a fixed hash, the same on every run), blended smoothly.
  private func noise(_ p: Vec, _ t: Double) -> Vec {
    let scale = 1 / (20 + 280 * min(max(Double(smoothness), 0), 1))  // lattice spacing 20–300 points
    let (x, y, z) = (p.x * scale, p.y * scale, t * Double(animationSpeed))
    let (x0, y0, z0) = (floor(x), floor(y), floor(z))
    func fade(_ u: Double) -> Double { u * u * (3 - 2 * u) }
    let (u, w, r) = (fade(x - x0), fade(y - y0), fade(z - z0))
    func corner(_ i: Double, _ j: Double, _ k: Double) -> Vec {
      var h = UInt64(bitPattern: Int64(i) &* 73_856_093 ^ Int64(j) &* 19_349_663 ^ Int64(k) &* 83_492_791)
      h = (h ^ (h >> 33)) &* 0xff51_afd7_ed55_8ccd
      h ^= h >> 33
      let angle = Double(h % 3600) / 3600 * 2 * .pi
      return Vec(cos(angle), sin(angle))
    }
    func lerp(_ a: Vec, _ b: Vec, _ f: Double) -> Vec { a + (b - a) * f }
    func plane(_ k: Double) -> Vec {
      lerp(lerp(corner(x0, y0, k), corner(x0 + 1, y0, k), u), lerp(corner(x0, y0 + 1, k), corner(x0 + 1, y0 + 1, k), u), w)
    }
    return lerp(plane(z0), plane(z0 + 1), r)
  }
}
