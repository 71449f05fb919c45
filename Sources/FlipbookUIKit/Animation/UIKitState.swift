import Foundation
import FlipbookCoreAnimation

/// UIKit's state on a scene's clock: the views it keeps alive (as a window
/// does), the animation blocks in progress, and `performWithoutAnimation` nesting.
@MainActor
final class UIKitState: @preconcurrency ClockSlot {
  /// Views made under the clock, kept alive with it (scenes often return only the root layer).
  var views: [UIView] = []
  /// UIView animation blocks in progress (innermost last).
  var animationStates: [ViewAnimationState] = []
  /// Nesting depth of `UIView.performWithoutAnimation` / `setAnimationsEnabled(false)`.
  var actionsSuppressed = 0
  /// Views with constraints, layout guides or constraint updates: their
  /// hierarchies are solved by Auto Layout (see AutoLayoutPass).
  private(set) var autoLayoutViews: [UIView] = []
  private var autoLayoutViewIDs = Set<ObjectIdentifier>()
  /// Whether Auto Layout must solve again before the next layout.
  var autoLayoutDirty = false
  /// Constraints already reported as broken (UIKit logs each once).
  var reportedBrokenConstraints = Set<ObjectIdentifier>()
  /// Windows given a root controller and not yet shown (see `showPendingWindows`).
  var windowsAwaitingShow: [UIWindow] = []
  /// The scene's windows in the order they were made (`UIApplication.shared.windows`).
  var windows: [UIWindow] = []
  /// `UIApplication.shared` on this clock.
  lazy var application = UIApplication()
  /// Points per pixel row/column that solved frames snap to (1 / screen scale).
  var pixelGrid: CGFloat = 0.5

  init() {}

  func attached(to clock: VirtualClock) {
    if let scale = clock.canvas?.scale, scale > 0 { pixelGrid = 1 / scale }
    clock.addCommitObserver { [unowned self] in
      self.showPendingWindows()
      self.updateAutoLayout()
    }
  }

  private var animatorSerial = 0
  /// A number naming a property animator's Core Animation keys.
  func nextAnimatorSerial() -> Int {
    animatorSerial += 1
    return animatorSerial
  }

  var usesAutoLayout: Bool { !autoLayoutViews.isEmpty }

  func registerAutoLayout(_ view: UIView) {
    guard autoLayoutViewIDs.insert(ObjectIdentifier(view)).inserted else { return }
    autoLayoutViews.append(view)
    autoLayoutDirty = true
  }
}

extension VirtualClock {
  /// UIKit's state on this clock.
  var uiKit: UIKitState { slot(UIKitState.self) }
}
