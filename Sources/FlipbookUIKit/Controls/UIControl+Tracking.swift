import Foundation

// A control tracking a touch, in UIKit's order (Apple's UIControl.Event
// documentation; the order as Chameleon's UIControl.m has it): touchDown (and
// touchDownRepeat for a second tap) with the highlight on; on each move,
// touchDragInside or touchDragOutside, with touchDragEnter or touchDragExit when
// the finger crosses the boundary; then touchUpInside or touchUpOutside with
// the highlight off, or touchCancel. "Inside" reaches 70 pt beyond the bounds:
// UIKit tests `pointMostlyInside`, and a measurement (Stack Overflow 14340122)
// finds the highlight and touchUpInside last until the finger is about 70 pt out.

extension UIControl {
  static let trackingSlop: CGFloat = 70

  func isMostlyInside(_ touch: UITouch) -> Bool {
    bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop).contains(touch.location(in: self))
  }

  func trackBegan(_ touches: Set<UITouch>, _ event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = true
    isTracking = beginTracking(touch, with: event)
    isHighlighted = true
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  func trackMoved(_ touches: Set<UITouch>, _ event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    let wasInside = isTouchInside
    isTouchInside = isMostlyInside(touch)
    isHighlighted = isTouchInside
    if isTracking { isTracking = continueTracking(touch, with: event) }
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if wasInside != isTouchInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: events)
  }

  func trackEnded(_ touches: Set<UITouch>, _ event: UIEvent?) {
    guard isEnabled, let touch = touches.first else { return }
    isTouchInside = isMostlyInside(touch)
    isHighlighted = false
    if isTracking { endTracking(touch, with: event) }
    let inside = isTouchInside
    isTracking = false
    isTouchInside = false
    sendActions(for: inside ? .touchUpInside : .touchUpOutside)
  }

  func trackCancelled(_ event: UIEvent?) {
    isHighlighted = false
    if isTracking { cancelTracking(with: event) }
    isTracking = false
    isTouchInside = false
    sendActions(for: .touchCancel)
  }

  /// iOS 6's rule (Apple's Event Handling Guide, "Interacting with other user
  /// interface controls"): a control's default action, a one-finger single tap,
  /// wins over a single-tap recognizer on an ancestor.
  func overridesDefaultAction(of recognizer: UIGestureRecognizer) -> Bool {
    guard let tap = recognizer as? UITapGestureRecognizer else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }
}
