import Foundation
import FlipbookTimeline

// MARK: - Baking

extension VirtualClock {
  /// Commits and bakes everything recorded so far under this clock into a
  /// timeline whose root is `root`, for a canvas of `size` points.
  public func bake(root: CALayer, size: CGSize) -> Timeline {
    commit()
    return timeline(root: root, size: size)
  }

  /// Everything recorded so far, with each layer's uncommitted changes as a
  /// snapshot at the current time, as a timeline (no commit: a live render must
  /// not end the transaction the scene is in). A timeline that fails its checks
  /// (which the authoring API prevents) is reported on the clock and is empty.
  func timeline(root: CALayer, size: CGSize) -> Timeline {
    var seen = Set<ObjectIdentifier>()
    var all: [CALayer] = []
    func visit(_ layer: CALayer) {
      guard seen.insert(ObjectIdentifier(layer)).inserted else { return }
      all.append(layer)
      for s in layer.allSublayers { visit(s) }
      if let m = layer.mask { visit(m) }
    }
    for layer in layers { visit(layer) }
    visit(root)
    let tracks = all.map { layer -> LayerTrack in
      var snapshots = layer.history
      let current = LayerSnapshot(time: snapshots.isEmpty ? 0 : now, props: layer.props,
                                  sublayers: layer.allSublayers.map(\.layerID), mask: layer.mask?.layerID)
      // Made under another clock (or one that does not record): its state now, from time 0.
      // Otherwise changes not committed yet show from now on.
      if snapshots.last.map({ !$0.sameState(as: current) }) ?? true {
        if snapshots.last?.time == current.time { snapshots.removeLast() }
        snapshots.append(current)
      }
      var records = layer.animationLog
      for i in records.indices {
        records[i].absoluteEnd = layer.absoluteTime(ofLocal: records[i].spec.timing.endTime)
        if let removed = records[i].removedAt, let end = records[i].absoluteEnd { records[i].absoluteEnd = min(end, removed) }
      }
      return LayerTrack(id: layer.layerID, typeName: String(describing: type(of: layer)), snapshots: snapshots,
                        animations: records)
    }
    do {
      return try Timeline(size: size, root: root.layerID, layers: tracks)
    } catch {
      report(error)
      return Timeline.empty(size: size)
    }
  }
}


/// The scene used the authoring API in a way Flipbook cannot run — a layer added
/// inside itself, a layer class it cannot create on Linux, a length that cannot be
/// told — reported on the clock (the bake fails with it), with what to do instead.
public struct AuthoringError: Error, CustomStringConvertible {
  /// What went wrong, in a sentence.
  public var problem: String
  /// What to do instead.
  public var fix: String
  public var description: String { "\(problem). \(fix)" }
  /// Creates an error from a problem and its fix.
  public init(problem: String, fix: String) { (self.problem, self.fix) = (problem, fix) }
}

extension CALayer {
  /// Reports `error` on the layer's clock (or the running one): the bake fails with it.
  package func report(_ error: Error) { (clock ?? VirtualClock.current).report(error) }
}
