import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - begin/commit API

extension UIView {
  /// The innermost animation state: a begin/commit block, or an animation block
  /// (UIKit lets `setAnimationRepeatCount` and friends adjust the running block,
  /// the source material's repeatCount 1.5 idiom).
  private static var topBeginState: ViewAnimationState? { currentState() }

  /// Opens a begin/commit animation block (defaults: 0.2 s, ease-in-out, no delay).
  public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
    let clock = VirtualClock.current
    let state = ViewAnimationState(clock: clock, duration: 0.2, delay: 0, options: [], completion: nil)
    state.isBeginCommit = true
    state.animationID = animationID
    state.context = context
    if let outer = currentState(clock) { state.inherit(from: outer) }
    clock.uiKit.animationStates.append(state)
  }

  /// Closes the innermost begin/commit block; its animations start now.
  public static func commitAnimations() {
    let clock = VirtualClock.current
    guard let state = currentState(clock), state.isBeginCommit else { return }
    clock.uiKit.animationStates.removeLast()
    state.commitTransition()
    if let willStart = state.willStart {
      let id = state.animationID, context = state.context
      clock.schedule(after: state.delay) { willStart(id, context) }
    }
    state.group.seal()
  }

  /// Sets the duration, in seconds, of the innermost begin/commit or animation block's animations.
  public static func setAnimationDuration(_ duration: TimeInterval) { topBeginState?.duration = duration }
  /// Sets the delay, in seconds, before the innermost begin/commit or animation block's animations start.
  public static func setAnimationDelay(_ delay: TimeInterval) { topBeginState?.delay = delay }
  /// The block starts at the virtual time `date` stands for (`virtualDate(_:)`).
  public static func setAnimationStart(_ date: Date) {
    guard let s = topBeginState else { return }
    s.delay = max(0, date.timeIntervalSinceReferenceDate - s.clock.now)
  }
  /// Sets the curve of the innermost begin/commit or animation block's animations.
  public static func setAnimationCurve(_ curve: UIView.AnimationCurve) { topBeginState?.curve = curve }
  /// Whole there-and-back cycles with autoreverse; add 0.5 to end on the new value.
  public static func setAnimationRepeatCount(_ repeatCount: Float) { topBeginState?.repeatCount = repeatCount }
  /// Sets whether the innermost begin/commit or animation block's animations reverse after each forward run.
  public static func setAnimationRepeatAutoreverses(_ repeatAutoreverses: Bool) {
    topBeginState?.autoreverses = repeatAutoreverses
  }
  /// Sets whether the innermost begin/commit or animation block's animations start from the values presented now.
  public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {
    topBeginState?.beginsFromCurrentState = fromCurrentState
  }
  /// Accepted for source compatibility: callbacks are closures here (`setAnimationWillStart`, `setAnimationDidStop`).
  public static func setAnimationDelegate(_ delegate: AnyObject?) {}
  /// Called when the block's animations start (after its delay): (animationID, context).
  public static func setAnimationWillStart(_ callback: @escaping (String?, UnsafeMutableRawPointer?) -> Void) {
    topBeginState?.willStart = callback
  }
  /// Called when they have all stopped: (animationID, finished, context).
  public static func setAnimationDidStop(_ callback: @escaping (String?, Bool, UnsafeMutableRawPointer?) -> Void) {
    guard let s = topBeginState else { return }
    s.didStop = callback
    let id = s.animationID, context = s.context
    s.onComplete = { finished in callback(id, finished, context) }
  }
}
