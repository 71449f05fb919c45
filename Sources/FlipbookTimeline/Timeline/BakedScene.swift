import Foundation

// MARK: - Scenes as values

/// The canvas a scene draws on: its size in points, pixels per point, frame rate
/// and the colour behind everything (nil: transparent).
public struct Canvas: Sendable, Equatable {
  /// The canvas's size, in points.
  public var size: CGSize
  /// The number of pixels per point the canvas is drawn at.
  public var scale: CGFloat
  /// The frame rate, in frames per second of the virtual clock.
  public var fps: Double
  /// The color behind everything, or nil for a transparent canvas.
  public var background: CGColor?
  /// Draws iOS's status bar (time, signal, Wi-Fi, battery) over each window and
  /// gives views the safe area it covers, as on a phone; off by default. It is
  /// drawn into the scene's layers, so a baked file carries it.
  public var showsStatusBar: Bool
  /// The phone's appearance: light, or dark (dynamic colours resolve dark, as
  /// `traitCollection.userInterfaceStyle` says; views and controllers may override it).
  public var appearance: Appearance

  /// Light or dark mode.
  public enum Appearance: String, Sendable, CaseIterable {
    /// A light appearance (Light mode).
    case light
    /// A dark appearance (Dark mode), in which dynamic colors resolve to their dark variants.
    case dark
  }

  /// The user's text size (Dynamic Type): `UIFont.preferredFont(forTextStyle:)`
  /// follows it, from Extra Small to the five accessibility sizes.
  public var textSize: TextSize = .large

  /// Settings › Display & Brightness › Text Size, and Accessibility's Larger Text.
  public enum TextSize: Int, Sendable, CaseIterable, Comparable {
    /// A text size of Extra Small, the smallest standard size.
    case extraSmall
    /// A text size of Small.
    case small
    /// A text size of Medium.
    case medium
    /// A text size of Large, the default.
    case large
    /// A text size of Extra Large.
    case extraLarge
    /// A text size of Extra Extra Large.
    case extraExtraLarge
    /// A text size of Extra Extra Extra Large, the largest standard size.
    case extraExtraExtraLarge
    /// An accessibility text size of Medium, the smallest of them.
    case accessibilityMedium
    /// An accessibility text size of Large.
    case accessibilityLarge
    /// An accessibility text size of Extra Large.
    case accessibilityExtraLarge
    /// An accessibility text size of Extra Extra Large.
    case accessibilityExtraExtraLarge
    /// An accessibility text size of Extra Extra Extra Large, the largest of them.
    case accessibilityExtraExtraExtraLarge
    /// Returns a Boolean value that indicates whether the first text size is smaller than the second.
    public static func < (a: TextSize, b: TextSize) -> Bool { a.rawValue < b.rawValue }
  }

  /// Creates a canvas with the given size, scale, frame rate, background, status bar and appearance.
  public init(size: CGSize, scale: CGFloat = 2, fps: Double = 60, background: CGColor? = .white,
              showsStatusBar: Bool = false, appearance: Appearance = .light) {
    self.size = size
    self.scale = scale
    self.fps = fps
    self.background = background
    self.showsStatusBar = showsStatusBar
    self.appearance = appearance
  }

