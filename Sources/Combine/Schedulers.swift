import Foundation
import FlipbookCoreAnimation
import OpenCombine

// `DispatchQueue`, `RunLoop` and `OperationQueue` as Combine schedulers on the
// scene's clock. Every queue is the scene's main queue (VirtualDispatch.swift), so
// each schedules on the one clock: an action "now" runs after the code running
// now (as `receive(on: DispatchQueue.main)` does on iOS, even on the main
// thread), a later one at its exact virtual time.

/// A scheduler on the running scene's clock: the three below share it (the
/// operation queue runs its actions as operations).
public protocol SceneClockScheduler: OpenCombine.Scheduler
where SchedulerTimeType == VirtualSchedulerTime, SchedulerOptions == VirtualSchedulerOptions {}

extension SceneClockScheduler {
  /// The scheduler's current time: the running scene's virtual time.
  public var now: VirtualSchedulerTime { VirtualSchedulerTime(seconds: VirtualClock.current.now) }
  /// The minimum tolerance the scheduler allows: zero, as virtual time is never late.
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  /// Runs the action after the code running now, at the same virtual time; the options are ignored.
  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, action)
  }

  /// Runs the action at the given virtual time (now, if it has passed); the tolerance and options are ignored.
  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(at: date.seconds, action)
  }

  /// Runs the action at the given time, then every interval after it, until the returned value is cancelled.
  ///
  /// Tolerance and options are ignored, and an interval under 1 ms counts as 1 ms. Until it is cancelled,
  /// an `.untilIdle` scene reports it as a repeating timer that never stops.
  public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                       tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
                       _ action: @escaping () -> Void) -> Cancellable {
    RepeatingAction(start: date, interval: interval, action: action)
  }
}

extension VirtualDispatchQueue: SceneClockScheduler {
  /// The time type the dispatch queue schedules by: a time on the scene's virtual clock.
  public typealias SchedulerTimeType = VirtualSchedulerTime
  /// The options the dispatch queue accepts when scheduling, which it ignores.
  public typealias SchedulerOptions = VirtualSchedulerOptions
}

extension VirtualRunLoop: SceneClockScheduler {
  /// The time type the run loop schedules by: a time on the scene's virtual clock.
  public typealias SchedulerTimeType = VirtualSchedulerTime
  /// The options the run loop accepts when scheduling, which it ignores.
  public typealias SchedulerOptions = VirtualSchedulerOptions
}

extension VirtualOperationQueue: SceneClockScheduler {
  /// The time type the operation queue schedules by: a time on the scene's virtual clock.
  public typealias SchedulerTimeType = VirtualSchedulerTime
  /// The options the operation queue accepts when scheduling, which it ignores.
  public typealias SchedulerOptions = VirtualSchedulerOptions
  /// As operations: `cancelAllOperations()` drops one that waits.
  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) { addOperation(action) }

  /// Adds the action as an operation at the given virtual time; the tolerance and options are ignored.
  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(at: date.seconds) { [self] in addOperation(action) }
  }
}

/// `schedule(after:interval:…)`: runs `action` at `start`, then every `interval`,
/// until cancelled. Its firings are a repeating timer's: an `.untilIdle` scene
/// whose only work left is one that never stops reports it, as for `Timer`.
private final class RepeatingAction: Cancellable {
  private let clock = VirtualClock.current
  private let interval: Double
  private let action: () -> Void
  private var cancelled = false

  init(start: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride, action: @escaping () -> Void) {
    self.interval = max(interval.seconds, 1e-3)
    self.action = action
    clock.repeatingTimers[ObjectIdentifier(self)] = "a Combine scheduler's repeating action"
    schedule(at: start.seconds)
  }

  private func schedule(at time: Double) {
    clock.schedule(at: time, isTimerTick: true) { [weak self] in
      guard let self, !self.cancelled else { return }
      self.action()
      self.schedule(at: time + self.interval)
    }
  }

  func cancel() {
    cancelled = true
    clock.repeatingTimers[ObjectIdentifier(self)] = nil
  }
}
