import Foundation

/// A scroll view's pan (UIKit's `UIScrollViewPanGestureRecognizer`): it counts
/// only the axes the content can move on, and it may not take a touch the
/// content already has unless the scroll view agrees (`canCancelContentTouches`,
/// `touchesShouldCancel(in:)`: false for an enabled control, so holding a button
/// 0.15 s and then dragging does not scroll).
final class ScrollPanRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?
  var onChange: (() -> Void)?

  override func apply(_ newState: UIGestureRecognizer.State) {
    super.apply(newState)
    if newState != .possible && newState != .failed { onChange?() }
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView, scrollView.isScrollEnabled else { return state = .failed }
    scrollView.interaction.grab()
    super.touchesBegan(touches, with: event)
  }

  override func shouldBegin(with t: CGVector) -> Bool {
    guard let scrollView else { return false }
    let can = scrollView.interaction.scrollable
    var moving = (x: can.x && abs(t.dx) >= hysteresis, y: can.y && abs(t.dy) >= hysteresis)
    if scrollView.isDirectionalLockEnabled {
      // Locks to one axis within 20° of it (UIKit's directional lock angles).
      let angle = atan2(abs(t.dy), abs(t.dx)) * 180 / .pi
      if angle < 20 { moving.y = false } else if angle > 70 { moving.x = false }
    }
    return moving.x || moving.y
  }

  override func allowsBegin() -> Bool {
    guard let scrollView else { return false }
    let events = EventState.current
    for touch in trackedTouches {
      guard let view = touch.view, events.viewDelivery[ObjectIdentifier(touch)]?.began == true else { continue }
      if !scrollView.canCancelContentTouches || !scrollView.touchesShouldCancel(in: view) { return false }
    }
    return true
  }
}

/// Holds a touch back from the content for 0.15 s (UIKit's
/// `_touchDelayForScrollDetection`), so a drag that starts on a button scrolls
/// without pressing it; a touch lifted sooner reaches the content at once (a
/// quick tap still taps). It recognizes alongside the pan; a touch that stopped
/// a moving scroll view is swallowed.
final class ContentTouchDelayRecognizer: UIGestureRecognizer {
  weak var scrollView: UIScrollView?
  var swallowsTouch = false
  static let delay = 0.15

  init() {
    super.init(target: nil, action: nil)
    delaysTouchesBegan = true
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let scrollView, scrollView.delaysContentTouches || swallowsTouch else { return state = .failed }
    if swallowsTouch { return state = .recognized }
    schedule(after: Self.delay) { [weak self] in
      if self?.state == .possible { self?.state = .failed }
    }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = swallowsTouch ? .recognized : .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
  override func reset() { swallowsTouch = false }
  override func recognizesAlongside(_ other: UIGestureRecognizer) -> Bool { other === scrollView?.panGestureRecognizer }
}
