import Foundation

// MARK: - UITabBarController

/// Tabs: the selected controller's view fills the controller's view, under a
/// UITabBar at the bottom (49 pt plus the home indicator's safe area); the
/// children's safe area excludes the bar.
open class UITabBarController: UIViewController {
  /// The height of the tab bar's row of items, 49 points, without the home indicator's safe area (not in UIKit).
  public static let tabBarHeight: CGFloat = UITabBar.itemHeight
  /// The view controllers of the tabs, in the order their items appear in the tab bar.
  ///
  /// Unlike UIKit's, the property is read-only: set the controllers with `setViewControllers(_:animated:)`.
  public private(set) var viewControllers: [UIViewController] = []
  /// The tab bar the controller shows at the bottom of its view, with one item per child controller.
  public private(set) lazy var tabBar: UITabBar = {
    let bar = UITabBar(frame: .zero)
    bar.isAtScrollEdge = { [weak self] in self?.contentIsAtBottomEdge ?? true }
    return bar
  }()

  /// The index of the selected tab; setting it shows that tab's view at once.
  open var selectedIndex = 0 {
    didSet { if isViewLoaded { showSelected(previous: oldValue) } }
  }
  /// The view controller of the selected tab; setting it to a controller not among the tabs does nothing.
  open var selectedViewController: UIViewController? {
    get { viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil }
    set { if let vc = newValue, let i = viewControllers.firstIndex(where: { $0 === vc }) { selectedIndex = i } }
  }
  override var visibleChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

  /// Sets the tabs' view controllers, selecting the first tab if the selected index is no longer valid.
  ///
  /// The tabs change at once: `animated` is accepted for source compatibility, but no animation is run.
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for c in viewControllers {
      if isViewLoaded, c.isViewLoaded, c.view.superview === view { c.view.removeFromSuperview() }
      c.removeFromParent()
    }
    viewControllers = controllers
    for c in controllers { addChild(c) }
    if !viewControllers.indices.contains(selectedIndex) { selectedIndex = 0 }
    if isViewLoaded { buildTabBar(); showSelected(previous: nil) }
  }

  open override func loadView() {
    super.loadView()
    view.addSubview(tabBar)
    buildTabBar()
    showSelected(previous: nil)
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    let width = tabBar.bounds.width
    layOutTabBar()
    if width != tabBar.bounds.width { tabBar.rebuild() }
  }

  /// A child's `tabBarItem` was replaced: the bar shows the new items.
  func tabBarItemsChanged() { if isViewLoaded { buildTabBar() } }

  private func buildTabBar() {
    layOutTabBar()
    tabBar.items = viewControllers.map { vc in
      let item: UITabBarItem = vc.tabBarItem
      item.onChange = { [weak self] in self?.tabBar.rebuild() }
      return item
    }
    tabBar.selectedItem = selectedViewController?.tabBarItem
  }

  /// The bar at the bottom: 49 pt above the home indicator's safe area, its
  /// background reaching the bottom edge.
  private func layOutTabBar() {
    var bottom: CGFloat = 0
    if let window = view.window, let screen = StatusBar.insets(for: window) {
      bottom = max(0, view.convert(view.bounds, to: window).maxY - (window.bounds.height - screen.bottom))
    }
    let height = UITabBar.itemHeight + bottom
    tabBar.frame = CGRect(x: 0, y: view.bounds.height - height, width: view.bounds.width, height: height)
    tabBar.refresh()
    view.setBarInsets(UIEdgeInsets(top: 0, left: 0, bottom: height, right: 0))
  }

  private func showSelected(previous: Int?) {
    let old = previous.flatMap { viewControllers.indices.contains($0) ? viewControllers[$0] : nil }
    old?.view.removeFromSuperview()
    guard let vc = selectedViewController else { return }
    if isOnScreen, let old, old !== vc {
      Self.beginTransitionAppearance(from: old, to: vc, animated: false)
      Self.endTransitionAppearance(from: old, to: vc, completed: true)
    }
    vc.view.frame = view.bounds
    vc.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.insertSubview(vc.view, belowSubview: tabBar)
    tabBar.selectedItem = vc.tabBarItem
    tabBar.refresh()
  }

  /// Whether the selected controller's scroll view shows its bottom; true without one.
  private var contentIsAtBottomEdge: Bool {
    guard let scroll = selectedViewController?.contentScrollView else { return true }
    let bottom = scroll.contentSize.height + scroll.adjustedContentInset.bottom - scroll.bounds.height
    return scroll.contentOffset.y >= bottom - 0.5
  }
}
