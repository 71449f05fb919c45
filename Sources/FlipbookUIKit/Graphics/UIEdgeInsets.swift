import Foundation

/// Insets for each edge of a rectangle (positive values shrink it), as UIKit's.
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public static let zero = UIEdgeInsets()

  public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

extension CGRect {
  /// The rectangle with `insets` taken off each edge, computed as UIKit's inline
  /// `UIEdgeInsetsInsetRect` does (no standardising: too large insets give a negative size).
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
           width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
  }
}

/// `UIEdgeInsetsMake(top, left, bottom, right)` of older code.
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
  UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// `UIEdgeInsetsInsetRect(rect, insets)` of older code.
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }

/// Insets that follow the layout direction (leading/trailing), as UIKit's; Flipbook
/// lays out left to right, so leading is left.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, Codable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public static let zero = NSDirectionalEdgeInsets()

  /// The same insets as left/right edges (left to right).
  public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}
