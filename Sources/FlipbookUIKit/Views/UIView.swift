import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIView

/// UIKit's view: a layer's delegate that gives its layer animations only inside
/// animation blocks. Geometry and appearance forward to the backing layer, as
/// on iOS (`frame`, `center`, `alpha`… are the layer's `frame`, `position`, `opacity`…).
@preconcurrency @MainActor
open class UIView: UIResponder, @preconcurrency CALayerDelegate, @preconcurrency CustomStringConvertible {
  /// The backing layer class (override to back a view with a CAShapeLayer, …). Flipbook creates Core Animation's own
  /// classes (a subclass of the scene's own is reported on the clock: see CALayer+Subclassing.swift).
  open class var layerClass: AnyClass { CALayer.self }
  /// The layer the view draws and animates with, of `layerClass`'s class, made by the initialiser.
  public let layer: CALayer
  /// The view this view is a subview of, or nil.
  public private(set) weak var superview: UIView?
  /// The view's subviews, back to front: the last is drawn on top.
  public private(set) var subviews: [UIView] = []
  /// A number that identifies the view, which `viewWithTag(_:)` finds; 0 by default.
  open var tag = 0
  /// Whether the view receives touches; hit-testing skips a view without it, and its subviews.
  open var isUserInteractionEnabled = true
  /// Accepted for source compatibility (deprecated in iOS 6); it does not change drawing.
  open var contentStretch = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Auto Layout's per-view state (constraints, guides, priorities): UIView+AutoLayout.swift.
  let autoLayout = ViewLayoutState()
  /// The controller whose root view this is (told about layout, as in UIKit).
  weak var viewDelegate: UIViewController?
  /// Light or dark for this view and its subviews (UIView+Traits.swift).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { if oldValue != overrideUserInterfaceStyle { styleOverrideChanged() } }
  }
  /// What trait changes need: the style colours were last resolved with, the
  /// background colour as set (dynamic), the registered handlers (UIView+Traits.swift).
  var traitState = TraitState()
  /// As in Apple's SDK, the designated initialiser a subclass overrides.
  public init(frame: CGRect) {
    layer = UIView.makeLayer(for: Self.self)
    super.init()
    setUp(frame: frame)
  }
  /// The required initialiser: a storyboard or XIB makes its views with it (the
  /// coder holds the document's values, subviews included; InterfaceBuilder/).
  public required init?(coder: NSCoder) {
    layer = UIView.makeLayer(for: Self.self)
    super.init()
    setUp(frame: .zero)
    (coder as? NibCoder)?.decodeView(self)
  }
  /// Called on a view read from a storyboard or nib, after its outlets are set.
  open func awakeFromNib() {}
  /// Interface Builder's live rendering hook (`@IBDesignable`); Flipbook never calls it.
  open func prepareForInterfaceBuilder() {}
  /// Creates a view with a zero frame.
  public override convenience init() { self.init(frame: .zero) }

  // MARK: Geometry
  /// The view's frame in its superview's coordinates: the layer's `frame`.
  open var frame: CGRect {
    get { layer.frame }
    set {
      let oldSize = layer.bounds.size
      layer.frame = newValue
      geometryDidChange(oldSize: oldSize)
    }
  }
  /// The view's bounds in its own coordinates: the layer's `bounds`.
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let oldSize = layer.bounds.size
      layer.bounds = newValue
      geometryDidChange(oldSize: oldSize)
    }
  }
  /// The view's centre in its superview's coordinates: the layer's `position`.
  open var center: CGPoint {
    get { layer.position }
    set {
      layer.position = newValue
      autoLayoutInputChanged()
    }
  }

  /// A change of frame or bounds: subviews resize by their autoresizing masks;
  /// the layer lays itself out again if its size changed; an animation block with
  /// `.layoutSubviews` lays it out inside the block; Auto Layout reads a frame it does not set.
  private func geometryDidChange(oldSize: CGSize) {
    if oldSize != layer.bounds.size && autoresizesSubviews { resizeSubviews(withOldSize: oldSize) }
    UIView.currentState()?.viewChanged(self)
    autoLayoutInputChanged()
  }
  /// The view's affine transform (the layer's transform, flattened).
  open var transform: CGAffineTransform {
    get { CATransform3DGetAffineTransform(layer.transform) }
    set { layer.transform = CATransform3DMakeAffineTransform(newValue) }
  }
  /// The view's 3D transform: the layer's `transform`.
  open var transform3D: CATransform3D { get { layer.transform } set { layer.transform = newValue } }

  // MARK: Appearance
  /// The view's opacity, from 0 to 1: the layer's `opacity`.
  open var alpha: CGFloat { get { CGFloat(layer.opacity) } set { layer.opacity = Float(newValue) } }
  /// A dynamic colour resolves with the view's traits, and again when they change.
  open var backgroundColor: UIColor? {
    get {
      if let set = traitState.backgroundColor, set.resolvedColor(with: traitCollection).cgColor == layer.backgroundColor { return set }
      return layer.backgroundColor.map(UIColor.init(cgColor:))
    }
    set {
      traitState.backgroundColor = newValue?.isDynamic == true ? newValue : nil
      layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
    }
  }
  /// An arranged subview of a stack view tells the stack, which collapses it
  /// (and, in an animation block, hides the layer when the collapse ends).
  open var isHidden: Bool {
    get { autoLayout.hiddenInStack ?? layer.isHidden }
    set {
      if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
        stack.arrangedSubview(self, setHidden: newValue)
      } else {
        layer.isHidden = newValue
      }
    }
  }
  /// Whether the view clips its subviews to its bounds: the layer's `masksToBounds`.
  open var clipsToBounds: Bool { get { layer.masksToBounds } set { layer.masksToBounds = newValue } }
  /// Whether the view says it is opaque; Flipbook's drawing does not read it.
  open var isOpaque = true

  private var ownTintColor: UIColor?
  /// The view's tint: its own when set, else its superview's, else systemBlue
  /// (UIKit's default). Setting it tells the subtree through `tintColorDidChange()`.
  open var tintColor: UIColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set {
      ownTintColor = newValue
      notifyTintChange()
    }
  }
  /// Called when the tint this view inherits or sets changes (override to recolour).
  open func tintColorDidChange() {}
  /// Called after the view's traits changed (override to update what you drew).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// For UIKit's own views: recolour what was resolved from dynamic colours (UIView+Traits.swift).
  open func traitColorsDidChange() { tintColorDidChange() }
  private func notifyTintChange() {
    tintColorDidChange()
    for v in subviews where v.ownTintColor == nil { v.notifyTintChange() }
  }

  /// How the layer's contents fill the bounds: the layer's `contentsGravity` (`.redraw` draws as `.scaleToFill`).
  /// UIKit's default is `.scaleToFill`. `.redraw` redraws the content (`draw(_:)`) whenever the bounds change size
  /// (the layer's `needsDisplayOnBoundsChange`, as UIKit sets it).
  open var contentMode: ContentMode {
    get { ContentMode.from(layer.contentsGravity, redraw: layer.needsDisplayOnBoundsChange) }
    set {
      layer.needsDisplayOnBoundsChange = newValue == .redraw
      layer.contentsGravity = newValue.gravity
    }
  }

  open var description: String { "<\(type(of: self)) frame=\(frame)>" }

  // MARK: Hierarchy
  /// Adds `view` in front of the other subviews, taking it from its old superview.
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
  /// Inserts `view` at `index` of `subviews` (clamped to their range), refusing a view that contains this one.
  open func insertSubview(_ view: UIView, at index: Int) {
    if view.isAncestor(ofOrSame: self) {
      layer.report(AuthoringError(
        problem: "cannot add \(view) as a subview of \(self): it would contain itself",
        fix: "Remove the view from its place first, or add a different view."))
      return
    }
    if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
      subviews.remove(at: old)
      subviews.insert(view, at: min(max(index, 0), subviews.count))
      return syncLayers()
    }
    // UIKit's order (as logged on iOS): willMove(toSuperview:), didMoveToSuperview(), the parent's didAddSubview(_:),
    // then willMove(toWindow:) and didMoveToWindow() through the subtree when the window changes.
    let oldWindow = view.window, newWindow = window
    view.willMove(toSuperview: self)
    view.superview?.willRemoveSubview(view)
    view.detach()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    syncLayers()
    view.autoLayoutInputChanged(force: true)
    if view.ownTintColor == nil { view.notifyTintChange() }
    view.updateTraits()
    view.didMoveToSuperview()
    didAddSubview(view)
    if oldWindow !== newWindow { view.moveToWindow(newWindow) }
  }
  /// Inserts `view` just above `sibling`, or in front when `sibling` is not a subview.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
    insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i : i + 1)
  }
  /// Inserts `view` just below `sibling`, or at the back when `sibling` is not a subview.
  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return insertSubview(view, at: 0) }
    insertSubview(view, at: view.superview === self && (subviews.firstIndex { $0 === view } ?? 0) < i ? i - 1 : i)
  }
  /// UIKit's order: the parent's willRemoveSubview(_:), willMove(toSuperview: nil),
  /// the window callbacks through the subtree, then didMoveToSuperview().
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    parent.willRemoveSubview(self)
    willMove(toSuperview: nil)
    let oldWindow = window
    if oldWindow != nil { notifyWindow(will: nil) }
    detach()
    if oldWindow != nil { notifyDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Leaves the superview (and its layer the superlayer) without callbacks.
  private func detach() {
    guard let parent = superview else { return }
    removeConstraintsCrossing(outOf: parent)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    layer.removeFromSuperlayer()
  }

  // MARK: Hierarchy callbacks (override points, as in UIKit)
  /// The window this view is in: the nearest `UIWindow` among itself and its ancestors.
  open var window: UIWindow? {
    var v: UIView? = self
    while let current = v {
      if let w = current as? UIWindow { return w }
      v = current.superview
    }
    return nil
  }
  /// Called before the view moves to `newSuperview` (nil: it is being removed); does nothing by default.
  open func willMove(toSuperview newSuperview: UIView?) {}
  /// Called after the view's superview changed; does nothing by default.
  open func didMoveToSuperview() {}
  /// Called before the view's window changes to `newWindow`, on each view of the moving tree; does nothing by default.
  open func willMove(toWindow newWindow: UIWindow?) {}
  /// Called after the view's window changed; does nothing by default.
  open func didMoveToWindow() {}
  /// Called after `subview` was added to this view; does nothing by default.
  open func didAddSubview(_ subview: UIView) {}
  /// Called before `subview` leaves this view (removed or moved elsewhere); does nothing by default.
  open func willRemoveSubview(_ subview: UIView) {}
  /// Moves the subview `view` in front of the others.
  open func bringSubviewToFront(_ view: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: i))
    syncLayers()
  }
  /// Moves the subview `view` behind the others.
  open func sendSubviewToBack(_ view: UIView) {
    guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: i), at: 0)
    syncLayers()
  }
  /// Swaps the subviews at two indices of `subviews`; does nothing when either is out of range.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
    syncLayers()
  }
  /// Returns whether this view is `view` or a subview of it, at any depth.
  open func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }
  /// Returns the first view with `tag` among this view and its subviews, depth first, or nil.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for s in subviews { if let v = s.viewWithTag(tag) { return v } }
    return nil
  }

  // MARK: Layout
  /// Override to position subviews. The layout pass calls it (through the layer's `layoutSublayers()`) when the view
  /// needs layout: after a size change, `setNeedsLayout()`, or Auto Layout moving a subview. UIKit's own
  /// implementation, which overrides reach with `super.layoutSubviews()`, puts the subviews Auto Layout places at
  /// their solved frames.
  open func layoutSubviews() { applySolvedFramesToSubviews() }
  /// Marks the view as needing layout: the next layout pass calls its `layoutSubviews()`.
  open func setNeedsLayout() { layer.setNeedsLayout() }
  /// The view's natural size for Auto Layout (`noIntrinsicMetric` on an axis without one).
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  /// Override to update constraints; runs before solving for views that called
  /// `setNeedsUpdateConstraints()` (a controller's view asks its controller's `updateViewConstraints()`).
  open func updateConstraints() { viewDelegate?.updateViewConstraints() }
  /// Whether the view's class depends on Auto Layout; false, and Flipbook never reads it.
  open class var requiresConstraintBasedLayout: Bool { false }
  /// The size that fits in `size`; UIView's own answer is its current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  open func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }
  /// Solves Auto Layout if its constraints changed, then lays out what needs it from the highest ancestor that needs
  /// layout down (Core Animation's rule). Inside an animation block the frames this changes animate.
  open func layoutIfNeeded() {
    // A second pass when laying out changed what Auto Layout reads (a multi-line
    // label measured again at its solved width), as UIKit's engine re-solves.
    for _ in 0..<2 {
      uiKitState?.updateAutoLayout()
      layer.layoutIfNeeded()
      guard uiKitState?.autoLayoutDirty == true else { break }
    }
  }

  // MARK: Events (Events/UIView+Touches.swift)
  /// Its controller when this is a controller's root view, else its superview.
  open override var next: UIResponder? { viewDelegate ?? superview }
  /// The farthest descendant (or self) containing `point`, front-most first.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { standardHitTest(point, with: event) }
  /// Returns whether `point`, in the view's coordinates, is inside its bounds (hit-testing asks).
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }
  /// Asked before a recognizer of this view or an ancestor leaves `.possible`.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// The gesture recognizers attached to the view, or nil when there are none.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set { setRecognizers(newValue ?? []) }
  }
  var recognizers: [UIGestureRecognizer] = []
  /// Attaches `gestureRecognizer` to the view, taking it from the view it was attached to.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachRecognizer(gestureRecognizer) }
  /// Detaches `gestureRecognizer` from the view and resets it.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { detachRecognizer(gestureRecognizer) }
  /// Whether the view receives more than one finger at a time (false: only the first).
  open var isMultipleTouchEnabled = false
  /// Whether the view takes touches alone: no finger reaches it while another is down, nor another while it has one.
  open var isExclusiveTouch = false

  // MARK: UIKit Dynamics (Dynamics/UIDynamicItem.swift)
  /// How UIKit Dynamics outlines the view in collisions: its bounds' rectangle by default.
  open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The convex outline for `.path`, around the view's centre (its bounds' rectangle by default).
  open var collisionBoundingPath: UIBezierPath { UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)) }

  // MARK: Coordinate conversion
  /// Converts `point` from the view's coordinates to `view`'s (nil: the window's).
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
  /// Converts `point` from `view`'s coordinates (nil: the window's) to the view's.
  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
  /// Converts `rect` from the view's coordinates to `view`'s (nil: the window's), as its bounding box.
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
  /// Converts `rect` from `view`'s coordinates (nil: the window's) to the view's, as its bounding box.
  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

  // MARK: Drawing (UIView+Drawing.swift)
  /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`) in its bounds' coordinates.
  /// The default draws nothing (and a view that does not override it keeps its layer's contents).
  open func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.reachedBaseDrawing = true }
  /// Marks the content for redrawing (`draw(_:)`) at the next commit.
  open func setNeedsDisplay() { layer.setNeedsDisplay() }
  /// Marks the `rect` part of the content for redrawing at the next commit; Flipbook redraws it all.
  open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

  // MARK: CALayerDelegate
  /// The layer's backing store is drawn by the view's `draw(_:)`, with its context current.
  open func draw(_ layer: CALayer, in ctx: CGContext) {
    guard layer === self.layer else { return ctx.reachedBaseDrawing = true }
    withOwnTraits { drawContent(in: ctx) }
  }

  /// The layer's layout runs the view's: `layoutSubviews()`.
  open func layoutSublayers(of layer: CALayer) {
    guard layer === self.layer else { return }
    withOwnTraits {
      viewDelegate?.viewWillLayoutSubviews()
      layoutSubviews()
      viewDelegate?.viewDidLayoutSubviews()
    }
  }

  /// Outside animation blocks: `NSNull` (a view's layer does not animate implicitly).
  /// Inside one: the block's animation for the key.
  open func action(for layer: CALayer, forKey event: String) -> CAAction? {
    let clock = layer.clock ?? VirtualClock.current
    guard clock.uiKit.actionsSuppressed == 0, let state = UIView.currentState(clock), KeyPaths.accessor(event) != nil else {
      return NSNull()
    }
    return state.action(forKey: event)
  }
}
