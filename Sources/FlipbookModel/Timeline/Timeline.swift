import Foundation
import FlipbookImageIO
import FlipbookRenderTree

// MARK: - Timeline

/// A scene run on the virtual clock, baked: every layer's model states with the
/// times they were committed, and every animation with when it was attached and
/// removed. `renderTree(at:)` is a pure function of time: nothing carries over
/// between frames, so frames render alone, in any order, on any thread.
public struct Timeline: Sendable, Equatable {
  /// Bumped when the JSON layout changes incompatibly.
  public static let formatVersion = 1

  /// Canvas size in points.
  public var size: CGSize
  public var root: Int
  public var layers: [LayerTrack]
  private var index: [Int: Int]

  public init(size: CGSize, root: Int, layers: [LayerTrack]) {
    self.size = size
    self.root = root
    self.layers = layers.sorted { $0.id < $1.id }
    index = Dictionary(uniqueKeysWithValues: self.layers.enumerated().map { ($1.id, $0) })
  }

  public static func == (a: Timeline, b: Timeline) -> Bool {
    a.size == b.size && a.root == b.root && a.layers == b.layers
  }

  /// The layer tree as it appears at absolute time `t`.
  public func renderTree(at t: Double) throws(LayerTreeError) -> RenderTree {
    guard let rootIndex = index[root] else { return RenderTree(size: size, layers: []) }
    let node = try TimelineSource(timeline: self).node(rootIndex, parentTime: t, at: t,
                                                       parentSublayerTransform: CATransform3DIdentity)
    return RenderTree(size: size, layers: node.map { [$0] } ?? [])
  }

  /// A layer's presented state at time `t` (nil when it does not exist then).
  public func presentedProps(ofLayer id: Int, at t: Double) -> LayerProps? {
    guard let i = index[id], let model = layers[i].snapshot(at: t)?.props else { return nil }
    let source = TimelineSource(timeline: self)
    return source.presented(i, localTime: model.localTime(fromParent: source.parentLocalTime(i, at: t)), at: t)
  }

  /// The layer id whose `name` is `name` (the first, by id).
  public func layerID(named name: String) -> Int? {
    layers.first { track in track.snapshots.contains { $0.props.name == name } }?.id
  }

  func parentIndex(of id: Int, at t: Double) -> Int? {
    for (j, track) in layers.enumerated() {
      if let s = track.snapshot(at: t), s.sublayers.contains(id) || s.mask == id { return j }
    }
    return nil
  }

  /// The time of the last model change.
  public var lastChangeTime: Double {
    layers.compactMap { $0.snapshots.last?.time }.max() ?? 0
  }

  /// When the last finite animation ends (absolute time), or nil if there is none.
  public var lastAnimationEnd: Double? {
    layers.flatMap(\.animations).compactMap(\.absoluteEnd).filter(\.isFinite).max()
  }

  func track(_ i: Int) -> LayerTrack { layers[i] }
  func indexOf(_ id: Int) -> Int? { index[id] }
}

/// One layer's history in a timeline.
public struct LayerTrack: Sendable, Codable, Equatable {
  public var id: Int
  /// Model states in time order; the layer does not exist before the first.
  public var snapshots: [LayerSnapshot]
  /// Animations in the order they were added (and apply).
  public var animations: [AnimationRecord]

  /// The model state in force at `t`: the last snapshot at or before it.
  func snapshot(at t: Double) -> LayerSnapshot? {
    var lo = 0, hi = snapshots.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if snapshots[mid].time <= t { lo = mid + 1 } else { hi = mid }
    }
    return lo == 0 ? nil : snapshots[lo - 1]
  }
}

struct TimelineSource: LayerTreeSource {
  let timeline: Timeline

