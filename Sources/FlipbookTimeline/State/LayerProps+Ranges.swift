import Foundation

// MARK: - Number ranges

extension LayerProps {
  /// The largest magnitude a coordinate, length, transform entry or other layer
  /// number may have: ten million points, a thousand times a 4K canvas. Beyond it
  /// nothing visible changes, and pixel arithmetic would leave the integers it
  /// uses; NaN and infinities have no picture at all.
  public static let maximumMagnitude: Double = 1e7

  /// Layer properties whose numbers are checked: all but the timing ones, where
  /// Core Animation's own rules apply (`repeatCount` may be infinite).
  static let rangeChecked: [AnyLayerProperty] = LayerRegistry.all.filter { property in
    ![ValueKind.image, .bool, .string].contains(property.kind)
      && !["beginTime", "timeOffset", "duration", "repeatCount", "repeatDuration", "speed"].contains(property.name)
  }

  /// The first property holding a number that is not finite or exceeds
  /// `maximumMagnitude`, with that number; nil when all are in range.
  public func numberOutOfRange() -> (property: String, value: Double)? {
    for property in Self.rangeChecked {
      if let bad = property.get(self).firstNumberOutOfRange(Self.maximumMagnitude) { return (property.name, bad) }
    }
    for cell in emitterCells {
      if let bad = cell.numbers.first(where: { !($0.magnitude <= Self.maximumMagnitude) }) { return ("emitterCells", bad) }
    }
    return nil
  }

  /// The range-checked properties that `specs` animate (by the first part of their key paths).
  static func rangeChecked(animatedBy specs: [AnimationSpec]) -> [AnyLayerProperty] {
    var names = Set<String>()
    func collect(_ spec: AnimationSpec) {
      switch spec.body {
      case .property(let p): names.insert(String(p.keyPath.split(separator: ".").first ?? ""))
      case .group(let children): children.forEach(collect)
      case .transition: break
      }
    }
    specs.forEach(collect)
    return rangeChecked.filter { names.contains($0.name) }
  }

  /// Throws for the first of `properties` holding a number out of range, naming the layer and property.
  func checkRanges(_ properties: [AnyLayerProperty], layerPath: @autoclosure () -> String) throws(LayerTreeError) {
    for property in properties {
      guard let value = property.get(self).firstNumberOutOfRange(Self.maximumMagnitude) else { continue }
      throw LayerTreeError(layerPath: layerPath(), property: property.name, problem: "reaches \(value)",
                           fix: "Keep layer numbers finite and within ±\(Int(Self.maximumMagnitude)).")
    }
  }
}

extension AnimValue {
  /// The first number in this value that is NaN, infinite or larger than `limit` in magnitude.
  public func firstNumberOutOfRange(_ limit: Double) -> Double? {
    func bad(_ values: [Double]) -> Double? { values.first { !($0.magnitude <= limit) } }
    func points(_ path: PathData?) -> [Double] { (path?.controlPoints ?? []).flatMap { [Double($0.x), Double($0.y)] } }
    func channels(_ c: CGColor?) -> [Double] { c.map { [$0.red, $0.green, $0.blue, $0.alpha].map(Double.init) } ?? [] }
    // Numbers and transforms, which animations carry every frame, without building arrays.
    func bad(_ x: CGFloat) -> Double? { x.magnitude <= limit ? nil : Double(x) }
    switch self {
    case .number(let d): return d.magnitude <= limit ? nil : d
    case .transform(let t):
      let rows: [(CGFloat, CGFloat, CGFloat, CGFloat)] = [(t.m11, t.m12, t.m13, t.m14), (t.m21, t.m22, t.m23, t.m24),
                                                           (t.m31, t.m32, t.m33, t.m34), (t.m41, t.m42, t.m43, t.m44)]
      for r in rows {
        if let v = bad(r.0) ?? bad(r.1) ?? bad(r.2) ?? bad(r.3) { return v }
      }
      return nil
    case .path(let p): return bad(points(p))
    case .color(let c): return bad(channels(c))
    case .colors(let cs): return bad(cs.flatMap(channels))
    default: return bad(components ?? [])
    }
  }
}
