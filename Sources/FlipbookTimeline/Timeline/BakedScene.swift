import Foundation

// MARK: - Scenes as values

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

  public init(id: String, canvas: Canvas, timeline: Timeline, duration: Double) {
    (self.id, self.canvas, self.timeline, self.duration) = (id, canvas, timeline, duration)
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