  func presented(_ i: Int, localTime: Double, at t: Double) -> LayerProps? {
    let track = timeline.track(i)
    guard let s = track.snapshot(at: t) else { return nil }
    if track.animations.isEmpty { return s.props }
    return AnimationRecord.present(s.props, animations: track.animations, localTime: localTime, at: t)
  }
  func model(_ i: Int, at t: Double) -> LayerProps? { timeline.track(i).snapshot(at: t)?.props }
  func sublayers(_ i: Int, at t: Double) -> [Int] {
    (timeline.track(i).snapshot(at: t)?.sublayers ?? []).compactMap { timeline.indexOf($0) }
  }
  func mask(_ i: Int, at t: Double) -> Int? {
    timeline.track(i).snapshot(at: t)?.mask.flatMap { timeline.indexOf($0) }
  }
  func transition(_ i: Int, localTime: Double, at t: Double) -> (TransitionSpec, Double, Double)? {
    for record in timeline.track(i).animations.reversed() where record.isAttached(at: t) {
      guard case .transition(let spec) = record.spec.body else { continue }
      let timing = record.spec.timing
      if record.spec.removedOnCompletion && timing.speed != 0 && timing.endTime.isFinite
        && (localTime - timing.beginTime) * abs(timing.speed) >= timing.activeDuration { return nil }
      guard let state = timing.state(at: localTime) else { return nil }
      let progress = spec.startProgress + (spec.endProgress - spec.startProgress) * state.progress
      // The state just before the transaction that added the transition.
      return (spec, progress, record.addedAt - 1e-9)
    }
    return nil
  }

  func parentLocalTime(_ i: Int, at t: Double) -> Double {
    var chain: [Int] = []
    var current = timeline.track(i).id
    while let parent = timeline.parentIndex(of: current, at: t) { chain.append(parent); current = timeline.track(parent).id }
    var time = t
    for j in chain.reversed() {
      guard let p = timeline.track(j).snapshot(at: t)?.props else { break }
      time = p.localTime(fromParent: time)
    }
    return time
  }

  func path(_ i: Int, at t: Double) -> String {
    let track = timeline.track(i)
    let name = track.snapshot(at: t)?.props.name
    return name.map { "'\($0)'" } ?? "layer #\(track.id)"
  }
}

// MARK: - Baking

extension VirtualClock {
  /// Commits and bakes everything recorded so far under this clock into a
  /// timeline whose root is `root`, for a canvas of `size` points.
  public func bake(root: CALayer, size: CGSize) -> Timeline {
    commit()
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
      if snapshots.isEmpty {
        // Made under another clock (or one that does not record): its state now, from time 0.
        snapshots = [LayerSnapshot(time: 0, props: layer.props, sublayers: layer.allSublayers.map(\.layerID),
                                   mask: layer.mask?.layerID)]
      }
      var records = layer.animationLog
      for i in records.indices {
        records[i].absoluteEnd = layer.absoluteTime(ofLocal: records[i].spec.timing.endTime)
        if let removed = records[i].removedAt, let end = records[i].absoluteEnd { records[i].absoluteEnd = min(end, removed) }
      }
      return LayerTrack(id: layer.layerID, snapshots: snapshots, animations: records)
    }
    return Timeline(size: size, root: root.layerID, layers: tracks)
  }
}

// MARK: - JSON

/// Why a timeline document could not be read.
public struct TimelineFormatError: Error, CustomStringConvertible, Equatable {
  public var source: String
  public var problem: String
  public init(source: String, problem: String) { (self.source, self.problem) = (source, problem) }
  public var description: String { "\(source): \(problem)" }
}

private final class ImageTable: BitmapTable {
  var bitmaps: [Bitmap] = []
  private var byStorage: [Int: [Int]] = [:]

  init(_ bitmaps: [Bitmap] = []) { self.bitmaps = bitmaps }

