import Foundation
import FlipbookCoreAnimation
import OpenCombine

/// A scheduler's time on the virtual clock, as `DispatchQueue.SchedulerTimeType`
/// and `RunLoop.SchedulerTimeType` are on iOS: seconds since the scene began.
public struct VirtualSchedulerTime: Strideable, Hashable, Codable, Sendable {
  public var seconds: Double

  public init(seconds: Double) { self.seconds = seconds }
  /// `DispatchQueue.SchedulerTimeType(.now())`.
  public init(_ time: VirtualDispatchTime) { seconds = time.seconds }
  /// `RunLoop.SchedulerTimeType(Date())`: a virtual date (seconds since the reference date).
  public init(_ date: Date) { seconds = date.timeIntervalSinceReferenceDate }

  /// The time as `DispatchQueue` counts it.
  public var dispatchTime: VirtualDispatchTime { VirtualDispatchTime(seconds: seconds) }
  /// The time as `RunLoop` counts it (a virtual date).
  public var date: Date { Date(timeIntervalSinceReferenceDate: seconds) }

  public func distance(to other: VirtualSchedulerTime) -> Stride { Stride(seconds: other.seconds - seconds) }
  public func advanced(by n: Stride) -> VirtualSchedulerTime { VirtualSchedulerTime(seconds: seconds + n.seconds) }

  /// A distance between two scheduler times: `.milliseconds(300)`, `.seconds(1)`, `0.5`.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
    Hashable, Codable, Sendable {
    public var seconds: Double

    public init(seconds: Double) { self.seconds = seconds }
    public init(_ timeInterval: TimeInterval) { seconds = timeInterval }
    public init(floatLiteral value: Double) { seconds = value }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Double(exactly: source) else { return nil }
      seconds = value
    }

    /// The stride in seconds, as `RunLoop`'s stride names it.
    public var timeInterval: TimeInterval { seconds }
    public var magnitude: Double { Swift.abs(seconds) }

    public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.seconds < rhs.seconds }
    public static func + (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds + rhs.seconds) }
    public static func - (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds - rhs.seconds) }
    public static func * (lhs: Stride, rhs: Stride) -> Stride { Stride(seconds: lhs.seconds * rhs.seconds) }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }
  }
}

/// Options a scheduler accepts and, having one thread and one clock, does not need.
public struct VirtualSchedulerOptions: Sendable {
  public init() {}
}
