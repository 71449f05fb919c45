import Foundation

/// A view's `keyboardLayoutGuide` (iOS 15): the part of the view the docked
/// keyboard covers, its top at the keyboard's top while the keyboard is up and
/// at the safe area's bottom while it is down (Apple's documentation), moving
/// with the keyboard's animation, so constraints to it carry a form up and down.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
  /// Flipbook draws only the docked keyboard: accepted, it changes nothing.
  open var followsUndockedKeyboard = false
  /// iOS 17: whether the guide's top rests at the safe area's bottom (true) or the view's.
  open var usesBottomSafeArea = true { didSet { owningView?.autoLayoutInputChanged(force: true) } }
  /// The padding above the keyboard that counts as part of it when the user drags the keyboard down to dismiss it.
  ///
  /// Stored for source compatibility; Flipbook has no interactive keyboard dismissal, so it has no effect.
  open var keyboardDismissPadding: CGFloat = 0

  init(owner: UIView) {
    super.init(role: .keyboard, owner: owner)
    Keyboard.current.track(owner)
  }
}

extension UIView {
  /// The layout guide that tracks the space the keyboard covers in this view, made on first use.
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    // The guide is made with the keyboard role, so it is a UIKeyboardLayoutGuide.
    (systemGuide(.keyboard, \.keyboardGuide) as? UIKeyboardLayoutGuide) ?? UIKeyboardLayoutGuide(owner: self)
  }
}

extension Keyboard {
  /// Where `view`'s keyboard guide begins, in its coordinates.
  static func guideTop(in view: UIView) -> CGFloat {
    let b = view.bounds
    let usesSafeArea = (view.autoLayout.keyboardGuide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true
    let resting = b.maxY - (usesSafeArea ? view.safeAreaInsets.bottom : 0)
    guard let frame = current.frame, let window = view.window else { return resting }
    return min(view.convert(CGPoint(x: 0, y: frame.minY - window.frame.minY), from: window).y, resting)
  }
}
