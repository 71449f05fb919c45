import Foundation

// MARK: - Timeline

/// A scene run on the virtual clock, baked: every layer's model states with the
/// times they were committed, and every animation with when it was attached and
/// removed. `renderTree(at:)` is a pure function of time: nothing carries over
/// between frames, so frames render alone, in any order, on any thread.
///
/// A timeline is checked once, when it is made (baked or decoded): unique layer
/// ids, a root that exists, references to layers that exist, and a tree at every
/// instant (no layer is its own ancestor through sublayers or masks). Evaluation
/// then needs no further checks.
public struct Timeline: Sendable, Equatable {
  /// Bumped when the JSON layout changes incompatibly.
  public static let formatVersion = 1

  /// Canvas size in points.
  public let size: CGSize
  /// The id of the root layer.
  public let root: Int
  /// Every layer's track, sorted by layer id.
  public let layers: [LayerTrack]
  /// Position in `layers` by layer id.
  let index: [Int: Int]
  /// Position in `layers` of each layer's parent, per parent snapshot (see `parentIndex`).
  let parents: ParentTable
  /// For each layer (by position), the properties its animations change: the only
  /// ones whose presented numbers can leave the range its snapshots were checked in.
  let rangeChecks: [[AnyLayerProperty]]
  /// The subtrees no animation touches, resolved once (set last: it evaluates this timeline).
  var frozen = FrozenNodes.none

  /// Creates a timeline from its layer tracks and checks it once; throws a `TimelineError` when the size, the
  /// times, the numbers, the layer ids or the layer tree are not valid.
  public init(size: CGSize, root: Int, layers: [LayerTrack]) throws(TimelineError) {
    let sorted = layers.sorted { $0.id < $1.id }
    var index: [Int: Int] = [:]
    for (i, track) in sorted.enumerated() {
      guard index.updateValue(i, forKey: track.id) == nil else {
        throw TimelineError(path: "layers", problem: "layer id \(track.id) appears twice", fix: "Give every layer track its own id.")
      }
    }
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else {
      throw TimelineError(path: "size", problem: "canvas size \(size.width)x\(size.height) is not a size",
                          fix: "Give a finite, non-negative width and height.")
    }
    for (i, track) in sorted.enumerated() {
      for (k, snapshot) in track.snapshots.enumerated() {
        guard snapshot.time.isFinite, k == 0 || snapshot.time >= track.snapshots[k - 1].time else {
          throw TimelineError(path: "layers[\(i)].snapshots[\(k)].time", problem: "snapshot time \(snapshot.time) is not finite and in order",
                              fix: "List a layer's snapshots by increasing, finite time.")
        }
        if let (property, value) = snapshot.props.numberOutOfRange() {
          throw TimelineError(path: "layers[\(i)].snapshots[\(k)].props.\(property)", problem: "holds \(value)",
                              fix: "Keep layer numbers finite and within ±\(Int(LayerProps.maximumMagnitude)).")
        }
      }
      // When an animation was added and removed are instants; its end may be infinite, never NaN.
      for (a, record) in track.animations.enumerated() {
        guard record.addedAt.isFinite, record.removedAt?.isFinite ?? true, !(record.absoluteEnd?.isNaN ?? false) else {
          throw TimelineError(path: "layers[\(i)].animations[\(a)]",
                              problem: "addedAt \(record.addedAt), removedAt \(record.removedAt.map { "\($0)" } ?? "none") "
                                + "or absoluteEnd \(record.absoluteEnd.map { "\($0)" } ?? "none") is not a time",
                              fix: "Give finite times (absoluteEnd may be \"Infinity\" for an animation that repeats for ever).")
        }
      }
    }
    guard index[root] != nil else {
      throw TimelineError(path: "root", problem: "root layer \(root) is not among the layers",
                          fix: "Name the id of one of the layer tracks as the root.")
    }
    self.size = size
    self.root = root
    self.layers = sorted
    self.index = index
    self.parents = try ParentTable(layers: sorted, index: index)
    self.rangeChecks = sorted.map { LayerProps.rangeChecked(animatedBy: $0.animations.map(\.spec)) }
    self.frozen = FrozenNodes(timeline: self)
  }

