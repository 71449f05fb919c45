import Foundation

/// A layout anchor: one attribute of a view or layout guide, for making
/// constraints with type-checked partners (x with x, y with y, size with size).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    self.item = item
    self.attribute = attribute
  }

  func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
            multiplier: CGFloat = 1, constant: CGFloat = 0) -> NSLayoutConstraint {
    NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                       attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
  }

  /// Returns a constraint that makes this anchor equal to the given anchor.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor) }
  /// Returns a constraint that makes this anchor greater than or equal to the given anchor.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor)
  }
  /// Returns a constraint that makes this anchor less than or equal to the given anchor.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor)
  }
  /// Returns a constraint that makes this anchor equal to the given anchor plus a constant offset.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: c)
  }
  /// Returns a constraint that makes this anchor greater than or equal to the given anchor plus a constant offset.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: c)
  }
  /// Returns a constraint that makes this anchor less than or equal to the given anchor plus a constant offset.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: c)
  }
}

/// UIKit's standard spacing between sibling views (`systemSpacing`), in points.
let systemSpacing: CGFloat = 8

/// An anchor for a horizontal position: a leading, trailing, left, right or center x edge.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 pt between siblings).
  open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// Returns a constraint that keeps this anchor at least `multiplier` system spacings (8 pt) after the given one.
  open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// Returns a constraint that keeps this anchor at most `multiplier` system spacings (8 pt) after the given one.
  open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// An anchor for a vertical position: a top, bottom, center y or baseline edge.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
  /// `self == anchor + multiplier × system spacing` (8 pt between siblings).
  open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, constant: systemSpacing * multiplier)
  }
  /// Returns a constraint that keeps this anchor at least `multiplier` system spacings (8 pt) below the given one.
  open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
  /// Returns a constraint that keeps this anchor at most `multiplier` system spacings (8 pt) below the given one.
  open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                       multiplier: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, constant: systemSpacing * multiplier)
  }
}

/// An anchor for a size: a width or a height.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Returns a constraint that makes this dimension equal to a constant, in points.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
  /// Returns a constraint that makes this dimension greater than or equal to a constant, in points.
  open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, nil, constant: c)
  }
  /// Returns a constraint that makes this dimension less than or equal to a constant, in points.
  open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, nil, constant: c)
  }
  /// Returns a constraint that makes this dimension equal to the given dimension times a multiplier.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m)
  }
  /// Returns a constraint that makes this dimension greater than or equal to the given dimension times a multiplier.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m)
  }
  /// Returns a constraint that makes this dimension less than or equal to the given dimension times a multiplier.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m)
  }
  /// Returns a constraint that makes this dimension equal to the given dimension times a multiplier, plus a constant.
  open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
    make(.equal, anchor, multiplier: m, constant: c)
  }
  /// Returns a constraint that makes this dimension at least the given dimension times a multiplier, plus a constant.
  open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
  }
  /// Returns a constraint that makes this dimension at most the given dimension times a multiplier, plus a constant.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                       constant c: CGFloat) -> NSLayoutConstraint {
    make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
  }
}
