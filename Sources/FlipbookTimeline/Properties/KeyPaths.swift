import Foundation

// MARK: - Key paths

/// How an animation reads and writes one key path of a layer state.
public struct KeyPathAccessor: Sendable {
  /// The kind of value at the key path.
  public let kind: ValueKind
  /// Reads the value at the key path from a layer state.
  public let get: @Sendable (LayerProps) -> AnimValue
  /// Writes a value at the key path into a layer state.
  public let set: @Sendable (inout LayerProps, AnimValue) -> Void
}

/// Apple's animatable key paths, with the structure-field and transform
/// sub-paths of "Key-Value Coding Extensions" (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`, `shadowOffset.height`, …).
public enum KeyPaths {
  /// Looks up a key path; nil when it is not animatable.
  public static func accessor(_ keyPath: String) -> KeyPathAccessor? { table[keyPath] }

  /// Every animatable key path, for messages.
  public static var all: [String] { table.keys.sorted() }

  /// The closest known key paths to `keyPath`, for "did you mean" hints.
  public static func suggestions(for keyPath: String) -> [String] {
    let lower = keyPath.lowercased()
    let scored = table.keys.map { ($0, TextDistance.levenshtein($0.lowercased(), lower)) }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
    return scored.prefix(3).filter { $0.1 <= max(3, keyPath.count / 3) }.map(\.0)
  }

  /// Returns the problem and fix an error gives for a key path that is not animatable, suggesting close matches.
  public static func unknown(_ keyPath: String) -> (problem: String, fix: String) {
    let hints = suggestions(for: keyPath)
    return ("'\(keyPath)' is not an animatable key path of CALayer or its subclasses",
            hints.isEmpty ? "Use one of Apple's animatable properties, e.g. opacity, position, transform.scale."
                          : "Did you mean \(hints.map { "'\($0)'" }.joined(separator: " or "))?")
  }

  // MARK: Table

  /// Every animatable registry entry under its Apple name, with the sub-paths its kind has.
  static let table: [String: KeyPathAccessor] = {
    var t: [String: KeyPathAccessor] = [:]
    for property in LayerRegistry.all where property.animation != .none {
      let accessor = KeyPathAccessor(kind: property.kind, get: property.get, set: property.set)
      let name = property.name
      t[name] = accessor
      switch property.kind {
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
      get: {
        guard case .transform(let m) = $0 else { return .number(1) }
        if let s = TransformComponents.plainScale(m) { return .number((s.x + s.y + s.z) / 3) }
        return .number(TransformComponents(m).scale.reduce(0, +) / 3)
      },
      set: { w, v in
        guard case .transform(let m) = w, let d = v.scalar else { return w }
        if TransformComponents.plainScale(m) != nil { return .transform(TransformComponents.settingPlainScale(m, to: d)) }
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

