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
  public var seconds: Double
  public init(seconds: Double) { self.seconds = seconds }
  /// The running clock's current time.
  public static func now() -> VirtualDispatchTime { VirtualDispatchTime(seconds: VirtualClock.current.now) }
  public static let distantFuture = VirtualDispatchTime(seconds: .infinity)
  public var uptimeNanoseconds: UInt64 {
    let ns = (seconds * 1e9).rounded()
    return ns.isFinite && ns >= 0 && ns < 1.8e19 ? UInt64(ns) : (ns > 0 ? .max : 0)
  }
  public static func < (a: Self, b: Self) -> Bool { a.seconds < b.seconds }
  public static func + (t: Self, s: Double) -> Self { Self(seconds: t.seconds + s) }
  public static func - (t: Self, s: Double) -> Self { Self(seconds: t.seconds - s) }
  public static func + (t: Self, i: DispatchTimeInterval) -> Self { Self(seconds: t.seconds + i.virtualSeconds) }
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
  public private(set) var isCancelled = false
  private var notifications: [(VirtualDispatchQueue, () -> Void)] = []
  private var hasPerformed = false

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
  public let label: String

  public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
              autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: VirtualDispatchQueue? = nil) {
    self.label = label
  }

  public static let main = VirtualDispatchQueue(label: "com.apple.main-thread")

  public static func global(qos: DispatchQoS.QoSClass = .default) -> VirtualDispatchQueue { main }

  /// Runs `work` after the code running now (at the same virtual time).
  public func async(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                    execute work: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, work)
  }

  public func async(execute item: VirtualDispatchWorkItem) { async(execute: item.perform) }

  public func asyncAfter(deadline: VirtualDispatchTime, qos: DispatchQoS = .unspecified,
                         flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
    guard deadline.seconds.isFinite else { return }
    VirtualClock.current.schedule(at: deadline.seconds, work)
  }

  public func asyncAfter(deadline: VirtualDispatchTime, execute item: VirtualDispatchWorkItem) {
    asyncAfter(deadline: deadline, execute: item.perform)
  }

  public func asyncAfter(wallDeadline: VirtualDispatchWallTime, qos: DispatchQoS = .unspecified,
                         flags: DispatchWorkItemFlags = [], execute work: @escaping () -> Void) {
    asyncAfter(deadline: wallDeadline, execute: work)
  }

  public func asyncAfter(wallDeadline: VirtualDispatchWallTime, execute item: VirtualDispatchWorkItem) {
    asyncAfter(deadline: wallDeadline, execute: item.perform)
  }

  /// Runs `work` now and returns its result (the scene has one thread).
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}
