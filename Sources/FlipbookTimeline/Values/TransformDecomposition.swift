import Foundation

// MARK: - TransformDecomposition

/// A `CATransform3D` split into the parts Core Animation interpolates separately.
///
/// Row-vector convention (p' = p · M), so the matrix is recomposed as
/// `diag(scale) · skew · rotation · translation`, followed by the perspective part:
/// the upper 3x3 is `diag(s) · K · R` with K unit lower-triangular (the shears)
/// and R a rotation (stored as a unit quaternion); the perspective column and
/// corner are factored out last. This is the usual unmatrix decomposition
/// (Graphics Gems II, also used by CSS transforms and GNUstep's CA), written
/// for row vectors.
struct TransformDecomposition: Equatable {
  var scale: (x: Double, y: Double, z: Double)
  /// Shears xy, xz, yz (row 1 gains xy·row 0, and so on), relative to the scales.
  var skew: (xy: Double, xz: Double, yz: Double)
  /// Unit quaternion (x, y, z, w) of the rotation.
  var quaternion: (x: Double, y: Double, z: Double, w: Double)
  var translation: (x: Double, y: Double, z: Double)
  /// Perspective column (m14, m24, m34 before the affine part) and corner.
  var perspective: (x: Double, y: Double, z: Double, w: Double)

  static func == (a: Self, b: Self) -> Bool {
    a.scale == b.scale && a.skew == b.skew && a.quaternion == b.quaternion
      && a.translation == b.translation && a.perspective == b.perspective
  }

