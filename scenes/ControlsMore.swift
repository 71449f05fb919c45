import Flipbook
import Foundation

/// A segmented control switching a card's content: the thumb slides with the
/// critically damped spring iOS uses for a tap, the content cross-fades.
final class SegmentsController: UIViewController {
  let control = UISegmentedControl(items: ["Day", "Week", "Month"])
  let panel = UIView()
  let caption = UILabel()
  let colors: [UIColor] = [.systemOrange, .systemTeal, .systemIndigo]

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    control.selectedSegmentIndex = 0
    control.frame = CGRect(x: 16, y: 100, width: 343, height: 32)
    view.addSubview(control)
    panel.frame = CGRect(x: 16, y: 152, width: 343, height: 220)
    panel.layer.cornerRadius = 12
    panel.backgroundColor = colors[0]
    view.addSubview(panel)
    caption.frame = panel.bounds
    caption.textAlignment = .center
    caption.textColor = .white
    caption.font = .boldSystemFont(ofSize: 28)
    caption.text = "Day"
    panel.addSubview(caption)
  }

  /// What a tap on segment `index` shows.
  func select(_ index: Int) {
    UIView.animate(withDuration: 0.41, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
      self.control.selectedSegmentIndex = index
    }
    UIView.transition(with: panel, duration: 0.3, options: .transitionCrossDissolve) {
      self.panel.backgroundColor = self.colors[index]
      self.caption.text = self.control.titleForSegment(at: index)
    }
  }
}

public struct SegmentedSlide: Scene {
  public static let id = "segmented-slide"
  public static let summary = "UISegmentedControl: the selected segment slides on a spring, the content cross-fades"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = SegmentsController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.select(2) }
    SceneScheduler.main.asyncAfter(delay: 1.1) { controller.select(1) }
    return w.layer
  }
}

/// Onboarding pages in a paging scroll view, advanced by "Next"; the page control
/// follows in the delegate's `scrollViewDidEndScrollingAnimation`.
final class PagesController: UIViewController, UIScrollViewDelegate {
  let scrollView = UIScrollView()
  let pageControl = UIPageControl()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    scrollView.frame = CGRect(x: 0, y: 80, width: 375, height: 420)
    scrollView.isPagingEnabled = true
    scrollView.delegate = self
    let colors: [UIColor] = [.systemBlue, .systemPink, .systemGreen]
    for (i, color) in colors.enumerated() {
      let page = UIView(frame: CGRect(x: 375 * CGFloat(i) + 24, y: 0, width: 327, height: 420))
      page.backgroundColor = color
      page.layer.cornerRadius = 24
      scrollView.addSubview(page)
    }
    scrollView.contentSize = CGSize(width: 375 * 3, height: 420)
    view.addSubview(scrollView)
    pageControl.numberOfPages = 3
    pageControl.pageIndicatorTintColor = .systemGray4
    pageControl.currentPageIndicatorTintColor = .darkGray
    pageControl.frame = CGRect(x: 0, y: 520, width: 375, height: 26)
    view.addSubview(pageControl)
  }

  func next() {
    let page = min(pageControl.currentPage + 1, pageControl.numberOfPages - 1)
    scrollView.setContentOffset(CGPoint(x: scrollView.bounds.width * CGFloat(page), y: 0), animated: true)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
  }
}

public struct ScrollPaging: Scene {
  public static let id = "scroll-paging"
  public static let summary = "UIScrollView setContentOffset(_:animated:) between pages; UIPageControl follows via the delegate"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }

  public func build() -> CALayer {
    let controller = PagesController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.3) { controller.next() }
    SceneScheduler.main.asyncAfter(delay: 1.0) { controller.next() }
    return w.layer
  }
}
