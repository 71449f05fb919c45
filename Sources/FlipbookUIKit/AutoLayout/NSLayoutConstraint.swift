import Foundation

/// `UILayoutPriority`: 1…1000, where 1000 (`required`) must hold and lower
/// priorities give way in order (see `Strength(priority:)` for how they weigh).
/// As in UIKit's Swift API, not a literal: write `UILayoutPriority(999)` or `.defaultHigh - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  /// Creates a priority with the given value, from 1 to 1000.
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// The priority of a required constraint, 1000, which must hold.
  public static let required = UILayoutPriority(1000)
  /// The priority at which a button resists compressing its content, 750.
  public static let defaultHigh = UILayoutPriority(750)
  /// The priority of a window drag that can resize its scene, 510.
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  /// The priority at which a scene prefers to keep its size, 500.
  public static let sceneSizeStayPut = UILayoutPriority(500)
  /// The priority of a window drag that cannot resize its scene, 490.
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  /// The priority at which a button hugs its content horizontally, 250.
  public static let defaultLow = UILayoutPriority(250)
  /// The priority with which a view tends to its fitting size, 50.
  public static let fittingSizeLevel = UILayoutPriority(50)

  /// Returns a Boolean value that indicates whether the first priority is lower than the second.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  /// Returns the priority raised by the given amount.
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  /// Returns the priority lowered by the given amount.
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// Auto Layout's constraint: `first.attribute relation multiplier × second.attribute + constant`,
/// between views and layout guides. Activating installs it on the items'
/// nearest common ancestor, as UIKit does; changing `constant` (the usual way to
/// animate a layout) takes effect at the next layout pass, or at
/// `layoutIfNeeded()` inside an animation block.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
  /// A part of an item's layout that a constraint relates.
  public enum Attribute: Int, Sendable {
    /// The left edge of the item's alignment rectangle.
    case left = 1
    /// The right edge of the item's alignment rectangle.
    case right
    /// The top edge of the item's alignment rectangle.
    case top
    /// The bottom edge of the item's alignment rectangle.
    case bottom
    /// The leading edge of the item, which is the left edge here, where layout is always left to right.
    case leading
    /// The trailing edge of the item, which is the right edge here, where layout is always left to right.
    case trailing
    /// The width of the item's alignment rectangle.
    case width
    /// The height of the item's alignment rectangle.
    case height
    /// The center along the x axis of the item's alignment rectangle.
    case centerX
    /// The center along the y axis of the item's alignment rectangle.
    case centerY
    /// The baseline of the item's last line of text; in Flipbook's layout, always the item's bottom edge.
    case lastBaseline
    /// The baseline of the item's first line of text; in Flipbook's layout, always the item's bottom edge.
    case firstBaseline
    /// The item's left edge inset by its left layout margin.
    case leftMargin
    /// The item's right edge inset by its right layout margin.
    case rightMargin
    /// The item's top edge inset by its top layout margin.
    case topMargin
    /// The item's bottom edge inset by its bottom layout margin.
    case bottomMargin
    /// The item's leading edge inset by its leading layout margin.
    case leadingMargin
    /// The item's trailing edge inset by its trailing layout margin.
    case trailingMargin
    /// The center along the x axis between the item's left and right layout margins.
    case centerXWithinMargins
    /// The center along the y axis between the item's top and bottom layout margins.
    case centerYWithinMargins
    /// A placeholder for a constraint's second attribute when it has no second item.
    case notAnAttribute = 0
  }

  /// A relation a constraint can require between its two sides.
  public enum Relation: Int, Sendable {
    /// A relation in which the first side is less than or equal to the second.
    case lessThanOrEqual = -1
    /// A relation in which the first side equals the second.
    case equal = 0
    /// A relation in which the first side is greater than or equal to the second.
    case greaterThanOrEqual = 1
  }

  /// `NSLayoutConstraint.Axis`, for content hugging and compression resistance.
  public enum Axis: Int, Sendable {
    /// A horizontal axis.
    case horizontal = 0
    /// A vertical axis.
    case vertical = 1
  }

  /// The first item of the constraint, a view or a layout guide.
  public private(set) weak var firstItem: AnyObject?
  /// The attribute of the first item the constraint relates.
  public let firstAttribute: Attribute
  /// The relation between the two sides of the constraint.
  public let relation: Relation
  /// The second item of the constraint, or nil when the first item's attribute is related to a constant.
  public private(set) weak var secondItem: AnyObject?
  /// The attribute of the second item, or `notAnAttribute` when there is no second item.
  public let secondAttribute: Attribute
  /// The number the second item's attribute is multiplied by.
  public let multiplier: CGFloat
  /// The constant added to the constraint's right side; changing it takes effect at the next layout pass.
  open var constant: CGFloat { didSet { if constant != oldValue { invalidate() } } }
  /// A name that identifies the constraint in its description.
  open var identifier: String?
  /// A Boolean value that indicates whether the constraint is archived with its owning view; no effect here.
  open var shouldBeArchived = false
  /// Changing a required priority to optional (or back) on an active constraint
  /// is an error on iOS ("not supported"); it is reported the same way here.
  open var priority: UILayoutPriority = .required {
    didSet {
      guard priority != oldValue else { return }
      if isActive, (priority == .required) != (oldValue == .required) {
        report(problem: "the priority of the active constraint \(self) changed between required and optional, "
                 + "which UIKit does not support", fix: "Deactivate it first, or use 999 instead of required.")
        priority = oldValue
        return
      }
      invalidate()
    }
  }

  /// The view the constraint is installed on while active.
  weak var owner: UIView?

  /// Creates a constraint that relates the attributes of two items, or of one item to a constant when `view2` is nil.
  public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
              attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
    firstItem = view1 as AnyObject
    firstAttribute = attr1
    self.relation = relation
    secondItem = view2.map { $0 as AnyObject }
    secondAttribute = view2 == nil ? .notAnAttribute : attr2
    self.multiplier = multiplier
    constant = c
  }

  /// Whether the constraint takes part in layout. Setting it installs the
  /// constraint on the nearest common ancestor of its items (or removes it).
  open var isActive: Bool {
    get { owner != nil }
    set {
      guard newValue != isActive else { return }
      if newValue { activateSelf() } else { owner?.removeConstraint(self) }
    }
  }

  /// Activates each of the given constraints, installing it on its items' nearest common ancestor.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

  /// Deactivates each of the given constraints.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = false }
  }

  private func activateSelf() {
    let views = [firstItem, secondItem].compactMap { $0.flatMap(LayoutItem.init)?.view }
    guard let ancestor = UIView.nearestCommonAncestor(views), views.count == [firstItem, secondItem].compactMap({ $0 }).count
    else {
      return report(
        problem: "unable to activate \(self): its items have no common ancestor (they are in different view "
          + "hierarchies, or one is not a view or layout guide)",
        fix: "Add both views to the same hierarchy (addSubview(_:)) before activating the constraint.")
    }
    ancestor.addConstraint(self)
  }

  func invalidate() { owner?.autoLayoutInputChanged(force: true) }

  private func report(problem: String, fix: String) {
    Self.report(AuthoringError(problem: problem, fix: fix), near: [firstItem, secondItem])
  }

  /// Reports on the clock of the first of `items` that is (or has) a view, else the running one.
  static func report(_ error: AuthoringError, near items: [AnyObject?]) {
    let layer = items.compactMap { $0.flatMap(LayoutItem.init)?.view?.layer }.first
    if let layer { layer.report(error) } else { VirtualClock.current.report(error) }
  }

  /// A description of the constraint as an equation, such as `<NSLayoutConstraint a.width == b.width * 0.5 + 8>`.
  open var description: String {
    func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
      "\(item.flatMap(LayoutItem.init)?.name ?? "nil").\(attribute)"
    }
    let op = switch relation { case .equal: "==" case .lessThanOrEqual: "<=" case .greaterThanOrEqual: ">=" }
    var rhs = secondItem == nil ? "" : side(secondItem, secondAttribute)
    if secondItem != nil, multiplier != 1 { rhs += " * \(multiplier)" }
    if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : (constant < 0 ? " - \(-constant)" : " + \(constant)") }
    let p = priority == .required ? "" : " @\(priority.rawValue)"
    let id = identifier.map { "'\($0)' " } ?? ""
    return "<NSLayoutConstraint \(id)\(side(firstItem, firstAttribute)) \(op) \(rhs)\(p)>"
  }
}

