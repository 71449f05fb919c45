import Foundation

/// What a recognizer asks its delegate (all optional on iOS: each has UIKit's default here).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
  /// Asks the delegate whether the recognizer may leave the possible state and begin recognizing.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asks the delegate whether the two recognizers may recognize their gestures at the same time.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asks the delegate whether the recognizer must wait for the other one to fail before it recognizes.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asks the delegate whether the other recognizer must wait for this one to fail before it recognizes.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
  /// Asks the delegate whether the recognizer should receive a touch that has just begun.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
  /// Asks the delegate whether the recognizer should receive an event; Flipbook never asks.
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
  /// Returns `true`, so the recognizer may begin.
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Returns `false`, so the recognizers don't recognize simultaneously unless UIKit's own rules allow it.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
  /// Returns `false`, adding no failure requirement.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Returns `false`, adding no failure requirement.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Returns `true`, so the recognizer receives the touch.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
  /// Returns `true`, so the recognizer receives the event.
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
