import Foundation

// MARK: - Homography

/// A plane-to-plane projective map, `(x, y, 1) · H`, row-vector like `CATransform3D`.
///
/// Core Animation flattens every layer's subtree into the layer's plane, so the
/// map from a layer's plane to an ancestor's is the product of each level's
/// `CATransform3D` restricted to the z = 0 plane: rows and columns 1, 2 and 4.
public struct Homography: Hashable, Sendable {
  /// The matrix's nine entries in row-major order, `m11` through `m33`.
  public var m: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat, CGFloat)

  /// Creates a homography from its nine matrix entries, given row by row.
  public init(_ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat,
              _ m21: CGFloat, _ m22: CGFloat, _ m23: CGFloat,
              _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat) {
    m = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
  }

  /// The homography that maps every point to itself.
  public static let identity = Homography(1, 0, 0, 0, 1, 0, 0, 0, 1)

  /// The action of `t` on points of the z = 0 plane, with z discarded.
  public init(_ t: CATransform3D) {
    self.init(t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44)
  }

  /// Creates the homography that maps points as an affine transform does.
  public init(_ a: CGAffineTransform) {
    self.init(a.a, a.b, 0, a.c, a.d, 0, a.tx, a.ty, 1)
  }

  /// Returns a Boolean value that indicates whether two homographies have equal matrix entries.
  public static func == (a: Homography, b: Homography) -> Bool {
    a.m.0 == b.m.0 && a.m.1 == b.m.1 && a.m.2 == b.m.2 && a.m.3 == b.m.3 && a.m.4 == b.m.4
      && a.m.5 == b.m.5 && a.m.6 == b.m.6 && a.m.7 == b.m.7 && a.m.8 == b.m.8
  }

  /// Hashes the nine matrix entries.
  public func hash(into h: inout Hasher) {
    for v in [m.0, m.1, m.2, m.3, m.4, m.5, m.6, m.7, m.8] { h.combine(v) }
  }

  /// True when no perspective divide is needed (last column is (0, 0, 1) up to scale).
  public var isAffine: Bool { m.2 == 0 && m.5 == 0 && m.8 != 0 }

  /// The affine map; exact when `isAffine`.
  public var affine: CGAffineTransform {
    let w = m.8 == 0 ? 1 : m.8
    return CGAffineTransform(a: m.0 / w, b: m.1 / w, c: m.3 / w, d: m.4 / w, tx: m.6 / w, ty: m.7 / w)
  }

  /// `self` then `other`.
  public func concatenating(_ o: Homography) -> Homography {
    let a = self.m, b = o.m
    return Homography(
      a.0 * b.0 + a.1 * b.3 + a.2 * b.6, a.0 * b.1 + a.1 * b.4 + a.2 * b.7, a.0 * b.2 + a.1 * b.5 + a.2 * b.8,
      a.3 * b.0 + a.4 * b.3 + a.5 * b.6, a.3 * b.1 + a.4 * b.4 + a.5 * b.7, a.3 * b.2 + a.4 * b.5 + a.5 * b.8,
      a.6 * b.0 + a.7 * b.3 + a.8 * b.6, a.6 * b.1 + a.7 * b.4 + a.8 * b.7, a.6 * b.2 + a.7 * b.5 + a.8 * b.8)
  }

  /// The determinant of the 3×3 matrix; zero when the map is singular.
  public var determinant: CGFloat {
    m.0 * (m.4 * m.8 - m.5 * m.7) - m.1 * (m.3 * m.8 - m.5 * m.6) + m.2 * (m.3 * m.7 - m.4 * m.6)
  }

  /// The inverse, or nil when singular.
  public func inverted() -> Homography? {
    let det = determinant
    guard abs(det) > 1e-15, det.isFinite else { return nil }
    return Homography(
      (m.4 * m.8 - m.5 * m.7) / det, (m.2 * m.7 - m.1 * m.8) / det, (m.1 * m.5 - m.2 * m.4) / det,
      (m.5 * m.6 - m.3 * m.8) / det, (m.0 * m.8 - m.2 * m.6) / det, (m.2 * m.3 - m.0 * m.5) / det,
      (m.3 * m.7 - m.4 * m.6) / det, (m.1 * m.6 - m.0 * m.7) / det, (m.0 * m.4 - m.1 * m.3) / det)
  }

  /// The homogeneous weight of a point (positive in front of the eye).
  public func w(_ p: CGPoint) -> CGFloat { p.x * m.2 + p.y * m.5 + m.8 }

  /// Maps a point; nil when it falls at or behind the eye (w ≤ 0).
  public func apply(_ p: CGPoint) -> CGPoint? {
    let w = self.w(p)
    guard w > 1e-9 else { return nil }
    return CGPoint(x: (p.x * m.0 + p.y * m.3 + m.6) / w, y: (p.x * m.1 + p.y * m.4 + m.7) / w)
  }
}
