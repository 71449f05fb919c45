import Foundation

/// Auto Layout's state of one view.
@MainActor
final class ViewLayoutState {
  var translatesAutoresizingMask = true
  /// Constraints installed on the view (active ones whose nearest common ancestor it is).
  var constraints: [NSLayoutConstraint] = []
  var guides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var scrollFrameGuide: UILayoutGuide?
  var scrollContentGuide: UILayoutGuide?
  var keyboardGuide: UILayoutGuide?
  /// UIKit's default margins: 8 pt on every side.
  var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var hugging = [UILayoutPriority.defaultLow, .defaultLow]
  var compressionResistance = [UILayoutPriority.defaultHigh, .defaultHigh]
  var needsUpdateConstraints = false
  /// Where the last solve put the view (superview coordinates), when Auto Layout places it.
  var solvedFrame: CGRect?
  /// An arranged view hidden inside an animation block: hidden for the stack's
  /// layout at once, its layer only when the animation ends.
  var hiddenInStack: Bool?
  var autoresizingMask: UIView.AutoresizingMask = []
  var autoresizesSubviews = true
  /// What of this view its bars cover (a navigation controller's view: the
  /// navigation bar at the top): its descendants' safe areas exclude it.
  var barInsets = UIEdgeInsets.zero
  /// The content configuration type a content view was made for (UIContentConfiguration.swift).
  var configurationKind: ObjectIdentifier?
}

