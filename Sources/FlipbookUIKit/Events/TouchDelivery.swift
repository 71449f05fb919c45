import Foundation

// How one step of touches reaches the app, in UIKit's order: the recognizers
// of each touch first (the hit view's, then its ancestors'), then the touch's
// view, unless a recognizer delays the phase (`delaysTouchesBegan`,
// `delaysTouchesEnded`: held until the recognizers decide) or has taken the
// touch (`cancelsTouchesInView`: the view gets `touchesCancelled`).

extension EventState {
  /// Delivers the touches whose phase changed at this step.
  func dispatch(_ changed: [UITouch], event: UIEvent) {
    let began = changed.filter { $0.phase == .began }
    if !began.isEmpty { join(began) }
    for g in recognizers where g.state != .failed && g.state != .ended && g.state != .cancelled {
      deliver(changed, to: g, event: event)
    }
    for touch in changed { deliverToView(touch, event: event) }
    flushHeldTouches(event: event)
    for touch in changed where touch.phase == .ended || touch.phase == .cancelled {
      touches = touches.filter { $0.value !== touch }
    }
    GestureArbitration.finished()
  }

  /// New touches: their recognizers join the sequence (a new sequence starts
  /// with the hit view's chain, plus recognizers still waiting from the last).
  private func join(_ began: [UITouch]) {
    let startsSequence = touches.count == began.count
    if startsSequence { recognizers = recognizers.filter { $0.state == .possible && ($0.waitingState != nil || $0.isPending) } }
    for touch in began {
      allTouches[ObjectIdentifier(touch)] = touch
      // `isExclusiveTouch`: while an exclusive view tracks a finger no other view gets one, and back.
      let others = touches.values.filter { $0 !== touch && viewDelivery[ObjectIdentifier($0)]?.cancelled == false }
      if !others.isEmpty, touch.view?.isExclusiveTouch == true || others.contains(where: { $0.view?.isExclusiveTouch == true }) {
        touch.gestureRecognizers = []
        viewDelivery[ObjectIdentifier(touch)] = ViewDelivery(began: false, finished: true, cancelled: true, held: [])
        continue
      }
      let chain = touch.view?.recognizersForTouch ?? []
      touch.gestureRecognizers = chain
      for g in chain where !recognizers.contains(where: { $0 === g }) { recognizers.append(g) }
      viewDelivery[ObjectIdentifier(touch)] = ViewDelivery()
    }
  }

  private func deliver(_ changed: [UITouch], to g: UIGestureRecognizer, event: UIEvent) {
    var mine: [UITouch.Phase: Set<UITouch>] = [:]
    for touch in changed where touch.gestureRecognizers?.contains(where: { $0 === g }) == true {
      if touch.phase == .began {
        guard g.delegate?.gestureRecognizer(g, shouldReceive: touch) != false else { continue }
        g.trackedTouches.append(touch)
        g.lastWindow = touch.window
        touch.accepted.insert(ObjectIdentifier(g))
      } else if !g.trackedTouches.contains(where: { $0 === touch }) {
        continue
      }
      mine[touch.phase, default: []].insert(touch)
    }
    if let set = mine[.began] { g.touchesBegan(set, with: event) }
    if let set = mine[.moved], g.state != .failed { g.touchesMoved(set, with: event) }
    for phase in [UITouch.Phase.ended, .cancelled] {
      guard let set = mine[phase] else { continue }
      if g.state != .failed && g.state != .ended && g.state != .cancelled {
        if phase == .ended { g.touchesEnded(set, with: event) } else { g.touchesCancelled(set, with: event) }
      }
      g.lastCentroid = g.centroid
      g.trackedTouches.removeAll { set.contains($0) }
    }
  }

  private func deliverToView(_ touch: UITouch, event: UIEvent) {
    let key = ObjectIdentifier(touch)
    guard var d = viewDelivery[key], !d.cancelled else { return }
    if touch.phase == .began, let view = touch.view, !view.isMultipleTouchEnabled,
       touches.values.contains(where: { $0 !== touch && $0.view === view && viewDelivery[ObjectIdentifier($0)]?.began == true }) {
      d.cancelled = true  // a view without multiple touch sees only its first finger
      d.finished = true
      viewDelivery[key] = d
      return
    }
    if !d.held.isEmpty || isHeld(touch, phase: touch.phase) {
      d.held.append(touch.phase)
      viewDelivery[key] = d
      return
    }
    send(touch, touch.phase, event: event)
  }

  /// Whether a recognizer of the touch still deciding holds this phase back.
  private func isHeld(_ touch: UITouch, phase: UITouch.Phase) -> Bool {
    recognizers.contains { g in
      guard g.state == .possible, touch.accepted.contains(ObjectIdentifier(g)) else { return false }
      switch phase {
      case .began, .moved, .stationary: return g.delaysTouchesBegan
      case .ended: return g.delaysTouchesBegan || g.delaysTouchesEnded
      default: return false
      }
    }
  }

  private func send(_ touch: UITouch, _ phase: UITouch.Phase, event: UIEvent?) {
    let key = ObjectIdentifier(touch)
    guard var d = viewDelivery[key], let view = touch.view else { return }
    switch phase {
    case .began:
      d.began = true
      viewDelivery[key] = d
      view.touchesBegan([touch], with: event)
    case .moved, .stationary:
      if d.began && !d.finished { view.touchesMoved([touch], with: event) }
    case .ended:
      d.finished = true
      viewDelivery[key] = d
      if d.began { view.touchesEnded([touch], with: event) }
    default:
      d.finished = true
      viewDelivery[key] = d
      if d.began { view.touchesCancelled([touch], with: event) }
    }
  }

  /// Sends what was held once no recognizer holds it any longer.
  func flushHeldTouches(event: UIEvent? = nil) {
    for (key, d) in viewDelivery where !d.held.isEmpty && !d.cancelled {
      guard let touch = allTouches[key] else { continue }
      var rest = d.held
      while let phase = rest.first, !isHeld(touch, phase: phase) {
        rest.removeFirst()
        viewDelivery[key]?.held = rest
        send(touch, phase, event: event ?? currentEvent)
      }
    }
    for (key, d) in viewDelivery where d.finished && d.held.isEmpty {
      viewDelivery[key] = nil
      allTouches[key] = nil
    }
  }

  /// A recognizer took its touches: held phases are dropped, and a view that had
  /// a touch gets `touchesCancelled` for it.
  func cancelViewTouches(of g: UIGestureRecognizer) {
    for (key, var d) in viewDelivery where allTouches[key]?.accepted.contains(ObjectIdentifier(g)) == true {
      guard !d.cancelled, let touch = allTouches[key] else { continue }
      d.held = []
      let wasDelivered = d.began && !d.finished
      d.cancelled = true
      d.finished = true
      viewDelivery[key] = d
      if wasDelivered { touch.view?.touchesCancelled([touch], with: currentEvent) }
    }
  }
}
