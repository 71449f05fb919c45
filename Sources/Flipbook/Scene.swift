import Foundation

// MARK: - Scenes

/// The canvas a scene draws on: its size in points, pixels per point, frame rate
/// and the colour behind everything (nil: transparent).
public struct Canvas: Sendable, Equatable {
  public var size: CGSize
  public var scale: CGFloat
  public var fps: Double
  public var background: CGColor?

  public init(size: CGSize, scale: CGFloat = 2, fps: Double = 60, background: CGColor? = .white) {
    self.size = size
    self.scale = scale
    self.fps = fps
    self.background = background
  }
}

/// How long a scene lasts.
public enum SceneLength: Sendable, Equatable {
  /// A fixed length in seconds.
  case seconds(Double)
  /// Until the last animation ends (and scheduled work has run), plus `hold` seconds.
  case untilIdle(hold: Double)
}

/// A scene: animation code written with the Apple-named API, run at virtual time 0.
public protocol Scene {
  /// The short id the command line uses (`alert-ios7`).
  static var id: String { get }
  /// One line saying what the scene shows and where it comes from.
  static var summary: String { get }
  init()
  var canvas: Canvas { get }
  var length: SceneLength { get }
  /// Builds the scene (views, layers, animations, scheduled work) and returns the root layer.
  /// Runs on the scene's virtual clock at time 0.
  func build() -> CALayer
}

/// Why a scene could not be run.
public struct SceneError: Error, CustomStringConvertible {
  public var scene: String
  public var problems: [String]
  public var description: String {
    "scene '\(scene)': " + (problems.count == 1 ? problems[0] : "\n  " + problems.joined(separator: "\n  "))
  }
}

/// A scene run on its clock and baked: everything needed to render any frame.
public struct BakedScene: Sendable {
  public var id: String
  public var canvas: Canvas
  public var timeline: Timeline
  /// Length in seconds.
  public var duration: Double

  /// Frames at `canvas.fps` covering the duration (frame i is at i / fps; the last frame is at or before the end).
  public var frameCount: Int { max(1, Int((duration * canvas.fps + 1e-9).rounded(.down)) + 1) }

  public func time(ofFrame i: Int) -> Double { Double(i) / canvas.fps }
}

extension Scene {
  /// Runs the scene on a fresh virtual clock until nothing is scheduled (or its
  /// fixed length), then bakes it. Animations the scene added that Flipbook
  /// cannot run are reported together, with their file and line.
  public func bake(limit: Double = 600) throws -> BakedScene {
    let clock = VirtualClock()
    let root = clock.run { build() }
    let fixed: Double?
    if case .seconds(let s) = length { fixed = s } else { fixed = nil }
    clock.runUntilIdle(limit: fixed ?? limit)
    if !clock.errors.isEmpty {
      throw SceneError(scene: Self.id, problems: clock.errors.map { "\($0)" })
    }
    let timeline = clock.bake(root: root, size: canvas.size)
    let duration: Double
    switch length {
    case .seconds(let s): duration = s
    case .untilIdle(let hold):
      let end = max(timeline.lastChangeTime, timeline.lastAnimationEnd ?? 0)
      duration = min(end, limit) + hold
    }
    return BakedScene(id: Self.id, canvas: canvas, timeline: timeline, duration: duration)
  }
}

// MARK: - Baked scene documents

extension BakedScene {
  private struct Meta: Codable {
    var id: String
    var fps: Double
    var scale: Double
    var background: CGColor?
    var duration: Double
  }

  /// The timeline document with the scene's id, canvas and length (`flipbook bake`).
  public func jsonData() throws -> Data {
    let meta = Meta(id: id, fps: canvas.fps, scale: Double(canvas.scale), background: canvas.background, duration: duration)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return try timeline.jsonData(extra: ["scene": try encoder.encode(meta)])
  }

  /// Reads a document written by `jsonData()`; `source` names it in errors.
  public init(jsonData data: Data, source: String) throws {
    let timeline = try Timeline(jsonData: data, source: source)
    struct Wrapper: Decodable { var scene: Meta? }
    guard let meta = try? JSONDecoder().decode(Wrapper.self, from: data).scene else {
      throw TimelineFormatError(source: source, problem: "the document has no 'scene' (canvas and length); write it with 'flipbook bake'")
    }
    self.init(id: meta.id, canvas: Canvas(size: timeline.size, scale: CGFloat(meta.scale), fps: meta.fps, background: meta.background),
              timeline: timeline, duration: meta.duration)
  }
}
