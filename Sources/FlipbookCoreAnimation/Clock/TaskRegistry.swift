import Foundation

/// The tasks a scene started with `Task { }` and not finished, with where each was
/// made: an `.untilIdle` scene whose clock has nothing left while one waits fails
/// its bake naming them (see SceneExecutor.swift).
package final class TaskRegistry: ClockSlot, @unchecked Sendable {
  private let lock = NSLock()
  private var next = 0
  private var running: [Int: (place: String, start: Double)] = [:]

  package required init() {}

  /// Records a task made at `fileID:line` on the current clock; call the result when it ends.
  static func started(at fileID: StaticString, line: UInt) -> @Sendable () -> Void {
    let clock = VirtualClock.current
    let registry = clock.slot(TaskRegistry.self)
    let id = registry.add(place: "\(fileID):\(line)", start: clock.now)
    return { registry.remove(id) }
  }

  /// Calls `done` when `task` ends, for a task isolated to an actor other than the main one.
  static func watch<S, F>(_ task: _Concurrency.Task<S, F>, done: @escaping @Sendable () -> Void) {
    _Concurrency.Task.detached {
      _ = await task.result
      done()
    }
  }

  private func add(place: String, start: Double) -> Int {
    lock.withLock {
      next += 1
      running[next] = (place, start)
      return next
    }
  }

  private func remove(_ id: Int) { _ = lock.withLock { running.removeValue(forKey: id) } }

  /// Tasks not finished, in the order they were made: "File.swift:12 (started at 0.4 s)".
  package var unfinished: [String] {
    lock.withLock {
      running.sorted { $0.key < $1.key }.map { "\($0.value.place) (started at \(Self.seconds($0.value.start)) s)" }
    }
  }

  private static func seconds(_ t: Double) -> String { String(format: "%.3g", t) }
}