  /// nil when the upper 3x3 is singular (a zero scale): such matrices are then
  /// interpolated entry by entry.
  init?(_ t: CATransform3D) {
    let m = t.flatten
    func at(_ r: Int, _ c: Int) -> Double { m[r * 4 + c] }
    var r0 = [at(0, 0), at(0, 1), at(0, 2)], r1 = [at(1, 0), at(1, 1), at(1, 2)], r2 = [at(2, 0), at(2, 1), at(2, 2)]
    let det = r0[0] * (r1[1] * r2[2] - r1[2] * r2[1]) - r0[1] * (r1[0] * r2[2] - r1[2] * r2[0])
      + r0[2] * (r1[0] * r2[1] - r1[1] * r2[0])
    guard abs(det) > 1e-12, det.isFinite else { return nil }
    // Perspective: M = A · P with P = [[I, pv], [0, pw]], so column = M3 · pv.
    let col = [at(0, 3), at(1, 3), at(2, 3)]
    var pv = [0.0, 0.0, 0.0]
    if col != [0, 0, 0] {
      // Solve M3 · pv = col by Cramer's rule.
      func det3(_ a: [Double], _ b: [Double], _ c: [Double]) -> Double {
        a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0])
      }
      // Rows of M3 are r0, r1, r2; M3 · pv = col means Σ_j r_i[j] pv[j] = col[i].
      let cols = [[r0[0], r1[0], r2[0]], [r0[1], r1[1], r2[1]], [r0[2], r1[2], r2[2]]]
      let d = det3(cols[0], cols[1], cols[2])
      pv = (0..<3).map { k in
        var cs = cols
        cs[k] = col
        return det3(cs[0], cs[1], cs[2]) / d
      }
    }
    translation = (at(3, 0), at(3, 1), at(3, 2))
    perspective = (pv[0], pv[1], pv[2], at(3, 3) - (at(3, 0) * pv[0] + at(3, 1) * pv[1] + at(3, 2) * pv[2]))

    func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    func combine(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
    var sx = length(r0); r0 = r0.map { $0 / sx }
    var xy = dot(r0, r1); r1 = combine(r1, r0, xy)
    var sy = length(r1); r1 = r1.map { $0 / sy }; xy /= sy
    var xz = dot(r0, r2); r2 = combine(r2, r0, xz)
    var yz = dot(r1, r2); r2 = combine(r2, r1, yz)
    var sz = length(r2); r2 = r2.map { $0 / sz }; xz /= sz; yz /= sz
    // A reflection: flip every scale so the remaining matrix is a rotation.
    let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
    if dot(r0, cross) < 0 {
      sx = -sx; sy = -sy; sz = -sz
      r0 = r0.map { -$0 }; r1 = r1.map { -$0 }; r2 = r2.map { -$0 }
      xy = -xy; xz = -xz; yz = -yz
    }
    scale = (sx, sy, sz)
    skew = (xy, xz, yz)
    quaternion = TransformDecomposition.quaternion(rows: [r0, r1, r2])
  }

  /// The quaternion of a rotation matrix given by its rows (row-vector convention:
  /// row i is the image of axis i). Shepperd's method, stable for every angle.
  static func quaternion(rows R: [[Double]]) -> (x: Double, y: Double, z: Double, w: Double) {
    // Column-convention matrix C = Rᵀ: C[i][j] = R[j][i].
    func c(_ i: Int, _ j: Int) -> Double { R[j][i] }
    let trace = c(0, 0) + c(1, 1) + c(2, 2)
    var q: (x: Double, y: Double, z: Double, w: Double)
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      q = ((c(2, 1) - c(1, 2)) / s, (c(0, 2) - c(2, 0)) / s, (c(1, 0) - c(0, 1)) / s, s / 4)
    } else if c(0, 0) > c(1, 1) && c(0, 0) > c(2, 2) {
      let s = (1 + c(0, 0) - c(1, 1) - c(2, 2)).squareRoot() * 2
      q = (s / 4, (c(0, 1) + c(1, 0)) / s, (c(0, 2) + c(2, 0)) / s, (c(2, 1) - c(1, 2)) / s)
    } else if c(1, 1) > c(2, 2) {
      let s = (1 + c(1, 1) - c(0, 0) - c(2, 2)).squareRoot() * 2
      q = ((c(0, 1) + c(1, 0)) / s, s / 4, (c(1, 2) + c(2, 1)) / s, (c(0, 2) - c(2, 0)) / s)
    } else {
      let s = (1 + c(2, 2) - c(0, 0) - c(1, 1)).squareRoot() * 2
      q = ((c(0, 2) + c(2, 0)) / s, (c(1, 2) + c(2, 1)) / s, s / 4, (c(1, 0) - c(0, 1)) / s)
    }
    let n = (q.x * q.x + q.y * q.y + q.z * q.z + q.w * q.w).squareRoot()
    return (q.x / n, q.y / n, q.z / n, q.w / n)
  }

  /// Rows of the rotation matrix of a unit quaternion (row-vector convention).
  static func rotationRows(_ q: (x: Double, y: Double, z: Double, w: Double)) -> [[Double]] {
    let (x, y, z, w) = q
    // Column-convention C, then transpose into rows.
    let C = [
      [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
      [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
      [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)],
    ]
    return [[C[0][0], C[1][0], C[2][0]], [C[0][1], C[1][1], C[2][1]], [C[0][2], C[1][2], C[2][2]]]
  }

  var matrix: CATransform3D {
    let R = TransformDecomposition.rotationRows(quaternion)
    // Upper 3x3 = diag(s) · K · R, K = [[1,0,0],[xy,1,0],[xz,yz,1]].
    let k0 = R[0]
    let k1 = (0..<3).map { skew.xy * R[0][$0] + R[1][$0] }
    let k2 = (0..<3).map { skew.xz * R[0][$0] + skew.yz * R[1][$0] + R[2][$0] }
    let rows = [k0.map { $0 * scale.x }, k1.map { $0 * scale.y }, k2.map { $0 * scale.z }]
    let pv = [perspective.x, perspective.y, perspective.z]
    func col(_ r: [Double]) -> Double { r[0] * pv[0] + r[1] * pv[1] + r[2] * pv[2] }
    let t = [translation.x, translation.y, translation.z]
    var m = CATransform3DIdentity
    m.m11 = rows[0][0]; m.m12 = rows[0][1]; m.m13 = rows[0][2]; m.m14 = col(rows[0])
    m.m21 = rows[1][0]; m.m22 = rows[1][1]; m.m23 = rows[1][2]; m.m24 = col(rows[1])
    m.m31 = rows[2][0]; m.m32 = rows[2][1]; m.m33 = rows[2][2]; m.m34 = col(rows[2])
    m.m41 = t[0]; m.m42 = t[1]; m.m43 = t[2]; m.m44 = col(t) + perspective.w
    return m
  }

  /// Interpolates two transforms as Core Animation does: part by part, the
  /// rotation by spherical linear interpolation along the shorter arc. Singular
  /// matrices fall back to entry-wise interpolation.
  static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ f: Double) -> CATransform3D {
    guard let da = TransformDecomposition(a), let db = TransformDecomposition(b) else {
      let (x, y) = (a.flatten, b.flatten)
      return CATransform3D(flat: zip(x, y).map { $0 + ($1 - $0) * f })
    }
    func mix(_ p: Double, _ q: Double) -> Double { p + (q - p) * f }
    var out = da
    out.scale = (mix(da.scale.x, db.scale.x), mix(da.scale.y, db.scale.y), mix(da.scale.z, db.scale.z))
    out.skew = (mix(da.skew.xy, db.skew.xy), mix(da.skew.xz, db.skew.xz), mix(da.skew.yz, db.skew.yz))
    out.translation = (mix(da.translation.x, db.translation.x), mix(da.translation.y, db.translation.y),
                       mix(da.translation.z, db.translation.z))
    out.perspective = (mix(da.perspective.x, db.perspective.x), mix(da.perspective.y, db.perspective.y),
                       mix(da.perspective.z, db.perspective.z), mix(da.perspective.w, db.perspective.w))
    out.quaternion = slerp(da.quaternion, db.quaternion, f)
    return out.matrix
  }

  static func slerp(_ a: (x: Double, y: Double, z: Double, w: Double), _ b0: (x: Double, y: Double, z: Double, w: Double),
                    _ f: Double) -> (x: Double, y: Double, z: Double, w: Double) {
    var b = b0
    var d = a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w
    if d < 0 { b = (-b.x, -b.y, -b.z, -b.w); d = -d }
    let (wa, wb): (Double, Double)
    if d > 0.9995 {
      (wa, wb) = (1 - f, f)
    } else {
      let theta = acos(min(1, d)), s = sin(theta)
      (wa, wb) = (sin((1 - f) * theta) / s, sin(f * theta) / s)
    }
    let q = (a.x * wa + b.x * wb, a.y * wa + b.y * wb, a.z * wa + b.z * wb, a.w * wa + b.w * wb)
    let n = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
    return (q.0 / n, q.1 / n, q.2 / n, q.3 / n)
  }
}

