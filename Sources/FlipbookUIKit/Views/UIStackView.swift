import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or column with
/// Auto Layout constraints it makes and keeps (UIKit's "UISV-" constraints).
/// A hidden arranged view collapses to zero length along the axis and leaves
/// the spacing; hiding or showing one inside an animation block animates the
/// collapse, and the view's layer is hidden only when that animation ends, as on iOS.
open class UIStackView: UIView {
  /// A layout that says how a stack view sizes and spaces its arranged views along its axis.
  public enum Distribution: Int, Sendable {
    /// A layout that fills the stack along its axis, the views keeping their sizes where they can.
    case fill
    /// A layout that fills the stack along its axis with views of equal length.
    case fillEqually
    /// A layout that fills the stack along its axis with views sized in proportion to their intrinsic sizes.
    case fillProportionally
    /// A layout that fills the stack along its axis with equal gaps between the views.
    case equalSpacing
    /// A layout that fills the stack along its axis with equal distances between the views' centers.
    case equalCentering
  }
  /// A layout that says how a stack view places its arranged views across its axis.
  public enum Alignment: Int, Sendable {
    /// A layout that stretches the views to fill the stack across its axis.
    case fill
    /// A layout that aligns the views' leading edges (their top edges in a horizontal stack).
    case leading
    /// A layout that aligns the views' first text baselines; Flipbook treats it as `leading` in a vertical stack.
    case firstBaseline
    /// A layout that centers the views across the stack's axis.
    case center
    /// A layout that aligns the views' trailing edges (their bottom edges in a horizontal stack).
    case trailing
    /// A layout that aligns the views' last text baselines; Flipbook treats it as `trailing` in a vertical stack.
    case lastBaseline
    /// An alignment of the views' top edges in a horizontal stack; another name for `leading`.
    public static let top = Alignment.leading
    /// An alignment of the views' bottom edges in a horizontal stack; another name for `trailing`.
    public static let bottom = Alignment.trailing
  }
  /// `UIStackView.spacingUseDefault` and `spacingUseSystem` for `setCustomSpacing(_:after:)`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A value for `setCustomSpacing(_:after:)` or `spacing` that uses the system spacing (8 points here).
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  /// The views the stack arranges, in order along its axis.
  public private(set) var arrangedSubviews: [UIView] = []
  /// The axis the arranged views are laid out along (`horizontal` by default).
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuild() } }
  /// The way the arranged views are sized and spaced along the axis.
  open var distribution: Distribution = .fill { didSet { rebuild() } }
  /// The way the arranged views are placed across the axis.
  open var alignment: Alignment = .fill { didSet { rebuild() } }
  /// The distance between adjacent arranged views, in points (the minimum for the equal-spacing distributions).
  open var spacing: CGFloat = 0 { didSet { rebuild() } }
  /// A Boolean value that indicates whether the stack lays its views out within its layout margins, not its bounds.
  open var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }
  /// A Boolean value that indicates whether vertical spacing is measured from text baselines.
  ///
  /// Stored for source compatibility; Flipbook's stack measures spacing between the views' edges.
  open var isBaselineRelativeArrangement = false
  private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
  private var made: [NSLayoutConstraint] = []

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    NibCoder.finish(self, coder, as: UIStackView.self)
  }
  /// Creates a stack view that arranges the given views.
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for v in views { addArrangedSubview(v) }
  }

  /// Adds a view to the end of the arranged views, making it a subview if it is not one.
  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  /// Inserts a view into the arranged views at the given index, making it a subview if it is not one.
  open func insertArrangedSubview(_ view: UIView, at index: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(index, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    rebuild()
  }

  /// As in UIKit, the view stays a subview (call `removeFromSuperview()` to take it out).
  open func removeArrangedSubview(_ view: UIView) {
    arrangedSubviews.removeAll { $0 === view }
    rebuild()
  }

  /// Tells the stack a subview is about to be removed; an arranged view leaves `arrangedSubviews` too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      rebuild()
    }
  }

  /// Sets the spacing after the given arranged view, in place of `spacing`.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    rebuild()
  }

  /// Returns the custom spacing after the given arranged view, or `spacingUseDefault` when it has none.
  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// An arranged view's `isHidden` changed (see the type's documentation).
  func arrangedSubview(_ view: UIView, setHidden hidden: Bool) {
    guard view.isHidden != hidden else { return }
    let state = UIView.currentState(layer.clock ?? VirtualClock.current)
    if hidden, let state, state.duration > 0 {
      view.autoLayout.hiddenInStack = true
      layer.clock?.schedule(after: state.delay + state.duration) { [weak view] in
        guard let view, view.autoLayout.hiddenInStack == true else { return }
        view.autoLayout.hiddenInStack = nil
        view.layer.isHidden = true
      }
    } else {
      view.autoLayout.hiddenInStack = nil
      view.layer.isHidden = hidden
    }
    rebuild()
    if state != nil { rootView.layoutIfNeeded() }
  }

  // MARK: The constraints

  private func rebuild() {
    NSLayoutConstraint.deactivate(made)
    made = StackLayout(stack: self).constraints()
    NSLayoutConstraint.activate(made)
  }

  /// The spacing after `view`: its custom spacing, or `spacing` (either may be
  /// `spacingUseSystem`, the system spacing).
  func spacing(after view: UIView) -> CGFloat {
    var value = customSpacing(after: view)
    if value == UIStackView.spacingUseDefault { value = spacing }
    return value == UIStackView.spacingUseSystem ? systemSpacing : value
  }
}