extension NSLayoutConstraint {
  /// Why UIKit would refuse the constraint when it is made (an exception on
  /// iOS), or nil: attributes of different axes or kinds, a position equal to
  /// a constant, a multiplier or constant that is not a number.
  var pairingProblem: String? {
    enum Kind { case x, y, size, none }
    func kind(_ a: Attribute) -> Kind {
      switch a {
      case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin,
           .centerXWithinMargins: .x
      case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins: .y
      case .width, .height: .size
      case .notAnAttribute: .none
      }
    }
    if !constant.isFinite || !multiplier.isFinite { return "its constant or multiplier is not a finite number" }
    if firstItem.flatMap(LayoutItem.init) == nil || (secondItem != nil && secondItem.flatMap(LayoutItem.init) == nil) {
      return "an item is neither a UIView nor a UILayoutGuide"
    }
    let first = kind(firstAttribute), second = kind(secondAttribute)
    if first == .none { return "its first attribute is notAnAttribute" }
    if secondItem == nil { return first == .size ? nil : "a location (\(firstAttribute)) cannot equal a constant" }
    if second == .none { return "its second attribute is notAnAttribute while it has a second item" }
    if first != second { return "it pairs \(firstAttribute) with \(secondAttribute), which UIKit refuses (an invalid pairing)" }
    return nil
  }
}
