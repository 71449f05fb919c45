import Foundation

// MARK: - AnimValue

/// A value an animation interpolates: what `fromValue`, `toValue`, `byValue` and
/// keyframe `values` hold once Flipbook has checked them against the key path.
public enum AnimValue: Sendable, Equatable, Codable {
  /// A single number, such as an opacity or a corner radius.
  case number(Double)
  /// A point, such as a layer's position.
  case point(CGPoint)
  /// A size, such as a shadow's offset.
  case size(CGSize)
  /// A rectangle, such as a layer's bounds.
  case rect(CGRect)
  /// A 3D transform matrix.
  case transform(CATransform3D)
  /// nil is "no colour" (transparent).
  case color(CGColor?)
  /// A path, such as a shape layer's path; nil is no path.
  case path(PathData?)
  /// An array of colors, such as a gradient layer's colors.
  case colors([CGColor])
  /// An array of numbers, such as a gradient layer's locations or a dash pattern.
  case numbers([Double])
  /// An image, such as a layer's contents; nil is no image.
  case image(CGImage?)
  /// A Boolean value, such as a layer's `isHidden`.
  case bool(Bool)
  /// A string, or nil for none.
  case string(String?)

  /// A short type name for messages.
  public var typeName: String {
    switch self {
    case .number: "number"
    case .point: "CGPoint"
    case .size: "CGSize"
    case .rect: "CGRect"
    case .transform: "CATransform3D"
    case .color: "CGColor"
    case .path: "CGPath"
    case .colors: "[CGColor]"
    case .numbers: "[NSNumber]"
    case .image: "CGImage"
    case .bool: "Bool"
    case .string: "String"
    }
  }

  /// The kind of key path this value animates.
  public var kind: ValueKind {
    switch self {
    case .number: .number
    case .point: .point
    case .size: .size
    case .rect: .rect
    case .transform: .transform
    case .color: .color
    case .path: .path
    case .colors: .colors
    case .numbers: .numbers
    case .image: .image
    case .bool: .bool
    case .string: .string
    }
  }

  /// The components of a vector-like value, nil for discrete values.
  public var components: [Double]? {
    switch self {
    case .number(let v): [v]
    case .point(let p): [Double(p.x), Double(p.y)]
    case .size(let s): [Double(s.width), Double(s.height)]
    case .rect(let r): [Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)]
    case .numbers(let n): n
    default: nil
    }
  }

  /// The same kind of value with new components (count must match).
  public func with(components c: [Double]) -> AnimValue {
    switch self {
    case .number: .number(c[0])
    case .point: .point(CGPoint(x: c[0], y: c[1]))
    case .size: .size(CGSize(width: c[0], height: c[1]))
    case .rect: .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3]))
    case .numbers: .numbers(c)
    default: self
    }
  }

  /// The value's number when it is a `number`, otherwise nil.
  public var scalar: Double? { if case .number(let v) = self { v } else { nil } }
}

// MARK: - Arithmetic