  /// A timeline with nothing in it: frames of the canvas colour alone.
  public static func empty(size: CGSize) -> Timeline { Timeline(emptyOfSize: size) }

  private init(emptyOfSize size: CGSize) {
    self.size = size
    root = 0
    layers = [LayerTrack(id: 0, snapshots: [], animations: [])]
    index = [0: 0]
    parents = ParentTable(unlinkedCount: 1)
    rangeChecks = [[]]
  }

  /// Returns a Boolean value that indicates whether two timelines have the same size, root and layer tracks.
  public static func == (a: Timeline, b: Timeline) -> Bool {
    a.size == b.size && a.root == b.root && a.layers == b.layers
  }

  /// The layer tree as it appears at absolute time `t`.
  public func renderTree(at t: Double) throws(LayerTreeError) -> RenderTree {
    guard let rootIndex = index[root] else { return RenderTree(size: size, layers: []) }
    let evaluator = TimelineEvaluator(timeline: self)
    let node = try evaluator.node(rootIndex, parentTime: evaluator.parentLocalTime(rootIndex, at: t), at: t,
                                  parentSublayerTransform: CATransform3DIdentity)
    return RenderTree(size: size, layers: node.map { [$0] } ?? [])
  }

  /// A layer's presented state at time `t` (nil when it does not exist then).
  public func presentedProps(ofLayer id: Int, at t: Double) -> LayerProps? {
    guard let i = index[id], let model = layers[i].snapshot(at: t)?.props else { return nil }
    let evaluator = TimelineEvaluator(timeline: self)
    return evaluator.presented(i, localTime: model.localTime(fromParent: evaluator.parentLocalTime(i, at: t)), at: t)
  }

  /// The layer id whose `name` is `name` (the first, by id).
  public func layerID(named name: String) -> Int? {
    layers.first { track in track.snapshots.contains { $0.props.name == name } }?.id
  }

  /// The time of the last model change.
  public var lastChangeTime: Double {
    layers.compactMap { $0.snapshots.last?.time }.max() ?? 0
  }

  /// When the last finite animation ends (absolute time), or nil if there is none.
  public var lastAnimationEnd: Double? {
    layers.flatMap(\.animations).compactMap(\.absoluteEnd).filter(\.isFinite).max()
  }
}

/// One layer's history in a timeline.
public struct LayerTrack: Sendable, Codable, Equatable {
  /// The layer's id, unique in its timeline.
  public var id: Int
  /// The authoring class (`CAShapeLayer`, `MyCardLayer`), for messages.
  public var typeName: String?
  /// Model states in time order; the layer does not exist before the first.
  public var snapshots: [LayerSnapshot]
  /// Animations in the order they were added (and apply).
  public var animations: [AnimationRecord]

  /// Creates a track for the layer with the given id, snapshots and animations.
  public init(id: Int, typeName: String? = nil, snapshots: [LayerSnapshot], animations: [AnimationRecord]) {
    (self.id, self.typeName, self.snapshots, self.animations) = (id, typeName, snapshots, animations)
  }

  /// The model state in force at `t`: the last snapshot at or before it.
  public func snapshot(at t: Double) -> LayerSnapshot? { snapshotIndex(at: t).map { snapshots[$0] } }

  /// The index of the snapshot in force at `t` (binary search; no copy).
  public func snapshotIndex(at t: Double) -> Int? {
    var lo = 0, hi = snapshots.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if snapshots[mid].time <= t { lo = mid + 1 } else { hi = mid }
    }
    return lo == 0 ? nil : lo - 1
  }
}

/// A timeline that cannot be evaluated: where (a JSON-like path), what, and what to do.
public struct TimelineError: Error, CustomStringConvertible, Equatable, Sendable {
  /// Where the problem is, as a JSON-like path such as `layers[2].snapshots[0].time`.
  public var path: String
  /// What is wrong.
  public var problem: String
  /// What to do instead.
  public var fix: String
  /// Creates an error at the given path with the problem and the fix to suggest.
  public init(path: String, problem: String, fix: String) { (self.path, self.problem, self.fix) = (path, problem, fix) }
  /// A message that gives the path, then says what is wrong and what to do.
  public var description: String { "\(path): \(problem). \(fix)" }
}
