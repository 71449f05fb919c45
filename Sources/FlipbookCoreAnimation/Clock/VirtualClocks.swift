// `ContinuousClock` and `SuspendingClock` as scene code sees them: their `now` is
// the scene's virtual time and their `sleep` waits in it (VirtualSleep.swift). A
// scene never suspends, so the two read the same; they stay two types, as in Swift.

/// An instant of the scene's clock: the time since the scene began.
public struct VirtualInstant: InstantProtocol, Sendable, Hashable, Comparable, Codable {
  /// Time since the scene began.
  public var offset: Duration

  public init(offset: Duration) { self.offset = offset }

  public func advanced(by duration: Duration) -> VirtualInstant { VirtualInstant(offset: offset + duration) }
  public func duration(to other: VirtualInstant) -> Duration { other.offset - offset }
  public static func < (lhs: VirtualInstant, rhs: VirtualInstant) -> Bool { lhs.offset < rhs.offset }
  public static func + (lhs: VirtualInstant, rhs: Duration) -> VirtualInstant { lhs.advanced(by: rhs) }
  public static func += (lhs: inout VirtualInstant, rhs: Duration) { lhs = lhs + rhs }
  public static func - (lhs: VirtualInstant, rhs: Duration) -> VirtualInstant { lhs.advanced(by: .zero - rhs) }
  public static func -= (lhs: inout VirtualInstant, rhs: Duration) { lhs = lhs - rhs }
  public static func - (lhs: VirtualInstant, rhs: VirtualInstant) -> Duration { rhs.duration(to: lhs) }

  /// The current instant of the running scene.
  public static var now: VirtualInstant { VirtualInstant(offset: Duration(virtualSeconds: VirtualClock.current.now)) }
}

/// What the two clocks share: the scene's time, read and slept in.
public protocol SceneTimeClock: Clock where Instant == VirtualInstant {}

extension SceneTimeClock {
  public var now: VirtualInstant { .now }
  public static var now: VirtualInstant { .now }
  public var minimumResolution: Duration { .nanoseconds(1) }
  nonisolated(nonsending) public func sleep(until deadline: VirtualInstant, tolerance: Duration? = nil) async throws {
    try await VirtualSleep.sleep(seconds: VirtualInstant.now.duration(to: deadline).virtualSeconds)
  }
}

/// `ContinuousClock` on the scene's virtual clock.
public struct VirtualContinuousClock: SceneTimeClock, Sendable {
  public typealias Instant = VirtualInstant
  public init() {}
  /// `.continuous`, as `Task.sleep(until:clock:)` is written.
  public static var continuous: VirtualContinuousClock { VirtualContinuousClock() }
}

/// `SuspendingClock` on the scene's virtual clock.
public struct VirtualSuspendingClock: SceneTimeClock, Sendable {
  public typealias Instant = VirtualInstant
  public init() {}
  /// `.suspending`, as `Task.sleep(until:clock:)` is written.
  public static var suspending: VirtualSuspendingClock { VirtualSuspendingClock() }
}
