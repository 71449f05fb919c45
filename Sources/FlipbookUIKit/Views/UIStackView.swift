import Foundation

/// UIKit's stack view: lays its arranged subviews out in a row or column with
/// Auto Layout constraints it makes and keeps (UIKit's "UISV-" constraints).
/// A hidden arranged view collapses to zero length along the axis and leaves
/// the spacing; hiding or showing one inside an animation block animates the
/// collapse, and the view's layer is hidden only when that animation ends, as on iOS.
open class UIStackView: UIView {
  public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
  public enum Alignment: Int, Sendable {
    case fill, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }
  /// `UIStackView.spacingUseDefault` and `spacingUseSystem` for `setCustomSpacing(_:after:)`.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

  public private(set) var arrangedSubviews: [UIView] = []
  open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { rebuild() } }
  open var distribution: Distribution = .fill { didSet { rebuild() } }
  open var alignment: Alignment = .fill { didSet { rebuild() } }
  open var spacing: CGFloat = 0 { didSet { rebuild() } }
  open var isLayoutMarginsRelativeArrangement = false { didSet { rebuild() } }
  open var isBaselineRelativeArrangement = false
  private var customSpacing: [ObjectIdentifier: CGFloat] = [:]
  private var made: [NSLayoutConstraint] = []

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    NibCoder.finish(self, coder, as: UIStackView.self)
  }
  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for v in views { addArrangedSubview(v) }
  }

  open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

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

  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    if arrangedSubviews.contains(where: { $0 === subview }) {
      arrangedSubviews.removeAll { $0 === subview }
      rebuild()
    }
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
    rebuild()
  }

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
