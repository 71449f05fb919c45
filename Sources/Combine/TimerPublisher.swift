import Foundation
import FlipbookCoreAnimation
import OpenCombine

extension VirtualTimer {
  /// `Timer.publish(every: 1, on: .main, in: .common)`: a connectable publisher of
  /// the firing dates (virtual dates, seconds since the reference date counting the
  /// scene's time). `connect()` or `autoconnect()` starts a repeating timer on the
  /// scene's clock: first firing one interval after connecting, as on iOS.
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: VirtualRunLoop,
                             in mode: VirtualRunLoop.Mode, options: VirtualSchedulerOptions? = nil,
                             fileID: StaticString = #fileID, line: UInt = #line) -> TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, place: (fileID, line))
  }

  /// The publisher `Timer.publish` makes.
  public final class TimerPublisher: ConnectablePublisher {
    /// The kind of values this publisher sends: the virtual date of each firing.
    public typealias Output = Date
    /// The kind of errors this publisher might send; it never fails.
    public typealias Failure = Never

    /// The seconds between the timer's firings.
    public let interval: TimeInterval
    /// The run loop given to `Timer.publish`; the timer runs on the scene's clock whichever it is.
    public let runLoop: VirtualRunLoop
    /// The run loop mode given to `Timer.publish`; every mode behaves the same here.
    public let mode: VirtualRunLoop.Mode
    private let place: (fileID: StaticString, line: UInt)
    private let subject = PassthroughSubject<Date, Never>()
    private var timer: VirtualTimer?

    init(interval: TimeInterval, runLoop: VirtualRunLoop, mode: VirtualRunLoop.Mode, place: (StaticString, UInt)) {
      (self.interval, self.runLoop, self.mode, self.place) = (interval, runLoop, mode, place)
    }

    /// Attaches the subscriber, which receives each firing date from then on (none until the publisher connects).
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
      subject.receive(subscriber: subscriber)
    }

    /// Starts the repeating timer on the scene's clock, unless it is running, and returns a cancellable that stops it.
    ///
    /// The result is an `AnyCancellable`, so releasing it stops the timer too: keep it while the timer should run.
    public func connect() -> Cancellable {
      if timer == nil {
        let subject = self.subject
        timer = VirtualTimer.scheduledTimer(withTimeInterval: interval, repeats: true, block: { fired in
          subject.send(fired.firingDate)
        }, file: place.fileID, line: place.line)
      }
      return AnyCancellable { [weak self] in
        self?.timer?.invalidate()
        self?.timer = nil
      }
    }
  }
}

extension VirtualTimer {
  /// The virtual date of the firing now under way (the scene's time).
  var firingDate: Date { Date(timeIntervalSinceReferenceDate: VirtualClock.current.now) }
}
