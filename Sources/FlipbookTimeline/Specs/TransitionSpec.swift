import Foundation

/// A transition as a value: `CATransition`'s type (with Core Animation's private
/// types UIKit uses), subtype and progress range.
public struct TransitionSpec: Sendable, Equatable {
  /// A transition's effect: Core Animation's public types and the private ones UIKit's view transitions use.
  public enum Kind: String, Sendable, Codable, CaseIterable {
    /// A cross dissolve from the old content to the new.
    case fade
    /// A transition in which the new content slides in over the old.
    case moveIn
    /// A transition in which the new content pushes the old content out.
    case push
    /// A transition in which the old content slides away to reveal the new.
    case reveal
    /// A flip of the layer about its centre line, showing the new content on its back (`oglFlip`).
    case oglFlip
    /// A page curl that lifts the old content away to show the new (`pageCurl`).
    case pageCurl
    /// A page uncurl that lays the new content down over the old (`pageUnCurl`).
    case pageUnCurl
  }
  /// A side a transition's motion comes from, as `CATransitionSubtype` names it.
  public enum Direction: String, Sendable, Codable, CaseIterable {
    /// A transition that comes in from the left side.
    case fromLeft
    /// A transition that comes in from the right side.
    case fromRight
    /// A transition that comes in from the top.
    case fromTop
    /// A transition that comes in from the bottom.
    case fromBottom
  }
  /// The transition's effect.
  public let kind: Kind
  /// For push, moveIn, reveal: the side the motion comes from (nil subtype: fromLeft, as on Apple platforms).
  public let direction: Direction
  /// The fraction of the transition, from 0 to 1, at which it starts.
  public let startProgress: Double
  /// The fraction of the transition, from 0 to 1, at which it ends.
  public let endProgress: Double

  /// Creates a transition with the given effect, direction and progress range; throws an `AnimationError` unless
  /// both progress values lie in 0…1 with `endProgress` not less than `startProgress`.
  public init(kind: Kind, direction: Direction, startProgress: Double = 0, endProgress: Double = 1) throws(AnimationError) {
    guard startProgress.isFinite, endProgress.isFinite, (0...1).contains(startProgress), (0...1).contains(endProgress),
          endProgress >= startProgress else {
      throw AnimationError(keyPath: "transition",
                           problem: "startProgress \(startProgress) and endProgress \(endProgress) must lie in 0…1 with endProgress ≥ startProgress",
                           fix: "Give progress values such as 0 and 1.")
    }
    (self.kind, self.direction, self.startProgress, self.endProgress) = (kind, direction, startProgress, endProgress)
  }
}

extension TransitionSpec: Codable {
  private enum Keys: String, CodingKey { case kind, direction, startProgress, endProgress }

  /// Decodes a transition and validates its progress range.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let kind = try c.decode(Kind.self, forKey: .kind), direction = try c.decode(Direction.self, forKey: .direction)
    let start = try c.decode(Double.self, forKey: .startProgress), end = try c.decode(Double.self, forKey: .endProgress)
    self = try AnimationError.decoding(decoder) { () throws(AnimationError) in
      try TransitionSpec(kind: kind, direction: direction, startProgress: start, endProgress: end)
    }
  }

  /// Encodes the transition's kind, direction and progress range.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(kind, forKey: .kind)
    try c.encode(direction, forKey: .direction)
    try c.encode(startProgress, forKey: .startProgress)
    try c.encode(endProgress, forKey: .endProgress)
  }
}