  /// Whole pixels covering the canvas at `scale` pixels per point (for a validated
  /// canvas and a screen scale the numbers are small; larger ones saturate).
  public func pixelSize(scale: Double) -> (width: Int, height: Int) {
    func pixels(_ points: CGFloat) -> Int {
      let v = (Double(points) * scale).rounded(.up)
      return v.isFinite && v < 1e15 ? max(0, Int(v)) : Int(1e15)
    }
    return (pixels(size.width), pixels(size.height))
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
  /// The scene's identifier, which names its output files and folders.
  public var id: String
  /// The canvas the scene draws on.
  public var canvas: Canvas
  /// The baked timeline of the scene's layers.
  public var timeline: Timeline
  /// Length in seconds.
  public var duration: Double

  /// Frames at `canvas.fps` covering the duration (frame i is at i / fps; the last
  /// frame is at or before the end); at most `maximumFrameCount` (a validated scene
  /// never has more).
  public var frameCount: Int {
    let last = (duration * canvas.fps + 1e-9).rounded(.down)
    guard last.isFinite, last >= 0 else { return 1 }
    return last < Double(BakedScene.maximumFrameCount) ? Int(last) + 1 : BakedScene.maximumFrameCount
  }

  /// Returns the time of the frame at the given index, in seconds: `i / canvas.fps`.
  public func time(ofFrame i: Int) -> Double { Double(i) / canvas.fps }

  /// Creates a baked scene from its identifier, canvas, timeline and length in seconds.
  public init(id: String, canvas: Canvas, timeline: Timeline, duration: Double) {
    (self.id, self.canvas, self.timeline, self.duration) = (id, canvas, timeline, duration)
  }
}

// MARK: - Limits

extension BakedScene {
  /// A day: longer scenes are almost surely a unit mistake (milliseconds for seconds).
  public static let maximumDuration: Double = 86_400
  /// The highest frame rate a scene may have, in frames per second.
  public static let maximumFPS: Double = 1000
  /// Ten million frames (46 hours at 60 frames/s).
  public static let maximumFrameCount = 10_000_000
  /// The largest canvas side in points (16384 pixels at 1x, the rasterizer's limit).
  public static let maximumSide: Double = 16384

  /// Checks the canvas and the length once, before anything is timed or drawn:
  /// finite numbers within the limits above, so frame counts and pixel sizes
  /// convert to integers without overflow.
  public func validate() throws(TimelineError) {
    let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
    guard !id.isEmpty, id.count <= 100, !id.hasPrefix("."), id.allSatisfy(allowed.contains) else {
      throw TimelineError(path: "scene.id", problem: "'\(id.prefix(100))' is not a scene id",
                          fix: "Use 1 to 100 letters, digits, '.', '_' or '-' (not starting with '.'): it names files and folders.")
    }
    let w = Double(canvas.size.width), h = Double(canvas.size.height)
    guard w.isFinite, h.isFinite, w > 0, h > 0, w <= Self.maximumSide, h <= Self.maximumSide else {
      throw TimelineError(path: "timeline.size", problem: "the canvas \(w)x\(h) points is not a drawable size",
                          fix: "Give a width and height between 1 and \(Int(Self.maximumSide)) points.")
    }
    let scale = Double(canvas.scale)
    guard scale.isFinite, scale > 0, scale <= 16 else {
      throw TimelineError(path: "scene.scale", problem: "scale \(scale) is not a screen scale", fix: "Use 1, 2 or 3 (at most 16).")
    }
    guard canvas.fps.isFinite, canvas.fps > 0, canvas.fps <= Self.maximumFPS else {
      throw TimelineError(path: "scene.fps", problem: "\(canvas.fps) frames/s is not a frame rate",
                          fix: "Give a frame rate above 0 and at most \(Int(Self.maximumFPS)) (60 is iOS's).")
    }
    guard duration.isFinite, duration >= 0, duration <= Self.maximumDuration else {
      throw TimelineError(path: "scene.duration", problem: "a length of \(duration) s is not a scene length",
                          fix: "Give a length from 0 to \(Int(Self.maximumDuration)) seconds.")
    }
    guard duration * canvas.fps < Double(Self.maximumFrameCount) else {
      throw TimelineError(path: "scene.duration", problem: "\(duration) s at \(canvas.fps) frames/s is more than \(Self.maximumFrameCount) frames",
                          fix: "Shorten the scene or lower the frame rate.")
    }
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

  /// A digest of the scene's id, canvas, length and timeline (16 hex digits), the same in
  /// every run of a build: what a render folder's manifest names the scene's content by.
  public func contentDigest() throws -> String {
    try timeline.contentDigest(with: Meta(id: id, fps: canvas.fps, scale: Double(canvas.scale), background: canvas.background,
                                          duration: duration))
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
    do {
      try validate()
    } catch {
      throw TimelineFormatError(source: source, problem: "\(error)")
    }
  }
}
