import Dispatch
import Foundation

// MARK: - DispatchGroup and OperationQueue on the virtual clock

/// `DispatchGroup` in pasted code (named so by the `UIKit` and `QuartzCore`
/// modules, like `DispatchQueue`): `enter()`/`leave()` count work in flight and
/// `notify(queue:execute:)` runs on the scene's clock once none is left, as
/// Dispatch runs it on the queue given. `wait()` would block the scene's only
/// thread, so it does not compile; `notify` is the replacement.
public final class VirtualDispatchGroup {
  private var count = 0
  private var waiting: [(VirtualDispatchQueue, () -> Void)] = []

  /// Creates a group with no work in flight.
  public init() {}

  /// Records that a piece of work has entered the group.
  public func enter() { count += 1 }

  /// Records that a piece of work in the group has finished; when none is left, runs the waiting notifications.
  public func leave() {
    count = max(0, count - 1)
    guard count == 0 else { return }
    let ready = waiting
    waiting = []
    for (queue, work) in ready { queue.async(execute: work) }
  }

  /// Runs `work` on `queue` when every `enter()` has left (at once, asynchronously, if none is in flight).
  public func notify(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: VirtualDispatchQueue,
                     execute work: @escaping () -> Void) {
    if count == 0 { return queue.async(execute: work) }
    waiting.append((queue, work))
  }

  /// Performs the work item on the queue when every `enter()` has left (at once, asynchronously, if none has).
  public func notify(queue: VirtualDispatchQueue, work: VirtualDispatchWorkItem) {
    notify(queue: queue, execute: work.perform)
  }

  @available(*, unavailable, message: "wait() would block the scene's only thread; use group.notify(queue: .main) { … }")
  public func wait() {}

  @available(*, unavailable, message: "wait(timeout:) would block the scene's only thread; use group.notify(queue: .main) { … }")
  public func wait(timeout: VirtualDispatchTime) -> DispatchTimeoutResult { .timedOut }
}

extension VirtualDispatchQueue {
  /// Runs `work` as part of `group` (entered now, left when it has run).
  public func async(group: VirtualDispatchGroup, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                    execute work: @escaping () -> Void) {
    group.enter()
    async { work(); group.leave() }
  }
}

/// `OperationQueue` in pasted code: `OperationQueue.main.addOperation { … }` (and
/// any queue's) runs on the scene's clock, after the code running now, in the
/// order added, as the main queue runs operations. An `Operation` runs its
/// `start()` there unless cancelled first. (Shared like Foundation's `main`; its
/// bookkeeping is behind a lock, as scenes on several threads may use it.)
public final class VirtualOperationQueue: @unchecked Sendable {
  /// The operation queue of the scene's one thread, which runs on the virtual clock.
  public static let main = VirtualOperationQueue(name: "NSOperationQueue Main Queue")
  /// The queue's name, or `nil` if it has none.
  public var name: String?
  /// Accepted: every operation runs on the scene's one thread, in order.
  public var maxConcurrentOperationCount = 1
  /// Accepted for source compatibility; Flipbook never reads it, so a suspended queue still runs its operations.
  public var isSuspended = false
  private var pending: [Int: () -> Void] = [:]
  private var next = 0
  private let lock = NSLock()

  /// Creates an operation queue that runs its operations on the scene's virtual clock.
  public init() {}
  init(name: String) { self.name = name }

  /// The number of operations added that have not started yet.
  public var operationCount: Int { lock.withLock { pending.count } }

  /// Adds a block that runs after the code running now, at the same virtual time, in the order added.
  public func addOperation(_ block: @escaping () -> Void) {
    let id = lock.withLock {
      next += 1
      pending[next] = block
      return next
    }
    VirtualClock.current.schedule(after: 0) { [self] in
      guard let work = lock.withLock({ pending.removeValue(forKey: id) }) else { return }
      work()
    }
  }

  /// Adds an operation whose `start()` runs after the code running now, unless it is cancelled first.
  public func addOperation(_ operation: Operation) {
    addOperation { if !operation.isCancelled { operation.start() } }
  }

  /// Operations not yet started do not run.
  public func cancelAllOperations() { lock.withLock { pending.removeAll() } }
}
