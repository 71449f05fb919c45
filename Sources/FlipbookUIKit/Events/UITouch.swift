import Foundation

/// One finger on the screen, as UIKit reports it: the same object from
/// `.began` to `.ended` or `.cancelled`, updated in place at each step of a
/// `Hand` script. `timestamp` is the scene's virtual time (on iOS, seconds since
/// boot; only differences between timestamps mean anything in either).
@preconcurrency @MainActor
open class UITouch: Hashable {
  /// A phase of a touch, from touching down to lifting off.
  public enum Phase: Int, Sendable {
    /// The phase in which a finger touches down on the screen.
    case began
    /// The phase in which a finger moves over the screen.
    case moved
    /// The phase in which a finger stays on the screen without moving since the previous event.
    case stationary
    /// The phase in which a finger lifts from the screen.
    case ended
    /// The phase in which the system cancels tracking of the touch.
    case cancelled
    /// The phase in which a pointer touch enters a window; Flipbook's direct touches never have it.
    case regionEntered
    /// The phase in which a pointer touch moves within a window; Flipbook's direct touches never have it.
    case regionMoved
    /// The phase in which a pointer touch leaves a window; Flipbook's direct touches never have it.
    case regionExited
  }
  /// A type of touch, by the kind of input that made it.
  public enum TouchType: Int, Sendable {
    /// A touch from direct contact with the screen, the only type Flipbook makes.
    case direct
    /// A touch that doesn't come from contact with the screen, as from a remote.
    case indirect
    /// A touch from Apple Pencil.
    case pencil
    /// A touch from an indirect pointing device, such as a trackpad or mouse.
    case indirectPointer
  }

  /// The touch's phase at the current step of the script.
  open internal(set) var phase: Phase = .began
  /// The time the touch last changed, in seconds of the scene's virtual clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// Taps in quick succession at about the same place: 2 for the second tap of a
  /// double tap (within 0.35 s and 45 pt of the previous one, UIKit's tap limits).
  open internal(set) var tapCount = 1
  /// The view the touch began in (hit-tested then); it keeps the touch for its life.
  open internal(set) weak var view: UIView?
  /// The window the touch began in.
  open internal(set) weak var window: UIWindow?
  /// The type of the touch; always `.direct` in Flipbook.
  open var type: TouchType { .direct }
  /// A finger's contact radius as iOS reports a light touch (points).
  open var majorRadius: CGFloat { 20.5 }
  /// The tolerance of `majorRadius`, in points.
  open var majorRadiusTolerance: CGFloat { 5.1 }
  /// The force of the touch; always 0 in Flipbook, which models no 3D Touch or Apple Pencil pressure.
  open var force: CGFloat { 0 }
  /// The greatest possible force of a touch; always 0 in Flipbook.
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
  /// Returns the touch's previous location in the view's coordinates, or the window's if the view is `nil`.
  open func previousLocation(in view: UIView?) -> CGPoint { convert(previousWindowLocation, to: view) }
  /// Returns the touch's precise location in the view's coordinates; the same as `location(in:)` in Flipbook.
  open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
  /// Returns the touch's precise previous location; the same as `previousLocation(in:)` in Flipbook.
  open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

  private func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window, view !== window else { return point }
    return window.convert(point, to: view)
  }

  /// Returns whether two touches are the same object.
  nonisolated public static func == (a: UITouch, b: UITouch) -> Bool { a === b }
  /// Hashes the touch's object identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A touch event: the touches of one step of a script, as UIKit delivers them.
@preconcurrency @MainActor
open class UIEvent {
  /// A type of event.
  public enum EventType: Int, Sendable {
    /// An event of touches on the screen, the only type Flipbook delivers.
    case touches
    /// An event of motion, such as a shake of the device.
    case motion
    /// An event from a remote control, such as headphone buttons.
    case remoteControl
    /// An event of presses of physical buttons.
    case presses
    /// An event of scrolling with an indirect device, such as a trackpad.
    case scroll
    /// An event of a pointer hovering over the screen.
    case hover
    /// An event of a transform gesture, such as a trackpad pinch or rotation.
    case transform
  }
  /// A subtype of event, for motion and remote-control events; Flipbook's touch events have `.none`.
  public enum EventSubtype: Int, Sendable {
    /// The subtype of an event that has none, such as a touch event.
    case none = 0
    /// The subtype of a shake-motion event.
    case motionShake = 1
    /// The subtype of a remote-control event to play audio or video.
    case remoteControlPlay = 100
    /// The subtype of a remote-control event to pause audio or video.
    case remoteControlPause
    /// The subtype of a remote-control event to stop audio or video.
    case remoteControlStop
    /// The subtype of a remote-control event to toggle between playing and pausing.
    case remoteControlTogglePlayPause
    /// The subtype of a remote-control event to skip to the next track.
    case remoteControlNextTrack
    /// The subtype of a remote-control event to go back to the previous track.
    case remoteControlPreviousTrack
  }
  /// A set of the buttons pressed on an indirect pointing device, such as a mouse.
  public struct ButtonMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The primary button, such as a mouse's left button.
    public static let primary = ButtonMask(rawValue: 1)
    /// The secondary button, such as a mouse's right button.
    public static let secondary = ButtonMask(rawValue: 2)
  }

  /// The type of the event; always `.touches` in Flipbook.
  open var type: EventType { .touches }
  /// The subtype of the event; always `.none` in Flipbook.
  open var subtype: EventSubtype { .none }
  /// The pointing-device buttons pressed during the event; always empty in Flipbook.
  open var buttonMask: ButtonMask { [] }
  /// The time the event occurred, in seconds of the scene's virtual clock.
  open internal(set) var timestamp: TimeInterval = 0
  /// Every finger on the screen.
  open internal(set) var allTouches: Set<UITouch>? = []

  init() {}

  /// Returns the event's touches that began in the given view.
  open func touches(for view: UIView) -> Set<UITouch>? { allTouches?.filter { $0.view === view } }
  /// Returns the event's touches that began in the given window.
  open func touches(for window: UIWindow) -> Set<UITouch>? { allTouches?.filter { $0.window === window } }
  /// Returns the event's touches that are delivered to the given gesture recognizer.
  open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
  /// Returns the touches coalesced into the given touch since the last event; in Flipbook, just the touch itself.
  open func coalescedTouches(for touch: UITouch) -> [UITouch]? { [touch] }
  /// Returns the predicted future touches for the given touch; always empty in Flipbook.
  open func predictedTouches(for touch: UITouch) -> [UITouch]? { [] }
}