extension CATransform3D {
  /// Creates a transform from sixteen entries in row-major order, as `flatten` returns them.
  public init(flat v: [Double]) {
    self.init()
    m11 = v[0]; m12 = v[1]; m13 = v[2]; m14 = v[3]
    m21 = v[4]; m22 = v[5]; m23 = v[6]; m24 = v[7]
    m31 = v[8]; m32 = v[9]; m33 = v[10]; m34 = v[11]
    m41 = v[12]; m42 = v[13]; m43 = v[14]; m44 = v[15]
  }
}

// MARK: - Transform components for sub-key paths

/// The parts `transform.rotation.z`, `transform.scale.x`, `transform.translation.y`
/// and friends read and replace.
///
/// Apple does not document how a component is replaced in a non-identity
/// transform. Flipbook decomposes into scale, Euler rotation and translation and
/// recomposes as `scale · rotation · translation` (row-vector order: scale first),
/// with rotation = rotX · rotY · rotZ (x applied first). Shears and perspective of
/// the underlying transform are kept. On an identity base every choice agrees.
struct TransformComponents {
  var base: TransformDecomposition?
  var fallback: CATransform3D
  var scale: [Double]
  var rotation: [Double]
  var translation: [Double]

  init(_ m: CATransform3D) {
    fallback = m
    base = TransformDecomposition(m)
    if let d = base {
      scale = [d.scale.x, d.scale.y, d.scale.z]
      translation = [d.translation.x, d.translation.y, d.translation.z]
      rotation = TransformComponents.euler(TransformDecomposition.rotationRows(d.quaternion))
    } else {
      // Singular (some scale is 0): read what can be read straight from the matrix.
      scale = [hypot(Double(m.m11), Double(m.m12)), hypot(Double(m.m21), Double(m.m22)), Double(m.m33)]
      translation = [Double(m.m41), Double(m.m42), Double(m.m43)]
      rotation = [0, 0, atan2(Double(m.m12), Double(m.m11))]
    }
  }

