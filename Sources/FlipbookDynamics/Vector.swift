/// A 2D vector in points (UIKit's coordinate space: y grows downwards).
public typealias Vec = SIMD2<Double>

extension SIMD2 where Scalar == Double {
  /// The dot product.
  @inlinable public func dot(_ other: Vec) -> Double { x * other.x + y * other.y }
  /// The z component of the 3D cross product.
  @inlinable public func cross(_ other: Vec) -> Double { x * other.y - y * other.x }
  /// Length.
  @inlinable public var length: Double { (x * x + y * y).squareRoot() }
  /// The vector turned a quarter turn: (-y, x).
  @inlinable public var perpendicular: Vec { Vec(-y, x) }
  /// The vector rotated by `angle` radians.
  @inlinable public func rotated(_ angle: Double) -> Vec {
    let (s, c) = (sin(angle), cos(angle))
    return Vec(c * x - s * y, s * x + c * y)
  }
  /// The unit vector in this direction, or zero.
  @inlinable public var normalized: Vec {
    let l = length
    return l > 1e-12 ? self / l : .zero
  }
}

/// `w × r` for an angular velocity `w` and an arm `r`.
@usableFromInline func cross(_ w: Double, _ r: Vec) -> Vec { Vec(-w * r.y, w * r.x) }

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
