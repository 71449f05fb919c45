import Foundation

// MARK: - AnimationError

/// An animation Flipbook cannot run: an unknown key path, a value of the wrong
/// type, bad keyframe timing. The message names where it was added, the layer,
/// the key path and the fix.
public struct AnimationError: Error, CustomStringConvertible, Equatable, Sendable {
  /// `file:line` of the call that added the animation, when known.
  public var location: String
  /// The layer's path (`root > 'card'`), when known.
  public var layerPath: String
  public var keyPath: String
  public var problem: String
  public var fix: String

  public init(location: String = "", layerPath: String = "", keyPath: String, problem: String, fix: String) {
    (self.location, self.layerPath, self.keyPath, self.problem, self.fix) = (location, layerPath, keyPath, problem, fix)
  }

  public var description: String {
    var s = ""
    if !location.isEmpty { s += "\(location): " }
    if !layerPath.isEmpty { s += "layer \(layerPath): " }
    return s + "animation of '\(keyPath)': \(problem). \(fix)"
  }
}

// MARK: - Value kinds

/// What type of value a key path takes.
enum ValueKind: String, Sendable {
  case number, point, size, rect, transform, color, path, colors, numbers, image, bool, string

  var swiftName: String {
    switch self {
    case .number: "a number (Double, CGFloat, Float, Int or NSNumber)"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .rect: "a CGRect"
    case .transform: "a CATransform3D (or CGAffineTransform)"
    case .color: "a CGColor (or UIColor)"
    case .path: "a CGPath (or UIBezierPath)"
    case .colors: "an array of CGColor"
    case .numbers: "an array of numbers"
    case .image: "a CGImage (or UIImage)"
    case .bool: "a Bool"
    case .string: "a String"
    }
  }

