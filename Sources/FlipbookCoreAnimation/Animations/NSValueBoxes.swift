import Foundation

// `NSValue(caTransform3D:)` and friends, the boxes Objective-C-era code puts in
// `fromValue`/`values`. Linux Foundation boxes points, sizes and rects itself but
// cannot box a struct by its type encoding, so transforms are boxed as arrays of
// doubles ("[16d]", affine ones "[6d]"); the accessors read either back.

private let transformEncoding = "[16d]", affineEncoding = "[6d]"

extension NSValue {
  /// Creates a value that boxes the given point.
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  /// Creates a value that boxes the given size.
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  /// Creates a value that boxes the given rectangle.
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }

  /// Creates a value that boxes the given 3D transform, stored as 16 doubles (`[16d]`).
  public convenience init(caTransform3D t: CATransform3D) {
    let numbers = [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
                   t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44].map(Double.init)
    self.init(bytes: numbers, objCType: transformEncoding)
  }

  /// Creates a value that boxes the given affine transform, stored as 6 doubles (`[6d]`).
  public convenience init(cgAffineTransform t: CGAffineTransform) {
    self.init(bytes: [t.a, t.b, t.c, t.d, t.tx, t.ty].map(Double.init), objCType: affineEncoding)
  }

  private var encoding: String { String(cString: objCType) }

  private func doubles(_ count: Int) -> [Double] {
    var numbers = [Double](repeating: 0, count: count)
    numbers.withUnsafeMutableBytes { if let base = $0.baseAddress { getValue(base) } }
    return numbers
  }

  /// The boxed point (nil when the box holds something else).
  package var boxedPoint: CGPoint? { encoding == "{CGPoint=dd}" ? pointValue : nil }
  package var boxedSize: CGSize? { encoding == "{CGSize=dd}" ? sizeValue : nil }
  package var boxedRect: CGRect? { encoding.hasPrefix("{CGRect=") ? rectValue : nil }
  package var boxedTransform: CATransform3D? {
    switch encoding {
    case transformEncoding:
      let n = doubles(16).map { CGFloat($0) }
      return CATransform3D(m11: n[0], m12: n[1], m13: n[2], m14: n[3], m21: n[4], m22: n[5], m23: n[6], m24: n[7],
                           m31: n[8], m32: n[9], m33: n[10], m34: n[11], m41: n[12], m42: n[13], m43: n[14], m44: n[15])
    case affineEncoding: return boxedAffineTransform.map(CATransform3DMakeAffineTransform)
    default: return nil
    }
  }
  package var boxedAffineTransform: CGAffineTransform? {
    guard encoding == affineEncoding else { return nil }
    let n = doubles(6).map { CGFloat($0) }
    return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
  }

  /// What the box holds, as UIKit's and Core Animation's accessors read it (zero when
  /// it holds something else).
  public var cgPointValue: CGPoint { boxedPoint ?? .zero }
  /// The boxed size, or `.zero` when the box holds something else.
  public var cgSizeValue: CGSize { boxedSize ?? .zero }
  /// The boxed rectangle, or `.zero` when the box holds something else.
  public var cgRectValue: CGRect { boxedRect ?? .zero }
  /// The boxed 3D transform (an affine one is converted), or an all-zero matrix when the box holds something else.
  public var caTransform3DValue: CATransform3D { boxedTransform ?? CATransform3D() }
  /// The boxed affine transform, or an all-zero transform when the box holds something else.
  public var cgAffineTransformValue: CGAffineTransform { boxedAffineTransform ?? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
}

/// What `value as? T` gives on Apple's platforms for geometry boxed in an
/// `NSValue` (a keyboard notification's frames): the adaptation plugin writes
/// `x as? CGRect` in pasted files as `_flipbookBridge(x, as: CGRect.self)`,
/// because Linux's Foundation does not bridge `NSValue` to these structs.
public func _flipbookBridge<T>(_ value: Any?, as type: T.Type) -> T? {
  if let direct = value as? T { return direct }
  guard let box = value as? NSValue else { return nil }
  if let rect = box.boxedRect as? T { return rect }
  if let point = box.boxedPoint as? T { return point }
  return box.boxedSize as? T
}
