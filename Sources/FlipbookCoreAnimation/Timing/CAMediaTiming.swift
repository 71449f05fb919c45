import Foundation
import FlipbookTimeline

// MARK: - CAMediaTimingFillMode

public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let removed = Self(rawValue: "removed")
  public static let forwards = Self(rawValue: "forwards")
  public static let backwards = Self(rawValue: "backwards")
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
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  /// May be fractional; `.infinity` repeats for ever; 0 behaves as 1.
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

#if !canImport(Darwin)
public typealias CFTimeInterval = Double
#endif