  /// Converts what a user put in `fromValue`/`values` (Apple's `id`) into a value of this kind.
  func convert(_ any: Any?) -> AnimValue? {
    switch self {
    case .number: return number(any).map(AnimValue.number)
    // Arrays of numbers stand for structures too (`fromValue = [0, 0]` for a position).
    case .point:
      if let p = any as? CGPoint { return .point(p) }
      if let c = numbers(any, count: 2) { return .point(CGPoint(x: c[0], y: c[1])) }
      return nil
    case .size:
      if let s = any as? CGSize { return .size(s) }
      if let c = numbers(any, count: 2) { return .size(CGSize(width: c[0], height: c[1])) }
      return nil
    case .rect:
      if let r = any as? CGRect { return .rect(r) }
      if let c = numbers(any, count: 4) { return .rect(CGRect(x: c[0], y: c[1], width: c[2], height: c[3])) }
      return nil
    case .transform:
      if let m = any as? CATransform3D { return .transform(m) }
      if let a = any as? CGAffineTransform { return .transform(CATransform3DMakeAffineTransform(a)) }
      return nil
    case .color:
      if any == nil { return .color(nil) }
      return ValueKind.color(any).map { .color($0) }
    case .path:
      if any == nil { return .path(nil) }
      if let p = any as? CGPath { return .path(p.data) }
      if let p = any as? UIBezierPath { return .path(p.cgPath.data) }
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
      if let i = any as? UIImage { return .image(i.cgImage) }
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

  private func number(_ any: Any?) -> Double? {
    switch any {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
  }

  static func color(_ any: Any?) -> CGColor? {
    switch any {
    case let c as CGColor: c
    case let c as UIColor: c.cgColor
    default: nil
    }
  }

  /// What the value looks like to a person reading the error.
  static func describe(_ any: Any?) -> String {
    guard let any else { return "nil" }
    return "a \(type(of: any))"
  }
}

// MARK: - Key paths

/// How an animation reads and writes one key path of a layer state.
struct KeyPathAccessor: Sendable {
  let kind: ValueKind
  let get: @Sendable (LayerProps) -> AnimValue
  let set: @Sendable (inout LayerProps, AnimValue) -> Void
}

/// Apple's animatable key paths, with the structure-field and transform
/// sub-paths of "Key-Value Coding Extensions" (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`, `shadowOffset.height`, …).
enum KeyPaths {
  /// Looks up a key path; nil when it is not animatable.
  static func accessor(_ keyPath: String) -> KeyPathAccessor? { table[keyPath] }

  /// Every animatable key path, for messages.
  static var all: [String] { table.keys.sorted() }

  /// The closest known key paths to `keyPath`, for "did you mean" hints.
  static func suggestions(for keyPath: String) -> [String] {
    let lower = keyPath.lowercased()
    let scored = table.keys.map { ($0, TextDistance.levenshtein($0.lowercased(), lower)) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    return scored.prefix(3).filter { $0.1 <= max(3, keyPath.count / 3) }.map(\.0)
  }

  static func unknown(_ keyPath: String) -> (problem: String, fix: String) {
    let hints = suggestions(for: keyPath)
    return ("'\(keyPath)' is not an animatable key path of CALayer or its subclasses",
            hints.isEmpty ? "Use one of Apple's animatable properties, e.g. opacity, position, transform.scale."
                          : "Did you mean \(hints.map { "'\($0)'" }.joined(separator: " or "))?")
  }

  // MARK: Table

  private static func number<T: BinaryFloatingPoint & Sendable>(_ kp: WritableKeyPath<LayerProps, T> & Sendable) -> KeyPathAccessor {
    KeyPathAccessor(kind: .number, get: { .number(Double($0[keyPath: kp])) },
                    set: { p, v in if let d = v.scalar { p[keyPath: kp] = T(d) } })
  }

  private static func value<T: Sendable>(_ kind: ValueKind, _ kp: WritableKeyPath<LayerProps, T> & Sendable,
                                         _ wrap: @escaping @Sendable (T) -> AnimValue,
                                         _ unwrap: @escaping @Sendable (AnimValue) -> T?) -> KeyPathAccessor {
    KeyPathAccessor(kind: kind, get: { wrap($0[keyPath: kp]) },
                    set: { p, v in if let x = unwrap(v) { p[keyPath: kp] = x } })
  }

  private static func point(_ kp: WritableKeyPath<LayerProps, CGPoint> & Sendable) -> KeyPathAccessor {
    value(.point, kp, { .point($0) }, { if case .point(let p) = $0 { p } else { nil } })
  }
  private static func size(_ kp: WritableKeyPath<LayerProps, CGSize> & Sendable) -> KeyPathAccessor {
    value(.size, kp, { .size($0) }, { if case .size(let s) = $0 { s } else { nil } })
  }
  private static func rect(_ kp: WritableKeyPath<LayerProps, CGRect> & Sendable) -> KeyPathAccessor {
    value(.rect, kp, { .rect($0) }, { if case .rect(let r) = $0 { r } else { nil } })
  }
  private static func transform(_ kp: WritableKeyPath<LayerProps, CATransform3D> & Sendable) -> KeyPathAccessor {
    value(.transform, kp, { .transform($0) }, { if case .transform(let m) = $0 { m } else { nil } })
  }
  private static func color(_ kp: WritableKeyPath<LayerProps, CGColor?> & Sendable) -> KeyPathAccessor {
    value(.color, kp, { .color($0) }, { if case .color(let c) = $0 { .some(c) } else { nil } })
  }
  private static func bool(_ kp: WritableKeyPath<LayerProps, Bool> & Sendable) -> KeyPathAccessor {
    value(.bool, kp, { .bool($0) }, { if case .bool(let b) = $0 { b } else { nil } })
  }
  private static func string(_ kp: WritableKeyPath<LayerProps, String> & Sendable) -> KeyPathAccessor {
    value(.string, kp, { .string($0) }, { if case .string(let s?) = $0 { s } else { nil } })
  }

  /// Base properties: Apple's "Animatable" list, plus the discrete ones that
  /// animate by switching (hidden, doubleSided, masksToBounds, gravity…).
  private static let base: [String: KeyPathAccessor] = [
    "bounds": rect(\.bounds), "position": point(\.position), "zPosition": number(\.zPosition),
    "anchorPoint": point(\.anchorPoint), "anchorPointZ": number(\.anchorPointZ),
    "transform": transform(\.transform), "sublayerTransform": transform(\.sublayerTransform),
    "hidden": bool(\.isHidden), "doubleSided": bool(\.isDoubleSided), "masksToBounds": bool(\.masksToBounds),
    "contents": value(.image, \.contents, { .image($0) }, { if case .image(let i) = $0 { .some(i) } else { nil } }),
    "contentsRect": rect(\.contentsRect), "contentsScale": number(\.contentsScale),
    "contentsCenter": rect(\.contentsCenter), "contentsGravity": string(\.contentsGravity),
    "backgroundColor": color(\.backgroundColor), "cornerRadius": number(\.cornerRadius),
    "borderWidth": number(\.borderWidth), "borderColor": color(\.borderColor),
    "opacity": number(\.opacity), "shadowColor": color(\.shadowColor), "shadowOpacity": number(\.shadowOpacity),
    "shadowOffset": size(\.shadowOffset), "shadowRadius": number(\.shadowRadius),
    "shadowPath": value(.path, \.shadowPath, { .path($0) }, { if case .path(let p) = $0 { .some(p) } else { nil } }),
    // CAShapeLayer
    "path": value(.path, \.path, { .path($0) }, { if case .path(let p) = $0 { .some(p) } else { nil } }),
    "fillColor": color(\.fillColor), "strokeColor": color(\.strokeColor), "lineWidth": number(\.lineWidth),
    "miterLimit": number(\.miterLimit), "lineDashPhase": number(\.lineDashPhase),
    "strokeStart": number(\.strokeStart), "strokeEnd": number(\.strokeEnd),
    "lineDashPattern": value(.numbers, \.lineDashPattern, { .numbers($0 ?? []) },
                             { if case .numbers(let n) = $0 { .some(n) } else { nil } }),
    // CAGradientLayer
    "colors": value(.colors, \.colors, { .colors($0 ?? []) }, { if case .colors(let c) = $0 { .some(c) } else { nil } }),
    "locations": value(.numbers, \.locations, { $0.map { .numbers($0) } ?? .numbers([]) },
                       { if case .numbers(let n) = $0 { .some(n) } else { nil } }),
    "startPoint": point(\.startPoint), "endPoint": point(\.endPoint),
    // CATextLayer
    "fontSize": number(\.fontSize), "foregroundColor": color(\.foregroundColor),
  ]

  static let table: [String: KeyPathAccessor] = {
    var t = base
    for (name, accessor) in base {
      switch accessor.kind {
      case .point: addPointFields(name, accessor, &t)
      case .size: addSizeFields(name, accessor, &t)
      case .rect:
        addPointFields(name + ".origin", lens(accessor, .point,
          get: { if case .rect(let r) = $0 { .point(r.origin) } else { $0 } },
          set: { w, p in if case .rect(var r) = w, case .point(let o) = p { r.origin = o; return .rect(r) }; return w }), &t)
        addSizeFields(name + ".size", lens(accessor, .size,
          get: { if case .rect(let r) = $0 { .size(r.size) } else { $0 } },
          set: { w, s in if case .rect(var r) = w, case .size(let z) = s { r.size = z; return .rect(r) }; return w }), &t)
      case .transform: addTransformFields(name, accessor, &t)
      default: break
      }
    }
    return t
  }()

  /// An accessor for a part of another accessor's value.
  private static func lens(_ whole: KeyPathAccessor, _ kind: ValueKind,
                           get: @escaping @Sendable (AnimValue) -> AnimValue,
                           set: @escaping @Sendable (AnimValue, AnimValue) -> AnimValue) -> KeyPathAccessor {
    KeyPathAccessor(kind: kind, get: { get(whole.get($0)) },
                    set: { p, v in whole.set(&p, set(whole.get(p), v)) })
  }

  private static func component(_ whole: KeyPathAccessor, _ i: Int) -> KeyPathAccessor {
    lens(whole, .number, get: { .number($0.components?[i] ?? 0) },
         set: { w, v in
           guard var c = w.components, let d = v.scalar else { return w }
           c[i] = d
           return w.with(components: c)
         })
  }

  private static func addPointFields(_ name: String, _ a: KeyPathAccessor, _ t: inout [String: KeyPathAccessor]) {
    t[name] = a
    t[name + ".x"] = component(a, 0)
    t[name + ".y"] = component(a, 1)
  }

  private static func addSizeFields(_ name: String, _ a: KeyPathAccessor, _ t: inout [String: KeyPathAccessor]) {
    t[name] = a
    t[name + ".width"] = component(a, 0)
    t[name + ".height"] = component(a, 1)
  }

  private static func addTransformFields(_ name: String, _ a: KeyPathAccessor, _ t: inout [String: KeyPathAccessor]) {
    typealias Part = WritableKeyPath<TransformComponents, [Double]>
    func part(_ p: Part & Sendable, _ i: Int) -> KeyPathAccessor {
      lens(a, .number,
           get: { if case .transform(let m) = $0 { .number(TransformComponents(m)[keyPath: p][i]) } else { .number(0) } },
           set: { w, v in
             guard case .transform(let m) = w, let d = v.scalar else { return w }
             var c = TransformComponents(m)
             c[keyPath: p][i] = d
             return .transform(c.matrix)
           })
    }
    for (axis, i) in [("x", 0), ("y", 1), ("z", 2)] {
      t["\(name).rotation.\(axis)"] = part(\.rotation, i)
      t["\(name).scale.\(axis)"] = part(\.scale, i)
      t["\(name).translation.\(axis)"] = part(\.translation, i)
    }
    t["\(name).rotation"] = part(\.rotation, 2)
    // "transform.scale": the average of the three scale factors; setting it sets all three.
    t["\(name).scale"] = lens(a, .number,
      get: { if case .transform(let m) = $0 { .number(TransformComponents(m).scale.reduce(0, +) / 3) } else { .number(1) } },
      set: { w, v in
        guard case .transform(let m) = w, let d = v.scalar else { return w }
        var c = TransformComponents(m)
        c.scale = [d, d, d]
        return .transform(c.matrix)
      })
    // "transform.translation": a CGSize of the x and y translation.
    t["\(name).translation"] = lens(a, .size,
      get: { if case .transform(let m) = $0 { .size(CGSize(width: m.m41, height: m.m42)) } else { .size(.zero) } },
      set: { w, v in
        guard case .transform(let m) = w, case .size(let s) = v else { return w }
        var c = TransformComponents(m)
        c.translation[0] = s.width; c.translation[1] = s.height
        return .transform(c.matrix)
      })
  }
}

/// Distances between names, for "did you mean" hints.
public enum TextDistance {
  /// The Levenshtein (edit) distance between two strings.
  public static func levenshtein(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    var row = Array(0...b.count)
    for i in 1...a.count {
      var prev = row[0]
      row[0] = i
      for j in stride(from: 1, through: b.count, by: 1) {
        let old = row[j]
        row[j] = min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] == b[j - 1] ? 0 : 1))
        prev = old
      }
    }
    return row[b.count]
  }
}
