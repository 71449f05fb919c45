import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// UIScrollView's drag, deceleration, bounce and paging against iOS 18's
/// formulas (research/interaction §3).
@MainActor
@Suite struct ScrollPhysicsTests {
  @Test func rubberBandMatchesUIKitsFormula() {
    // (1 − 1/(x·0.55/d + 1))·d for d = 844.
    let expected: [(CGFloat, CGFloat)] = [(10, 5.47), (50, 26.6), (100, 51.6), (300, 138.0)]
    for (x, b) in expected {
      #expect(abs(ScrollAxis.rubberBand(x, length: 844) - b) < 0.1)
      #expect(abs(ScrollAxis.rubberBand(-x, length: 844) + b) < 0.1)
      #expect(abs(ScrollAxis.unRubberBand(ScrollAxis.rubberBand(x, length: 844), length: 844) - x) < 1e-6)
    }
  }

  @Test func projectionAndStopTimeFollowTheDecelerationRate() {
    #expect(abs(ScrollAxis.projection(from: 0, velocity: 2, rate: 0.998) - 994) < 1)
    #expect(abs(ScrollAxis.projection(from: 0, velocity: 2, rate: 0.99) - 198) < 1)
    #expect(ScrollAxis.effectiveRate(0.995) == 0.998)
    #expect(ScrollAxis.effectiveRate(0.5) == 0.99)
    // From 2 pt/ms the normal rate stops after ≈ 2.65 s, travelling ≈ the projection.
    var axis = ScrollAxis(position: 0, velocity: 2, minimum: 0, maximum: 10_000, rate: 0.998, length: 844)
    var ms = 0
    while !axis.isSettled && ms < 10_000 { axis.step(milliseconds: 1); ms += 1 }
    #expect(abs(Double(ms) - 2650) < 10)
    #expect(abs(axis.position - 994) < 2)
  }

  @Test func aReleasePastTheEdgeDecaysBackAt099PerMillisecond() {
    var axis = ScrollAxis(position: -100, velocity: 0, minimum: 0, maximum: 1000, rate: 0.998, length: 844)
    axis.step(milliseconds: 69)
    #expect(abs(axis.position + 50) < 1)  // half in ≈ 69 ms
    axis.step(milliseconds: 1000)
    #expect(axis.isSettled && axis.position == 0)
  }

  /// A scroll view 390 × 844 over 390 × 3000 of content, with its delegate's calls logged.
  final class Delegate: UIScrollViewDelegate {
    var calls: [String] = []
    var reported: (velocity: CGPoint, target: CGPoint)?
    var replaceTarget: CGPoint?
    func scrollViewWillBeginDragging(_ s: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: UIScrollView, withVelocity v: CGPoint, targetContentOffset t: UnsafeMutablePointer<CGPoint>) {
      calls.append("willEndDragging")
      reported = (v, t.pointee)
      if let replaceTarget { t.pointee = replaceTarget }
    }
    func scrollViewDidEndDragging(_ s: UIScrollView, willDecelerate d: Bool) { calls.append("didEndDragging(\(d))") }
    func scrollViewWillBeginDecelerating(_ s: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidScroll(_ s: UIScrollView) { if calls.last != "didScroll" { calls.append("didScroll") } }
  }

  func scroller(_ delegate: Delegate, paging: Bool = false, script: (UIScrollView) -> Void) -> (VirtualClock, UIScrollView) {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let (clock, _) = touchWorld { window in
      scroll.contentSize = paging ? CGSize(width: 390 * 4, height: 844) : CGSize(width: 390, height: 3000)
      scroll.isPagingEnabled = paging
      scroll.delegate = delegate
      window.addSubview(scroll)
      script(scroll)
    }
    return (clock, scroll)
  }

  @Test func aFlickDeceleratesToTheTargetItReportedInUIKitsOrder() {
    let delegate = Delegate()
    let (clock, scroll) = scroller(delegate) { _ in
      Hand().flick(CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -300), at: 0.5)
    }
    clock.advance(to: 0.7)
    #expect(scroll.isDecelerating)
    clock.runUntilIdle()
    #expect(delegate.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                               "willBeginDecelerating", "didScroll", "didEndDecelerating"])
    // 300 pt in 0.1 s is 3 pt/ms; the finger had moved 290 pt past the 10 pt threshold.
    let reported = delegate.reported
    #expect(abs((reported?.velocity.y ?? 0) - 3) < 1e-6)
    #expect(abs((reported?.target.y ?? 0) - (290 + 2.99 / -log(0.998))) < 1)
    #expect(scroll.contentOffset == reported?.target)
    #expect(!scroll.isDecelerating)
  }

