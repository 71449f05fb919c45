import Foundation

/// Who holds each layer (as a sublayer or as its mask) over time, built once
/// when a timeline is made; also where a timeline is checked to be a tree.
struct ParentTable: Sendable {
  /// One span of time during which `parent` (an index into the layers) holds a layer.
  struct Span: Sendable {
    var from: Double
    var until: Double
    var parent: Int
  }

  /// Spans by child index, in parent-index order (the first holder wins, as a search in layer order would).
  private let spans: [[Span]]

  init(layers: [LayerTrack], index: [Int: Int]) throws(TimelineError) {
    var spans = [[Span]](repeating: [], count: layers.count)
    for (j, track) in layers.enumerated() {
      for (k, snapshot) in track.snapshots.enumerated() {
        let until = k + 1 < track.snapshots.count ? track.snapshots[k + 1].time : .infinity
        let held = snapshot.sublayers.map { ($0, "sublayers") } + (snapshot.mask.map { [($0, "mask")] } ?? [])
        for (id, role) in held {
          guard let child = index[id] else {
            throw TimelineError(path: "layers[\(j)].snapshots[\(k)].\(role)", problem: "layer \(id) is not among the layers",
                                fix: "Refer only to layer ids that have a track.")
          }
          spans[child].append(Span(from: snapshot.time, until: until, parent: j))
        }
      }
    }
    self.spans = spans
    try checkSingleHolder(layers)
    try checkTree(layers)
    try checkDepth(layers)
  }

  /// The deepest layer tree a timeline may hold (sublayers and masks count alike).
  /// Evaluation and drawing walk the tree recursively; UIKit hierarchies are rarely
  /// deeper than 30, and this many levels fit a 4 MB worker stack with room to spare.
  static let maximumDepth = 128

  /// No layer holds another.
  init(unlinkedCount: Int) { spans = [[Span]](repeating: [], count: unlinkedCount) }

  /// The index of the layer holding layer `child` at time `t`.
  func parent(of child: Int, at t: Double) -> Int? {
    spans[child].first { $0.from <= t && t < $0.until }?.parent
  }

  /// A layer has one superlayer at a time (Core Animation's `addSublayer` takes it
  /// from the last), so no two holds of one layer may overlap in time.
  private func checkSingleHolder(_ layers: [LayerTrack]) throws(TimelineError) {
    for (child, holds) in spans.enumerated() where holds.count > 1 {
      // Sorted by start, two holds overlap only if some neighbouring pair does.
      let sorted = holds.filter { $0.from < $0.until }
        .sorted { $0.from != $1.from ? $0.from < $1.from : $0.parent < $1.parent }
      for k in sorted.indices.dropFirst() where sorted[k].from < sorted[k - 1].until {
        let a = layers[sorted[k - 1].parent].id, b = layers[sorted[k].parent].id
        let holders = a == b ? "layer \(a) twice" : "layers \(a) and \(b)"
        throw TimelineError(path: "layers", problem: "layer \(layers[child].id) is held by \(holders) at time \(sorted[k].from)",
                            fix: "A layer has one superlayer at a time: list it once, in one layer's sublayers or mask.")
      }
    }
  }

  /// No instant's tree may be deeper than `maximumDepth`. Depths are computed
  /// without recursion at each instant the tree changes.
  private func checkDepth(_ layers: [LayerTrack]) throws(TimelineError) {
    guard spans.count > ParentTable.maximumDepth else { return }
    // Quick path: the holds of all times together. When they form no cycle, the
    // longest chain in them bounds every instant's depth.
    if let bound = unionDepth(), bound < ParentTable.maximumDepth { return }
    let times = Set(spans.flatMap { $0.map(\.from) }).sorted()
    guard Double(times.count) * Double(spans.count) <= 5e7 else {
      throw TimelineError(path: "layers", problem: "\(spans.count) layers re-parented at \(times.count) instants are too many to check",
                          fix: "Keep a timeline under 50 million (layers × re-parenting instants).")
    }
    for t in times {
      var depth = [Int](repeating: -1, count: spans.count)
      for start in spans.indices where depth[start] < 0 {
        var chain: [Int] = []
        var current: Int? = start
        while let c = current, depth[c] < 0 {
          chain.append(c)
          current = parent(of: c, at: t)
        }
        var d = current.map { depth[$0] } ?? -1
        for c in chain.reversed() {
          d += 1
          depth[c] = d
        }
        if d >= ParentTable.maximumDepth {
          throw TimelineError(path: "layers", problem: "layer \(layers[start].id) is \(d + 1) levels deep at time \(t)",
                              fix: "Keep layer trees at most \(ParentTable.maximumDepth) levels deep.")
        }
      }
    }
  }

  /// The longest chain of holds over all times together (0 for a lone layer), by
  /// Kahn's topological order (no recursion); nil when those holds form a cycle.
  private func unionDepth() -> Int? {
    var children = [[Int]](repeating: [], count: spans.count)
    var waiting = spans.map(\.count)
    for (child, holds) in spans.enumerated() { for span in holds { children[span.parent].append(child) } }
    var depth = [Int](repeating: 0, count: spans.count)
    var ready = spans.indices.filter { waiting[$0] == 0 }
    var done = 0
    while let p = ready.popLast() {
      done += 1
      for c in children[p] {
        depth[c] = max(depth[c], depth[p] + 1)
        waiting[c] -= 1
        if waiting[c] == 0 { ready.append(c) }
      }
    }
    return done == spans.count ? (depth.max() ?? 0) : nil
  }

  /// No layer may be its own ancestor at any instant. When the parent links of
  /// all times together form no cycle, no instant can; otherwise each instant at
  /// which a link starts is checked (the tree only changes then).
  private func checkTree(_ layers: [LayerTrack]) throws(TimelineError) {
    guard findCycle(parentsOf: { child in spans[child].map(\.parent) }) != nil else { return }
    for t in Set(spans.flatMap { $0.map(\.from) }).sorted() {
      if let found = findCycle(parentsOf: { child in parent(of: child, at: t).map { [$0] } ?? [] }) {
        let ids = found.map { "\(layers[$0].id)" }.joined(separator: " → ")
        throw TimelineError(path: "layers", problem: "layers \(ids) hold each other at time \(t) (a cycle)",
                            fix: "A layer cannot be a sublayer or mask of itself or of its own sublayers.")
      }
    }
  }

  /// A cycle in the graph child → parents (as child indices), found without recursion; nil when there is none.
  private func findCycle(parentsOf: (Int) -> [Int]) -> [Int]? {
    // 0 unvisited, 1 on the current path, 2 done.
    var state = [UInt8](repeating: 0, count: spans.count)
    for start in spans.indices where state[start] == 0 {
      var stack: [(node: Int, parents: [Int], next: Int)] = [(start, parentsOf(start), 0)]
      state[start] = 1
      while let top = stack.last {
        if top.next < top.parents.count {
          stack[stack.count - 1].next += 1
          let p = top.parents[top.next]
          if state[p] == 1 {
            let path = stack.map(\.node)
            return Array(path[(path.firstIndex(of: p) ?? 0)...]) + [p]
          }
          if state[p] == 0 {
            state[p] = 1
            stack.append((p, parentsOf(p), 0))
          }
        } else {
          state[top.node] = 2
          stack.removeLast()
        }
      }
    }
    return nil
  }
}
