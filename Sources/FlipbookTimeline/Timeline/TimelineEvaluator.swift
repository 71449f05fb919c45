import Foundation

/// Evaluates a timeline at one instant: each layer's model state with its
/// attached animations applied, resolved into render nodes. The one evaluator:
/// live layers render by baking what they have recorded into a timeline first.
struct TimelineEvaluator {
  let timeline: Timeline

  private func track(_ i: Int) -> LayerTrack { timeline.layers[i] }

  /// The layer's model state at absolute time `t` with its attached animations
  /// applied at `localTime`; nil when the layer does not exist at `t`.
  func presented(_ i: Int, localTime: Double, at t: Double) -> LayerProps? {
    guard let k = timeline.layers[i].snapshotIndex(at: t) else { return nil }
    return presented(i, snapshot: k, localTime: localTime, at: t)
  }

  /// The same, for a snapshot already found (`k` indexes the layer's snapshots).
  private func presented(_ i: Int, snapshot k: Int, localTime: Double, at t: Double) -> LayerProps {
    let track = timeline.layers[i]
    if track.animations.isEmpty { return track.snapshots[k].props }
    return AnimationRecord.present(track.snapshots[k].props, animations: track.animations, localTime: localTime, at: t)
  }

  /// The transition running on layer `i` at `t`: its spec, progress, and the time
  /// whose state is the "before" appearance. nil when none.
  func transition(_ i: Int, localTime: Double, at t: Double) -> (TransitionSpec, Double, Double)? {
    for record in track(i).animations.reversed() where record.isAttached(at: t) {
      guard case .transition(let spec) = record.spec.body else { continue }
      if record.isCompleted(atLocalTime: localTime) { return nil }
      guard let state = record.spec.timing.state(at: localTime) else { return nil }
      let progress = spec.startProgress + (spec.endProgress - spec.startProgress) * state.progress
      // The state just before the transaction that added the transition.
      return (spec, progress, record.addedAt - 1e-9)
    }
    return nil
  }

  /// The local time of layer `i`'s parent at absolute time `t` (through every ancestor's timing).
  func parentLocalTime(_ i: Int, at t: Double) -> Double {
    var chain: [Int] = []
    var current = i
    while let parent = timeline.parents.parent(of: current, at: t) {
      chain.append(parent)
      current = parent
    }
    var time = t
    for j in chain.reversed() {
      guard let p = track(j).snapshot(at: t)?.props else { break }
      time = p.localTime(fromParent: time)
    }
    return time
  }

  /// A path naming layer `i` for messages, as `CALayer.debugPath` does: `CALayer > 'card' > CAShapeLayer[2]`.
  func path(_ i: Int, at t: Double) -> String {
    var parts: [String] = []
    var current: Int? = i
    while let c = current {
      let parent = timeline.parents.parent(of: c, at: t)
      let track = track(c)
      if let name = track.snapshot(at: t)?.props.name {
        parts.append("'\(name)'")
      } else {
        let position = parent.flatMap { self.track($0).snapshot(at: t)?.sublayers.firstIndex(of: track.id) }
        parts.append((track.typeName ?? "layer #\(track.id)") + (position.map { "[\($0)]" } ?? ""))
      }
      current = parent
    }
    return parts.reversed().joined(separator: " > ")
  }

  /// The render node of layer `i` and its subtree at absolute time `t`; nil when
  /// hidden or absent. `parentTime` is the parent's local time.
  func node(_ i: Int, parentTime: Double, at t: Double,
            parentSublayerTransform: CATransform3D) throws(LayerTreeError) -> RenderNode? {
    try nodeAndZ(i, parentTime: parentTime, at: t, parentSublayerTransform: parentSublayerTransform)?.0
  }

  private func nodeAndZ(_ i: Int, parentTime: Double, at t: Double,
                        parentSublayerTransform: CATransform3D) throws(LayerTreeError) -> (RenderNode, CGFloat)? {
    guard let k = timeline.layers[i].snapshotIndex(at: t) else { return nil }
    let snapshot = timeline.layers[i].snapshots[k]
    let local = snapshot.props.localTime(fromParent: parentTime)
    let p = presented(i, snapshot: k, localTime: local, at: t)
    if p.isHidden { return nil }
    // Stored states were checked when the timeline was made; animations can still
    // carry a number out of range (a cumulative one repeated many times, say).
    try p.checkRanges(timeline.rangeChecks[i], layerPath: path(i, at: t))
    let childTransform = p.sublayerTransformAboutAnchor
    var children: [(RenderNode, CGFloat)] = []
    for id in snapshot.sublayers {
      guard let child = timeline.index[id] else { continue }
      if let n = try nodeAndZ(child, parentTime: local, at: t, parentSublayerTransform: childTransform) {
        children.append(n)
      }
    }
    // Drawing order: a stable sort by (presented) zPosition.
    let ordered = DrawingOrder.sorted(children, zPosition: { $0.1 }).map(\.0)
    var maskNode: RenderNode?
    if let m = snapshot.mask.flatMap({ timeline.index[$0] }) {
      // The mask lives in this layer's space; a hidden mask hides everything, as on Apple platforms.
      maskNode = try node(m, parentTime: local, at: t, parentSublayerTransform: CATransform3DIdentity)
        ?? RenderNode(transform: CATransform3DIdentity, bounds: .zero)
    }
    var n = try p.renderNode(layerPath: path(i, at: t), parentSublayerTransform: parentSublayerTransform,
                             sublayers: ordered, mask: maskNode)
    if let (spec, progress, beforeTime) = transition(i, localTime: local, at: t),
       let before = try nodeAndZ(i, parentTime: parentLocalTime(i, at: beforeTime), at: beforeTime,
                                 parentSublayerTransform: parentSublayerTransform)?.0 {
      n = TransitionComposer.compose(spec, progress: progress, before: before, after: n)
    }
    return (n, p.zPosition)
  }
}

/// Core Animation's drawing order of siblings: a stable sort by zPosition
/// (ties keep insertion order).
public enum DrawingOrder {
  public static func sorted<T>(_ items: [T], zPosition: (T) -> CGFloat) -> [T] {
    if items.count < 2 { return items }
    return items.enumerated()
      .sorted { zPosition($0.element) != zPosition($1.element) ? zPosition($0.element) < zPosition($1.element) : $0.offset < $1.offset }
      .map(\.element)
  }
}
