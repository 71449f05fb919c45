import Foundation

/// A scroll view's touch machinery, as iOS 18's UIScrollView installs it
/// (research/interaction §3.1): a pan that drags the content (rubber-banding
/// past the edges), a recognizer that holds touches back from the content for
/// 0.15 s (`delaysContentTouches`) so a drag never presses a button, and on
/// release a deceleration, bounce or page settle stepped by `ScrollAxis` at every
/// display frame, with the delegate told in UIKit's order.
@MainActor
final class ScrollInteraction {
  unowned let view: UIScrollView
  let pan = ScrollPanRecognizer()
  let delay = ContentTouchDelayRecognizer()
  var isDragging = false
  var isDecelerating = false
  private var dragStart: CGPoint = .zero
  private var axes: (x: ScrollAxis, y: ScrollAxis)?
  private var restTarget: CGPoint = .zero
  private var lastTick = 0.0
  private var pendingMilliseconds = 0.0
  private var motion = 0
  var indicators: ScrollIndicators?

  init(_ view: UIScrollView) {
    self.view = view
    pan.scrollView = view
    delay.scrollView = view
    pan.delaysTouchesEnded = false
    view.addGestureRecognizer(delay)
    view.addGestureRecognizer(pan)
    pan.onChange = { [unowned self] in self.panned() }
  }

  /// The offsets the content may rest at (content size and adjusted insets).
  var limits: (min: CGPoint, max: CGPoint) {
    let inset = view.adjustedContentInset, size = view.bounds.size, content = view.contentSize
    let low = CGPoint(x: -inset.left, y: -inset.top)
    return (low, CGPoint(x: max(low.x, content.width + inset.right - size.width),
                         y: max(low.y, content.height + inset.bottom - size.height)))
  }

  /// Whether the content moves on each axis (longer than the view, or told to bounce).
  var scrollable: (x: Bool, y: Bool) {
    let (low, high) = limits
    return (high.x > low.x || view.alwaysBounceHorizontal, high.y > low.y || view.alwaysBounceVertical)
  }

  /// Touching a scroll view in motion stops it where it is (UIKit's
  /// `tracksImmediatelyWhileDecelerating`); the touch goes no further.
  func grab() {
    guard isDecelerating else { return }
    motion += 1
    isDecelerating = false
    axes = nil
    delay.swallowsTouch = true
  }

  private func panned() {
    switch pan.state {
    case .began:
      stopScrollAnimation()
      motion += 1
      isDecelerating = false
      let (low, high) = limits, o = view.contentOffset, size = view.bounds.size
      func unband(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
        v < lo ? lo + ScrollAxis.unRubberBand(v - lo, length: d) : v > hi ? hi + ScrollAxis.unRubberBand(v - hi, length: d) : v
      }
      dragStart = CGPoint(x: unband(o.x, low.x, high.x, size.width), y: unband(o.y, low.y, high.y, size.height))
      isDragging = true
      showIndicators()
      view.delegate?.scrollViewWillBeginDragging(view)
      drag()
    case .changed: drag()
    case .ended, .cancelled: release()
    default: break
    }
  }

  private func drag() {
    let t = pan.translation(in: view), (low, high) = limits, size = view.bounds.size, can = scrollable
    func place(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
      guard view.bounces else { return min(max(raw, lo), hi) }
      return raw < lo ? lo + ScrollAxis.rubberBand(raw - lo, length: d) : raw > hi ? hi + ScrollAxis.rubberBand(raw - hi, length: d) : raw
    }
    var o = view.contentOffset
    if can.x { o.x = pixel(place(dragStart.x - t.x, low.x, high.x, size.width)) }
    if can.y { o.y = pixel(place(dragStart.y - t.y, low.y, high.y, size.height)) }
    view.contentOffset = o
  }

