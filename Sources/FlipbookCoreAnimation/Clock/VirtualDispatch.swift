import Dispatch
import Foundation

// MARK: - Dispatch on the virtual clock
//
// Pasted animation code schedules with `DispatchQueue.main.asyncAfter(deadline:
// .now() + 1)`. Dispatch's own queues run on the wall clock, outside any scene, so
// the `QuartzCore` and `UIKit` modules (Linux) name these types `DispatchQueue`,
// `DispatchTime`, `DispatchWallTime`, `DispatchWorkItem` and `Timer`: declared in
// a module that imports Dispatch, they shadow Dispatch's in pasted code, and the
// work runs at exact virtual times in the order iOS's main queue would run it
// (by due time, then by the order it was scheduled). Every queue is the scene's
// one thread: `global()` and labelled queues run their work on the virtual clock
// too, deterministically.

/// A point on the virtual clock, in seconds (what `DispatchTime` is in pasted code).
public struct VirtualDispatchTime: Comparable, Hashable, Sendable {
  /// The time in seconds since the scene began.
  public var seconds: Double
  /// Creates the time the given number of seconds after the scene began.
  public init(seconds: Double) { self.seconds = seconds }
  /// The running clock's current time.
  public static func now() -> VirtualDispatchTime { VirtualDispatchTime(seconds: VirtualClock.current.now) }
  /// A time that never comes; work scheduled for it never runs.
  public static let distantFuture = VirtualDispatchTime(seconds: .infinity)
  /// The time in nanoseconds since the scene began (saturating for huge or negative times).
  public var uptimeNanoseconds: UInt64 {
    let ns = (seconds * 1e9).rounded()
    return ns.isFinite && ns >= 0 && ns < 1.8e19 ? UInt64(ns) : (ns > 0 ? .max : 0)
  }
  public static func < (a: Self, b: Self) -> Bool { a.seconds < b.seconds }
  /// Returns the time the given number of seconds after a time.
  public static func + (t: Self, s: Double) -> Self { Self(seconds: t.seconds + s) }
  /// Returns the time the given number of seconds before a time.
  public static func - (t: Self, s: Double) -> Self { Self(seconds: t.seconds - s) }
  /// Returns the time the given interval after a time (`.never` gives a time that never comes).
  public static func + (t: Self, i: DispatchTimeInterval) -> Self { Self(seconds: t.seconds + i.virtualSeconds) }
  /// Returns the time the given interval before a time.
  public static func - (t: Self, i: DispatchTimeInterval) -> Self { Self(seconds: t.seconds - i.virtualSeconds) }
}

/// `DispatchWallTime` in pasted code: the same virtual clock (a scene has no other).
public typealias VirtualDispatchWallTime = VirtualDispatchTime

extension DispatchTimeInterval {
  /// The interval in seconds (`.never` is infinite).
  var virtualSeconds: Double {
    switch self {
    case .seconds(let n): Double(n)
    case .milliseconds(let n): Double(n) / 1e3
    case .microseconds(let n): Double(n) / 1e6
    case .nanoseconds(let n): Double(n) / 1e9
    case .never: .infinity
    @unknown default: .infinity
    }
  }
}

/// `DispatchWorkItem` in pasted code: a block that can be cancelled before it runs.
public final class VirtualDispatchWorkItem {
  private let block: () -> Void
  /// A Boolean value that indicates whether the item has been cancelled.
  public private(set) var isCancelled = false
  private var notifications: [(VirtualDispatchQueue, () -> Void)] = []
  private var hasPerformed = false

  /// Creates a work item for the block; the quality of service and flags are accepted and ignored.
  public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping () -> Void) {
    self.block = block
  }

  /// Runs the block now (unless cancelled), then what `notify` asked for.
  public func perform() {
    guard !isCancelled else { return }
    block()
    hasPerformed = true
    for (queue, work) in notifications { queue.async(execute: work) }
    notifications = []
  }

  /// The block will not run if it has not started (as Dispatch's).
  public func cancel() { isCancelled = true }

  /// Runs `work` on `queue` once the item has run; at once (asynchronously)
  /// when it already has, as Dispatch does.
  public func notify(queue: VirtualDispatchQueue, execute work: @escaping () -> Void) {
    if hasPerformed { return queue.async(execute: work) }
    notifications.append((queue, work))
  }
}

/// `DispatchQueue` in pasted code: work scheduled on the scene's virtual clock.
public final class VirtualDispatchQueue: @unchecked Sendable {
  /// The label the queue was created with.
  public let label: String

  /// Creates a queue with the given label; the other arguments are accepted for source compatibility, as all
  /// work runs in order on the scene's virtual clock.
  public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
              autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: VirtualDispatchQueue? = nil) {
    self.label = label
  }

  /// The queue of the scene's one thread, whose work runs on the virtual clock.
  public static let main = VirtualDispatchQueue(label: "com.apple.main-thread")

  /// Returns the main queue: every queue runs its work on the scene's one thread, on the virtual clock.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> VirtualDispatchQueue { main }

  /// Runs `work` after the code running now (at the same virtual time).
  public func async(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                    execute work: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, work)
  }

  /// Runs the work item after the code running now, at the same virtual time.
  public func async(execute item: VirtualDispatchWorkItem) { async(execute: item.perform) }

  /// Runs `work` at the given virtual time; the quality of service and flags are ignored.
  ///
  /// A deadline that never comes, such as `distantFuture`, schedules nothing.
  public func asyncAfter(deadline: VirtualDispatchTime, qos: DispatchQoS = .unspecified,
                         flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
    guard deadline.seconds.isFinite else { return }
    VirtualClock.current.schedule(at: deadline.seconds, work)
  }

  /// Runs the work item at the given virtual time.
  public func asyncAfter(deadline: VirtualDispatchTime, execute item: VirtualDispatchWorkItem) {
    asyncAfter(deadline: deadline, execute: item.perform)
  }

  /// Runs `work` at the given time, which is the same virtual clock; the quality of service and flags are ignored.
  public func asyncAfter(wallDeadline: VirtualDispatchWallTime, qos: DispatchQoS = .unspecified,
                         flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
    asyncAfter(deadline: wallDeadline, execute: work)
  }

  /// Runs the work item at the given time, which is the same virtual clock.
  public func asyncAfter(wallDeadline: VirtualDispatchWallTime, execute item: VirtualDispatchWorkItem) {
    asyncAfter(deadline: wallDeadline, execute: item.perform)
  }

  /// Runs `work` now and returns its result (the scene has one thread).
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
