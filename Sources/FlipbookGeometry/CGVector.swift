import Foundation

/// Core Graphics' two-component vector: `UISpringTimingParameters`' initial
/// velocity, `SKAction`-style deltas.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The x component of the vector.
  public var dx: CGFloat
  /// The y component of the vector.
  public var dy: CGFloat

  /// Creates a zero vector.
  public init() { (dx, dy) = (0, 0) }
  /// Creates a vector with the given components.
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  /// Creates a vector with the given integer components.
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  /// The vector whose components are both zero.
  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}

// Darwin's Foundation comparisons, which Linux's lacks.
extension CGPoint {
  /// Returns whether the point is equal to another point.
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
  /// Returns whether the size is equal to another size.
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
  /// Returns whether the rectangle is equal to another rectangle.
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
