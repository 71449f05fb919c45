import Foundation

// MARK: - Inspection (curves, tools)

extension Timeline {
  /// One animated key path of one layer: where its animations end (absolute times).
  public struct AnimatedProperty: Sendable, Equatable {
    /// The layer's id.
    public var layer: Int
    /// The layer's `name` in its last snapshot, or `layer #` and its id when it has none.
    public var layerName: String
    /// The animated key path, such as `position.x`.
    public var keyPath: String
    /// The end of each animation on this key path (nil: never ends).
    public var ends: [Double?]
  }

  /// Every (layer, key path) that some animation changes, in layer then first-use order.
  public var animatedProperties: [AnimatedProperty] {
    var out: [AnimatedProperty] = []
    for track in layers {
      let name = track.snapshots.last?.props.name ?? "layer #\(track.id)"
      for record in track.animations {
        func keyPaths(_ spec: AnimationSpec) -> [String] {
          switch spec.body {
          case .property(let p): return [p.keyPath]
          case .group(let children): return children.flatMap(keyPaths)
          case .transition: return []
          }
        }
        for keyPath in keyPaths(record.spec) {
          if let i = out.firstIndex(where: { $0.layer == track.id && $0.keyPath == keyPath }) {
            out[i].ends.append(record.absoluteEnd)
          } else {
            out.append(AnimatedProperty(layer: track.id, layerName: name, keyPath: keyPath, ends: [record.absoluteEnd]))
          }
        }
      }
    }
    return out
  }

  /// The presented value of `keyPath` on layer `id` at time `t`.
  public func value(of keyPath: String, ofLayer id: Int, at t: Double) -> AnimValue? {
    guard let accessor = KeyPaths.accessor(keyPath), let props = presentedProps(ofLayer: id, at: t) else { return nil }
    return accessor.get(props)
  }
}

extension AnimValue {
  /// Named numeric parts to plot (empty for values that do not measure).
  public var plotComponents: [(name: String, value: Double)] {
    switch self {
    case .number(let v): return [("", v)]
    case .point(let p): return [("x", Double(p.x)), ("y", Double(p.y))]
    case .size(let s): return [("width", Double(s.width)), ("height", Double(s.height))]
    case .rect(let r): return [("x", Double(r.minX)), ("y", Double(r.minY)), ("width", Double(r.width)), ("height", Double(r.height))]
    case .transform(let m):
      let c = TransformComponents(m)
      return [("scale.x", c.scale[0]), ("scale.y", c.scale[1]), ("rotation.z", c.rotation[2]),
              ("translation.x", c.translation[0]), ("translation.y", c.translation[1])]
    case .color(let c):
      guard let c else { return [("alpha", 0)] }
      return [("red", Double(c.red)), ("green", Double(c.green)), ("blue", Double(c.blue)), ("alpha", Double(c.alpha))]
    case .numbers(let n): return n.enumerated().map { ("[\($0.offset)]", $0.element) }
    case .bool(let b): return [("", b ? 1 : 0)]
    default: return []
    }
  }
}