extension UIView {
  /// `UIView.noIntrinsicMetric`: the view has no natural size on that axis.
  public static let noIntrinsicMetric: CGFloat = -1
  /// The option to use the smallest possible size when fitting a view with `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
  /// The option to use the largest possible size when fitting a view with `systemLayoutSizeFitting(_:)`.
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// True (the default for views made in code): the view keeps the frame it is
  /// given, and Auto Layout treats it as fixed. False: constraints place it.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMask }
    set {
      guard newValue != autoLayout.translatesAutoresizingMask else { return }
      autoLayout.translatesAutoresizingMask = newValue
      if !newValue { uiKitState?.registerAutoLayout(self) }
      autoLayoutInputChanged(force: true)
    }
  }

  // MARK: Installing constraints

  /// The constraints installed on the view, whether by activation or with `addConstraint(_:)`.
  public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

  /// Installs `constraint` on this view (the pre-iOS 8 way; activation finds the view itself).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    if let problem = constraint.pairingProblem {
      return layer.report(AuthoringError(
        problem: "cannot install \(constraint): \(problem)",
        fix: "Relate x positions to x positions, y to y and sizes to sizes (the anchor API checks this), "
          + "and give positions a second item."))
    }
    if let owner = constraint.owner {
      if owner === self { return }
      owner.removeConstraint(constraint)
    }
    constraint.owner = self
    autoLayout.constraints.append(constraint)
    uiKitState?.registerAutoLayout(self)
    autoLayoutInputChanged(force: true)
  }

  /// Installs each of the given constraints on this view, as `addConstraint(_:)` does.
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }

  /// Removes the given constraint from the view, if it is installed on this view; otherwise does nothing.
  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.owner === self else { return }
    autoLayout.constraints.removeAll { $0 === constraint }
    constraint.owner = nil
    autoLayoutInputChanged(force: true)
  }

  /// Removes each of the given constraints that is installed on this view.
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

  /// As UIKit does when a view leaves its superview: constraints installed above
  /// `parent`'s side of the cut that mention the view or its subviews go.
  func removeConstraintsCrossing(outOf parent: UIView) {
    var ancestor: UIView? = parent
    while let a = ancestor {
      for c in a.constraints where c.mentions(viewIn: self) { a.removeConstraint(c) }
      ancestor = a.superview
    }
  }

  /// The nearest view that is, or is an ancestor of, every view in `views`.
  static func nearestCommonAncestor(_ views: [UIView]) -> UIView? {
    guard let first = views.first else { return nil }
    var candidate: UIView? = first
    while let c = candidate {
      if views.allSatisfy({ $0.isDescendant(of: c) }) { return c }
      candidate = c.superview
    }
    return nil
  }

  // MARK: Layout guides and margins

  /// The layout guides added to the view with `addLayoutGuide(_:)`.
  public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

  /// Adds a layout guide to the view, taking it from the view that owned it before.
  public func addLayoutGuide(_ guide: UILayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    guide.owningView = self
    autoLayout.guides.append(guide)
    uiKitState?.registerAutoLayout(self)
    autoLayoutInputChanged(force: true)
  }

  /// Removes a layout guide from the view, with the view's installed constraints that mention it.
  public func removeLayoutGuide(_ guide: UILayoutGuide) {
    guard guide.owningView === self else { return }
    autoLayout.guides.removeAll { $0 === guide }
    for c in constraints where c.firstItem === guide || c.secondItem === guide { removeConstraint(c) }
    guide.owningView = nil
    autoLayoutInputChanged(force: true)
  }

  /// The view's bounds inset by `safeAreaInsets`.
  public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, \.safeAreaGuide) }

  /// The view's bounds inset by `layoutMargins`.
  public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, \.marginsGuide) }

  /// The guide UIKit keeps for `role`, made on first use.
  func systemGuide(_ role: UILayoutGuide.Role,
                           _ slot: ReferenceWritableKeyPath<ViewLayoutState, UILayoutGuide?>) -> UILayoutGuide {
    if let g = autoLayout[keyPath: slot] { return g }
    let g = role == .keyboard ? UIKeyboardLayoutGuide(owner: self) : UILayoutGuide(role: role, owner: self)
    autoLayout[keyPath: slot] = g
    uiKitState?.registerAutoLayout(self)
    return g
  }

  /// What of the view the status bar and home indicator cover (when the scene's
  /// canvas shows the status bar: its window's insets, StatusBar.swift) and the
  /// bars of the controllers it is inside (a navigation bar, a tab bar), where they
  /// overlap the view.
  public var safeAreaInsets: UIEdgeInsets {
    guard let window else { return .zero }
    // The safe region's top and bottom edges, in window coordinates.
    var top = -CGFloat.infinity, bottom = CGFloat.infinity
    if let screen = StatusBar.insets(for: window) { (top, bottom) = (screen.top, window.bounds.height - screen.bottom) }
    // A bar (and what is in it) is not covered by itself: the container's bar
    // insets apply to its other subviews.
    var inBar = isContainerBar
    var ancestor = superview
    while let a = ancestor {
      let covered = a.autoLayout.barInsets
      if a.isContainerBar { inBar = true }
      if covered != .zero && !inBar {
        let f = a.convert(a.bounds, to: window)
        (top, bottom) = (max(top, f.minY + covered.top), min(bottom, f.maxY - covered.bottom))
      }
      ancestor = a.superview
    }
    guard top.isFinite || bottom.isFinite else { return .zero }
    let frame = convert(bounds, to: window)
    return UIEdgeInsets(top: top.isFinite ? max(0, top - frame.minY) : 0, left: 0,
                        bottom: bottom.isFinite ? max(0, frame.maxY - bottom) : 0, right: 0)
  }

  /// Sets what this view's bars cover of it (see `safeAreaInsets`); its
  /// descendants' constraints to the safe area are solved again.
  func setBarInsets(_ insets: UIEdgeInsets) {
    guard autoLayout.barInsets != insets else { return }
    autoLayout.barInsets = insets
    autoLayoutInputChanged(force: true)
  }

  /// The default spacing to use when laying out content in the view; 8 points on every side unless you change it.
  public var layoutMargins: UIEdgeInsets {
    get { autoLayout.layoutMargins }
    set {
      guard newValue != autoLayout.layoutMargins else { return }
      autoLayout.layoutMargins = newValue
      autoLayoutInputChanged(force: true)
    }
  }

  // MARK: Intrinsic size and priorities

  /// Call when what `intrinsicContentSize` returns has changed.
  public func invalidateIntrinsicContentSize() { autoLayoutInputChanged(force: true) }

  /// Returns the priority with which the view resists being made larger than its intrinsic size on an axis.
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.hugging[axis.rawValue]
  }
  /// Sets the priority with which the view resists being made larger than its intrinsic size on an axis.
  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.hugging[axis.rawValue] = priority
    autoLayoutInputChanged(force: true)
  }
  /// Returns the priority with which the view resists being made smaller than its intrinsic size on an axis.
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    autoLayout.compressionResistance[axis.rawValue]
  }
  /// Sets the priority with which the view resists being made smaller than its intrinsic size on an axis.
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    autoLayout.compressionResistance[axis.rawValue] = priority
    autoLayoutInputChanged(force: true)
  }

  // MARK: The update-constraints pass

  /// Marks the view's constraints as needing an update, so `updateConstraints()` runs before the next layout.
  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    uiKitState?.registerAutoLayout(self)
    autoLayoutInputChanged(force: true)
  }
  /// Returns whether the view's constraints need updating.
  public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }
  /// Runs `updateConstraints()` on this view and its subviews that asked for it, subviews first.
  public func updateConstraintsIfNeeded() {
    for s in subviews { s.updateConstraintsIfNeeded() }
    if autoLayout.needsUpdateConstraints {
      autoLayout.needsUpdateConstraints = false
      updateConstraints()
    }
  }

  // MARK: Anchors

  /// A layout anchor for the view's leading edge, the same edge as `leftAnchor` in Flipbook's left-to-right layout.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// A layout anchor for the view's trailing edge, the same edge as `rightAnchor` in Flipbook's left-to-right layout.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// A layout anchor for the view's left edge.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// A layout anchor for the view's right edge.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// A layout anchor for the view's horizontal center.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// A layout anchor for the view's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// A layout anchor for the view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// A layout anchor for the view's vertical center.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// A layout anchor for the baseline of the view's topmost line of text.
  ///
  /// Flipbook places every view's baselines at its bottom edge, even a label's.
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// A layout anchor for the baseline of the view's bottommost line of text.
  ///
  /// Flipbook places every view's baselines at its bottom edge, even a label's.
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  /// A layout anchor for the view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// A layout anchor for the view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  // MARK: Plumbing

  var uiKitState: UIKitState? { layer.clock?.uiKit }

  /// The topmost view above this one (itself when it has no superview).
  var rootView: UIView {
    var top = self
    while let s = top.superview { top = s }
    return top
  }

  /// Something Auto Layout reads changed: solve again before the next layout.
  /// A frame change matters only for a view that keeps its own frame.
  func autoLayoutInputChanged(force: Bool = false) {
    guard let state = uiKitState, state.usesAutoLayout else { return }
    if force || autoLayout.translatesAutoresizingMask { state.autoLayoutDirty = true }
  }

  /// UIKit's `layoutSubviews()`: subviews that Auto Layout places go to their
  /// solved frames (bounds size and center, so a transform is kept).
  func applySolvedFramesToSubviews() {
    for view in subviews where !view.autoLayout.translatesAutoresizingMask {
      guard let f = view.autoLayout.solvedFrame else { continue }
      let anchor = view.layer.anchorPoint
      if view.bounds.size != f.size { view.bounds = CGRect(origin: view.bounds.origin, size: f.size) }
      let center = CGPoint(x: f.minX + anchor.x * f.width, y: f.minY + anchor.y * f.height)
      if view.center != center { view.center = center }
    }
  }

  /// The frame Auto Layout sees: bounds size at the center, transform ignored.
  var alignmentFrame: CGRect {
    let size = bounds.size, anchor = layer.anchorPoint
    return CGRect(x: center.x - anchor.x * size.width, y: center.y - anchor.y * size.height,
                  width: size.width, height: size.height)
  }
}

extension NSLayoutConstraint {
  /// Whether an item is `view` or inside it (a guide counts by its owning view).
  func mentions(viewIn view: UIView) -> Bool {
    [firstItem, secondItem].contains { item in
      item.flatMap(LayoutItem.init)?.view.map { $0.isDescendant(of: view) } ?? false
    }
  }
}
