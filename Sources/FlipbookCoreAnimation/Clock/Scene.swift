import Foundation
import FlipbookTimeline

// MARK: - Scenes

/// A scene: animation code written with the Apple-named API, run at virtual time 0.
public protocol Scene {
  /// The short id the command line uses (`alert-ios7`).
  static var id: String { get }
  /// One line saying what the scene shows and where it comes from.
  static var summary: String { get }
  /// Creates the scene; the command line makes one to read its canvas and length and to build it.
  init()
  /// The canvas the scene draws on: its size, scale, frame rate and background.
  var canvas: Canvas { get }
  /// How long the scene lasts: a fixed number of seconds, or until it is idle plus a hold.
  var length: SceneLength { get }
  /// Builds the scene (views, layers, animations, scheduled work) and returns the root layer.
  /// Runs on the scene's virtual clock at time 0, on the main actor (UIKit's
  /// views are main-actor isolated, as in Apple's SDK).
  @MainActor func build() -> CALayer
}

/// Why a scene could not be run.
public struct SceneError: Error, CustomStringConvertible {
  /// The id of the scene that could not be run.
  public var scene: String
  /// What went wrong, one entry per problem.
  public var problems: [String]
  public var description: String {
    "scene '\(scene)': " + (problems.count == 1 ? problems[0] : "\n  " + problems.joined(separator: "\n  "))
  }
}

extension Scene {
  /// Runs the scene on a fresh virtual clock until nothing is scheduled (or its
  /// fixed length), then bakes it. Animations the scene added that Flipbook
  /// cannot run are reported together, with their file and line.
  @MainActor public func bake(limit: Double = 600) throws -> BakedScene {
    let clock = VirtualClock()
    let canvas = CanvasOverrides.applied(to: self.canvas)
    clock.canvas = canvas
    let root = clock.run { build() }
    root.isDisplayRoot = true
    let fixed: Double?
    if case .seconds(let s) = length { fixed = s } else { fixed = nil }
    clock.runUntilIdle(limit: fixed ?? limit, stoppingAtTimers: fixed == nil)
    for input in clock.scheduledInput where input.end > (fixed ?? limit) + 1e-9 {
      clock.report(AuthoringError(problem: "\(input.step) ends at \(input.end) s, after the scene's end (\(fixed ?? limit) s)",
                                  fix: "Move the step earlier or make the scene longer."))
    }
    if fixed == nil {
      for task in clock.slot(TaskRegistry.self).unfinished {
        clock.report(AuthoringError(problem: "the scene's length is .untilIdle, but the Task made at \(task) was still "
          + "waiting when nothing was left on the scene's clock: it waits on something outside the scene (a "
          + "continuation nobody resumes, a stream nobody finishes, a network call or a real-time sleep)",
          fix: "Resume or finish what it awaits from the scene, or give the scene a fixed length (.seconds(n))."))
      }
      for place in clock.repeatingTimers.values.sorted() {
        clock.report(AuthoringError(problem: "the scene's length is .untilIdle, but the repeating timer scheduled at "
          + "\(place) never stops", fix: "Give the scene a fixed length (.seconds(n)), or invalidate() the timer."))
      }
    }
    let timeline = clock.bake(root: root, size: canvas.size)
    if fixed == nil { reportEndlessAnimations(timeline, clock: clock, limit: limit) }
    if !clock.errors.isEmpty {
      throw SceneError(scene: Self.id, problems: clock.errors.map { "\($0)" })
    }
    let duration: Double
    switch length {
    case .seconds(let s): duration = s
    case .untilIdle(let hold):
      // Emitters are idle once their last particle has died.
      let quiet = timeline.layers.filter { $0.snapshots.last?.props.kind == .emitter }
        .compactMap(EmitterParticles.quietTime).max() ?? 0
      let end = max(timeline.lastChangeTime, timeline.lastAnimationEnd ?? 0, quiet)
      duration = min(end, limit) + hold
    }
    let baked = BakedScene(id: Self.id, canvas: canvas, timeline: timeline, duration: duration)
    do {
      try baked.validate()
    } catch {
      throw SceneError(scene: Self.id, problems: ["\(error)"])
    }
    return baked
  }
}

extension Scene {
  /// An `.untilIdle` scene never idles while an animation runs for ever (an
  /// infinite or HUGE `repeatCount`, or one that outlasts `limit`): each is an
  /// error naming the layer and key, instead of a scene silently cut at the limit.
  /// A paused animation (speed 0 somewhere) shows a still picture and is left alone.
  func reportEndlessAnimations(_ timeline: Timeline, clock: VirtualClock, limit: Double) {
    let layers = Dictionary(clock.layers.map { ($0.layerID, $0) }, uniquingKeysWith: { a, _ in a })
    for track in timeline.layers {
      let place = layers[track.id]?.debugPath ?? "layer \(track.id)"
      if track.snapshots.last?.props.kind == .emitter, EmitterParticles.quietTime(of: track) == nil {
        clock.report(AuthoringError(
          problem: "the scene's length is .untilIdle, but the emitter \(place) emits for ever",
          fix: "Give the scene a fixed length (.seconds(n)), or set the emitter's birthRate to 0 when it should stop."))
      }
      for record in track.animations where record.removedAt == nil {
        guard let end = record.absoluteEnd, !(end <= limit) else { continue }
        clock.report(AuthoringError(
          problem: "the scene's length is .untilIdle, but the animation '\(record.key)' on \(place) "
            + (end.isFinite ? "runs until \(end) s, past the \(limit) s limit" : "repeats for ever"),
          fix: "Give the scene a fixed length (.seconds(n)), or the animation a finite repeatCount."))
      }
    }
  }
}

/// What the command line changes in every scene it bakes (`--appearance`, `--text-size`).
@MainActor public enum CanvasOverrides {
  /// The appearance every baked scene's canvas gets (`--appearance`), or `nil` to keep the scene's own.
  public static var appearance: Canvas.Appearance?
  /// The text size every baked scene's canvas gets (`--text-size`), or `nil` to keep the scene's own.
  public static var textSize: Canvas.TextSize?

  /// `canvas` with the overrides: in dark mode an opaque white background becomes black,
  /// as a window's `systemBackground` does.
  static func applied(to canvas: Canvas) -> Canvas {
    var canvas = canvas
    if let appearance {
      canvas.appearance = appearance
      if appearance == .dark, canvas.background == CGColor(gray: 1, alpha: 1) || canvas.background == CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1) {
        canvas.background = CGColor(gray: 0, alpha: 1)
      }
    }
    if let textSize { canvas.textSize = textSize }
    return canvas
  }
}
