import Foundation
import FlipbookLayoutSolver

extension UIKitState {
  /// Auto Layout's update pass, run at the start of every commit and by
  /// `layoutIfNeeded()`: when anything it reads changed, each hierarchy with
  /// constraints runs its `updateConstraints()` requests (subviews first), is
  /// solved anew, and the superview of every view whose solution moved is marked
  /// for layout. The frames themselves are applied by the superview's
  /// `layoutSubviews()`, in the layout pass that follows, as on iOS.
  func updateAutoLayout() {
    guard autoLayoutDirty else { return }
    var roots: [UIView] = []
    var seen = Set<ObjectIdentifier>()
    for view in autoLayoutViews {
      let root = view.rootView
      if seen.insert(ObjectIdentifier(root)).inserted { roots.append(root) }
    }
    for root in roots { root.updateConstraintsIfNeeded() }
    autoLayoutDirty = false
    for root in roots { AutoLayoutPass(root: root, state: self).solve() }
  }
}

/// One solve of one view hierarchy. Each view (and layout guide) is four solver
/// variables: its frame's origin in its superview's bounds coordinates (a
/// guide's in its owning view's) and its size, which is how UIKit's engine
/// keeps them; an attribute in a constraint is that origin carried up to the
/// hierarchy's root, plus part of the size. Transforms are ignored, as Auto
/// Layout ignores them (it sets bounds and center). Solved frames snap to the
/// pixel grid, as UIKit's do.
///
/// The solver is built anew for each solve: hierarchies in scenes are small
/// (tens of views), and a fresh build makes the result depend only on the
/// constraints, never on the order of earlier edits.
@MainActor
final class AutoLayoutPass {
  struct Box { let minX, minY, width, height: LayoutVariable }

  private let root: UIView
  private unowned let state: UIKitState
  private let solver = LayoutSolver()
  private var boxes: [ObjectIdentifier: Box] = [:]
  private var views: [UIView] = []

  init(root: UIView, state: UIKitState) {
    self.root = root
    self.state = state
  }

  func solve() {
    collect(root)
    for view in views {
      if view === root || view.autoLayout.translatesAutoresizingMask {
        fix(.view(view), at: view.alignmentFrame)
      } else {
        addIntrinsicSize(of: view)
      }
      for guide in view.systemGuides { pin(guide, in: view) }
    }
    for view in views {
      for constraint in view.constraints { add(constraint) }
    }
    solver.updateVariables()
    writeBack()
  }

  /// The size Auto Layout gives the root when it is free to size itself: its
  /// width held to `target.width` at `horizontal` priority and its height to
  /// `target.height` at `vertical` (UIKit's `systemLayoutSizeFitting`). Nothing
  /// is written back: the views keep their frames.
  func fittingSize(_ target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
    collect(root)
    guard let box = boxes[ObjectIdentifier(root)] else { return target }
    try? solver.add(LayoutConstraint(box.minX, .equal, 0))
    try? solver.add(LayoutConstraint(box.minY, .equal, 0))
    for (variable, value, priority) in [(box.width, target.width, horizontal), (box.height, target.height, vertical)] {
      try? solver.add(LayoutConstraint(variable, .equal, Double(value), strength: Strength(priority: Double(priority.rawValue))))
      try? solver.add(LayoutConstraint(variable, .greaterThanOrEqual, 0))
    }
    for view in views where view !== root {
      if view.autoLayout.translatesAutoresizingMask { fix(.view(view), at: view.alignmentFrame) } else { addIntrinsicSize(of: view) }
    }
    for view in views {
      for guide in view.systemGuides { pin(guide, in: view) }
      for constraint in view.constraints { add(constraint) }
    }
    solver.updateVariables()
    return CGSize(width: snap(box.width.value), height: snap(box.height.value))
  }

  // MARK: Variables

  private func collect(_ view: UIView) {
    views.append(view)
    boxes[ObjectIdentifier(view)] = makeBox(LayoutItem.view(view).name)
    for guide in view.allGuides { boxes[ObjectIdentifier(guide)] = makeBox(LayoutItem.guide(guide).name) }
    for sub in view.subviews { collect(sub) }
  }

