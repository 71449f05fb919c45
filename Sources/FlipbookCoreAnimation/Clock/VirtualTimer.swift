import Foundation

// MARK: - Timer on the virtual clock

/// `Timer` in pasted code (the `QuartzCore` and `UIKit` modules name it so; see
/// VirtualDispatch.swift): fires at exact virtual times. A repeating timer fires
/// at start + n × interval (no drift, as a run-loop timer that is never late),
/// until `invalidate()`. A scene of length `.untilIdle` with a repeating timer
/// still running is an error naming where it was scheduled.
public final class VirtualTimer {
  /// The seconds between firings of a repeating timer (0.1 ms for an interval of 0 or less).
  public let timeInterval: TimeInterval
  /// Accepted; virtual time is never late.
  public var tolerance: TimeInterval = 0
  /// Extra information for the code the timer fires, or `nil` if none was given.
  public var userInfo: Any?
  /// A Boolean value that indicates whether the timer can still fire.
  public private(set) var isValid = true
  private let repeats: Bool
  private let block: (VirtualTimer) -> Void
  private let location: String
  private weak var clock: VirtualClock?
  private var start = 0.0
  private var firings = 0

  /// A timer that runs once added to a run loop (`RunLoop.main.add(_:forMode:)`).
  /// An interval of 0 or less is 0.1 ms, as Foundation's.
  public init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (VirtualTimer) -> Void,
              file: StaticString = #fileID, line: UInt = #line) {
    timeInterval = interval > 0 ? interval : 0.0001
    self.repeats = repeats
    self.block = block
    location = "\(file):\(line)"
  }

  /// An empty timer, never valid (`var timer = Timer()` before the real one is made).
  public convenience init() {
    self.init(timeInterval: 0, repeats: false, block: { _ in })
    isValid = false
  }

  /// A timer that first fires at `date` once added to a run loop. A date read
  /// from the wall clock (`Date().addingTimeInterval(1)`) counts from the
  /// scene's now by its distance from the wall clock's now, to the millisecond
  /// (so the microseconds between `Date()` and `add` do not change the frames);
  /// a date from this clock (`fireDate`) is a virtual time.
  public convenience init(fire date: Date, interval: TimeInterval, repeats: Bool,
                          block: @escaping (VirtualTimer) -> Void, file: StaticString = #fileID, line: UInt = #line) {
    self.init(timeInterval: interval, repeats: repeats, block: block, file: file, line: line)
    // Virtual dates are seconds since the reference date; wall-clock ones are hundreds of millions.
    let seconds = date.timeIntervalSinceReferenceDate
    firstFire = seconds < 1e8 ? .virtual(seconds) : .fromNow((date.timeIntervalSinceNow * 1000).rounded() / 1000)
  }

  /// The first firing asked for by `init(fire:…)` (measured when made), applied when scheduled.
  private enum FirstFire { case virtual(Double), fromNow(Double) }
  private var firstFire: FirstFire?

  /// A timer scheduled on the running scene's clock now.
  @discardableResult
  public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                   block: @escaping (VirtualTimer) -> Void,
                                   file: StaticString = #fileID, line: UInt = #line) -> VirtualTimer {
    let timer = VirtualTimer(timeInterval: interval, repeats: repeats, block: block, file: file, line: line)
    timer.schedule(on: VirtualClock.current)
    return timer
  }

  /// The time of the next firing, or nil once invalid or not scheduled. Setting it
  /// moves the next firing there (a repeating timer then continues every
  /// `timeInterval` from it), as Foundation's settable `fireDate`.
  public var fireDate: Date? {
    get {
      guard isValid, clock != nil else { return nil }
      return Date(timeIntervalSinceReferenceDate: start + Double(firings + 1) * timeInterval)
    }
    set {
      guard isValid, let clock, let date = newValue else { return }
      start = max(date.timeIntervalSinceReferenceDate, clock.now) - timeInterval
      firings = 0
      generation += 1
      scheduleNext()
    }
  }

  func schedule(on clock: VirtualClock) {
    guard isValid, self.clock == nil else { return }
    self.clock = clock
    start = clock.now
    if let first = firstFire {
      let delay = switch first {
      case .virtual(let seconds): seconds - clock.now
      case .fromNow(let seconds): seconds
      }
      // The first firing at the date exactly, the next every interval after it.
      start = clock.now + max(delay, 0)
      firings = -1
    }
    if repeats { clock.repeatingTimers[ObjectIdentifier(self)] = location }
    scheduleNext()
  }

  /// Bumped when `fireDate` moves the schedule, so the firing already queued does nothing.
  private var generation = 0

  private func scheduleNext() {
    guard let clock else { return }
    let time = start + Double(firings + 1) * timeInterval
    let scheduled = generation
    clock.schedule(at: time, isTimerTick: repeats) { [self] in
      guard isValid, scheduled == generation else { return }
      firings += 1
      block(self)
      if repeats { scheduleNext() } else { invalidate() }
    }
  }

  /// Runs the block now; a repeating timer keeps its schedule, a one-shot one is done.
  public func fire() {
    guard isValid else { return }
    block(self)
    if !repeats { invalidate() }
  }

  /// Stops the timer so it never fires again (a stopped repeating timer no longer fails an `.untilIdle` scene).
  public func invalidate() {
    isValid = false
    clock?.repeatingTimers[ObjectIdentifier(self)] = nil
  }
}

extension RunLoop {
  /// Schedules a virtual timer on the running scene's clock (any mode).
  public func add(_ timer: VirtualTimer, forMode mode: RunLoop.Mode) {
    timer.schedule(on: VirtualClock.current)
  }
}
