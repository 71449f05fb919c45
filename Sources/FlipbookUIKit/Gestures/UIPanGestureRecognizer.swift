import Foundation

/// A drag, as iOS 18's UIPanGestureRecognizer tracks one (decompiled,
/// research/interaction §2.4): it begins once the fingers' centroid has moved
/// 10 pt along either axis (the "hysteresis"), and that 10 pt is taken off the
/// translation it reports from then on, so a pan starts at about zero.
/// `velocity(in:)` is 0.2 × the latest sample + 0.8 × the one before (points per
/// second; samples closer than 1 ms apart are skipped). A finger added or lifted
/// mid-pan moves the start, so the translation does not jump.
open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// The fewest fingers that must be down for the pan to begin, 1 by default.
  open var minimumNumberOfTouches = 1
  /// The most fingers that may be down for the pan to begin; more fingers before it begins make it fail.
  open var maximumNumberOfTouches = Int.max
  /// How far the centroid must move on an axis before the pan begins.
  var hysteresis: CGFloat { 10 }

  /// The centroid minus `start` is the translation, in window points.
  private var start: CGPoint = .zero
  private var samples: (latest: CGVector, previous: CGVector?)?
  private var lastSample: (point: CGPoint, time: Double)?

  var windowTranslation: CGVector { CGVector(dx: centroid.x - start.x, dy: centroid.y - start.y) }

  /// Returns how far the fingers have moved since the pan began, in the view's coordinate system.
  open func translation(in view: UIView?) -> CGPoint {
    let v = vector(windowTranslation, to: view)
    return CGPoint(x: v.dx, y: v.dy)
  }

  /// Sets the translation to the given value, measuring later movement from the fingers' current position.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let v = vector(CGVector(dx: translation.x, dy: translation.y), from: view)
    start = CGPoint(x: centroid.x - v.dx, y: centroid.y - v.dy)
  }

  /// Points per second in `view`'s coordinates.
  open func velocity(in view: UIView?) -> CGPoint {
    guard let samples else { return .zero }
    var v = samples.latest
    if let previous = samples.previous {
      v = CGVector(dx: 0.2 * v.dx + 0.8 * previous.dx, dy: 0.2 * v.dy + 0.8 * previous.dy)
    }
    let out = vector(v, to: view)
    return CGPoint(x: out.dx, y: out.dy)
  }

  /// Whether the translation so far is enough to begin.
  func shouldBegin(with translation: CGVector) -> Bool {
    abs(translation.dx) >= hysteresis || abs(translation.dy) >= hysteresis
  }

  /// Starts tracking the fingers, or, for a finger added mid-pan, keeps the translation from jumping.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count == touches.count {
      start = centroid
      lastSample = (centroid, event.timestamp)
    } else {
      rebase(removing: [], adding: touches)
    }
    samples = nil
    if trackedTouches.count > maximumNumberOfTouches && state == .possible { state = .failed }
  }

  /// Updates the velocity, and begins the pan once the fingers have moved 10 points, or reports the change.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    let now = event.timestamp
    if let last = lastSample, now - last.time >= 0.001 {
      let dt = CGFloat(now - last.time)
      let v = CGVector(dx: (centroid.x - last.point.x) / dt, dy: (centroid.y - last.point.y) / dt)
      samples = (v, samples?.latest)
      lastSample = (centroid, now)
    }
    switch state {
    case .possible:
      let count = trackedTouches.count
      guard count >= minimumNumberOfTouches, count <= maximumNumberOfTouches else { return }
      let t = windowTranslation
      guard shouldBegin(with: t) else { return }
      // Takes the hysteresis off each axis (UIKit's _removeHysteresisFromTranslation).
      func less(_ value: CGFloat) -> CGFloat { value.sign == .minus ? min(value + hysteresis, 0) : max(value - hysteresis, 0) }
      start = CGPoint(x: centroid.x - less(t.dx), y: centroid.y - less(t.dy))
      state = .began
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  /// Ends the pan when the last finger lifts, or fails if it hadn't begun; an earlier lift only rebases it.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count > touches.count {
      rebase(removing: touches, adding: [])
      return
    }
    lastCentroid = centroid
    endContinuous()
  }

  /// Cancels the pan if it had begun, or fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelContinuous()
  }

  open override func reset() {
    samples = nil
    lastSample = nil
  }

  /// Keeps the translation where it is when the set of fingers changes.
  private func rebase(removing gone: Set<UITouch>, adding new: Set<UITouch>) {
    let before = windowTranslation
    let kept = trackedTouches.filter { !gone.contains($0) }
    guard !kept.isEmpty else { return }
    let n = CGFloat(kept.count)
    let c = kept.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x / n, y: $0.y + $1.windowLocation.y / n) }
    start = CGPoint(x: c.x - before.dx, y: c.y - before.dy)
    lastSample = (c, EventState.current.now)
  }

  /// A window vector in `view`'s coordinates (its rotation and scale undone).
  func vector(_ v: CGVector, to view: UIView?) -> CGVector {
    guard let view, let window = lastWindow ?? view.window, view !== window else { return v }
    let a = window.convert(CGPoint.zero, to: view), b = window.convert(CGPoint(x: v.dx, y: v.dy), to: view)
    return CGVector(dx: b.x - a.x, dy: b.y - a.y)
  }

  func vector(_ v: CGVector, from view: UIView?) -> CGVector {
    guard let view, let window = lastWindow ?? view.window, view !== window else { return v }
    let a = view.convert(CGPoint.zero, to: window), b = view.convert(CGPoint(x: v.dx, y: v.dy), to: window)
    return CGVector(dx: b.x - a.x, dy: b.y - a.y)
  }
}

/// A pan that starts at a screen edge (the interactive pop's): the finger must
/// come down within 13 pt of one of `edges`, and moves 15 pt inward before it
/// begins (iOS 18's `_UIScreenEdgePanRecognizerEdgeSettings` defaults).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges of the screen the pan can start from; the finger must come down within 13 points of one.
  open var edges: UIRectEdge = []
  static let edgeRegion: CGFloat = 13
  override var hysteresis: CGFloat { 15 }
  private var startedAtEdge = false

  /// Fails the pan when the first finger comes down away from `edges`; otherwise starts tracking as a pan does.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count == touches.count, let window = lastWindow {
      let p = centroid, b = window.bounds, r = Self.edgeRegion
      startedAtEdge = (edges.contains(.left) && p.x - b.minX <= r) || (edges.contains(.right) && b.maxX - p.x <= r)
        || (edges.contains(.top) && p.y - b.minY <= r) || (edges.contains(.bottom) && b.maxY - p.y <= r)
      if !startedAtEdge { return state = .failed }
    }
    super.touchesBegan(touches, with: event)
  }

  override func shouldBegin(with t: CGVector) -> Bool {
    (edges.contains(.left) && t.dx >= hysteresis) || (edges.contains(.right) && -t.dx >= hysteresis)
      || (edges.contains(.top) && t.dy >= hysteresis) || (edges.contains(.bottom) && -t.dy >= hysteresis)
  }
}

/// Edges of a rectangle (a screen-edge pan's, a controller's extended layout).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The top edge of the rectangle.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge of the rectangle.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge of the rectangle.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge of the rectangle.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// All four edges of the rectangle.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