  /// Euler angles (x, y, z) with R = rotX(a) · rotY(b) · rotZ(c) in row-vector order.
  static func euler(_ R: [[Double]]) -> [Double] {
    let sb = max(-1, min(1, -R[0][2]))
    let b = asin(sb)
    if abs(cos(b)) > 1e-9 {
      return [atan2(R[1][2], R[2][2]), b, atan2(R[0][1], R[0][0])]
    }
    // Gimbal lock: put the whole remaining turn on x.
    return [atan2(-R[2][1], R[1][1]), b, 0]
  }

  static func rotationMatrix(_ e: [Double]) -> CATransform3D {
    var m = CATransform3DMakeRotation(CGFloat(e[0]), 1, 0, 0)
    m = CATransform3DConcat(m, CATransform3DMakeRotation(CGFloat(e[1]), 0, 1, 0))
    return CATransform3DConcat(m, CATransform3DMakeRotation(CGFloat(e[2]), 0, 0, 1))
  }

  var matrix: CATransform3D {
    guard var d = base else {
      var m = fallback
      m.m41 = translation[0]; m.m42 = translation[1]; m.m43 = translation[2]
      let c = cos(rotation[2]), s = sin(rotation[2])
      m.m11 = scale[0] * c; m.m12 = scale[0] * s; m.m21 = -scale[1] * s; m.m22 = scale[1] * c; m.m33 = scale[2]
      return m
    }
    d.scale = (scale[0], scale[1], scale[2])
    d.translation = (translation[0], translation[1], translation[2])
    let r = TransformComponents.rotationMatrix(rotation)
    let rows = [[r.m11, r.m12, r.m13], [r.m21, r.m22, r.m23], [r.m31, r.m32, r.m33]].map { $0.map { Double($0) } }
    d.quaternion = TransformDecomposition.quaternion(rows: rows)
    return d.matrix
  }
}

// MARK: - Scale and translation only

extension TransformComponents {
  /// The scale factors of a matrix that only scales (by positive factors) and
  /// translates, read straight from its diagonal; nil for any other matrix. They
  /// are what decomposing it gives, without the decomposition's cost (tested):
  /// `transform.scale` animations run on such matrices almost always.
  static func plainScale(_ m: CATransform3D) -> (x: Double, y: Double, z: Double)? {
    guard m.m12 == 0, m.m13 == 0, m.m14 == 0, m.m21 == 0, m.m23 == 0, m.m24 == 0,
          m.m31 == 0, m.m32 == 0, m.m34 == 0, m.m44 == 1,
          m.m11 > 0, m.m22 > 0, m.m33 > 0, m.m11.isFinite, m.m22.isFinite, m.m33.isFinite else { return nil }
    return (Double(m.m11), Double(m.m22), Double(m.m33))
  }

  /// A plain-scale matrix (see `plainScale`) with its scale set to `s`, `s`, `s` and
  /// its translation kept: what setting the components' scale and recomposing gives.
  static func settingPlainScale(_ m: CATransform3D, to s: Double) -> CATransform3D {
    var out = m
    (out.m11, out.m22, out.m33) = (CGFloat(s), CGFloat(s), CGFloat(s))
    return out
  }
}
