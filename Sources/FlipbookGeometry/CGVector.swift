import Foundation

/// Core Graphics' two-component vector: `UISpringTimingParameters`' initial
/// velocity, `SKAction`-style deltas.
public struct CGVector: Hashable, Sendable, Codable, CustomStringConvertible {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() { (dx, dy) = (0, 0) }
  public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
  public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

  public static let zero = CGVector()

  public var description: String { "(\(dx), \(dy))" }
}

// Darwin's Foundation comparisons, which Linux's lacks.
extension CGPoint {
  public func equalTo(_ point: CGPoint) -> Bool { self == point }
}

extension CGSize {
  public func equalTo(_ size: CGSize) -> Bool { self == size }
}

extension CGRect {
  public func equalTo(_ rect: CGRect) -> Bool { self == rect }
}
