import Foundation

/// What a run has under way that an interruption must undo: temporary files not
/// yet renamed into place and child processes (ffmpeg) still writing. Writers
/// register before they start and unregister when done; `stop()` (called on
/// SIGINT, SIGTERM or SIGHUP) kills the children, removes the temporaries and
/// refuses new work, so a stopped run leaves only finished files behind.
public final class UnfinishedWork: @unchecked Sendable {
  /// The work under way in this process, which the signal handlers stop.
  public static let shared = UnfinishedWork()

  private let lock = NSLock()
  private var paths: [Int: String] = [:]
  private var processes: [Int: pid_t] = [:]
  private var nextToken = 0
  private var stopped = false

  /// Creates the temporary file `path` (which must not exist) and records it, in
  /// one step under the lock, so an interruption either removes it or finds it
  /// not yet made. Returns the token and a descriptor open for writing; nil once
  /// the run is stopping, or when the file cannot be created (`errno` says why).
  public func createTemporary(_ path: String) -> (token: Int, fd: Int32)? {
    lock.withLock {
      guard !stopped else {
        errno = 0
        return nil
      }
      let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
      guard fd >= 0 else { return nil }
      nextToken += 1
      paths[nextToken] = path
      return (nextToken, fd)
    }
  }

  /// Records a temporary file another process (ffmpeg) will create; nil once the run is stopping.
  public func register(temporary path: String) -> Int? { add { paths[$0] = path } }

  /// Records a child process to kill on interruption.
  public func register(process pid: pid_t) -> Int? { add { processes[$0] = pid } }

  /// Forgets the file or process registered under a token, once it is finished and no longer needs undoing.
  public func unregister(_ token: Int) {
    lock.withLock {
      paths[token] = nil
      processes[token] = nil
    }
  }

  /// Kills the registered processes, removes the registered files and refuses
  /// new work. Returns how many files it removed. The caller exits right after
  /// (a killed child needs no waiting for: its output file is already unlinked).
  @discardableResult
  public func stop() -> Int {
    lock.withLock {
      stopped = true
      for pid in processes.values { kill(pid, SIGKILL) }
      var removed = 0
      for path in paths.values where unlink(path) == 0 { removed += 1 }
      paths = [:]
      processes = [:]
      return removed
    }
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
