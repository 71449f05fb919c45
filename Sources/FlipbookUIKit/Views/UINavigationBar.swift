import Foundation

/// Apple's bar metrics and styles (accepted; Flipbook draws the default ones).
public enum UIBarMetrics: Int, Sendable {
  /// Metrics for a bar of the default height.
  case `default`
  /// Metrics for a compact bar, as in a phone's landscape orientation.
  case compact
  /// Metrics for a bar of the default height that shows a prompt.
  case defaultPrompt
  /// Metrics for a compact bar that shows a prompt.
  case compactPrompt
}
/// A style of bar appearance, light or dark.
public enum UIBarStyle: Int, Sendable {
  /// A style with a light background and dark content.
  case `default`
  /// A style with a dark background and light content; a navigation controller's status bar turns light for it.
  case black
}

// MARK: - UINavigationBar

/// The bar a navigation controller shows above its content: background per the
/// appearances (iOS 15+: transparent without a hairline while the content is at
/// its scroll edge unless `scrollEdgeAppearance` says otherwise; the standard
/// appearance, translucent systemChromeMaterial with a hairline, once scrolled),
/// the top item's title, back button and bar button items, and the large title
/// when `prefersLargeTitles` (docs/research/ios-look.md §3).
open class UINavigationBar: UIView {
  /// A Boolean value that indicates whether the bar shows the top item's title large, below the bar's other items.
  open var prefersLargeTitles = false { didSet { owner?.navigationBarChanged() } }
  /// The appearance the bar shows once the content under it has scrolled.
  open var standardAppearance = UINavigationBarAppearance() { didSet { appearanceChanged() } }
  /// The appearance the bar shows while the content under it is at its top edge.
  ///
  /// When `nil`, the bar is transparent with no hairline at the scroll edge, as on iOS 15 and later.
  open var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { appearanceChanged() } }
  private func appearanceChanged() { if let owner { owner.navigationBarChanged() } else { refresh() } }
  /// The appearance for a compact-height bar; stored for the API, Flipbook never draws it.
  open var compactAppearance: UINavigationBarAppearance?
  /// The appearance for a compact-height bar at the scroll edge; stored for the API, Flipbook does not draw it.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// Legacy (pre-iOS 13) styling, applied to the standard appearance as iOS 15 does.
  open var isTranslucent = true { didSet { refresh() } }
  /// The legacy background color, applied to the standard appearance as iOS 15 applies it.
  open var barTintColor: UIColor? { didSet { refresh() } }
  /// The legacy styling over a copy of `appearance` (shared with UITabBar).
  static func applyingLegacy<A: UIBarAppearance>(_ appearance: A, translucent: Bool, barTint: UIColor?) -> A {
    let a = appearance.copy()
    if !translucent && a.backgroundEffect != nil { a.configureWithOpaqueBackground() }
    if let barTint { (a.backgroundColor, a.backgroundEffect) = (barTint, translucent ? a.backgroundEffect : nil) }
    return a
  }
  /// The bar's legacy style; `black` makes a navigation controller's status bar light, and the bar looks the same.
  open var barStyle = UIBarStyle.default
  /// The legacy attributes of the title's text, applied over the appearance's title attributes.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? { didSet { owner?.navigationBarChanged() } }
  /// The legacy attributes of the large title's text, applied over the appearance's large title attributes.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? { didSet { owner?.navigationBarChanged() } }
  /// The legacy image for the bar's bottom hairline; only an empty image is honoured, and it hides the hairline.
  open var shadowImage: UIImage? { didSet { refresh() } }
  private var backgroundImage: UIImage?
  /// Sets the legacy background image for the given bar metrics; Flipbook keeps one image for all metrics.
  open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
    backgroundImage = image
    refresh()
  }
  /// Returns the legacy background image; Flipbook keeps one image for all metrics.
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage }

  /// The items of the controllers on the stack, bottom first.
  open var items: [UINavigationItem]? { owner?.viewControllers.map(\.navigationItem) }
  /// The navigation item of the top view controller on the stack, or `nil` outside a navigation controller.
  open var topItem: UINavigationItem? { items?.last }
  /// The navigation item just below the top of the stack, or `nil` when there is none.
  open var backItem: UINavigationItem? { items.flatMap { $0.count >= 2 ? $0[$0.count - 2] : nil } }

  weak var owner: UINavigationController?
  let background = BarBackground(name: "navigation bar background")
  private(set) var content: NavigationBarContent?
  /// How far the background reaches up past the bar (under the status bar).
  var extendsUp: CGFloat = 0

  public override init(frame: CGRect) {
    super.init(frame: frame)
    layer.name = "navigation bar"
    addSubview(background.view)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addSubview(background.view)
  }

  open override func tintColorDidChange() {
    super.tintColorDidChange()
    content?.applyTint(tintColor)
  }

  /// Whether the content under the bar is at its top (no scroll view counts as at the top).
  private var isAtScrollEdge: Bool { owner?.contentIsAtScrollEdge ?? true }

  /// The appearance drawn now: see the type's documentation.
  func currentAppearance() -> UINavigationBarAppearance {
    if isAtScrollEdge, let edge = scrollEdgeAppearance { return edge }
    if scrollEdgeAppearance == nil && isAtScrollEdge {
      let clear = standardAppearance.copy()
      clear.configureWithTransparentBackground()
      return clear
    }
    let a = Self.applyingLegacy(standardAppearance, translucent: isTranslucent, barTint: barTintColor)
    if let backgroundImage { a.backgroundImage = backgroundImage }
    if shadowImage != nil && shadowImage?.size == .zero { a.shadowColor = nil }
    return a
  }

  func contentStyle() -> NavigationBarContent.Style {
    let a = currentAppearance()
    return .init(titleAttributes: a.titleTextAttributes.merging(titleTextAttributes ?? [:]) { _, legacy in legacy },
                 largeTitleAttributes: a.largeTitleTextAttributes.merging(largeTitleTextAttributes ?? [:]) { _, legacy in legacy })
  }

  /// Draws the background over the bar and the status bar above it.
  func refresh() {
    background.show(currentAppearance(), frame: CGRect(x: 0, y: -extendsUp, width: bounds.width, height: bounds.height + extendsUp),
                    hairlineAtTop: false)
  }

  /// Shows `newContent` at once (no transition; nil: an empty bar).
  func show(_ newContent: NavigationBarContent?) {
    content?.removeFromSuperview()
    content = newContent
    guard let newContent else { return }
    newContent.applyTint(tintColor)
    addSubview(newContent)
  }

  /// Replaces the content by `newContent` with iOS's push or pop animation over
  /// `duration` with `options` (the view controllers' own timing).
  func transition(to newContent: NavigationBarContent?, push: Bool, duration: TimeInterval,
                  options: UIView.AnimationOptions, interactive: Bool = false, layout: @escaping () -> Void) {
    guard let old = content, let newContent else { return show(newContent) }
    newContent.applyTint(tintColor)
    addSubview(newContent)
    content = newContent
    NavigationBarTransition(from: old, to: newContent, push: push, width: bounds.width)
      .run(duration: duration, options: options, interactive: interactive, alongside: layout) { old.removeFromSuperview() }
  }
}
