import Foundation

/// Render nodes resolved once, when a timeline is made, for the subtrees no
/// animation touches: a layer without animations whose sublayers and mask are
/// frozen too and keep their state for as long as the layer keeps its own.
/// Evaluation hands such a subtree over as it is (placed under its parent's
/// sublayerTransform), so a frame costs only what moves; the nodes are exactly
/// what evaluating the subtree would give, at any time in the layer's snapshot.
struct FrozenNodes: Sendable {
  /// A frozen layer's appearance throughout one of its snapshots.
  enum Entry: Sendable {
    case hidden
    /// The node (its transform not yet under the parent's sublayerTransform) and its zPosition.
    case shown(RenderNode, CGFloat)

    /// The node and zPosition under the parent's sublayerTransform (nil when hidden),
    /// as `LayerProps.renderNode` composes it.
    func placed(under parentSublayerTransform: CATransform3D) -> (RenderNode, CGFloat)? {
      guard case .shown(var node, let z) = self else { return nil }
      if CATransform3DIsIdentity(parentSublayerTransform) { return (node, z) }
      if node.sharesParent3D {
        // A transform layer's planes take the parent's transform themselves (see TransformLayer3D).
        node.sublayers = node.sublayers.map { plane in
          var p = plane
          p.transform = CATransform3DConcat(plane.transform, parentSublayerTransform)
          return p
        }
      } else {
        node.transform = CATransform3DConcat(node.transform, parentSublayerTransform)
      }
      return (node, z)
    }
  }

  /// Every layer's snapshots in turn (layer i's from `first[i]`); nil where the subtree moves.
  private var entries: [Entry?]
  private var first: [Int]

  static let none = FrozenNodes(entries: [], first: [])

  func entry(_ layer: Int, _ snapshot: Int) -> Entry? {
    guard layer < first.count else { return nil }
    let at = first[layer] + snapshot
    return at < entries.count ? entries[at] : nil
  }

  /// Finds and resolves every frozen (layer, snapshot) of a validated timeline.
  init(timeline: Timeline) {
    var builder = Builder(timeline: timeline)
    for i in timeline.layers.indices {
      for k in timeline.layers[i].snapshots.indices { _ = builder.entry(i, k) }
    }
    entries = builder.entries.flatMap { $0.map { $0 ?? nil } }
    first = builder.entries.reduce(into: [0]) { $0.append($0[$0.count - 1] + $1.count) }
  }

  private init(entries: [Entry?], first: [Int]) { (self.entries, self.first) = (entries, first) }

  private struct Builder {
    let timeline: Timeline
    /// nil: not yet decided; .some(nil): decided, not frozen.
    var entries: [[Entry??]]

    init(timeline: Timeline) {
      self.timeline = timeline
      entries = timeline.layers.map { [Entry??](repeating: nil, count: $0.snapshots.count) }
    }

    /// Layer `i` in snapshot `k`, frozen or not (children first; the tree at one
    /// instant is acyclic and at most 128 deep, checked before this runs).
    mutating func entry(_ i: Int, _ k: Int) -> Entry? {
      if let decided = entries[i][k] { return decided }
      let entry = resolve(i, k)
      entries[i][k] = .some(entry)
      return entry
    }

    private mutating func resolve(_ i: Int, _ k: Int) -> Entry? {
      let track = timeline.layers[i]
      guard track.animations.isEmpty else { return nil }
      let snapshot = track.snapshots[k]
      // An emitter's particles move whatever its state: never frozen.
      guard snapshot.props.kind != .emitter else { return nil }
      if snapshot.props.isHidden { return .hidden }
      let start = snapshot.time
      let end = k + 1 < track.snapshots.count ? track.snapshots[k + 1].time : .infinity
      // Each sublayer and the mask, with the snapshot it keeps throughout [start, end).
      var held: [Int: Entry?] = [:]
      for id in snapshot.sublayers + (snapshot.mask.map { [$0] } ?? []) {
        guard let c = timeline.index[id] else { continue }
        let childTrack = timeline.layers[c]
        let kc = childTrack.snapshotIndex(at: start)
        let next = (kc ?? -1) + 1
        guard next >= childTrack.snapshots.count || childTrack.snapshots[next].time >= end else { return nil }
        guard let kc else { held[c] = .some(nil); continue }  // absent throughout
        guard let childEntry = entry(c, kc) else { return nil }
        held[c] = childEntry
      }
      let evaluator = TimelineEvaluator(timeline: timeline)
      let node = try? evaluator.assemble(snapshot.props, sublayers: snapshot.sublayers, mask: snapshot.mask, layer: i, at: start,
                                          parentSublayerTransform: CATransform3DIdentity) { c, transform, _ in
        held[c].flatMap { $0?.placed(under: transform) }
      }
      return node.map { .shown($0, snapshot.props.zPosition) }
    }
  }
}
