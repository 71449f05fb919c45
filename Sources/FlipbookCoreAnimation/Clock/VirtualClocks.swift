// `ContinuousClock` and `SuspendingClock` as scene code sees them: their `now` is
// the scene's virtual time and their `sleep` waits in it (VirtualSleep.swift). A
// scene never suspends, so the two read the same; they stay two types, as in Swift.

/// An instant of the scene's clock: the time since the scene began.
public struct VirtualInstant: InstantProtocol, Sendable, Hashable, Comparable, Codable {
  /// Time since the scene began.
  public var offset: Duration

  /// Creates the instant the given duration after the scene began.
  public init(offset: Duration) { self.offset = offset }

  /// Returns the instant the given duration after this one.
  public func advanced(by duration: Duration) -> VirtualInstant { VirtualInstant(offset: offset + duration) }
  /// Returns the duration from this instant to another.
  public func duration(to other: VirtualInstant) -> Duration { other.offset - offset }
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool { lhs.offset < rhs.offset }
  /// Returns the instant the given duration after an instant.
  public static func + (lhs: VirtualInstant, rhs: Duration) -> VirtualInstant { lhs.advanced(by: rhs) }
  /// Moves an instant later by the given duration.
  public static func += (lhs: inout VirtualInstant, rhs: Duration) { lhs = lhs + rhs }
  /// Returns the instant the given duration before an instant.
  public static func - (lhs: VirtualInstant, rhs: Duration) -> VirtualInstant { lhs.advanced(by: .zero - rhs) }
  /// Moves an instant earlier by the given duration.
  public static func -= (lhs: inout VirtualInstant, rhs: Duration) { lhs = lhs - rhs }
  /// Returns the duration between two instants.
  public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> Duration { rhs.duration(to: lhs) }

  /// The current instant of the running scene.
  public static var now: VirtualInstant { VirtualInstant(offset: Duration(virtualSeconds: VirtualClock.current.now)) }
}

/// What the two clocks share: the scene's time, read and slept in.
public protocol SceneTimeClock: Clock where Instant == VirtualInstant {}

extension SceneTimeClock {
  /// The current instant of the running scene's virtual clock.
  public var now: VirtualInstant { .now }
  /// The current instant of the running scene's virtual clock.
  public static var now: VirtualInstant { .now }
  /// The smallest interval the clock tells apart: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }
  /// Waits until the given instant of the scene's virtual time; the tolerance is ignored.
  nonisolated(nonsending) public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try await VirtualSleep.sleep(seconds: VirtualInstant.now.duration(to: deadline).virtualSeconds)
  }
}

/// `ContinuousClock` on the scene's virtual clock.
public struct VirtualContinuousClock: SceneTimeClock, Sendable {
  /// The clock's instant: a time since the scene began.
  public typealias Instant = VirtualInstant
  /// Creates the clock, which reads the running scene's virtual time.
  public init() {}
  /// `.continuous`, as `Task.sleep(until:clock:)` is written.
  public static var continuous: VirtualContinuousClock { VirtualContinuousClock() }
}

/// `SuspendingClock` on the scene's virtual clock.
public struct VirtualSuspendingClock: SceneTimeClock, Sendable {
  /// The clock's instant: a time since the scene began.
  public typealias Instant = VirtualInstant
  /// Creates the clock, which reads the running scene's virtual time.
  public init() {}
  /// `.suspending`, as `Task.sleep(until:clock:)` is written.
  public static var suspending: VirtualSuspendingClock { VirtualSuspendingClock() }
}
