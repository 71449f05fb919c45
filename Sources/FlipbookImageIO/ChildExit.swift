import Foundation

/// The end of a child process, noticed when it happens.
///
/// `Process.waitUntilExit()` in swift-corelibs-foundation turns its run loop in 50 ms
/// steps until the child is gone, so every wait for ffmpeg, `swift build` or a render
/// lasted up to 50 ms past the child's end (measured: 51–53 ms for `/bin/true`, against
/// about 1.5 ms here). This waits on the process's termination handler instead.
public final class ChildExit: Sendable {
  private let ended = DispatchSemaphore(value: 0)

  /// Takes over `process.terminationHandler`; make it before `run()`, so the end cannot be missed.
  public init(_ process: Process) {
    let ended = self.ended
    process.terminationHandler = { _ in ended.signal() }
  }

  /// Returns when the process has ended (at once when it already had); its status is then set.
  public func wait() {
    ended.wait()
    ended.signal()  // a second wait returns too
  }
}

extension Process {
  /// Runs the process; the returned value waits for its end without the 50 ms lag of `waitUntilExit()`.
  public func runNoticingExit() throws -> ChildExit {
    let exit = ChildExit(self)
    try run()
    return exit
  }
}