  private func makeBox(_ name: String) -> Box {
    Box(minX: LayoutVariable("\(name).minX"), minY: LayoutVariable("\(name).minY"),
        width: LayoutVariable("\(name).width"), height: LayoutVariable("\(name).height"))
  }

  /// The item's frame origin in the root's superview coordinates.
  private func origin(_ item: LayoutItem) -> (x: LinearExpression, y: LinearExpression)? {
    guard let box = boxes[item.id] else { return nil }
    let parent: UIView?
    switch item {
    case .view(let v): parent = v === root ? nil : v.superview
    case .guide(let g): parent = g.owningView
    }
    guard let parent else { return (LinearExpression(box.minX), LinearExpression(box.minY)) }
    guard let p = origin(.view(parent)) else { return nil }
    let b = parent.bounds
    return (p.x + box.minX - Double(b.minX), p.y + box.minY - Double(b.minY))
  }

  /// An attribute of an item as a linear expression (nil: not in this hierarchy, or no attribute).
  func expression(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
    guard let box = boxes[item.id], let (x, y) = origin(item) else { return nil }
    let w = LinearExpression(box.width), h = LinearExpression(box.height)
    var m = UIEdgeInsets.zero
    if case .view(let v) = item { m = v.layoutMargins }
    let (l, r, t, b) = (Double(m.left), Double(m.right), Double(m.top), Double(m.bottom))
    switch attribute {
    case .left, .leading: return x
    case .right, .trailing: return x + w
    case .centerX: return x + w * 0.5
    case .width: return w
    case .top: return y
    // A view without text has its baselines at its bottom edge, as in UIKit.
    case .bottom, .firstBaseline, .lastBaseline: return y + h
    case .centerY: return y + h * 0.5
    case .height: return h
    case .leftMargin, .leadingMargin: return x + l
    case .rightMargin, .trailingMargin: return x + w - r
    case .topMargin: return y + t
    case .bottomMargin: return y + h - b
    case .centerXWithinMargins: return x + w * 0.5 + (l - r) / 2
    case .centerYWithinMargins: return y + h * 0.5 + (t - b) / 2
    case .notAnAttribute: return nil
    }
  }

  // MARK: Constraints

  private func fix(_ item: LayoutItem, at frame: CGRect) {
    guard let box = boxes[item.id] else { return }
    let values = [(box.minX, frame.minX), (box.minY, frame.minY), (box.width, frame.width), (box.height, frame.height)]
    for (variable, value) in values {
      try? solver.add(LayoutConstraint(variable, .equal, Double(value)))
    }
  }

  /// Keeps a system guide where UIKit keeps it. A scroll view's frame guide is
  /// its visible rectangle (the bounds, at the content offset); its content
  /// guide starts at the content's origin and is as large as its constraints
  /// make it (else the `contentSize` set by code, weakly), and the solved size
  /// becomes `contentSize` (Apple: "Working with Scroll Views").
  private func pin(_ guide: UILayoutGuide, in view: UIView) {
    guard let box = boxes[ObjectIdentifier(guide)], let owner = boxes[ObjectIdentifier(view)] else { return }
    let b = view.bounds
    if guide.role == .scrollContent {
      let size = (view as? UIScrollView)?.contentSize ?? .zero
      try? solver.add(LayoutConstraint(box.minX, .equal, 0))
      try? solver.add(LayoutConstraint(box.minY, .equal, 0))
      try? solver.add(LayoutConstraint(box.width, .equal, Double(size.width), strength: .weak))
      try? solver.add(LayoutConstraint(box.height, .equal, Double(size.height), strength: .weak))
      return
    }
    let insets = switch guide.role {
    case .safeArea: view.safeAreaInsets
    case .margins: view.layoutMargins
    case .keyboard: UIEdgeInsets(top: Keyboard.guideTop(in: view) - b.minY, left: 0, bottom: 0, right: 0)
    case .own, .scrollFrame, .scrollContent: UIEdgeInsets.zero
    }
    try? solver.add(LayoutConstraint(box.minX, .equal, Double(b.minX + insets.left)))
    try? solver.add(LayoutConstraint(box.minY, .equal, Double(b.minY + insets.top)))
    try? solver.add(LayoutConstraint(box.width, .equal, owner.width - Double(insets.left + insets.right)))
    try? solver.add(LayoutConstraint(box.height, .equal, owner.height - Double(insets.top + insets.bottom)))
  }

