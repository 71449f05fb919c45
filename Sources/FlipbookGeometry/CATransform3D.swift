import Foundation

// MARK: - CATransform3D

/// Core Animation's 4×4 transform, in Apple's row-vector convention:
/// a point maps as `p' = p · M`, translation lives in `m41…m43`, and perspective
/// in `m34` (`w' = 1 + z·m34` for a point with `w = 1`).
public struct CATransform3D: Hashable, Sendable, Codable {
  /// The entries of the matrix's first row (`m11`–`m14`); a point's x coordinate scales this row.
  public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
  /// The entries of the matrix's second row (`m21`–`m24`); a point's y coordinate scales this row.
  public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
  /// The entries of the matrix's third row (`m31`–`m34`); `m34` sets the perspective.
  public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
  /// The entries of the matrix's fourth row (`m41`–`m44`); `m41`–`m43` hold the translation.
  public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

  /// Creates a transform from its sixteen entries, row by row.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// All zeros, as the imported C struct's `CATransform3D()` is on Apple platforms
  /// (not the identity: use `CATransform3DIdentity` for that).
  public init() {
    self.init(
      m11: 0, m12: 0, m13: 0, m14: 0, m21: 0, m22: 0, m23: 0, m24: 0,
      m31: 0, m32: 0, m33: 0, m34: 0, m41: 0, m42: 0, m43: 0, m44: 0)
  }

  /// Rows as arrays, for loops.
  package var rows: [[CGFloat]] {
    [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
  }

  package init(rows r: [[CGFloat]]) {
    self.init(
      m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
      m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
      m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
      m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
  }

  /// Maps a point with `w = 1` and returns the homogeneous result `(x, y, z, w)`.
  package func applyHomogeneous(x: CGFloat, y: CGFloat, z: CGFloat = 0) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    (x * m11 + y * m21 + z * m31 + m41,
     x * m12 + y * m22 + z * m32 + m42,
     x * m13 + y * m23 + z * m33 + m43,
     x * m14 + y * m24 + z * m34 + m44)
  }

  /// Maps a point of the z = 0 plane and projects it (divides by w).
  /// Returns nil when the point falls behind the eye (w ≤ 0).
  package func project(_ p: CGPoint) -> CGPoint? {
    let (x, y, _, w) = applyHomogeneous(x: p.x, y: p.y)
    guard w > 1e-9 else { return nil }
    return CGPoint(x: x / w, y: y / w)
  }

  /// True when points of the z = 0 plane map without a perspective divide,
  /// i.e. the transform acts on that plane as the 2D affine `affine2D`.
  package var isPlanarAffine: Bool { m14 == 0 && m24 == 0 && m44 == 1 }

  /// The 2D affine action on the z = 0 plane (exact when `isPlanarAffine`).
  package var affine2D: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
  m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

extension CATransform3D {
  /// The identity transform.
  public static let identity = CATransform3DIdentity
}

/// Returns whether the transform is exactly the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Returns whether two transforms are exactly equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Returns a transform that translates by `(tx, ty, tz)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// Returns a transform that scales by `(sx, sy, sz)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// Rotation by `angle` radians about the axis `(x, y, z)`; a zero axis gives the identity.
/// Row-vector form of Rodrigues' formula: `M[i][j] = cδij + (1−c)uiuj + s·εijk·uk`,
/// so rotation about z has `m12 = sin θ` (clockwise on a y-down screen).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0, length.isFinite else { return CATransform3DIdentity }
  let (u, v, w) = (x / length, y / length, z / length)
  let (s, c) = (sin(angle), cos(angle))
  let k = 1 - c
  return CATransform3D(
    m11: c + k * u * u, m12: k * u * v + s * w, m13: k * u * w - s * v, m14: 0,
    m21: k * v * u - s * w, m22: c + k * v * v, m23: k * v * w + s * u, m24: 0,
    m31: k * w * u + s * v, m32: k * w * v - s * u, m33: c + k * w * w, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `a · b`: `a` is applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  // Written out (no arrays): evaluation runs this several times a layer a frame.
  // Each entry is a(i,0)·b(0,j) + a(i,1)·b(1,j) + a(i,2)·b(2,j) + a(i,3)·b(3,j), in that order.
  func row(_ x: CGFloat, _ y: CGFloat, _ z: CGFloat, _ w: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
    (x * b.m11 + y * b.m21 + z * b.m31 + w * b.m41,
     x * b.m12 + y * b.m22 + z * b.m32 + w * b.m42,
     x * b.m13 + y * b.m23 + z * b.m33 + w * b.m43,
     x * b.m14 + y * b.m24 + z * b.m34 + w * b.m44)
  }
  let r1 = row(a.m11, a.m12, a.m13, a.m14), r2 = row(a.m21, a.m22, a.m23, a.m24)
  let r3 = row(a.m31, a.m32, a.m33, a.m34), r4 = row(a.m41, a.m42, a.m43, a.m44)
  return CATransform3D(
    m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
    m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
}

/// `translate(tx, ty, tz) · t`: the translation happens in `t`'s input space.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// `rotation(angle, x, y, z) · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse; like Core Animation, a non-invertible transform is returned unchanged.
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
  // Gauss-Jordan elimination with partial pivoting.
  var m = t.rows
  var inv: [[CGFloat]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
  for col in 0..<4 {
    var pivot = col
    for r in col..<4 where abs(m[r][col]) > abs(m[pivot][col]) { pivot = r }
    guard abs(m[pivot][col]) > 1e-12 else { return t }
    m.swapAt(col, pivot); inv.swapAt(col, pivot)
    let p = m[col][col]
    for j in 0..<4 { m[col][j] /= p; inv[col][j] /= p }
    for r in 0..<4 where r != col {
      let f = m[r][col]
      if f == 0 { continue }
      for j in 0..<4 { m[r][j] -= f * m[col][j]; inv[r][j] -= f * inv[col][j] }
    }
  }
  return CATransform3D(rows: inv)
}

/// True when `t` is exactly representable as a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// Returns the 3D transform that acts as the given affine transform in the x-y plane.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  return t
}

/// The affine part of `t` (the other entries are ignored, as on Apple platforms).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
