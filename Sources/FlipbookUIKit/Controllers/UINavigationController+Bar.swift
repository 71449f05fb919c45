import Foundation

// MARK: - The navigation bar's contents and place

extension UINavigationController {
  /// The bar's view of the controller at `index` of the stack (or of `pushing`,
  /// about to go on top): its item, the back title from the one below, large or not.
  func barContent(for index: Int, pushing: UIViewController? = nil) -> NavigationBarContent? {
    let stack = pushing.map { viewControllers + [$0] } ?? viewControllers
    guard !stack.isEmpty else { return nil }
    let i = max(0, min(index, stack.count - 1))
    let item = stack[i].navigationItem
    for (k, vc) in stack.enumerated() {
      vc.navigationItem.onChange = k == i ? { [weak self] in self?.navigationBarChanged() } : nil
    }
    let below = i > 0 ? stack[i - 1].navigationItem : nil
    let backTitle = below.map { $0.backBarButtonItem?.title ?? $0.backButtonTitle ?? $0.title ?? "Back" }
    // The back button is the item below's: its title and its display mode.
    return NavigationBarContent(item: item, backTitle: backTitle, backMode: below?.backButtonDisplayMode ?? .default,
                                isLarge: isLarge(stack, i),
                                width: view.bounds.width, style: navigationBar.contentStyle())
  }

  /// Large titles: `prefersLargeTitles` and the item's mode; `.automatic` takes
  /// the mode of the item below (the root's is large), as UIKit does.
  private func isLarge(_ stack: [UIViewController], _ i: Int) -> Bool {
    guard navigationBar.prefersLargeTitles else { return false }
    for k in stride(from: i, through: 0, by: -1) {
      switch stack[k].navigationItem.largeTitleDisplayMode {
      case .always: return true
      case .never, .inline: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The bar below the status bar, 44 pt (96 with a large title), its background
  /// reaching up over the status bar; the children's safe area starts below it.
  func layOutBar(for content: NavigationBarContent? = nil) {
    let shown = content ?? navigationBar.content
    let height = NavigationBarContent.rowHeight + (shown?.isLarge == true ? NavigationBarContent.largeTitleExtension : 0)
    var top: CGFloat = 0
    if let window = view.window, let screen = StatusBar.insets(for: window) {
      top = max(0, screen.top - view.convert(view.bounds, to: window).minY)
    }
    navigationBar.extendsUp = top
    navigationBar.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: height)
    navigationBar.refresh()
    view.setBarInsets(UIEdgeInsets(top: isNavigationBarHidden ? 0 : top + height, left: 0, bottom: 0, right: 0))
  }

  /// The top item (or the bar's styling) changed: redraw the bar at once (for the
  /// controller a running push or pop is bringing in, if there is one).
  func navigationBarChanged() {
    guard isViewLoaded else { return }
    if let incoming = incomingController {
      let index = viewControllers.firstIndex { $0 === incoming } ?? viewControllers.count
      navigationBar.show(barContent(for: index, pushing: index == viewControllers.count ? incoming : nil))
    } else {
      navigationBar.show(barContent(for: viewControllers.count - 1))
    }
    layOutBar()
  }

  /// The content scrolled: the bar may change appearance (not while a push or pop runs).
  func contentScrolled() {
    if isViewLoaded && incomingController == nil { navigationBar.refresh() }
  }

  /// Whether the top controller's scroll view (its view, or its view's first
  /// subview, as UIKit looks for it) is scrolled to its top; true without one.
  var contentIsAtScrollEdge: Bool {
    guard let scroll = (incomingController ?? topViewController)?.contentScrollView else { return true }
    return scroll.contentOffset.y <= -scroll.adjustedContentInset.top + 0.5
  }
}
