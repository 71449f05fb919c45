import FlipbookCoreAnimation

/// UIKit's state on a scene's clock: the views it keeps alive (as a window
/// does), the animation blocks in progress, and `performWithoutAnimation` nesting.
final class UIKitState: ClockSlot {
  /// Views made under the clock, kept alive with it (scenes often return only the root layer).
  var views: [UIView] = []
  /// UIView animation blocks in progress (innermost last).
  var animationStates: [ViewAnimationState] = []
  /// Nesting depth of `UIView.performWithoutAnimation` / `setAnimationsEnabled(false)`.
  var actionsSuppressed = 0

  init() {}
}

extension VirtualClock {
  /// UIKit's state on this clock.
  var uiKit: UIKitState { slot(UIKitState.self) }
}