  private func release() {
    isDragging = false
    view.refreshControl?.dragEnded()
    let (low, high) = limits, o = view.contentOffset, can = scrollable, size = view.bounds.size
    let v = pan.velocity(in: view)
    let rate = ScrollAxis.effectiveRate(view.decelerationRate.rawValue)
    func axis(_ p: CGFloat, _ speed: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat, _ on: Bool) -> ScrollAxis {
      var a = ScrollAxis(position: p, velocity: on ? -speed / 1000 : 0, minimum: lo, maximum: hi, rate: rate, length: d)
      if !a.isOutside && abs(a.velocity) < ScrollAxis.minimumFlickSpeed { a.velocity = 0 }
      if view.isPagingEnabled && on && d > 0 {
        let page = p / d, pages = ((hi - lo) / d).rounded(.up)
        let target = a.velocity > 0.3 ? page.rounded(.down) + 1 : a.velocity < -0.3 ? page.rounded(.up) - 1 : page.rounded()
        a.pageTarget = min(max(target, 0), pages) * d
        a.pageTarget = min(max(a.pageTarget ?? 0, lo), hi)
      }
      return a
    }
    var x = axis(o.x, v.x, low.x, high.x, size.width, can.x)
    var y = axis(o.y, v.y, low.y, high.y, size.height, can.y)
    func rest(_ a: ScrollAxis) -> CGFloat {
      a.pageTarget ?? pixel(min(max(ScrollAxis.projection(from: a.position, velocity: a.velocity, rate: a.rate), a.minimum), a.maximum))
    }
    var target = CGPoint(x: rest(x), y: rest(y))
    let projected = target
    view.delegate?.scrollViewWillEndDragging(view, withVelocity: CGPoint(x: x.velocity, y: y.velocity),
                                             targetContentOffset: &target)
    if target.x != projected.x { x.aim(at: target.x) }
    if target.y != projected.y { y.aim(at: target.y) }
    restTarget = target
    let moves = [x, y].contains { a in
      a.velocity != 0 || a.isOutside || (a.pageTarget.map { abs($0 - a.position) > 0.5 } ?? false)
    }
    view.delegate?.scrollViewDidEndDragging(view, willDecelerate: moves)
    guard moves else { return hideIndicators() }
    axes = (x, y)
    isDecelerating = true
    view.delegate?.scrollViewWillBeginDecelerating(view)
    lastTick = EventState.current.now
    pendingMilliseconds = 0
    scheduleTick(motion)
  }

  /// Steps the motion at each display frame (the scene's frame rate, at least 60 Hz).
  private func scheduleTick(_ id: Int) {
    guard let clock = view.layer.clock else { return }
    let fps = max(clock.canvas?.fps ?? 60, 60)
    let next = ((clock.now * fps + 1e-6).rounded(.down) + 1) / fps
    clock.schedule(at: next) { [weak self] in MainActor.assumeIsolated { self?.tick(id) } }
  }

  private func tick(_ id: Int) {
    guard id == motion, var (x, y) = axes else { return }
    let now = EventState.current.now
    pendingMilliseconds += (now - lastTick) * 1000
    lastTick = now
    let steps = Int(pendingMilliseconds.rounded(.down))
    pendingMilliseconds -= Double(steps)
    x.step(milliseconds: steps)
    y.step(milliseconds: steps)
    axes = (x, y)
    guard x.isSettled && y.isSettled else {
      view.contentOffset = CGPoint(x: pixel(x.position), y: pixel(y.position))
      return scheduleTick(id)
    }
    // At rest: on the target the delegate was told, when the steps ended within a few points of it.
    func end(_ a: ScrollAxis, _ goal: CGFloat) -> CGFloat { abs(a.position - goal) <= 3 ? goal : pixel(a.position) }
    view.contentOffset = CGPoint(x: end(x, restTarget.x), y: end(y, restTarget.y))
    axes = nil
    isDecelerating = false
    view.delegate?.scrollViewDidEndDecelerating(view)
    hideIndicators()
  }

  // MARK: Animated scrolls

  private var scrollAnimation: (from: CGPoint, to: CGPoint, start: Double, duration: Double, id: Int)?

  /// Steps the offset from here to `target` along ease-in-out at each display frame.
  func animateScroll(to target: CGPoint, duration: Double) {
    motion += 1
    isDecelerating = false
    axes = nil
    let now = view.layer.clock?.now ?? EventState.current.now
    scrollAnimation = (view.contentOffset, target, now, duration, motion)
    scheduleScrollStep(motion)
  }

  func stopScrollAnimation() {
    guard scrollAnimation != nil else { return }
    scrollAnimation = nil
    motion += 1
  }

  private func scheduleScrollStep(_ id: Int) {
    guard let clock = view.layer.clock else { return }
    let fps = max(clock.canvas?.fps ?? 60, 60)
    let next = ((clock.now * fps + 1e-6).rounded(.down) + 1) / fps
    clock.schedule(at: next) { [weak self] in MainActor.assumeIsolated { self?.scrollStep(id) } }
  }

  private static let easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)

  private func scrollStep(_ id: Int) {
    guard let a = scrollAnimation, a.id == id, id == motion else { return }
    let now = view.layer.clock?.now ?? a.start + a.duration
    let progress = a.duration > 0 ? min(max((now - a.start) / a.duration, 0), 1) : 1
    let k = CGFloat(Self.easeInOut.evaluate(at: progress))
    let done = progress >= 1
    view.contentOffset = done ? a.to
      : CGPoint(x: pixel(a.from.x + (a.to.x - a.from.x) * k), y: pixel(a.from.y + (a.to.y - a.from.y) * k))
    guard done else { return scheduleScrollStep(id) }
    scrollAnimation = nil
    view.delegate?.scrollViewDidEndScrollingAnimation(view)
  }

  /// Rounded to the screen's pixel grid, as UIKit rounds a scroll's offsets.
  private func pixel(_ v: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (v * scale).rounded() / scale
  }
}