  @Test func aDelegateMovedTargetIsWhereItStops() {
    let delegate = Delegate()
    delegate.replaceTarget = CGPoint(x: 0, y: 1000)
    let (clock, scroll) = scroller(delegate) { _ in
      Hand().flick(CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -300), at: 0.5)
    }
    clock.runUntilIdle()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 1000))
  }

  @Test func draggingPastTheTopRubberBandsAndBouncesBack() {
    let delegate = Delegate()
    var pulled: CGFloat = 0
    let (clock, scroll) = scroller(delegate) { scroll in
      Hand().drag(CGPoint(x: 200, y: 200), by: CGVector(dx: 0, dy: 210), at: 0.5, duration: 0.5)
      EventState.current.after(0.99) { pulled = scroll.contentOffset.y }
    }
    clock.runUntilIdle()
    // 200 pt of drag past the hysteresis shows (1 − 1/(200·0.55/844 + 1))·844 ≈ 97.3 pt.
    #expect(abs(pulled + 97.3) < 0.6)
    #expect(scroll.contentOffset.y == 0)
    #expect(delegate.calls.last == "didEndDecelerating")
  }

  @Test func pagingSettlesOnTheNextPage() {
    let delegate = Delegate()
    let (clock, scroll) = scroller(delegate, paging: true) { _ in
      Hand().flick(CGPoint(x: 300, y: 400), by: CGVector(dx: -120, dy: 0), at: 0.5)
    }
    clock.runUntilIdle()
    #expect(scroll.contentOffset == CGPoint(x: 390, y: 0))
  }

  @Test func aQuickTapReachesAButtonButADragScrolls() {
    var ups = 0, downs = 0
    let delegate = Delegate()
    let (clock, scroll) = scroller(delegate) { scroll in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 100, width: 190, height: 60)
      button.addAction(UIAction { _ in ups += 1 }, for: .touchUpInside)
      button.addAction(UIAction { _ in downs += 1 }, for: .touchDown)
      scroll.addSubview(button)
      Hand().tap(button, at: 0.5)
      Hand().drag(button, by: CGVector(dx: 0, dy: -100), at: 1, duration: 0.3)
    }
    clock.runUntilIdle()
    #expect(ups == 1 && downs == 1)
    #expect(scroll.contentOffset.y > 50)
  }
}

/// Pull to refresh: past the threshold the control begins refreshing, sends
/// `.valueChanged`, and the content rests 60 pt lower until `endRefreshing()`.
@MainActor
@Suite struct RefreshControlTests {
  @Test func aLongPullRefreshesAndTheContentRestsLower() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let refresh = UIRefreshControl()
    var refreshes = 0
    var resting: CGFloat = 0
    let (clock, _) = touchWorld { window in
      scroll.contentSize = CGSize(width: 390, height: 2000)
      window.addSubview(scroll)
      scroll.refreshControl = refresh
      refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
      Hand().drag(CGPoint(x: 200, y: 200), by: CGVector(dx: 0, dy: 330), at: 0.3, duration: 0.8, motion: .easeOut)
      EventState.current.after(2.5) {
        resting = scroll.contentOffset.y
        refresh.endRefreshing()
      }
    }
    clock.runUntilIdle()
    #expect(refreshes == 1)
    #expect(resting == -60)
    #expect(scroll.contentOffset.y == 0 && scroll.contentInset.top == 0)
    #expect(!refresh.isRefreshing)
  }

  @Test func aShortPullDoesNotRefresh() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let refresh = UIRefreshControl()
    let (clock, _) = touchWorld { window in
      scroll.contentSize = CGSize(width: 390, height: 2000)
      window.addSubview(scroll)
      scroll.refreshControl = refresh
      Hand().drag(CGPoint(x: 200, y: 200), by: CGVector(dx: 0, dy: 120), at: 0.3, duration: 0.6)
    }
    clock.runUntilIdle()
    #expect(!refresh.isRefreshing)
    #expect(scroll.contentOffset.y == 0)
  }
}
