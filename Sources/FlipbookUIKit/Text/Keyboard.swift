import Foundation

/// The system keyboard on a scene's clock: it slides up when a text input
/// becomes first responder and down when it resigns, posting UIKit's
/// notifications with the values iOS sends — duration 0.25 and curve 7 (whose
/// motion is a critically damped spring, mass 3, stiffness 1000, damping 500,
/// lasting 0.5 s: developer.apple.com/forums/thread/48088; Stack Overflow
/// 19482573 logs the 0.25 and the 7) — and frames in screen coordinates boxed
/// in `NSValue` (read them with `.cgRectValue`). The will-show and will-hide
/// notifications are posted inside the keyboard's animation, as on iOS, so
/// layout changed by an observer moves with the keyboard.
@MainActor
final class Keyboard: @preconcurrency ClockSlot {
  static var current: Keyboard { VirtualClock.current.slot(Keyboard.self) }
  init() {}
  func attached(to clock: VirtualClock) {}

  private(set) var view: KeyboardView?
  /// Views with a keyboard layout guide, laid out again as the keyboard moves.
  private var guided: [WeakView] = []

  func track(_ view: UIView) { guided.append(WeakView(view)) }

  /// Solves the guided views again inside the keyboard's animation, so they move with it.
  private func moveGuides() {
    guided.removeAll { $0.view == nil }
    for entry in guided {
      guard let view = entry.view else { continue }
      view.autoLayoutInputChanged(force: true)
      view.window?.layoutIfNeeded()
    }
  }
  private var visibleFrame: CGRect?
  private var generation = 0

  /// The keyboard's height for a screen `width` wide: 216 pt of keys plus the
  /// 44 pt suggestions bar, plus the 76 pt globe-and-dictation strip on phones
  /// with a home indicator — 260 pt on an iPhone 8, 336 pt on an iPhone X-class
  /// phone, the heights iOS reports for the letters keyboard with predictions on.
  static func height(width: CGFloat, homeIndicator: Bool) -> CGFloat { 216 + 44 + (homeIndicator ? 76 : 0) }

  func show(for responder: UIResponder) {
    guard let window = (responder as? UIView)?.window ?? UIApplication.shared.keyWindow else { return }
    if let frame = visibleFrame {
      post(UIResponder.keyboardWillShowNotification, begin: frame, end: frame)
      post(UIResponder.keyboardDidShowNotification, begin: frame, end: frame)
      view?.returnKeyType = (responder as? UITextField)?.returnKeyType ?? .default
      return
    }
    let b = window.bounds
    // A phone taller than 2:1 (the X-class, 19.5:9) has a home indicator; an iPhone 8 (16:9) has none.
    let h = Self.height(width: b.width, homeIndicator: b.height > 2 * b.width)
    let keyboard = view ?? KeyboardView(frame: CGRect(x: 0, y: b.maxY, width: b.width, height: h))
    keyboard.returnKeyType = (responder as? UITextField)?.returnKeyType ?? .default
    keyboard.frame = CGRect(x: 0, y: b.maxY, width: b.width, height: h)
    window.addSubview(keyboard)
    view = keyboard
    let begin = keyboard.frame, end = begin.offsetBy(dx: 0, dy: -h)
    visibleFrame = end
    generation += 1
    let id = generation
    UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16), animations: {
      keyboard.frame = end
      self.moveGuides()
      self.post(UIResponder.keyboardWillShowNotification, begin: begin, end: end)
    }, completion: { _ in
      guard id == self.generation else { return }
      self.post(UIResponder.keyboardDidShowNotification, begin: begin, end: end)
    })
  }

  func hide() {
    guard let keyboard = view, let begin = visibleFrame else { return }
    let end = begin.offsetBy(dx: 0, dy: begin.height)
    visibleFrame = nil
    generation += 1
    let id = generation
    UIView.animate(withDuration: 0.25, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16), animations: {
      keyboard.frame = end
      self.moveGuides()
      self.post(UIResponder.keyboardWillHideNotification, begin: begin, end: end)
    }, completion: { _ in
      guard id == self.generation else { return }
      keyboard.removeFromSuperview()
      self.post(UIResponder.keyboardDidHideNotification, begin: begin, end: end)
    })
  }

  /// The keyboard's frame on screen while it is up.
  var frame: CGRect? { visibleFrame }

  private func post(_ name: Notification.Name, begin: CGRect, end: CGRect) {
    let info: [AnyHashable: Any] = [
      UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
      UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
      UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
      UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
      UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
    ]
    NotificationCenter.default.post(name: name, object: nil, userInfo: info)
  }
}

final class WeakView {
  weak var view: UIView?
  init(_ view: UIView) { self.view = view }
}

extension UIResponder {
  /// A notification posted inside the keyboard's animation just before the keyboard appears.
  nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  /// A notification posted when the keyboard has finished appearing.
  nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  /// A notification posted inside the keyboard's animation just before the keyboard disappears.
  nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  /// A notification posted when the keyboard has finished disappearing.
  nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  /// A notification posted just before the keyboard's frame changes.
  ///
  /// Declared for source compatibility; Flipbook's keyboard never posts it.
  nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  /// A notification posted when the keyboard's frame has changed.
  ///
  /// Declared for source compatibility; Flipbook's keyboard never posts it.
  nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  /// The user-info key for the keyboard's starting frame in screen coordinates, as an `NSValue` holding a `CGRect`.
  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  /// The user-info key for the keyboard's ending frame in screen coordinates, as an `NSValue` holding a `CGRect`.
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  /// The user-info key for the keyboard animation's duration in seconds, as an `NSNumber` (0.25 here).
  nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  /// The user-info key for the keyboard animation's curve, as an `NSNumber` (7, the keyboard's spring curve, here).
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  /// The user-info key for whether the keyboard belongs to the current app, as an `NSNumber` (always `true` here).
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension UIView {
  /// Ends editing in this view's tree: the first responder inside it resigns.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let responder = EventState.current.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
    return responder.resignFirstResponder() || force
  }
}
