import Foundation

/// Evaluates a timeline at one instant: each layer's model state with its
/// attached animations applied, resolved into render nodes. The one evaluator:
/// live layers render by baking what they have recorded into a timeline first.
///
/// A class: the recursion's closures capture it by one reference instead of copying
/// the timeline's arrays and tables into each.
final class TimelineEvaluator {
  let timeline: Timeline

  init(timeline: Timeline) { self.timeline = timeline }

  private func track(_ i: Int) -> LayerTrack { timeline.layers[i] }

  /// The layer's model state at absolute time `t` with its attached animations
  /// applied at `localTime`; nil when the layer does not exist at `t`.
  func presented(_ i: Int, localTime: Double, at t: Double) -> LayerProps? {
    let track = timeline.layers[i]
    guard let k = track.snapshotIndex(at: t) else { return nil }
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
    // The track's arrays are read in place: a layer state is large, and copying it
    // (and retaining what it holds) was most of an evaluation's cost.
    let track = timeline.layers[i]
    guard let k = track.snapshotIndex(at: t) else { return nil }
    // A subtree no animation touches was resolved when the timeline was made.
    if let frozen = timeline.frozen.entry(i, k) { return frozen.placed(under: parentSublayerTransform) }
    let local = track.snapshots[k].props.localTime(fromParent: parentTime)
    func child(_ c: Int, _ transform: CATransform3D, _ delay: Double) throws(LayerTreeError) -> (RenderNode, CGFloat)? {
      try nodeAndZ(c, parentTime: local - delay, at: t, parentSublayerTransform: transform)
    }
    var n: RenderNode, z: CGFloat
    if track.animations.isEmpty {
      if track.snapshots[k].props.isHidden { return nil }
      n = try assemble(track.snapshots[k].props, sublayers: track.snapshots[k].sublayers, mask: track.snapshots[k].mask,
                       layer: i, at: t, parentSublayerTransform: parentSublayerTransform, child: child)
      z = track.snapshots[k].props.zPosition
    } else {
      let p = AnimationRecord.present(track.snapshots[k].props, animations: track.animations, localTime: local, at: t)
      if p.isHidden { return nil }
      // Stored states were checked when the timeline was made; animations can still
      // carry a number out of range (a cumulative one repeated many times, say).
      try p.checkRanges(timeline.rangeChecks[i], layerPath: path(i, at: t))
      n = try assemble(p, sublayers: track.snapshots[k].sublayers, mask: track.snapshots[k].mask,
                       layer: i, at: t, parentSublayerTransform: parentSublayerTransform, child: child)
      z = p.zPosition
      if let (spec, progress, beforeTime) = transition(i, localTime: local, at: t),
         let before = try nodeAndZ(i, parentTime: parentLocalTime(i, at: beforeTime), at: beforeTime,
                                   parentSublayerTransform: parentSublayerTransform)?.0 {
        n = TransitionComposer.compose(spec, progress: progress, before: before, after: n)
      }
    }
    return (n, z)
  }

  /// The render node of layer `i` presented as `p` with its `sublayers` and `mask`
  /// (layer ids), `child` resolving a sublayer or the mask (by position in the
  /// timeline) under the transform its parent applies to it, its parent's time
  /// delayed by the given seconds (a replicator's copies).
  func assemble(_ p: LayerProps, sublayers: [Int], mask: Int?, layer i: Int, at t: Double, parentSublayerTransform: CATransform3D,
                child: (Int, CATransform3D, Double) throws(LayerTreeError) -> (RenderNode, CGFloat)?) throws(LayerTreeError) -> RenderNode {
    let childTransform = p.sublayerTransformAboutAnchor
    let instances = p.kind == .replicator ? try ReplicatorInstance.all(of: p, layerPath: path(i, at: t)) : [.source]
    var children: [RenderNode] = [], zPositions: [CGFloat] = []
    children.reserveCapacity(sublayers.count * instances.count)
    zPositions.reserveCapacity(sublayers.count * instances.count)
    for instance in instances {
      let transform = instance.placing(childTransform)
      for id in sublayers {
        guard let c = timeline.index[id], var placed = try child(c, transform, instance.delay) else { continue }
        instance.modulate(&placed.0)
        // A sublayer at opacity 0 shows nothing (its sublayers and shadow included), as
        // Core Animation's render server skips it: leaving it out makes frames that differ
        // only in invisible layers equal, so they are drawn once.
        guard placed.0.opacity > 0 else { continue }
        children.append(placed.0)
        zPositions.append(placed.1)
      }
    }
    if p.kind == .emitter, let k = timeline.layers[i].snapshotIndex(at: t) {
      // An emitter's particles are its own content, below its sublayers.
      let particles = try EmitterParticles.nodes(track: timeline.layers[i], upTo: k, at: t, layerPath: path(i, at: t))
      children = particles + children
      zPositions = [CGFloat](repeating: 0, count: particles.count) + zPositions
    }
    // Drawing order: a stable sort by (presented) zPosition.
    let ordered = DrawingOrder.sorted(children, zPositions: zPositions)
    var maskNode: RenderNode?
    if let m = mask.flatMap({ timeline.index[$0] }) {
      // The mask lives in this layer's space; a hidden mask hides everything, as on Apple platforms.
      maskNode = try child(m, CATransform3DIdentity, 0)?.0 ?? RenderNode(transform: CATransform3DIdentity, bounds: .zero)
    }
    let node = try p.renderNode(layerPath: path(i, at: t), parentSublayerTransform: parentSublayerTransform,
                                sublayers: ordered, mask: maskNode)
    return p.kind == .transformLayer ? TransformLayer3D.planes(of: node) : node
  }
}

/// Core Animation's drawing order of siblings: a stable sort by zPosition
/// (ties keep insertion order).
public enum DrawingOrder {
  /// Returns the items in drawing order: sorted stably by the zPosition the closure gives each one.
  public static func sorted<T>(_ items: [T], zPosition: (T) -> CGFloat) -> [T] {
    sorted(items, zPositions: items.map(zPosition))
  }

  /// `items` ordered by `zPositions` (one each), stably.
  public static func sorted<T>(_ items: [T], zPositions z: [CGFloat]) -> [T] {
    // Most siblings share one zPosition, or are already in order: nothing to sort.
    if zip(z, z.dropFirst()).allSatisfy({ $0 <= $1 }) { return items }
    return items.indices.sorted { z[$0] != z[$1] ? z[$0] < z[$1] : $0 < $1 }.map { items[$0] }
  }
}
