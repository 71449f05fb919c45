import Foundation

/// `UILayoutPriority`: 1…1000, where 1000 (`required`) must hold and lower
/// priorities give way in order (see `Strength(priority:)` for how they weigh).
/// As in UIKit's Swift API, not a literal: write `UILayoutPriority(999)` or `.defaultHigh - 1`.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  public var rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let dragThatCanResizeScene = UILayoutPriority(510)
  public static let sceneSizeStayPut = UILayoutPriority(500)
  public static let dragThatCannotResizeScene = UILayoutPriority(490)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
  public static func + (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue + rhs) }
  public static func - (lhs: Self, rhs: Float) -> Self { Self(lhs.rawValue - rhs) }
}

/// Auto Layout's constraint: `first.attribute relation multiplier × second.attribute + constant`,
/// between views and layout guides. Activating installs it on the items'
/// nearest common ancestor, as UIKit does; changing `constant` (the usual way to
/// animate a layout) takes effect at the next layout pass, or at
/// `layoutIfNeeded()` inside an animation block.
@preconcurrency @MainActor
open class NSLayoutConstraint: @preconcurrency CustomStringConvertible {
  public enum Attribute: Int, Sendable {
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case notAnAttribute = 0
  }

  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
  }

  /// `NSLayoutConstraint.Axis`, for content hugging and compression resistance.
  public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

  public private(set) weak var firstItem: AnyObject?
  public let firstAttribute: Attribute
  public let relation: Relation
  public private(set) weak var secondItem: AnyObject?
  public let secondAttribute: Attribute
  public let multiplier: CGFloat
  open var constant: CGFloat { didSet { if constant != oldValue { invalidate() } } }
  open var identifier: String?
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

  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for c in constraints { c.isActive = true }
  }

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
