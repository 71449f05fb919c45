import Foundation

// MARK: - UITabBarController

/// Tabs: the selected controller's view above a 49-pt tab bar naming each tab.
open class UITabBarController: UIViewController {
  public static let tabBarHeight: CGFloat = 49
  public private(set) var viewControllers: [UIViewController] = []
  private var tabBar: UIView?
  private var labels: [UILabel] = []

  open var selectedIndex = 0 {
    didSet { if isViewLoaded { showSelected(previous: oldValue) } }
  }
  open var selectedViewController: UIViewController? {
    viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
  }
  override var visibleChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }

  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for c in viewControllers { c.removeFromParent() }
    viewControllers = controllers
    for c in controllers { addChild(c) }
    if isViewLoaded { buildTabBar(); showSelected(previous: nil) }
  }

  open override func loadView() {
    super.loadView()
    buildTabBar()
    showSelected(previous: nil)
  }

  private func buildTabBar() {
    tabBar?.removeFromSuperview()
    let h = UITabBarController.tabBarHeight
    let bar = UIView(frame: CGRect(x: 0, y: view.bounds.height - h, width: view.bounds.width, height: h))
    bar.layer.name = "tab bar"
    bar.backgroundColor = UIColor(white: 0.97, alpha: 1)
    let line = UIView(frame: CGRect(x: 0, y: 0, width: bar.bounds.width, height: 0.5))
    line.backgroundColor = UIColor(white: 0.7, alpha: 1)
    bar.addSubview(line)
    let w = bar.bounds.width / CGFloat(max(1, viewControllers.count))
    labels = viewControllers.enumerated().map { i, vc in
      let label = UILabel(frame: CGRect(x: CGFloat(i) * w, y: 14, width: w, height: 20))
      label.text = vc.title ?? "Tab \(i + 1)"
      label.font = .systemFont(ofSize: 12)
      label.textAlignment = .center
      bar.addSubview(label)
      return label
    }
    view.addSubview(bar)
    tabBar = bar
  }

  private func showSelected(previous: Int?) {
    let old = previous.flatMap { viewControllers.indices.contains($0) ? viewControllers[$0] : nil }
    old?.view.removeFromSuperview()
    guard let vc = selectedViewController else { return }
    if isOnScreen, let old, old !== vc {
      Self.beginTransitionAppearance(from: old, to: vc, animated: false)
      Self.endTransitionAppearance(from: old, to: vc, completed: true)
    }
    vc.view.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: view.bounds.height - UITabBarController.tabBarHeight)
    if let tabBar { view.insertSubview(vc.view, belowSubview: tabBar) } else { view.addSubview(vc.view) }
    for (i, label) in labels.enumerated() {
      label.textColor = i == selectedIndex ? .systemBlue : .gray
    }
  }
}
