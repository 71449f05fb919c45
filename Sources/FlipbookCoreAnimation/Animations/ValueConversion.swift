import Foundation
import FlipbookTimeline

// MARK: - Conversion protocols

/// A colour type that converts to `CGColor` (UIKit's `UIColor` adopts it), so
/// Core Animation accepts it where Apple's API takes `Any` without knowing UIKit.
public protocol CGColorConvertible {
  /// The colour as a `CGColor`.
  var cgColor: CGColor { get }
}
/// A path type that converts to `CGPath` (`UIBezierPath`).
public protocol CGPathConvertible {
  /// The path as a `CGPath`.
  var cgPath: CGPath { get }
}
/// An image type that converts to `CGImage` (`UIImage`).
public protocol CGImageConvertible {
  /// The image as a `CGImage`, or `nil` when it has no bitmap.
  var cgImage: CGImage? { get }
}
/// A font type that converts to a font descriptor (`UIFont`).
public protocol FontDescriptorConvertible {
  /// The font as a descriptor: family, size, weight and slant.
  var fontDescriptor: FontDescriptor { get }
}

// MARK: - Apple's `id` values to animation values

extension ValueKind {
  /// Converts what a user put in `fromValue`/`values` (Apple's `id`) into a value of this kind.
  package func convert(_ any: Any?) -> AnimValue? {
    switch self {
    case .number: return number(any).map(AnimValue.number)
    // Arrays of numbers stand for structures too (`fromValue = [0, 0]` for a position).
    case .point:
      if let p = any as? CGPoint ?? (any as? NSValue)?.boxedPoint { return .point(p) }
      if let c = numbers(any, count: 2) { return .point(CGPoint(x: c[0], y: c[1])) }
      return nil
    case .size:
      if let s = any as? CGSize ?? (any as? NSValue)?.boxedSize { return .size(s) }
      if let c = numbers(any, count: 2) { return .size(CGSize(width: c[0], height: c[1])) }
      return nil
    case .rect:
      if let r = any as? CGRect ?? (any as? NSValue)?.boxedRect { return .rect(r) }
      if let c = numbers(any, count: 4) { return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3])) }
      return nil
    case .transform:
      if let m = any as? CATransform3D ?? (any as? NSValue)?.boxedTransform { return .transform(m) }
      if let a = any as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(a)) }
      return nil
    case .color:
      if any == nil { return .color(nil) }
      return ValueKind.color(any).map { .color($0) }
    case .path:
      if any == nil { return .path(nil) }
      if let p = any as? CGPath { return .path(p.data) }
      if let p = any as? CGPathConvertible { return .path(p.cgPath.data) }
      return nil
    case .colors:
      guard let array = any as? [Any] else { return nil }
      var out: [CGColor] = []
      for item in array {
        guard let c = ValueKind.color(item) else { return nil }
        out.append(c)
      }
      return .colors(out)
    case .numbers:
      guard let array = any as? [Any] else { return nil }
      var out: [Double] = []
      for item in array {
        guard let v = number(item) else { return nil }
        out.append(v)
      }
      return .numbers(out)
    case .image:
      if any == nil { return .image(nil) }
      if let i = any as? CGImage { return .image(i) }
      if let i = any as? CGImageConvertible { return .image(i.cgImage) }
      return nil
    case .bool:
      if let b = any as? Bool { return .bool(b) }
      if let n = any as? NSNumber { return .bool(n.boolValue) }
      return nil
    case .string:
      if any == nil { return .string(nil) }
      if let s = any as? String { return .string(s) }
      if let r = any as? any RawRepresentable, let s = r.rawValue as? String { return .string(s) }
      return nil
    }
  }

  private func numbers(_ any: Any?, count: Int) -> [Double]? {
    guard let array = any as? [Any], array.count == count else { return nil }
    let values = array.compactMap { number($0) }
    return values.count == count ? values : nil
  }

  private func number(_ any: Any?) -> Double? { ValueKind.number(any) }

  /// A number from any of the types Apple's APIs take one as (`Double`, `CGFloat`,
  /// `Float`, `Int`, `NSNumber`); nil for anything else.
  package static func number(_ any: Any?) -> Double? {
    switch any {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }

  package static func color(_ any: Any?) -> CGColor? {
    switch any {
    case let c as CGColor: c
    case let c as CGColorConvertible: c.cgColor
    default: nil
    }
  }

  /// What the value looks like to a person reading the error.
  package static func describe(_ any: Any?) -> String {
    guard let any else { return "nil" }
    // Foundation's concrete box classes mean nothing to a reader; the encoding does.
    if let box = any as? NSValue, !(any is NSNumber) { return "an NSValue holding \(String(cString: box.objCType))" }
    return "a \(type(of: any))"
  }
}
