import Foundation

/// A transition as a value: `CATransition`'s type (with Core Animation's private
/// types UIKit uses), subtype and progress range.
public struct TransitionSpec: Sendable, Equatable {
  public enum Kind: String, Sendable, Codable, CaseIterable { case fade, moveIn, push, reveal, oglFlip, pageCurl, pageUnCurl }
  public enum Direction: String, Sendable, Codable, CaseIterable { case fromLeft, fromRight, fromTop, fromBottom }
  public let kind: Kind
  /// For push, moveIn, reveal: the side the motion comes from (nil subtype: fromLeft, as on Apple platforms).
  public let direction: Direction
  public let startProgress: Double
  public let endProgress: Double

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

  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let kind = try c.decode(Kind.self, forKey: .kind), direction = try c.decode(Direction.self, forKey: .direction)
    let start = try c.decode(Double.self, forKey: .startProgress), end = try c.decode(Double.self, forKey: .endProgress)
    self = try AnimationError.decoding(decoder) { () throws(AnimationError) in
      try TransitionSpec(kind: kind, direction: direction, startProgress: start, endProgress: end)
    }
  }

  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(kind, forKey: .kind)
    try c.encode(direction, forKey: .direction)
    try c.encode(startProgress, forKey: .startProgress)
    try c.encode(endProgress, forKey: .endProgress)
  }
}
