import Foundation

// MARK: - CGAffineTransform

/// A 2D affine transform with Core Graphics' layout and semantics.
///
/// A point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vector
/// `[x y 1]` times the matrix `[a b 0; c d 0; tx ty 1]`). In UIKit's y-down
/// space a positive rotation angle turns clockwise on screen.
public struct CGAffineTransform: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The transform's `a` entry: how x scales (and rotates) into x.
  public var a: CGFloat
  /// The transform's `b` entry: how x shears (and rotates) into y.
  public var b: CGFloat
  /// The transform's `c` entry: how y shears (and rotates) into x.
  public var c: CGFloat
  /// The transform's `d` entry: how y scales (and rotates) into y.
  public var d: CGFloat
  /// The translation along the x axis.
  public var tx: CGFloat
  /// The translation along the y axis.
  public var ty: CGFloat

  /// Creates a transform from its six entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The identity transform (`CGAffineTransform()` is the identity too, as on Apple platforms).
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The identity transform, which leaves every point where it is.
  public static let identity = CGAffineTransform()

  /// Matches `CGAffineTransformMakeTranslation`.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Matches `CGAffineTransformMakeScale`.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Matches `CGAffineTransformMakeRotation`: `a = cos θ, b = sin θ, c = −sin θ, d = cos θ`.
  public init(rotationAngle angle: CGFloat) {
    let (s, c) = (sin(angle), cos(angle))
    self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// A Boolean value that indicates whether the transform is exactly the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2` (Core Graphics' `CGAffineTransformConcat(self, t2)`).
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Translation applied before `self` (`CGAffineTransformTranslate`).
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// Scale applied before `self` (`CGAffineTransformScale`).
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// Rotation applied before `self` (`CGAffineTransformRotate`).
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse; like Core Graphics, a singular transform is returned unchanged.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(
      a: d / det, b: -b / det, c: -c / det, d: a / det,
      tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  public var description: String {
    "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
  }
}

extension CGPoint {
  /// `CGPointApplyAffineTransform`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// `CGSizeApplyAffineTransform`: the linear part only, no translation.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// `CGRectApplyAffineTransform`: the bounding box of the four transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull { return self }
    let r = standardized
    let corners = [
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
      CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
    ].map { $0.applying(t) }
    return CGRect.boundingBox(of: corners)
  }

  /// The four corners, clockwise on a y-down screen from (minX, minY).
  package var corners: [CGPoint] {
    [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)]
  }

  /// The smallest rectangle containing every point (`.null` for none).
  public static func boundingBox(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points.dropFirst() {
      minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
      minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
