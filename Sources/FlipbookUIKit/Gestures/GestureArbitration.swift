import Foundation

/// UIKit's rules between the recognizers of one touch sequence (Apple's
/// "Coordinating multiple gesture recognizers"): a recognizer may leave
/// `.possible` only when its delegate and its view agree, no recognizer already
/// recognizing prevents it, and every recognizer it requires to fail has failed
/// (until then it waits, its wanted state kept). When one recognizes, the others
/// still possible fail unless they may recognize simultaneously; with
/// `cancelsTouchesInView` the touches its view had are cancelled there.
@MainActor
enum GestureArbitration {
  static func request(_ new: UIGestureRecognizer.State, for g: UIGestureRecognizer) {
    switch (g.state, new) {
    case (.possible, .began), (.possible, .ended):
      guard mayBegin(g) else { return fail(g) }
      if blockers(of: g).isEmpty { begin(g, new) } else { g.waitingState = new }
    case (.possible, .failed), (.possible, .cancelled):
      fail(g)
    case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
         (.began, .cancelled), (.changed, .cancelled):
      g.apply(new)
      if new != .changed { finished() }
    case (.began, .failed), (.changed, .failed):
      g.apply(.cancelled)
      finished()
    default:
      break
    }
  }

  static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
    a.recognizesAlongside(b) || b.recognizesAlongside(a)
      || a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
      || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
  }

  static func isActive(_ g: UIGestureRecognizer) -> Bool { g.state == .began || g.state == .changed }

  private static func mayBegin(_ g: UIGestureRecognizer) -> Bool {
    if !g.allowsBegin() { return false }
    if g.delegate?.gestureRecognizerShouldBegin(g) == false { return false }
    if g.view?.gestureRecognizerShouldBegin(g) == false { return false }
    // iOS 6's rule: a control's own tap wins over a single-tap recognizer of an ancestor.
    for touch in g.trackedTouches {
      if let control = touch.view as? UIControl, control !== g.view, control.isEnabled,
         control.overridesDefaultAction(of: g) { return false }
    }
    for other in EventState.current.recognizers where other !== g && isActive(other) && !simultaneous(g, other) {
      if other.canPrevent(g) && g.canBePrevented(by: other) { return false }
    }
    return true
  }

  /// The recognizers `g` must see fail first that are still deciding.
  private static func blockers(of g: UIGestureRecognizer) -> [UIGestureRecognizer] {
    EventState.current.recognizers.filter { other in
      guard other !== g, other.state == .possible else { return false }
      return g.required.contains { $0.recognizer === other }
        || g.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: g)
        || g.delegate?.gestureRecognizer(g, shouldRequireFailureOf: other) == true
        || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: g) == true
    }
  }

  private static func begin(_ g: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
    let events = EventState.current
    if g.cancelsTouchesInView { events.cancelViewTouches(of: g) }
    g.apply(state)
    for other in events.recognizers where other !== g && other.state == .possible && !simultaneous(g, other) {
      if g.canPrevent(other) && other.canBePrevented(by: g) { fail(other) }
    }
    if state == .ended { finished() }
    events.flushHeldTouches()
  }

  static func fail(_ g: UIGestureRecognizer) {
    guard g.state == .possible else { return }
    g.apply(.failed)
    // Recognizers waiting for this one may now go ahead (or fail, if one they needed recognized).
    for waiter in EventState.current.recognizers where waiter.state == .possible {
      guard let wanted = waiter.waitingState, blockers(of: waiter).isEmpty else { continue }
      waiter.waitingState = nil
      request(wanted, for: waiter)
    }
    EventState.current.flushHeldTouches()
    finished()
  }

  /// Once no finger is down, recognizers that have finished return to `.possible`.
  static func finished() {
    let events = EventState.current
    guard events.touches.isEmpty else { return }
    for g in events.recognizers where [.ended, .cancelled, .failed].contains(g.state) { g.forceReset() }
  }
}
