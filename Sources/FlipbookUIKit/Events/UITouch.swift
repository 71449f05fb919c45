import Foundation

/// One finger on the screen, as UIKit reports it: the same object from
/// `.began` to `.ended` or `.cancelled`, updated in place at each step of a
/// `Hand` script. `timestamp` is the scene's virtual time (on iOS, seconds since
/// boot; only differences between timestamps mean anything in either).
@preconcurrency @MainActor
open class UITouch: Hashable {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }

  open internal(set) var phase: Phase = .began
  open internal(set) var timestamp: TimeInterval = 0
  /// Taps in quick succession at about the same place: 2 for the second tap of a
  /// double tap (within 0.35 s and 45 pt of the previous one, UIKit's tap limits).
  open internal(set) var tapCount = 1
  /// The view the touch began in (hit-tested then); it keeps the touch for its life.
  open internal(set) weak var view: UIView?
  open internal(set) weak var window: UIWindow?
  open var type: TouchType { .direct }
  /// A finger's contact radius as iOS reports a light touch (points).
  open var majorRadius: CGFloat { 20.5 }
  open var majorRadiusTolerance: CGFloat { 5.1 }
  open var force: CGFloat { 0 }
  open var maximumPossibleForce: CGFloat { 0 }
  /// The recognizers that receive this touch (the hit view's and its ancestors').
  open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil

  /// Where the finger is, in window coordinates.
  var windowLocation: CGPoint = .zero
  var previousWindowLocation: CGPoint = .zero
  /// The recognizers that accepted the touch (`shouldReceive`).
  var accepted = Set<ObjectIdentifier>()
  /// Which finger of its script step this is (for showing touches).
  let finger: Int

  init(finger: Int) { self.finger = finger }

  /// The touch's location in `view`'s coordinates (nil: the window's).
  open func location(in view: UIView?) -> CGPoint { convert(windowLocation, to: view) }
  open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }
  open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
  open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window, view !== window else { return point }
    return window.convert(point, to: view)
  }

  nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch event: the touches of one step of a script, as UIKit delivers them.
@preconcurrency @MainActor
open class UIEvent {
  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll, hover, transform }
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause
    case remoteControlNextTrack, remoteControlPreviousTrack
  }
  public struct ButtonMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1)
    public static let secondary = ButtonMask(rawValue: 2)
  }

  open var type: EventType { .touches }
  open var subtype: EventSubtype { .none }
  open var buttonMask: ButtonMask { [] }
  open internal(set) var timestamp: TimeInterval = 0
  /// Every finger on the screen.
  open internal(set) var allTouches: Set<UITouch>? = []

  init() {}

  open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
  open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
  open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
