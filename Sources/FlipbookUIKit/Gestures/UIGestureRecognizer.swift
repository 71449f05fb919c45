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
  /// A state of a gesture recognizer.
  public enum State: Int, Sendable {
    /// The state before the recognizer has recognized its gesture, and the state it returns to afterwards.
    case possible
    /// The state in which a continuous recognizer has received touches it recognizes as its gesture.
    case began
    /// The state in which a continuous recognizer has received changes to its gesture.
    case changed
    /// The state in which the recognizer has received the end of its gesture.
    case ended
    /// The state in which a continuous recognizer's gesture was cancelled.
    case cancelled
    /// The state in which the recognizer has received touches that can't be its gesture.
    case failed
    /// The state in which a discrete recognizer has recognized its gesture; the same as `ended`.
    public static let recognized = State.ended
  }

  /// Creates a gesture recognizer that sends the action to the target on each change of state it reports.
  public init(target: Any?, action: Selector?) {
    if let action { addTarget(target, action: action) }
  }
  /// Creates a gesture recognizer with no target or action.
  public convenience init() { self.init(target: nil, action: nil) }

  private var currentState: State = .possible
  /// The state a subclass asked for while a recognizer it requires to fail decides.
  var waitingState: State?
  /// The recognizer's current state; a subclass sets it, and UIKit's rules decide whether the change takes effect.
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

  /// The delegate asked whether the recognizer may begin, receive touches or recognize with others.
  open weak var delegate: UIGestureRecognizerDelegate?
  /// A Boolean value that indicates whether the recognizer is enabled; disabling it cancels a gesture in progress.
  open var isEnabled = true {
    didSet { if !isEnabled { forceCancel() } }
  }
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// A Boolean value that indicates whether the view's touches are cancelled when the gesture is recognized.
  open var cancelsTouchesInView = true
  /// A Boolean value that indicates whether touches are held back from the view until the gesture fails.
  open var delaysTouchesBegan = false
  /// A Boolean value that indicates whether the view gets its touches' ends only once the recognizer has decided.
  open var delaysTouchesEnded = true
  /// A Boolean value that indicates whether the recognizer considers touches of one type at a time.
  ///
  /// Accepted for source compatibility; Flipbook's touches are all direct.
  open var requiresExclusiveTouchType = true
  /// The touch types, as `UITouch.TouchType` raw values, the recognizer accepts.
  ///
  /// Accepted for source compatibility; Flipbook's touches are all direct and the list isn't checked.
  open var allowedTouchTypes: [NSNumber] = []
  /// A name for the recognizer, useful in debugging.
  open var name: String?

  // MARK: Targets

  private var targets: [(target: WeakTarget, action: Selector?, handler: ((UIGestureRecognizer) -> Void)?)] = []

  /// Sends `action` to `target` on each change of state (by name, through the plugin's selectors).
  open func addTarget(_ target: Any?, action: Selector) {
    targets.append((WeakTarget(object: target as AnyObject?), action, nil))
  }
  /// Removes a target and action; a `nil` target matches every target, and a `nil` action every action.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { ($0.target.object === target as AnyObject? || target == nil) && (action == nil || $0.action == action) }
  }
  /// Flipbook's closure form of a target and action (for code written without `#selector`).
  public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init(target: nil, action: nil)
    addTarget(handler: handler)
  }
  /// Adds a closure to call on each change of state the recognizer reports (Flipbook's, not UIKit's).
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

  /// The number of touches the recognizer is tracking.
  open var numberOfTouches: Int { trackedTouches.count }
  /// The centroid of the recognizer's touches in `view`'s coordinates.
  open func location(in view: UIView?) -> CGPoint { convert(centroid, to: view) }
  /// Returns the location of one of the recognizer's touches in the view's coordinates (the window's if `nil`).
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

  /// Tells the recognizer that touches began; subclasses override it to move through the states.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches moved; subclasses override it to move through the states.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches lifted; subclasses override it to move through the states.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Tells the recognizer that touches were cancelled; subclasses override it to move through the states.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Called when the recognizer returns to `.possible`.
  open func reset() {}
  /// Stops tracking the given touch, so it no longer counts toward the gesture.
  open func ignore(_ touch: UITouch, for event: UIEvent) { trackedTouches.removeAll { $0 === touch } }
  /// Returns whether this recognizer, on recognizing, can make the other one fail; `true` by default.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Returns whether the other recognizer, on recognizing, can make this one fail; `true` by default.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Returns whether this recognizer must wait for the other one to fail; `false` by default.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
  /// Returns whether the other recognizer must wait for this one to fail; `false` by default.
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
