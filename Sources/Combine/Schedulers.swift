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
  public var now: VirtualSchedulerTime { VirtualSchedulerTime(seconds: VirtualClock.current.now) }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, action)
  }

  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(at: date.seconds, action)
  }

  public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                       tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
                       _ action: @escaping () -> Void) -> Cancellable {
    RepeatingAction(start: date, interval: interval, action: action)
  }
}

extension VirtualDispatchQueue: SceneClockScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions
}

extension VirtualRunLoop: SceneClockScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions
}

extension VirtualOperationQueue: SceneClockScheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions
  /// As operations: `cancelAllOperations()` drops one that waits.
  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) { addOperation(action) }

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
