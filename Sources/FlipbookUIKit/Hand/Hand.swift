import Foundation

/// The user's hand, scripted: touches at exact virtual times, delivered to the
/// scene's windows as UIKit delivers a finger's (hit testing, recognizers, the
/// responder chain), so pasted touch handling, gesture recognizers, controls,
/// scroll views and text fields react as on a phone. Steps are scheduled when
/// called, in scene time (seconds from the scene's start):
///
/// ```swift
/// let hand = Hand()
/// hand.tap(likeButton, at: 0.5)
/// hand.drag(card, by: CGVector(dx: 260, dy: -40), at: 1.2, duration: 0.35)
/// hand.flick(scrollView, by: CGVector(dx: 0, dy: -300), at: 2.5)
/// hand.type("hello", at: 4)
/// ```
///
/// A target is a view (its centre when the step starts, wherever it has moved)
/// or a point in window coordinates. Fingers report at 60 Hz, an iPhone's
/// display rate (UIKit coalesces the touch samples between frames). A tap holds
/// the finger down 0.08 s; taps of a double tap are 0.15 s apart, within
/// UIKit's 0.35 s limit. `showsTouches` draws where each finger is, as iOS's
/// screen recordings show touches.
@preconcurrency @MainActor
public struct Hand {
  /// The window touched (nil: the front-most window under the finger).
  public var window: UIWindow?

  /// Creates a hand that touches the given window, or the front-most window under the finger if `nil`.
  public init(window: UIWindow? = nil) { self.window = window }

  /// Draws a translucent disc under each finger (also `flipbook render --show-touches`).
  public static var showsTouches: Bool {
    get { EventState.current.showsTouches }
    set { EventState.current.showsTouches = newValue }
  }

  /// Whether scenes baked from now on show touches unless they say otherwise
  /// (`flipbook render --show-touches` sets it).
  public static var showsTouchesByDefault = false

  /// Touch samples per second while a finger moves.
  nonisolated static let sampleRate = 60.0

  /// A speed curve for a moving finger over a step's duration.
  public enum Motion: Sendable {
    /// Constant speed: the finger lifts still moving (a throw).
    case linear
    /// Speeds up, then slows to a stop before lifting (a placed drag).
    case easeInOut
    /// Starts fast and slows to a stop.
    case easeOut
    /// Starts slowly and lifts at full speed.
    case easeIn

    func callAsFunction(_ t: Double) -> Double {
      switch self {
      case .linear: t
      case .easeIn: t * t
      case .easeOut: 1 - (1 - t) * (1 - t)
      case .easeInOut: t < 0.5 ? 2 * t * t : 1 - 2 * (1 - t) * (1 - t)
      }
    }
  }

  // MARK: Taps

