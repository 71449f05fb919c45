import Foundation

extension NSLayoutConstraint {
  /// `NSLayoutConstraint.FormatOptions`: alignment of the views a format lines up,
  /// with Apple's raw values (1 << the attribute).
  public struct FormatOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An option that aligns the left edges of the views in a vertical format.
    public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
    /// An option that aligns the right edges of the views in a vertical format.
    public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
    /// An option that aligns the top edges of the views in a horizontal format.
    public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
    /// An option that aligns the bottom edges of the views in a horizontal format.
    public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
    /// An option that aligns the leading edges of the views in a vertical format.
    public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
    /// An option that aligns the trailing edges of the views in a vertical format.
    public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
    /// An option that aligns the horizontal centers of the views in a vertical format.
    public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
    /// An option that aligns the vertical centers of the views in a horizontal format.
    public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
    /// An option that aligns the last baselines of the views in a horizontal format.
    public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
    /// An option that aligns the first baselines of the views in a horizontal format.
    public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
    /// An option that lays out a horizontal format from leading to trailing edge; the default.
    public static let directionLeadingToTrailing = FormatOptions([])
    /// An option that lays out a horizontal format from left to right; no different here, where layout is always
    /// left to right.
    public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
    /// An option that lays out a horizontal format from right to left; accepted, but Flipbook ignores it and lays out
    /// from leading to trailing.
    public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
    /// An option that measures the spacing of a vertical format between the views' edges; the default.
    public static let spacingEdgeToEdge = FormatOptions([])
    /// An option that measures the spacing of a vertical format between the views' baselines; accepted, but
    /// Flipbook ignores it and measures between edges.
    public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)

    static let alignments: [(FormatOptions, Attribute, vertical: Bool)] = [
      (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
      (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true),
      (.alignAllTop, .top, false), (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
      (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
    ]
  }

  /// The space `-` stands for next to the superview's edge: 20 pt (Apple's VFL guide);
  /// between siblings it is `systemSpacing` (8 pt), as the anchors' system spacing.
  static let standardSuperviewSpacing: CGFloat = 20

  /// Apple's visual format language (`H:|-[a]-8-[b(>=50@750)]-|`, `V:|[a][b(==a)]|`).
  /// Where UIKit raises an exception for a malformed format, Flipbook reports the
  /// problem on the scene's clock (the render stops with it) and returns no constraints.
  public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
    do throws(VisualFormat.ParseError) {
      return try build(format, opts, metrics ?? [:], views)
    } catch {
      report(AuthoringError(
        problem: "constraints(withVisualFormat: \"\(format)\"): \(error.message)",
        fix: "Write the format as Apple's grammar has it, e.g. \"H:|-20-[title]-(>=8)-[button(80)]-|\", "
          + "with every [name] in views and every metric in metrics."),
             near: views.keys.sorted().map { views[$0] as AnyObject? })
      return []
    }
  }

  private static func build(_ format: String, _ opts: FormatOptions, _ metrics: [String: Any],
                            _ views: [String: Any]) throws(VisualFormat.ParseError) -> [NSLayoutConstraint] {
    let parsed = try VisualFormat(format, metrics: metrics)
    let (lead, trail, size): (Attribute, Attribute, Attribute) =
      parsed.vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
    func view(_ name: String) throws(VisualFormat.ParseError) -> UIView {
      guard let v = views[name] as? UIView else {
        throw VisualFormat.ParseError(message: "no view named '\(name)' in views (names: \(views.keys.sorted().joined(separator: ", ")))")
      }
      return v
    }
    var named: [UIView] = []
    for case .view(let name, _) in parsed.elements { named.append(try view(name)) }
    let superview = named.first?.superview
    var result: [NSLayoutConstraint] = []
    var previous: UIView?, previousIsSuperview = false
    var pending: VisualFormat.Element?
    for element in parsed.elements {
      let current: UIView, isSuperview: Bool
      switch element {
      case .connection:
        pending = element
        continue
      case .superview:
        guard let superview else { throw VisualFormat.ParseError(message: "'|' but the views have no superview yet; add them first") }
        (current, isSuperview) = (superview, true)
      case .view(let name, let predicates):
        (current, isSuperview) = (try view(name), false)
        for p in predicates {
          let other = try p.viewName.map { name throws(VisualFormat.ParseError) in try view(name) }
          result.append(with(NSLayoutConstraint(item: current, attribute: size, relatedBy: p.relation, toItem: other,
                                                attribute: other == nil ? .notAnAttribute : size, multiplier: 1,
                                                constant: p.constant ?? 0), priority: p.priority))
        }
      }
      if let previous {
        var predicates = [VisualFormat.Predicate(constant: 0)]
        if case .connection(let list, let standard) = pending {
          if let list { predicates = list }
          if standard {
            let space = isSuperview || previousIsSuperview ? standardSuperviewSpacing : systemSpacing
            predicates = [VisualFormat.Predicate(constant: space)]
          }
        }
        for p in predicates {
          result.append(with(NSLayoutConstraint(
            item: current, attribute: isSuperview ? trail : lead, relatedBy: p.relation, toItem: previous,
            attribute: previousIsSuperview ? lead : trail, multiplier: 1, constant: p.constant ?? 0), priority: p.priority))
        }
      }
      (previous, previousIsSuperview, pending) = (current, isSuperview, nil)
    }
    for (option, attribute, vertical) in FormatOptions.alignments where opts.contains(option) {
      guard vertical == parsed.vertical else {
        throw VisualFormat.ParseError(
          message: "option alignAll \(attribute) lines views up along the format's own axis; "
            + "a \(parsed.vertical ? "V:" : "H:") format takes \(parsed.vertical ? "left, right, leading, trailing or centerX" : "top, bottom, centerY or baseline") alignments")
      }
      for (a, b) in zip(named, named.dropFirst()) {
        result.append(NSLayoutConstraint(item: b, attribute: attribute, relatedBy: .equal, toItem: a,
                                         attribute: attribute, multiplier: 1, constant: 0))
      }
    }
    return result
  }

  private static func with(_ constraint: NSLayoutConstraint, priority: UILayoutPriority) -> NSLayoutConstraint {
    constraint.priority = priority
    return constraint
  }
}
