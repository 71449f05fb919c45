import Foundation

/// UIKit's gesture recognizer with its state machine (Apple's "About the gesture
/// recognizer state machine"): discrete recognizers go `.possible` → `.ended`
/// (`.recognized`) or `.failed`; continuous ones `.possible` → `.began` →
/// `.changed`… → `.ended` or `.cancelled`. Setting `state` (as a subclass does)
/// asks the arbitration in GestureArbitration.swift, which applies UIKit's rules:
/// the delegate's and the view's `gestureRecognizerShouldBegin`, `require(toFail:)`,
/// simultaneous recognition, and touches cancelled in the view. Actions are sent
/// on each change to began, changed, ended or cancelled.
@preconcurrency @MainActor
open class UIGestureRecognizer {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  public init(target: Any?, action: Selector?) {
    if let action { addTarget(target, action: action) }
  }
  public convenience init() { self.init(target: nil, action: nil) }

  private var currentState: State = .possible
  /// The state a subclass asked for while a recognizer it requires to fail decides.
  var waitingState: State?
  open var state: State {
    get { currentState }
    set { GestureArbitration.request(newValue, for: self) }
  }
  /// Sets the state and sends the actions (the arbitration has allowed it).
  func apply(_ newState: State) {
    currentState = newState
    waitingState = nil
    if [.began, .changed, .ended, .cancelled].contains(newState) { sendActions() }
  }

  open weak var delegate: UIGestureRecognizerDelegate?
  open var isEnabled = true {
    didSet { if !isEnabled { forceCancel() } }
  }
  open internal(set) weak var view: UIView?
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var allowedTouchTypes: [NSNumber] = []
  open var name: String?

  // MARK: Targets

  private var targets: [(target: WeakTarget, action: Selector?, handler: ((UIGestureRecognizer) -> Void)?)] = []

  /// Sends `action` to `target` on each change of state (by name, through the plugin's selectors).
  open func addTarget(_ target: Any?, action: Selector) {
    targets.append((WeakTarget(object: target as AnyObject?), action, nil))
  }
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { ($0.target.object === target as AnyObject? || target == nil) && (action == nil || $0.action == action) }
  }
  /// Flipbook's closure form of a target and action (for code written without `#selector`).
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: nil)
    addTarget(handler: handler)
  }
  public func addTarget(handler: @escaping (UIGestureRecognizer) -> Void) {
    targets.append((WeakTarget(object: nil), nil, handler))
  }

  private func sendActions() {
    for entry in targets {
      if let handler = entry.handler { handler(self); continue }
      guard let action = entry.action else { continue }
      if let target = entry.target.object {
        SelectorRegistry.perform(action, on: target, action.argumentCount >= 1 ? [self] : [])
      } else {
        UIApplication.shared.sendAction(action, to: nil, from: self, for: nil)
      }
    }
  }

  // MARK: Failure requirements

  var required: [WeakRecognizer] = []
  /// This recognizer waits for `otherGestureRecognizer` to fail before it recognizes.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    required.append(WeakRecognizer(otherGestureRecognizer))
  }

  // MARK: Touches

  /// The touches this recognizer is tracking.
  var trackedTouches: [UITouch] = []
  /// Where its touches were last, for `location(in:)` after they lift.
  var lastCentroid: CGPoint = .zero
  var lastWindow: UIWindow?

  open var numberOfTouches: Int { trackedTouches.count }
  /// The centroid of the recognizer's touches in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { convert(centroid, to: view) }
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  var centroid: CGPoint {
    guard !trackedTouches.isEmpty else { return lastCentroid }
    let n = CGFloat(trackedTouches.count)
    let sum = trackedTouches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
    return CGPoint(x: sum.x / n, y: sum.y / n)
  }

  func convert(_ windowPoint: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window = lastWindow ?? view.window, view !== window else { return windowPoint }
    return window.convert(windowPoint, to: view)
  }

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called when the recognizer returns to `.possible`.
  open func reset() {}
  open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

  /// UIKit's private rules: whether it may leave `.possible` now, and whether it
  /// recognizes together with `other` (a scroll view's own recognizers use them).
  func allowsBegin() -> Bool { true }
  func recognizesAlongside(_ other: UIGestureRecognizer) -> Bool { false }

  /// Whether the recognizer, with no finger down, still waits for one (a tap
  /// recognizer between the taps it requires).
  var isPending: Bool { false }

  /// A continuous recognizer's fingers lifted: `.ended` once it has begun, else `.failed`.
  func endContinuous() { state = state == .possible ? .failed : .ended }
  /// Its touches cancelled: `.cancelled` once it has begun, else `.failed`.
  func cancelContinuous() { state = state == .possible ? .failed : .cancelled }

  /// A counter that retires the timers of a previous attempt.
  var generation = 0
  /// Runs `work` after `delay` unless the recognizer has reset since.
  final func schedule(after delay: Double, _ work: @escaping @MainActor () -> Void) {
    let mine = generation
    EventState.current.after(delay) { [weak self] in
      guard let self, self.generation == mine else { return }
      work()
    }
  }

  /// Back to `.possible`, with `reset()` called (UIKit's end of a gesture).
  func forceReset() {
    generation += 1
    currentState = .possible
    waitingState = nil
    trackedTouches = []
    reset()
  }

  private func forceCancel() {
    if currentState == .began || currentState == .changed { apply(.cancelled) }
    else if currentState == .possible { currentState = .failed }
  }
}

/// A recognizer held weakly (failure requirements do not keep the other alive).
final class WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
