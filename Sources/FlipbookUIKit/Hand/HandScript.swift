import Foundation

/// Where a `Hand` step touches: a view (its centre when the step starts) or a
/// point in window coordinates.
public protocol HandTarget {
  /// The point in screen (window) coordinates, or why there is none.
  @MainActor func handLocation() -> Result<CGPoint, HandProblem>
}

/// Why a step of a `Hand` script cannot run.
public struct HandProblem: Error, Sendable {
  /// A description of what is wrong with the step.
  public var problem: String
  /// A suggestion of how to change the script so the step can run.
  public var fix: String
}

extension CGPoint: HandTarget {
  public func handLocation() -> Result<CGPoint, HandProblem> {
    guard x.isFinite && y.isFinite else {
      return .failure(HandProblem(problem: "the point \(self) is not finite", fix: "Give finite coordinates."))
    }
    return .success(self)
  }
}

extension UIView: HandTarget {
  public func handLocation() -> Result<CGPoint, HandProblem> {
    guard let window else {
      return .failure(HandProblem(problem: "\(type(of: self)) \(frame) is not in a window when the step starts",
                                  fix: "Add it to the scene's window first, or touch a point."))
    }
    let p = convert(CGPoint(x: bounds.midX, y: bounds.midY), to: window)
    return .success(CGPoint(x: p.x + window.frame.minX, y: p.y + window.frame.minY))
  }
}

/// One scripted gesture: its name, when it starts, and where it was written.
struct HandStep {
  var name: String
  var time: Double
  var file: StaticString
  var line: UInt
  var label: String { "Hand.\(name) at \(time) s (\(file):\(line))" }
}

/// One finger's moves within a step: offsets from the step's point at times
/// from its start (the first is touch-down, the last lift).
struct FingerPath {
  var start: Double
  var points: [(t: Double, offset: CGVector)]

  /// Through `points` by arc length over `duration`, paced by `motion`, sampled at 60 Hz.
  static func along(_ points: [CGVector], duration: Double, motion: Hand.Motion, holdFirst: Double = 0) -> FingerPath {
    // A point that is not finite stays in the path, for the step's check to name it.
    if let bad = points.first(where: { !$0.dx.isFinite || !$0.dy.isFinite }) { return FingerPath(start: 0, points: [(0, bad)]) }
    var lengths: [CGFloat] = [0]
    for (a, b) in zip(points, points.dropFirst()) { lengths.append(lengths[lengths.count - 1] + hypot(b.dx - a.dx, b.dy - a.dy)) }
    let total = lengths.last ?? 0
    func at(_ s: CGFloat) -> CGVector {
      guard total > 0, let first = points.first else { return points.first ?? .zero }
      let d = s * total
      guard let i = lengths.indices.dropFirst().first(where: { lengths[$0] >= d }) else { return points.last ?? first }
      let span = lengths[i] - lengths[i - 1]
      let f = span > 0 ? (d - lengths[i - 1]) / span : 0
      return CGVector(dx: points[i - 1].dx + (points[i].dx - points[i - 1].dx) * f,
                      dy: points[i - 1].dy + (points[i].dy - points[i - 1].dy) * f)
    }
    var path = sampled(duration: duration, motion: motion) { at($0) }
    if holdFirst > 0 {
      path.points = [(0, path.points.first?.offset ?? .zero)] + path.points.map { ($0.t + holdFirst, $0.offset) }
    }
    return path
  }

  /// `offset(motion(t))` for t from 0 to 1 over `duration`, at 60 Hz.
  static func sampled(duration: Double, motion: Hand.Motion, _ offset: (CGFloat) -> CGVector) -> FingerPath {
    let d = duration.isFinite ? min(max(duration, 0), 3600) : 0  // an hour at most: a finger is not held longer
    let count = max(1, Int((d * Hand.sampleRate).rounded(.up)))
    let points = (0...count).map { k -> (Double, CGVector) in
      let t = k == count ? d : Double(k) / Hand.sampleRate
      return (t, offset(CGFloat(motion(d > 0 ? t / d : 1))))
    }
    return FingerPath(start: 0, points: points)
  }
}

extension Hand {
  /// Checks the step, then at its time resolves the target and schedules every sample.
  func run(_ step: HandStep, target: some HandTarget, end: (any HandTarget)? = nil, paths: [FingerPath]) {
    guard let events = checked(step, paths) else { return }
    let window = self.window
    events.after(step.time - events.now) {
      switch target.handLocation() {
      case .failure(let p): return events.reject(step, p)
      case .success(let anchor):
        var paths = paths
        if let end {
          guard case .success(let goal) = end.handLocation() else {
            return events.reject(step, HandProblem(problem: "the drag's end is not in a window", fix: "Drag to a shown view or a point."))
          }
          let delta = CGVector(dx: goal.x - anchor.x, dy: goal.y - anchor.y)
          // The path was made from 0 to 1 along x: scaled onto the way to the end.
          paths = paths.map { p in
            var q = p
            q.points = p.points.map { ($0.t, CGVector(dx: delta.dx * $0.offset.dx, dy: delta.dy * $0.offset.dx)) }
            return q
          }
        }
        events.perform(step, anchor: anchor, paths: paths, window: window)
      }
    }
  }

  /// An edge swipe starts 2 pt inside the edge, halfway along it.
  func run(_ step: HandStep, edge: UIRectEdge, distance: CGFloat, duration: Double, motion: Motion) {
    let direction: CGVector = edge.contains(.right) ? CGVector(dx: -1, dy: 0) : edge.contains(.top) ? CGVector(dx: 0, dy: 1)
      : edge.contains(.bottom) ? CGVector(dx: 0, dy: -1) : CGVector(dx: 1, dy: 0)
    let path = FingerPath.along([.zero, CGVector(dx: direction.dx * distance, dy: direction.dy * distance)],
                                duration: duration, motion: motion)
    guard let events = checked(step, [path]) else { return }
    let window = self.window
    events.after(step.time - events.now) {
      guard let w = window ?? UIApplication.shared.keyWindow else {
        return events.reject(step, HandProblem(problem: "there is no window to swipe in", fix: "Make the scene's window first."))
      }
      let f = w.frame
      let anchor = edge.contains(.right) ? CGPoint(x: f.maxX - 2, y: f.midY) : edge.contains(.top) ? CGPoint(x: f.midX, y: f.minY + 2)
        : edge.contains(.bottom) ? CGPoint(x: f.midX, y: f.maxY - 2) : CGPoint(x: f.minX + 2, y: f.midY)
      events.perform(step, anchor: anchor, paths: [path], window: w)
    }
  }

  /// The step's time and points are usable: else one error naming the step.
  func checked(_ step: HandStep, _ paths: [FingerPath] = []) -> EventState? {
    let events = EventState.current
    guard step.time.isFinite, step.time >= events.now else {
      events.reject(step, HandProblem(problem: "it is scheduled before the scene's current time (\(events.now) s)",
                                      fix: "Schedule steps at times from \(events.now) s on."))
      return nil
    }
    let finite = paths.allSatisfy { $0.points.allSatisfy { $0.t.isFinite && $0.offset.dx.isFinite && $0.offset.dy.isFinite } }
    guard finite else {
      events.reject(step, HandProblem(problem: "its path has a point that is not finite", fix: "Give finite offsets and durations."))
      return nil
    }
    let last = paths.map { $0.start + ($0.points.last?.t ?? 0) }.max() ?? 0
    events.clock?.scheduledInput.append((step.time + last, step.label))
    return events
  }
}
