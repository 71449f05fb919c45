import Foundation
import FlipbookCoreAnimation
import OpenCombine

/// A scheduler's time on the virtual clock, as `DispatchQueue.SchedulerTimeType`
/// and `RunLoop.SchedulerTimeType` are on iOS: seconds since the scene began.
public struct VirtualSchedulerTime: Strideable, Hashable, Codable, Sendable {
  /// The time in seconds since the scene began.
  public var seconds: Double

  /// Creates the scheduler time the given number of seconds after the scene began.
  public init(seconds: Double) { self.seconds = seconds }
  /// `DispatchQueue.SchedulerTimeType(.now())`.
  public init(_ time: VirtualDispatchTime) { seconds = time.seconds }
  /// `RunLoop.SchedulerTimeType(Date())`: a virtual date (seconds since the reference date).
  public init(_ date: Date) { seconds = date.timeIntervalSinceReferenceDate }

  /// The time as `DispatchQueue` counts it.
  public var dispatchTime: VirtualDispatchTime { VirtualDispatchTime(seconds: seconds) }
  /// The time as `RunLoop` counts it (a virtual date).
  public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }

  /// Returns the stride from this time to another time.
  public func distance(to other: VirtualSchedulerTime) -> Stride { Stride(seconds: other.seconds - seconds) }
  /// Returns the time the given stride after this one.
  public func advanced(by n: Stride) -> VirtualSchedulerTime { VirtualSchedulerTime(seconds: seconds + n.seconds) }

  /// A distance between two scheduler times: `.milliseconds(300)`, `.seconds(1)`, `0.5`.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable {
    /// The stride's length in seconds (negative for a stride back in time).
    public var seconds: Double

    /// Creates a stride of the given number of seconds.
    public init(seconds: Double) { self.seconds = seconds }
    /// Creates a stride of the given time interval, in seconds.
    public init(_ timeInterval: TimeInterval) { seconds = timeInterval }
    /// Creates a stride from a floating-point literal, in seconds.
    public init(floatLiteral value: Double) { seconds = value }
    /// Creates a stride from an integer literal, in seconds.
    public init(integerLiteral value: Int) { seconds = Double(value) }
    /// Creates a stride of the given whole number of seconds, or `nil` if a `Double` can't represent it exactly.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Double(exactly: source) else { return nil }
      seconds = value
    }

    /// The stride in seconds, as `RunLoop`'s stride names it.
    public var timeInterval: TimeInterval { seconds }
    /// The stride's absolute length in seconds.
    public var magnitude: Double { Swift.abs(seconds) }

    /// Returns a stride of the given whole number of seconds.
    public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
    /// Returns a stride of the given number of seconds.
    public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
    /// Returns a stride of the given number of milliseconds.
    public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
    /// Returns a stride of the given number of microseconds.
    public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
    /// Returns a stride of the given number of nanoseconds.
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

    /// Returns a Boolean value that indicates whether the first stride is less than the second.
    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
    /// Returns the sum of two strides.
    public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
    /// Returns the difference of two strides.
    public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
    /// Returns the stride whose seconds are the product of the two strides' seconds.
    public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
    /// Adds the second stride to the first.
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    /// Subtracts the second stride from the first.
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    /// Multiplies the first stride's seconds by the second's.
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}

/// Options a scheduler accepts and, having one thread and one clock, does not need.
public struct VirtualSchedulerOptions: Sendable {
  /// Creates an empty set of scheduler options.
  public init() {}
}
