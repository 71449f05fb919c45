import Foundation
import FlipbookTimeline

// MARK: - CAMediaTimingFillMode

/// A way an animation's values apply before and after its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A fill mode under which the animation has no effect outside its active interval.
  public static let removed = Self(rawValue: "removed")
  /// A fill mode that holds the animation's final value after its active interval ends.
  public static let forwards = Self(rawValue: "forwards")
  /// A fill mode that applies the animation's initial value before its active interval begins.
  public static let backwards = Self(rawValue: "backwards")
  /// A fill mode that both applies the initial value before the active interval and holds the final value after it.
  public static let both = Self(rawValue: "both")

  /// The timeline's fill mode; nil for a name Core Animation does not define.
  var value: FillMode? { FillMode(rawValue: rawValue) }
}

// MARK: - CAMediaTiming

/// The timing properties shared by animations and layers (semantics doc §1).
public protocol CAMediaTiming: AnyObject {
  /// In the parent's time space: the layer's local time for an animation on a
  /// layer, the group's basic time for an animation in a group.
  var beginTime: CFTimeInterval { get set }
  /// The basic duration; 0 means the default (0.25 s, or the transaction's).
  var duration: CFTimeInterval { get set }
  /// How fast time passes for the object relative to its parent's time space; 1 is normal speed.
  var speed: Float { get set }
  /// An extra offset, in seconds, added to the object's local time.
  var timeOffset: CFTimeInterval { get set }
  /// May be fractional; `.infinity` repeats for ever; 0 behaves as 1.
  var repeatCount: Float { get set }
  /// How long, in seconds, the object repeats for; 0 sets no repeat duration.
  var repeatDuration: CFTimeInterval { get set }
  /// A Boolean value that determines whether each repetition plays forwards and then backwards.
  var autoreverses: Bool { get set }
  /// How the object's values apply outside its active interval.
  var fillMode: CAMediaTimingFillMode { get set }
}

#if !canImport(Darwin)
/// A time interval in seconds, as Core Foundation names it.
public typealias CFTimeInterval = Double
#endif
