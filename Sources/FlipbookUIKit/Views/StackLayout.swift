import Foundation

/// The constraints a stack view makes for its arranged subviews, by axis,
/// distribution and alignment (Apple's UIStackView documentation describes
/// each; the "UISV-" constraints UIKit logs are of these shapes).
@MainActor
struct StackLayout {
  typealias Attribute = NSLayoutConstraint.Attribute
  let stack: UIStackView

  /// Along the axis: start, end, length, centre; across it: the same.
  private var along: (start: Attribute, end: Attribute, length: Attribute, center: Attribute) {
    stack.axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
  }
  private var across: (start: Attribute, end: Attribute, length: Attribute, center: Attribute) {
    stack.axis == .horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
  }

  private func make(_ a: AnyObject, _ aa: Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                    _ ba: Attribute, multiplier: CGFloat = 1, _ c: CGFloat = 0,
                    priority: UILayoutPriority = .required) -> NSLayoutConstraint {
    let made = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba,
                                  multiplier: multiplier, constant: c)
    made.priority = priority
    made.identifier = "UISV-\(stack.axis == .horizontal ? "h" : "v")"
    return made
  }

  func constraints() -> [NSLayoutConstraint] {
    let views = stack.arrangedSubviews.filter { $0.superview === stack }
    let container: AnyObject = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
    let visible = views.filter { !$0.isHidden }
    var out: [NSLayoutConstraint] = []
    // Hidden views collapse to zero length where they would start.
    var previous: UIView?
    for view in views {
      if view.isHidden {
        out.append(make(view, along.length, .equal, nil, .notAnAttribute, 0))
        out.append(previous.map { make(view, along.start, .equal, $0, along.end) }
                   ?? make(view, along.start, .equal, container, along.start))
      } else {
        previous = view
      }
      out += crossConstraints(view, container)
    }
    out += chain(visible, container)
    if stack.alignment != .fill {
      // Hug the largest view across the axis when nothing else sizes the stack.
      out.append(make(stack, across.length, .equal, nil, .notAnAttribute, 0, priority: UILayoutPriority(49)))
    }
    return out
  }

  private func crossConstraints(_ view: UIView, _ c: AnyObject) -> [NSLayoutConstraint] {
    var alignment = stack.alignment
    if stack.axis == .vertical {
      if alignment == .firstBaseline { alignment = .leading }
      if alignment == .lastBaseline { alignment = .trailing }
    }
    let first = stack.arrangedSubviews.first { !$0.isHidden }
    switch alignment {
    case .fill:
      return [make(view, across.start, .equal, c, across.start), make(view, across.end, .equal, c, across.end)]
    case .leading:
      return [make(view, across.start, .equal, c, across.start), make(view, across.end, .lessThanOrEqual, c, across.end)]
    case .trailing:
      return [make(view, across.end, .equal, c, across.end), make(view, across.start, .greaterThanOrEqual, c, across.start)]
    case .center:
      return [make(view, across.center, .equal, c, across.center),
              make(view, across.start, .greaterThanOrEqual, c, across.start)]
    case .firstBaseline, .lastBaseline:
      let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      var out = [make(view, across.start, .greaterThanOrEqual, c, across.start),
                 make(view, across.end, .lessThanOrEqual, c, across.end)]
      if let first, first !== view { out.append(make(view, baseline, .equal, first, baseline)) }
      return out
    }
  }

  /// The visible views end to end, by the distribution.
  private func chain(_ views: [UIView], _ c: AnyObject) -> [NSLayoutConstraint] {
    guard let first = views.first, let last = views.last else { return [] }
    var out = [make(first, along.start, .equal, c, along.start), make(last, along.end, .equal, c, along.end)]
    let pairs = zip(views, views.dropFirst())
    switch stack.distribution {
    case .fill, .fillEqually, .fillProportionally:
      _ = stack.spacerGuides(count: 0)
      for (a, b) in pairs { out.append(make(b, along.start, .equal, a, along.end, stack.spacing(after: a))) }
    case .equalSpacing, .equalCentering:
      for (a, b) in pairs {
        out.append(make(b, along.start, .greaterThanOrEqual, a, along.end, stack.spacing(after: a)))
      }
      out += equalGaps(views, centers: stack.distribution == .equalCentering)
    }
    if stack.distribution == .fillEqually {
      for v in views.dropFirst() { out.append(make(v, along.length, .equal, first, along.length)) }
    }
    if stack.distribution == .fillProportionally {
      let lengths = views.map { v in
        let s = v.intrinsicContentSize
        return max(0, stack.axis == .horizontal ? s.width : s.height)
      }
      let total = lengths.reduce(0, +)
      let spacing = zip(views, views.dropFirst()).reduce(0) { $0 + stack.spacing(after: $1.0) }
      if total > 0 {
        for (v, l) in zip(views, lengths) {
          let p = l / total
          out.append(make(v, along.length, .equal, c, along.length, multiplier: p, -p * spacing,
                          priority: UILayoutPriority(999)))
        }
      }
    }
    return out
  }

  /// Equal gaps (between edges, or between centres) through the distances of
  /// consecutive pairs: each pair's distance equals the first pair's.
  private func equalGaps(_ views: [UIView], centers: Bool) -> [NSLayoutConstraint] {
    let guides = stack.spacerGuides(count: max(0, views.count - 1))
    var out: [NSLayoutConstraint] = []
    for (i, (a, b)) in zip(views, views.dropFirst()).enumerated() {
      let g = guides[i]
      out.append(make(g, along.start, .equal, a, centers ? along.center : along.end))
      out.append(make(g, along.end, .equal, b, centers ? along.center : along.start))
      if i > 0 { out.append(make(g, along.length, .equal, guides[0], along.length)) }
    }
    return out
  }
}

extension UIStackView {
  /// `count` spacer guides owned by the stack (made or dropped to match).
  func spacerGuides(count: Int) -> [UILayoutGuide] {
    var spacers = layoutGuides.filter { $0.identifier == "UISV-spacer" }
    while spacers.count > count, let extra = spacers.popLast() { removeLayoutGuide(extra) }
    while spacers.count < count {
      let g = UILayoutGuide()
      g.identifier = "UISV-spacer"
      addLayoutGuide(g)
      spacers.append(g)
    }
    return spacers
  }
}