  func index(of bitmap: Bitmap) -> Int {
    let key = bitmap.pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } ^ bitmap.width
    for i in byStorage[key] ?? [] where bitmaps[i] == bitmap { return i }
    if let i = bitmaps.firstIndex(of: bitmap) { return i }
    bitmaps.append(bitmap)
    byStorage[key, default: []].append(bitmaps.count - 1)
    return bitmaps.count - 1
  }

  func bitmap(at index: Int) -> Bitmap? { bitmaps.indices.contains(index) ? bitmaps[index] : nil }
}

extension Timeline {
  private struct Body: Codable {
    var size: CGSize
    var root: Int
    var layers: [LayerTrack]
  }

  private struct Header: Codable {
    var format: String
    var version: Int
    var images: [String]
  }

  /// The timeline as versioned JSON. Images are stored once each, as base64 PNG.
  public func jsonData() throws -> Data { try jsonData(extra: [:]) }

  /// The document with more top-level members (each already JSON), such as a scene's canvas.
  public func jsonData(extra: [String: Data]) throws -> Data {
    let table = ImageTable()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.userInfo[.bitmapTable] = table
    let body = try encoder.encode(Body(size: size, root: root, layers: layers))
    var images: [String] = []
    for bitmap in table.bitmaps {
      images.append(Data(try PNGCodec.encode(bitmap, compression: .fast)).base64EncodedString())
    }
    let header = try JSONEncoder().encode(images)
    var out = Data("{\"format\":\"flipbook-timeline\",\"version\":\(Timeline.formatVersion),\"images\":".utf8)
    out.append(header)
    out.append(Data(",\"timeline\":".utf8))
    out.append(body)
    for key in extra.keys.sorted() {
      out.append(Data(",\"\(key)\":".utf8))
      out.append(extra[key]!)
    }
    out.append(Data("}".utf8))
    return out
  }

  /// Reads a timeline written by `jsonData()`; `source` names it in errors.
  public init(jsonData data: Data, source: String = "timeline") throws {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw TimelineFormatError(source: source, problem: "not a Flipbook timeline (\(Timeline.describe(error)))")
    }
    guard header.format == "flipbook-timeline" else {
      throw TimelineFormatError(source: source, problem: "format is '\(header.format)', expected 'flipbook-timeline'")
    }
    guard header.version == Timeline.formatVersion else {
      throw TimelineFormatError(source: source,
        problem: "version \(header.version) is not supported (this Flipbook reads version \(Timeline.formatVersion)); bake the scene again with this version")
    }
    var bitmaps: [Bitmap] = []
    for (i, image) in header.images.enumerated() {
      guard let png = Data(base64Encoded: image), let bitmap = try? PNGCodec.decode([UInt8](png)) else {
        throw TimelineFormatError(source: source, problem: "images[\(i)] is not a base64 PNG")
      }
      bitmaps.append(bitmap)
    }
    struct Wrapper: Decodable { var timeline: Body }
    let decoder = JSONDecoder()
    decoder.userInfo[.bitmapTable] = ImageTable(bitmaps)
    do {
      let body = try decoder.decode(Wrapper.self, from: data).timeline
      self.init(size: body.size, root: body.root, layers: body.layers)
    } catch {
      throw TimelineFormatError(source: source, problem: "timeline is malformed (\(Timeline.describe(error)))")
    }
  }

  static func describe(_ error: Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let ctx)?:
      return "missing '\(key.stringValue)' at \(ctx.codingPath.map(\.stringValue).joined(separator: "."))"
    case .typeMismatch(_, let ctx)?, .valueNotFound(_, let ctx)?, .dataCorrupted(let ctx)?:
      return "\(ctx.debugDescription) at \(ctx.codingPath.map(\.stringValue).joined(separator: "."))"
    default:
      return "\(error)"
    }
  }
}

// MARK: - Inspection (curves, tools)

extension Timeline {
  /// One animated key path of one layer: where its animations end (absolute times).
  public struct AnimatedProperty: Sendable, Equatable {
    public var layer: Int
    public var layerName: String
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
