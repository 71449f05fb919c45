import Foundation

/// Insets for each edge of a rectangle (positive values shrink it), as UIKit's.
public struct UIEdgeInsets: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the left edge, in points.
  public var left: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the right edge, in points.
  public var right: CGFloat

  /// Creates insets of zero on every edge.
  public init() { (top, left, bottom, right) = (0, 0, 0, 0) }
  /// Creates insets with the given inset for each edge.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// Insets of zero on every edge.
  public static let zero = UIEdgeInsets()

  /// A textual description of the insets, as `{top, left, bottom, right}`.
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
  /// The inset from the top edge, in points.
  public var top: CGFloat
  /// The inset from the leading edge, in points (the left edge, as Flipbook lays out left to right).
  public var leading: CGFloat
  /// The inset from the bottom edge, in points.
  public var bottom: CGFloat
  /// The inset from the trailing edge, in points (the right edge, as Flipbook lays out left to right).
  public var trailing: CGFloat

  /// Creates insets of zero on every edge.
  public init() { (top, leading, bottom, trailing) = (0, 0, 0, 0) }
  /// Creates insets with the given inset for each edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  /// Insets of zero on every edge.
  public static let zero = NSDirectionalEdgeInsets()

  /// The same insets as left/right edges (left to right).
  public var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

/// A horizontal and vertical offset (UIKit Dynamics' offsets from an item's centre, bar title offsets).
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset, in points.
  public var horizontal: CGFloat
  /// The vertical offset, in points.
  public var vertical: CGFloat
  /// An offset of `horizontal` and `vertical` points.
  public init(horizontal: CGFloat, vertical: CGFloat) { (self.horizontal, self.vertical) = (horizontal, vertical) }
  /// No offset.
  public init() { self.init(horizontal: 0, vertical: 0) }
  /// No offset.
  public static let zero = UIOffset()
}
