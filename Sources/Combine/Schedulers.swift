import Foundation
import FlipbookCoreAnimation
import OpenCombine

// `DispatchQueue`, `RunLoop` and `OperationQueue` as Combine schedulers on the
// scene's clock. Every queue is the scene's main queue (VirtualDispatch.swift), so
// each schedules on the one clock: an action "now" runs after the code running
// now (as `receive(on: DispatchQueue.main)` does on iOS, even on the main
// thread), a later one at its exact virtual time.

extension VirtualDispatchQueue: OpenCombine.Scheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions

  public var now: VirtualSchedulerTime { VirtualScheduling.now }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(action)
  }

  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(at: date, action)
  }

  public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                       tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
                       _ action: @escaping () -> Void) -> Cancellable {
    RepeatingAction(start: date, interval: interval, action: action)
  }
}

extension VirtualRunLoop: OpenCombine.Scheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions

  public var now: VirtualSchedulerTime { VirtualScheduling.now }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(action)
  }

  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(at: date, action)
  }

  public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                       tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
                       _ action: @escaping () -> Void) -> Cancellable {
    RepeatingAction(start: date, interval: interval, action: action)
  }
}

extension VirtualOperationQueue: OpenCombine.Scheduler {
  public typealias SchedulerTimeType = VirtualSchedulerTime
  public typealias SchedulerOptions = VirtualSchedulerOptions

  public var now: VirtualSchedulerTime { VirtualScheduling.now }
  public var minimumTolerance: VirtualSchedulerTime.Stride { .nanoseconds(0) }

  public func schedule(options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    addOperation(action)
  }

  public func schedule(after date: VirtualSchedulerTime, tolerance: VirtualSchedulerTime.Stride,
                       options: VirtualSchedulerOptions?, _ action: @escaping () -> Void) {
    VirtualScheduling.schedule(at: date) { [self] in addOperation(action) }
  }

  public func schedule(after date: VirtualSchedulerTime, interval: VirtualSchedulerTime.Stride,
                       tolerance: VirtualSchedulerTime.Stride, options: VirtualSchedulerOptions?,
                       _ action: @escaping () -> Void) -> Cancellable {
    RepeatingAction(start: date, interval: interval, action: action)
  }
}

/// The clock calls every scheduler makes.
enum VirtualScheduling {
  static var now: VirtualSchedulerTime { VirtualSchedulerTime(seconds: VirtualClock.current.now) }

  static func schedule(_ action: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, action)
  }

  static func schedule(at time: VirtualSchedulerTime, _ action: @escaping () -> Void) {
    VirtualClock.current.schedule(at: time.seconds, action)
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