  /// Hugging keeps a view from growing past its intrinsic size, compression
  /// resistance from shrinking below it, each at the view's priority.
  private func addIntrinsicSize(of view: UIView) {
    guard let box = boxes[ObjectIdentifier(view)] else { return }
    let size = view.intrinsicContentSize
    for (axis, variable, value) in [(0, box.width, size.width), (1, box.height, size.height)]
    where value >= 0 && value.isFinite {
      let hug = Strength(priority: Double(view.autoLayout.hugging[axis].rawValue))
      let resist = Strength(priority: Double(view.autoLayout.compressionResistance[axis].rawValue))
      try? solver.add(LayoutConstraint(variable, .lessThanOrEqual, Double(value), strength: hug))
      try? solver.add(LayoutConstraint(variable, .greaterThanOrEqual, Double(value), strength: resist))
    }
  }

  private func add(_ c: NSLayoutConstraint) {
    guard let first = c.firstItem.flatMap(LayoutItem.init), let lhs = expression(first, c.firstAttribute) else { return }
    var rhs = LinearExpression(constant: Double(c.constant))
    if let second = c.secondItem.flatMap(LayoutItem.init) {
      guard let e = expression(second, c.secondAttribute) else { return }
      rhs = e * Double(c.multiplier) + Double(c.constant)
    }
    let relation: LayoutConstraint.Relation = switch c.relation {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
    let strength = Strength(priority: Double(c.priority.rawValue))
    do {
      try solver.add(LayoutConstraint(lhs, relation, rhs, strength: strength, label: c.description))
    } catch {
      state.reportBroken(c, in: root)
    }
  }

  // MARK: Results

  private func snap(_ v: Double) -> CGFloat {
    let grid = Double(state.pixelGrid)
    return CGFloat((v / grid).rounded() * grid)
  }

  private func frame(of box: Box) -> CGRect {
    let x0 = snap(box.minX.value), y0 = snap(box.minY.value)
    let x1 = snap(box.minX.value + box.width.value), y1 = snap(box.minY.value + box.height.value)
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  private func writeBack() {
    for view in views {
      for guide in view.allGuides {
        if let box = boxes[ObjectIdentifier(guide)] { guide.layoutFrame = frame(of: box) }
      }
      if let scroll = view as? UIScrollView, let content = view.autoLayout.scrollContentGuide {
        scroll.contentSize = content.layoutFrame.size
      }
      guard view !== root, !view.autoLayout.translatesAutoresizingMask,
            let box = boxes[ObjectIdentifier(view)] else { continue }
      // As UIKit's engine: the superview is told to lay out when the solution for a
      // view changes, not when the view's frame differs from it. A frame the app set
      // by hand (`frame.origin.y += …` in an animation block) stays until the
      // superview lays out for its own reasons, even while other views move.
      let solved = frame(of: box), previous = view.autoLayout.solvedFrame
      view.autoLayout.solvedFrame = solved
      if solved != previous || (previous == nil && solved != view.alignmentFrame) { view.superview?.setNeedsLayout() }
    }
  }
}

extension UIKitState {
  /// What UIKit does with a required constraint that contradicts the others:
  /// it logs the conflict once and lays out without that constraint.
  func reportBroken(_ constraint: NSLayoutConstraint, in root: UIView) {
    guard reportedBrokenConstraints.insert(ObjectIdentifier(constraint)).inserted else { return }
    let line = "[LayoutConstraints] Unable to simultaneously satisfy constraints in \(LayoutItem.view(root).name). "
      + "Will attempt to recover by breaking constraint \(constraint)\n"
    FileHandle.standardError.write(Data(line.utf8))
  }
}
