import Foundation
@_exported import FlipbookTimeline

/// Core Animation's layer, with Apple's property names, defaults, geometry, animations and implicit actions.
///
/// Every property lives in one `LayerProps` value. Setting a property marks the layer changed on its clock (so the
/// next commit records it) and, for animatable properties, looks up an action as Core Animation does.
///
/// Like UIKit's, the authoring API is single-threaded: build and mutate layers on one thread; what crosses threads
/// is the immutable `RenderTree` made from them (or a baked `Timeline`).
nonisolated open class CALayer: CAMediaTiming, CustomStringConvertible {
  /// The layer's state as a value.
  public package(set) var props: LayerProps

  /// Which `LayerProps.Kind` instances of this class draw.
  open class var layerKind: LayerProps.Kind { .layer }

  // MARK: Identity, clock and history

  /// Unique within the clock the layer was made under.
  public private(set) var layerID = 0
  package weak var clock: VirtualClock?
  var isDirty = false
  /// Set by `setNeedsLayout()`, cleared when `layoutSublayers()` runs.
  var needsLayoutFlag = false
  /// Set by `setNeedsDisplay()`, cleared when the display pass runs `display()`.
  var needsDisplayFlag = false
  /// Whether a change of the bounds' size redraws the backing store (UIKit's `.redraw` content mode).
  open var needsDisplayOnBoundsChange = false
  /// True for the copies `presentation()` returns.
  public internal(set) var isPresentation = false
  weak var modelLayer: CALayer?
  /// The state recorded at each commit, in time order.
  package var history: [LayerSnapshot] = []
  /// Every animation ever added, in order, with when it was attached and removed.
  package var animationLog: [AnimationRecord] = []
  /// The animations attached now, in the order they apply.
  package var attached: [LiveAnimation] = []
  var unnamedKeys = 0
  /// The state before the change whose action is running, read by an action animating from the old value (a view's).
  package var changeInFlight: LayerProps?

  /// A new layer on the current clock. As in Apple's SDK, `init()` and `init(layer:)` are designated initialisers a
  /// subclass overrides, and `init?(coder:)` is the required one (see CALayer+Subclassing.swift).
  public init() {
    props = LayerProps(kind: Self.layerKind)
    clock = VirtualClock.current
    register()
  }

  /// Copies every property of `layer` (not its sublayers, superlayer or animations), as for a presentation layer.
  public init(layer: Any) {
    props = LayerProps(kind: Self.layerKind)
    guard let other = layer as? CALayer else { return }
    props = other.props
    props.kind = Self.layerKind
    clock = other.clock
  }

  /// Makes a new layer, as `init()` does: layers are never read from archives (storyboards and XIBs describe views).
  /// Subclasses provide it as Xcode makes them (often with a `fatalError` body, never called).
  public required init?(coder: NSCoder) {
    props = LayerProps(kind: Self.layerKind)
    clock = VirtualClock.current
    register()
  }

  /// A new layer of the nearest of Core Animation's own classes (this one for them; a subclass made elsewhere
  /// inherits its parent's), copying `layer` when given. Built-in classes override it (see CALayer+Subclassing.swift).
  package class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CALayer(layer: $0) } ?? CALayer()
  }

  func register() {
    guard let clock else { return }
    layerID = clock.register(self)
    clock.markDirty(self)
  }

  // MARK: Geometry

  /// The layer's own coordinate space, which content fills; its origin shifts sublayers (scrolling), not the layer.
  open var bounds: CGRect { get { props.bounds } set { update(\.bounds, newValue) } }
  /// Where the anchor point sits in the superlayer's coordinate space.
  open var position: CGPoint { get { props.position } set { update(\.position, newValue) } }
  /// Orders siblings (higher is nearer the viewer) and translates along z.
  open var zPosition: CGFloat { get { props.zPosition } set { update(\.zPosition, newValue) } }
  /// Unit-square point of the bounds that `position` refers to and transforms act about.
  open var anchorPoint: CGPoint { get { props.anchorPoint } set { update(\.anchorPoint, newValue) } }
  /// The anchor point's position along the z axis; animatable.
  open var anchorPointZ: CGFloat { get { props.anchorPointZ } set { update(\.anchorPointZ, newValue) } }
  /// The transform applied to the layer, about its anchor point; animatable.
  open var transform: CATransform3D { get { props.transform } set { update(\.transform, newValue) } }
  /// Applied to the sublayers, about this layer's anchor point.
  open var sublayerTransform: CATransform3D {
    get { props.sublayerTransform } set { update(\.sublayerTransform, newValue) }
  }
  /// Whether a change of `key` redraws the layer (a subclass returns true for its own drawn properties).
  open class func needsDisplay(forKey key: String) -> Bool { false }
  /// Pixels per point of `contents`.
  open var contentsScale: CGFloat { get { props.contentsScale } set { update(\.contentsScale, newValue) } }

  // MARK: Timing (CAMediaTiming)

  /// The layer's begin time: its local time runs `(parent − beginTime) · speed + timeOffset`.
  open var beginTime: CFTimeInterval {
    get { props.beginTime } set { update(\.beginTime, newValue); timingChanged() }
  }
  /// How fast the layer's time passes relative to its parent's (1 is normal; 0 pauses it and its sublayers).
  open var speed: Float { get { props.speed } set { update(\.speed, newValue); timingChanged() } }
  /// An offset, in seconds, added to the layer's local time.
  open var timeOffset: CFTimeInterval {
    get { props.timeOffset } set { update(\.timeOffset, newValue); timingChanged() }
  }
  /// Accepted for `CAMediaTiming` conformance; layers do not repeat, so these are not used.
  open var duration: CFTimeInterval = 0
  open var repeatCount: Float = 0
  /// The layer's repeat duration, accepted for `CAMediaTiming` conformance but not used.
  open var repeatDuration: CFTimeInterval = 0
  /// The layer's autoreverse flag, accepted for `CAMediaTiming` conformance but not used.
  open var autoreverses = false
  /// The layer's fill mode, accepted for `CAMediaTiming` conformance but not used.
  open var fillMode = CAMediaTimingFillMode.removed

  // MARK: Appearance

  /// A Boolean value that indicates whether the layer and its sublayers are hidden.
  open var isHidden: Bool { get { props.isHidden } set { update(\.isHidden, newValue) } }
  /// A Boolean value that indicates whether the layer is drawn when its back faces the viewer.
  open var isDoubleSided: Bool { get { props.isDoubleSided } set { update(\.isDoubleSided, newValue) } }
  /// The layer's opacity, from 0 (transparent) to 1 (opaque); animatable.
  open var opacity: Float { get { props.opacity } set { update(\.opacity, newValue) } }
  /// A Boolean value that indicates whether the layer and its sublayers are composited before `opacity` applies.
  open var allowsGroupOpacity: Bool {
    get { props.allowsGroupOpacity } set { update(\.allowsGroupOpacity, newValue) }
  }
  /// The colour that fills the layer's bounds, rounded by `cornerRadius`; animatable.
  open var backgroundColor: CGColor? {
    get { props.backgroundColor } set { update(\.backgroundColor, newValue) }
  }
  /// The radius of the rounded corners of the layer's background and border; animatable.
  open var cornerRadius: CGFloat { get { props.cornerRadius } set { update(\.cornerRadius, newValue) } }
  /// The corners that `cornerRadius` rounds (all four by default).
  open var maskedCorners: CACornerMask {
    get { CACornerMask(rawValue: props.maskedCorners) } set { update(\.maskedCorners, newValue.rawValue) }
  }
  /// The curve of the rounded corners: circular arcs, or Apple's continuous curve.
  open var cornerCurve: CALayerCornerCurve {
    get { CALayerCornerCurve(rawValue: props.cornerCurve.rawValue) } set { updateOption(\.cornerCurve, newValue.rawValue) }
  }
  /// The width of the border, drawn inside the bounds; animatable.
  open var borderWidth: CGFloat { get { props.borderWidth } set { update(\.borderWidth, newValue) } }
  /// The colour of the border; animatable.
  open var borderColor: CGColor? { get { props.borderColor } set { update(\.borderColor, newValue) } }
  /// A Boolean value that indicates whether the sublayers and contents are clipped to the rounded bounds.
  open var masksToBounds: Bool { get { props.masksToBounds } set { update(\.masksToBounds, newValue) } }
  /// The colour of the layer's shadow (opaque black by default); animatable.
  open var shadowColor: CGColor? { get { props.shadowColor } set { update(\.shadowColor, newValue) } }
  /// The opacity of the layer's shadow, from 0 (no shadow, the default) to 1; animatable.
  open var shadowOpacity: Float { get { props.shadowOpacity } set { update(\.shadowOpacity, newValue) } }
  /// Default (0, −3): upwards on iOS.
  open var shadowOffset: CGSize { get { props.shadowOffset } set { update(\.shadowOffset, newValue) } }
  /// Gaussian standard deviation of the blur, in points.
  open var shadowRadius: CGFloat { get { props.shadowRadius } set { update(\.shadowRadius, newValue) } }
  /// The shape of the shadow, or nil to cast it from the layer's own alpha.
  open var shadowPath: CGPath? {
    get { props.shadowPath.map { CGPath(data: $0) } } set { update(\.shadowPath, newValue?.data) }
  }

  // MARK: Contents

  /// A `CGImage`. Anything else (a `UIImage` too) draws nothing (as on iOS) and fails the render, naming `.cgImage`.
  open var contents: Any? {
    get { props.contents }
    set {
      switch newValue {
      case nil: update(\.contents, CGImage?.none)
      case let i as CGImage: updateContents(i)
      case let .some(other):
        update(\.contents, CGImage?.none)
        update(\.contents, CGImage??.none, problem: "holds a \(type(of: other)), not a CGImage (iOS draws nothing)")
      }
    }
  }
  /// The unit rectangle of the contents image to show (the whole image by default); animatable.
  open var contentsRect: CGRect { get { props.contentsRect } set { update(\.contentsRect, newValue) } }
  /// The unit rectangle of the contents image that stretches when it is resized (the edges keep their size).
  open var contentsCenter: CGRect { get { props.contentsCenter } set { update(\.contentsCenter, newValue) } }
  /// How the contents image is placed in the bounds (`.resize` by default).
  open var contentsGravity: CALayerContentsGravity {
    get { CALayerContentsGravity(rawValue: props.contentsGravity.rawValue) }
    set { updateOption(\.contentsGravity, newValue.rawValue) }
  }
  /// The filter used when the contents image is drawn larger than its pixels.
  open var magnificationFilter: CALayerContentsFilter {
    get { CALayerContentsFilter(rawValue: props.magnificationFilter.rawValue) }
    set { updateOption(\.magnificationFilter, newValue.rawValue) }
  }
  /// The filter used when the contents image is drawn smaller than its pixels.
  open var minificationFilter: CALayerContentsFilter {
    get { CALayerContentsFilter(rawValue: props.minificationFilter.rawValue) }
    set { updateOption(\.minificationFilter, newValue.rawValue) }
  }

  /// Whether the layer (with its sublayers) is drawn through a bitmap of `rasterizationScale` pixels per point.
  /// Accepted: Flipbook draws every layer at the canvas scale, which is what a rasterized layer shows when
  /// `rasterizationScale` equals the screen scale.
  open var shouldRasterize: Bool { get { props.shouldRasterize } set { update(\.shouldRasterize, newValue) } }
  /// Pixels per point of the rasterized bitmap (default 1; animatable).
  open var rasterizationScale: CGFloat {
    get { props.rasterizationScale } set { update(\.rasterizationScale, newValue) }
  }

  /// The layer's name, shown in messages and tree dumps.
  open var name: String? { get { props.name } set { update(\.name, newValue) } }

  // MARK: Actions

  /// Asked first for the action of a property change (UIView uses this).
  open weak var delegate: CALayerDelegate?
  /// Values set for keys that are not layer properties (`setValue(_:forKey:)`).
  package var userValues: [String: Any] = [:]
  /// Actions by key; `NSNull()` disables the key's implicit animation.
  open var actions: [String: CAAction]?
  /// Searched for actions after `actions`: its "actions" dictionary, then its "style"'s, and so on (Apple's step 3).
  open var style: [AnyHashable: Any]?
  /// Accepted: Flipbook draws the same on every thread.
  open var drawsAsynchronously = false
  /// Accepted: Flipbook antialiases every layer's edges (iOS leaves a turned layer's aliased unless this is set).
  open var allowsEdgeAntialiasing = false
  /// Accepted (see `allowsEdgeAntialiasing`).
  open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]

  /// The action for `event`, searched as Core Animation does: the delegate, `actions`, `style`'s,
  /// `defaultAction(forKey:)`, then the implicit animation (`implicitAnimation(forKey:)`). `NSNull` stops the search.
  open func action(forKey event: String) -> CAAction? {
    if let a = delegate?.action(for: self, forKey: event) { return a is NSNull ? nil : a }
    if let a = actions?[event] { return a is NSNull ? nil : a }
    var style = self.style
    while let dictionary = style {
      if let a = (dictionary["actions"] as? [String: CAAction])?[event] { return a is NSNull ? nil : a }
      style = dictionary["style"] as? [AnyHashable: Any]
    }
    return Self.defaultAction(forKey: event) ?? Self.implicitAnimation(forKey: event)
  }

  /// nil for every key, as on iOS (a subclass overrides it to give its own properties actions): Core Animation's
  /// implicit animations come from a later, private step of `action(forKey:)` (`implicitAnimationForKeyPath:` in
  /// QuartzCore's runtime headers; GNUstep's tests run against Apple's record nil).
  open class func defaultAction(forKey event: String) -> CAAction? { nil }

  // MARK: Hierarchy

  /// The layer that holds this one as a sublayer, or nil (a root layer, or a mask).
  public private(set) weak var superlayer: CALayer?
  private(set) weak var maskOwner: CALayer?
  /// The root of a shown tree (a window's layer, a scene's root): see `isInDisplayedTree`.
  package var isDisplayRoot = false
  private var sublayerStorage: [CALayer] = []

  /// A layer whose alpha masks this one, in this layer's coordinate space.
  open var mask: CALayer? {
    willSet {
      if let newValue, isAncestorOrSelf(newValue) {
        report(AuthoringError(
          problem: "cannot make \(newValue.debugPath) the mask of \(debugPath): it would contain itself",
          fix: "Use a layer that is not this layer or one of its ancestors as the mask."))
      }
    }
    didSet {
      if let m = mask, m !== oldValue, isAncestorOrSelf(m) { mask = oldValue; return }
      oldValue?.maskOwner = nil
      mask?.removeFromSuperlayer()
      mask?.maskOwner = self
      if let mask { adopt(mask) }
      structureChanged()
    }
  }

  /// The sublayers in insertion order (nil when there are none, as on Apple platforms); setting it replaces them all.
  open var sublayers: [CALayer]? {
    get { sublayerStorage.isEmpty ? nil : sublayerStorage }
    set {
      for layer in sublayerStorage { layer.superlayer = nil }
      sublayerStorage = []
      for layer in newValue ?? [] { addSublayer(layer) }
      structureChanged()
    }
  }

  /// Adding or removing a sublayer marks the layer for layout, as Core Animation does.
  private func structureChanged() {
    guard !isPresentation else { return }
    clock?.markDirty(self)
    setNeedsLayout()
  }

  /// Lays out the sublayers; the default asks the delegate (`layoutSublayers(of:)`), which is how a view's
  /// `layoutSubviews()` runs. Called by the layout pass (`layoutIfNeeded()`, every commit) when it needs layout.
  open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

  /// Redraws the contents (run by the commit after `setNeedsDisplay()`): the default asks the delegate's
  /// `display(_:)`, whose default draws the backing store.
  open func display() {
    if let delegate { delegate.display(self) } else { displayBackingStore() }
  }

  /// Draws the layer's content into its backing store; the default asks the delegate.
  open func draw(in ctx: CGContext) {
    if let delegate { delegate.draw(self, in: ctx) } else { ctx.reachedBaseDrawing = true }
  }

  /// Appends `layer` to the sublayers, removing it from any previous superlayer.
  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(sublayerStorage.count))
  }

  /// Inserts at `idx` (clamped to the end), removing the layer from any previous superlayer. A layer cannot hold
  /// itself or one of its ancestors: that is reported on the clock (the scene fails with it) and nothing changes.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    if isAncestorOrSelf(layer) {
      report(AuthoringError(
        problem: "cannot add \(layer.debugPath) as a sublayer of \(debugPath): it would contain itself",
        fix: "Remove the layer from its place first, or add a different layer."))
      return
    }
    var index = Int(idx)
    if layer.superlayer === self, let old = sublayerStorage.firstIndex(where: { $0 === layer }) {
      sublayerStorage.remove(at: old)
      if old < index { index -= 1 }
    } else {
      layer.removeFromSuperlayer()
    }
    if let owner = layer.maskOwner { owner.mask = nil }
    index = min(max(index, 0), sublayerStorage.count)
    sublayerStorage.insert(layer, at: index)
    layer.superlayer = self
    adopt(layer)
    structureChanged()
  }

  /// Inserts above `sibling`; with a nil or foreign sibling, at the top.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
      // insertSublayer(_:at:) accounts for the layer's own removal when it moves.
      insertSublayer(layer, at: UInt32(i + 1))
    } else {
      addSublayer(layer)
    }
  }

  /// Inserts below `sibling`; with a nil or foreign sibling, at the bottom.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    if let sibling, let i = sublayerStorage.firstIndex(where: { $0 === sibling }) {
      insertSublayer(layer, at: UInt32(i))
    } else {
      insertSublayer(layer, at: 0)
    }
  }

  /// Puts `newLayer` where `oldLayer` was; nothing happens if `oldLayer` is not a sublayer.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let i = sublayerStorage.firstIndex(where: { $0 === oldLayer }) else { return }
    if oldLayer === newLayer { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(i))
  }

  /// Removes the layer from its superlayer, or from the layer it masks.
  open func removeFromSuperlayer() {
    if let parent = superlayer {
      parent.sublayerStorage.removeAll { $0 === self }
      superlayer = nil
      parent.structureChanged()
    }
    if let owner = maskOwner { owner.mask = nil }
  }

  /// Sublayers in drawing order: a stable sort by zPosition (ties keep insertion order).
  package var sublayersInDrawingOrder: [CALayer] {
    DrawingOrder.sorted(sublayerStorage, zPosition: \.zPosition)
  }

  /// Whether `layer` is this layer or one of its ancestors (through superlayers and mask owners).
  private func isAncestorOrSelf(_ layer: CALayer) -> Bool {
    var current: CALayer? = self
    while let c = current {
      if c === layer { return true }
      current = c.superlayer ?? c.maskOwner
    }
    return false
  }

  package var allSublayers: [CALayer] { sublayerStorage }

  open var description: String {
    "<\(type(of: self))\(name.map { " '\($0)'" } ?? "") frame=\(frame)>"
  }
}
