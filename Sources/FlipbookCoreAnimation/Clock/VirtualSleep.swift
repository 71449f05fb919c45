import Foundation

// `Task.sleep` and the clocks scene code sees, in virtual time.
//
// A sleep is a continuation resumed by the scene's clock `duration` later (to the
// nanosecond: no real time is read, so every run wakes at the same instant).
// Cancelling the task wakes it at once with `CancellationError`, as Swift's sleep
// does, and takes the wake-up off the clock so it keeps no `.untilIdle` scene going.

extension VirtualTask where Success == Never, Failure == Never {
  /// Suspends for `duration` nanoseconds of the scene's time.
  nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
    try await VirtualSleep.sleep(seconds: Double(duration) / 1e9)
  }

  /// Swift 5.5's first form, deprecated as in Swift (it does not throw: a cancelled sleep ends early).
  @available(*, deprecated, renamed: "sleep(nanoseconds:)")
  nonisolated(nonsending) public static func sleep(_ duration: UInt64) async {
    try? await VirtualSleep.sleep(seconds: Double(duration) / 1e9)
  }

  /// Suspends for `duration` of the scene's time (`.seconds(0.4)`, `.milliseconds(300)`).
  nonisolated(nonsending) public static func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await VirtualSleep.sleep(seconds: duration.virtualSeconds)
  }

  /// Suspends until `deadline` on the scene's continuous clock.
  nonisolated(nonsending) public static func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil,
                                                   clock: VirtualContinuousClock = .continuous) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  /// Suspends until `deadline` on the scene's suspending clock.
  nonisolated(nonsending) public static func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil,
                                                   clock: VirtualSuspendingClock) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  /// Suspends until `deadline` on another clock (a real one waits in real time:
  /// the scene cannot see it, and an `.untilIdle` scene fails naming the task).
  nonisolated(nonsending) public static func sleep<C: Clock>(until deadline: C.Instant,
                                                             tolerance: C.Instant.Duration? = nil,
                                                             clock: C) async throws {
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }
}

extension Duration {
  /// The duration in seconds, as the virtual clock counts.
  var virtualSeconds: Double {
    Double(components.seconds) + Double(components.attoseconds) * 1e-18
  }

  init(virtualSeconds seconds: Double) {
    let whole = seconds.rounded(.down)
    self.init(secondsComponent: Int64(whole), attosecondsComponent: Int64(((seconds - whole) * 1e18).rounded()))
  }
}

enum VirtualSleep {
  /// Suspends the calling task for `seconds` of the current clock's time.
  nonisolated(nonsending) static func sleep(seconds: Double) async throws {
    let wait = SleepWait(clock: VirtualClock.current, seconds: seconds.isFinite ? max(0, seconds) : 0)
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { wait.begin($0) }
    } onCancel: {
      wait.cancel()
    }
  }
}

/// One sleep: its continuation and its wake-up on the clock.
private final class SleepWait: @unchecked Sendable {
  private let lock = NSLock()
  private let clock: VirtualClock
  private let seconds: Double
  private var continuation: UnsafeContinuation<Void, any Error>?
  private var wakeUp: Int?
  private var cancelled = false

  init(clock: VirtualClock, seconds: Double) { (self.clock, self.seconds) = (clock, seconds) }

  func begin(_ continuation: UnsafeContinuation<Void, any Error>) {
    lock.lock()
    if cancelled {
      lock.unlock()
      continuation.resume(throwing: CancellationError())
      return
    }
    self.continuation = continuation
    lock.unlock()
    let number = clock.schedule(at: clock.now + seconds, isTimerTick: false) { [self] in wake() }
    lock.withLock { wakeUp = number }
  }

  private func wake() {
    let waiting = lock.withLock { () -> UnsafeContinuation<Void, any Error>? in
      defer { continuation = nil }
      return continuation
    }
    waiting?.resume()
  }

  func cancel() {
    let (waiting, number) = lock.withLock { () -> (UnsafeContinuation<Void, any Error>?, Int?) in
      cancelled = true
      defer { continuation = nil }
      return (continuation, wakeUp)
    }
    guard let waiting else { return }
    if let number { clock.unschedule(number) }
    waiting.resume(throwing: CancellationError())
  }
}
