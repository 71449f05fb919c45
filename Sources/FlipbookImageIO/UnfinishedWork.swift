import Foundation

/// What a run has under way that an interruption must undo: temporary files not
/// yet renamed into place and child processes (ffmpeg) still writing. Writers
/// register before they start and unregister when done; `stop()` (called on
/// SIGINT, SIGTERM or SIGHUP) kills the children, removes the temporaries and
/// refuses new work, so a stopped run leaves only finished files behind.
public final class UnfinishedWork: @unchecked Sendable {
  public static let shared = UnfinishedWork()

  private let lock = NSLock()
  private var paths: [Int: String] = [:]
  private var processes: [Int: pid_t] = [:]
  private var nextToken = 0
  private var stopped = false

  /// Records a temporary file; nil once the run is stopping (write nothing then).
  public func register(temporary path: String) -> Int? { add { paths[$0] = path } }

  /// Records a child process to kill on interruption.
  public func register(process pid: pid_t) -> Int? { add { processes[$0] = pid } }

  public func unregister(_ token: Int) {
    lock.withLock {
      paths[token] = nil
      processes[token] = nil
    }
  }

  /// Kills the registered processes, removes the registered files and refuses
  /// new registrations. Returns how many files it removed. Holding the lock
  /// while it works keeps writers from starting anything new meanwhile.
  @discardableResult
  public func stop() -> Int {
    lock.lock()
    stopped = true
    for pid in processes.values {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    var removed = 0
    for path in paths.values where unlink(path) == 0 { removed += 1 }
    paths = [:]
    processes = [:]
    return removed
  }

  private func add(_ body: (Int) -> Void) -> Int? {
    lock.withLock {
      guard !stopped else { return nil }
      nextToken += 1
      body(nextToken)
      return nextToken
    }
  }
}