extension AnimValue {
  /// Linear interpolation from `self` (f = 0) to `to` (f = 1). f may leave 0…1
  /// (springs and cubic keyframes overshoot).
  ///
  /// - Numbers, points, sizes, rects, number arrays: per component.
  /// - Colours: per straight sRGB component (the doc's choice; Apple's colour space
  ///   for interpolation is not published). nil is transparent: it takes the other
  ///   end's RGB with alpha 0, so a fade from nil does not pass through black.
  ///   Pattern colours cannot blend: they switch at the halfway point.
  /// - Transforms: decomposed (translation, scale, skew, rotation by quaternion
  ///   slerp, perspective) and recomposed, as Core Animation does.
  /// - Paths: point by point when both have the same elements; otherwise the
  ///   result is undefined on Apple platforms and Flipbook switches at halfway.
  /// - Anything else (images, booleans, strings): switches at halfway. (Between two
  ///   images the render also cross-fades: see `ContentsFade`.)
  public func interpolated(to other: AnimValue, _ f: Double) -> AnimValue {
    if f == 0 { return self }
    if f == 1 { return other }
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      return .transform(TransformDecomposition.interpolate(a, b, f))
    case (.color(let a), .color(let b)):
      return .color(AnimValue.blend(a, b, f))
    case (.colors(let a), .colors(let b)) where a.count == b.count:
      return .colors(zip(a, b).map { AnimValue.blend($0, $1, f) ?? .clear })
    case (.path(let a?), .path(let b?)):
      if let blended = AnimValue.blend(a, b, f) { return .path(blended) }
    default:
      if let a = components, let b = other.components, a.count == b.count {
        return with(components: zip(a, b).map { $0 + ($1 - $0) * f })
      }
    }
    return f < 0.5 ? self : other
  }

  /// `self + other`: the type-dependent addition used by `byValue`, `isAdditive` and
  /// `isCumulative`. Transforms concatenate with `other` applied first
  /// (`other · self` in row-vector order). Discrete values do not add: `other` wins.
  public func adding(_ other: AnimValue) -> AnimValue {
    switch (self, other) {
    case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
    case (.color(let a), .color(let b)):
      guard let a, let b, a.pattern == nil, b.pattern == nil else { return other }
      return .color(CGColor(srgbRed: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, alpha: a.alpha + b.alpha))
    default:
      if let a = components, let b = other.components, a.count == b.count {
        return with(components: zip(a, b).map { $0 + $1 })
      }
      return other
    }
  }

  /// `self − other`, the inverse of `adding` (for `toValue − byValue`).
  public func subtracting(_ other: AnimValue) -> AnimValue {
    switch (self, other) {
    case (.transform(let a), .transform(let b)):
      return .transform(CATransform3DConcat(CATransform3DInvert(b), a))
    case (.color(let a), .color(let b)):
      guard let a, let b, a.pattern == nil, b.pattern == nil else { return self }
      return .color(CGColor(srgbRed: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, alpha: a.alpha - b.alpha))
    default:
      if let a = components, let b = other.components, a.count == b.count {
        return with(components: zip(a, b).map { $0 - $1 })
      }
      return self
    }
  }

  /// `self` added to itself k times (k whole repeat cycles of a cumulative animation).
  public func repeated(_ k: Int) -> AnimValue {
    switch self {
    case .transform(let m):
      // m^k by squaring: a few dozen products however many cycles have passed.
      var (result, power, n) = (CATransform3DIdentity, m, max(0, k))
      while n > 0 {
        if n & 1 == 1 { result = CATransform3DConcat(result, power) }
        power = CATransform3DConcat(power, power)
        n >>= 1
      }
      return .transform(result)
    default:
      if let c = components { return with(components: c.map { $0 * Double(k) }) }
      return self
    }
  }

  static func blend(_ a: CGColor?, _ b: CGColor?, _ f: Double) -> CGColor? {
    if a == nil && b == nil { return nil }
    if a?.pattern != nil || b?.pattern != nil { return f < 0.5 ? a : b }
    guard let from = a ?? b.map({ CGColor(srgbRed: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }),
          let to = b ?? a.map({ CGColor(srgbRed: $0.red, green: $0.green, blue: $0.blue, alpha: 0) }) else { return nil }
    func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * CGFloat(f) }
    return CGColor(srgbRed: mix(from.red, to.red), green: mix(from.green, to.green),
                   blue: mix(from.blue, to.blue), alpha: mix(from.alpha, to.alpha))
  }

  /// Blends two paths point by point; nil when their elements do not correspond.
  static func blend(_ a: PathData, _ b: PathData, _ f: Double) -> PathData? {
    guard a.elements.count == b.elements.count else { return nil }
    func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint {
      CGPoint(x: p.x + (q.x - p.x) * CGFloat(f), y: p.y + (q.y - p.y) * CGFloat(f))
    }
    var out: [PathElement] = []
    out.reserveCapacity(a.elements.count)
    for (x, y) in zip(a.elements, b.elements) {
      switch (x, y) {
      case (.moveTo(let p), .moveTo(let q)): out.append(.moveTo(mix(p, q)))
      case (.lineTo(let p), .lineTo(let q)): out.append(.lineTo(mix(p, q)))
      case (.quadCurveTo(let c, let p), .quadCurveTo(let d, let q)): out.append(.quadCurveTo(control: mix(c, d), to: mix(p, q)))
      case (.curveTo(let c1, let c2, let p), .curveTo(let d1, let d2, let q)):
        out.append(.curveTo(control1: mix(c1, d1), control2: mix(c2, d2), to: mix(p, q)))
      case (.closeSubpath, .closeSubpath): out.append(.closeSubpath)
      default: return nil
      }
    }
    return PathData(elements: out)
  }

  /// Distance between two values, for paced keyframes: |Δ| for numbers, Euclidean
  /// for vectors, and 1 for values that do not measure (each step counts the same).
  func distance(to other: AnimValue) -> Double {
    if let a = components, let b = other.components, a.count == b.count {
      return zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
    if case .transform(let a) = self, case .transform(let b) = other {
      let (x, y) = (a.flatten, b.flatten)
      return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
    return self == other ? 0 : 1
  }
}

extension CATransform3D {
  /// The matrix's sixteen entries in row-major order, `m11` through `m44`.
  public var flatten: [Double] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44].map { Double($0) }
  }
}