  /// Taps `taps` times with `fingers` fingers, each held down `holdFor` seconds.
  public func tap(_ target: some HandTarget, at time: Double, taps: Int = 1, fingers: Int = 1, holdFor: Double = 0.08,
                  file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "tap", time: time, file: file, line: line)
    var paths: [FingerPath] = []
    // A phone takes at most five fingers; more than ten taps is no gesture UIKit knows.
    let taps = min(max(1, taps), 10), fingers = min(max(1, fingers), 5)
    for tap in 0..<taps {
      let start = Double(tap) * (holdFor + 0.07)
      for finger in 0..<fingers {
        let offset = CGVector(dx: (CGFloat(finger) - CGFloat(fingers - 1) / 2) * 30, dy: 0)
        paths.append(FingerPath(start: start, points: [(0, offset), (holdFor, offset)]))
      }
    }
    run(step, target: target, paths: paths)
  }

  /// Taps the target twice with one finger at the given scene time, the taps 0.15 seconds apart.
  public func doubleTap(_ target: some HandTarget, at time: Double, file: StaticString = #fileID, line: UInt = #line) {
    tap(target, at: time, taps: 2, file: file, line: line)
  }

  /// Presses and holds still for `duration` seconds (UIKit's long press needs 0.5).
  public func longPress(_ target: some HandTarget, at time: Double, duration: Double = 0.8,
                        file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "longPress", time: time, file: file, line: line)
    run(step, target: target, paths: [FingerPath(start: 0, points: [(0, .zero), (duration, .zero)])])
  }

  // MARK: Moving fingers

  /// Touches `target`, moves by `offset` over `duration`, and lifts.
  public func drag(_ target: some HandTarget, by offset: CGVector, at time: Double, duration: Double = 0.4,
                   motion: Motion = .easeInOut, holdFirst: Double = 0,
                   file: StaticString = #fileID, line: UInt = #line) {
    drag(target, along: [.zero, CGPoint(x: offset.dx, y: offset.dy)], at: time, duration: duration,
         motion: motion, holdFirst: holdFirst, file: file, line: line)
  }

  /// Touches `target`, moves through `points` (offsets from the target) over `duration`, and lifts.
  public func drag(_ target: some HandTarget, along points: [CGPoint], at time: Double, duration: Double = 0.4,
                   motion: Motion = .easeInOut, holdFirst: Double = 0,
                   file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "drag", time: time, file: file, line: line)
    let path = FingerPath.along(points.map { CGVector(dx: $0.x, dy: $0.y) }, duration: duration, motion: motion,
                                holdFirst: holdFirst)
    run(step, target: target, paths: [path])
  }

  /// Touches `from` and drags to `to` (both resolved when the step starts).
  public func drag(from: some HandTarget, to: some HandTarget, at time: Double, duration: Double = 0.4,
                   motion: Motion = .easeInOut, file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "drag", time: time, file: file, line: line)
    run(step, target: from, end: to, paths: [FingerPath.along([.zero, CGVector(dx: 1, dy: 0)], duration: duration, motion: motion)])
  }

  /// A quick throw: `offset` in `duration` at constant speed, lifting at speed
  /// (0.1 s for 300 pt is 3000 pt/s, a brisk flick).
  public func flick(_ target: some HandTarget, by offset: CGVector, at time: Double, duration: Double = 0.1,
                    file: StaticString = #fileID, line: UInt = #line) {
    drag(target, by: offset, at: time, duration: duration, motion: .linear, file: file, line: line)
  }

  /// A swipe: 150 pt in 0.12 s in `direction` (what UIKit's swipe recognizer wants).
  public func swipe(_ target: some HandTarget, _ direction: UISwipeGestureRecognizer.Direction, at time: Double,
                    distance: CGFloat = 150, duration: Double = 0.12, file: StaticString = #fileID, line: UInt = #line) {
    var v = CGVector.zero
    if direction.contains(.right) { v.dx += distance }
    if direction.contains(.left) { v.dx -= distance }
    if direction.contains(.down) { v.dy += distance }
    if direction.contains(.up) { v.dy -= distance }
    drag(target, by: v, at: time, duration: duration, motion: .linear, file: file, line: line)
  }

  /// A swipe in from a screen edge (the interactive pop's gesture), over `distance`.
  public func edgeSwipe(from edge: UIRectEdge = .left, distance: CGFloat = 200, at time: Double,
                        duration: Double = 0.35, motion: Motion = .linear,
                        file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "edgeSwipe", time: time, file: file, line: line)
    run(step, edge: edge, distance: distance, duration: duration, motion: motion)
  }

  // MARK: Two fingers

  /// Two fingers `spread` points apart around `target`, moved apart (scale > 1) or together.
  public func pinch(_ target: some HandTarget, scale: CGFloat, at time: Double, duration: Double = 0.5,
                    spread: CGFloat = 120, file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "pinch", time: time, file: file, line: line)
    let paths = [-1.0, 1.0].map { side in
      FingerPath.sampled(duration: duration, motion: .easeInOut) { t in
        CGVector(dx: side * (spread / 2) * (1 + (scale - 1) * t), dy: 0)
      }
    }
    run(step, target: target, paths: paths)
  }

  /// Two fingers `spread` points apart around `target`, turned by `angle` radians (clockwise positive).
  public func rotate(_ target: some HandTarget, by angle: CGFloat, at time: Double, duration: Double = 0.5,
                     spread: CGFloat = 120, file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "rotate", time: time, file: file, line: line)
    let paths = [0.0, CGFloat.pi].map { base in
      FingerPath.sampled(duration: duration, motion: .easeInOut) { t in
        let a = base + angle * t
        return CGVector(dx: cos(a) * spread / 2, dy: sin(a) * spread / 2)
      }
    }
    run(step, target: target, paths: paths)
  }
}
