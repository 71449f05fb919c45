import Foundation
import FlipbookCoreAnimation

/// Events on a scene's clock: the first responder, the fingers a `Hand` script
/// has on the screen, the recognizers taking part in the current touch
/// sequence, and what the view of each touch has been told (TouchDelivery.swift).
@MainActor
final class EventState: @preconcurrency ClockSlot {
  static var current: EventState { VirtualClock.current.events }

  var firstResponder: UIResponder?
  /// Fingers on the screen, by finger number.
  var touches: [Int: UITouch] = [:]
  /// The recognizers of the current sequence, in the order UIKit asks them
  /// (the hit view's first, then its ancestors').
  var recognizers: [UIGestureRecognizer] = []
  /// Per touch: what its view has been sent, and what is held for it.
  var viewDelivery: [ObjectIdentifier: ViewDelivery] = [:]
  /// The touches with a delivery record (a lifted one stays while its end is held).
  var allTouches: [ObjectIdentifier: UITouch] = [:]
  /// The event of the step being delivered (and the last one, for held phases).
  var currentEvent: UIEvent?
  /// The last lifted finger, for `tapCount` (UIKit's 0.35 s and 45 pt tap limits).
  var lastTap: (time: Double, point: CGPoint, count: Int)?
  var nextFinger = 0
  /// Where each finger is, for showing touches (`Hand.showsTouches`).
  var touchDiscs: [Int: CALayer] = [:]
  var showsTouches = false
  /// Problems already reported (each once).
  var rejected = Set<String>()
  weak var clock: VirtualClock?

  /// Views in an animation block without `.allowUserInteraction`, and until when.
  private var busy: [ObjectIdentifier: Double] = [:]

  func refuseTouches(_ view: UIView, until time: Double) {
    let key = ObjectIdentifier(view)
    busy[key] = max(busy[key] ?? 0, time)
  }

  func refusesTouches(_ view: UIView) -> Bool { (busy[ObjectIdentifier(view)] ?? 0) > now + 1e-9 }

  init() { showsTouches = Hand.showsTouchesByDefault }
  func attached(to clock: VirtualClock) { self.clock = clock }

  var now: Double { clock?.now ?? 0 }

  /// Schedules `work` on the clock `delay` seconds from now.
  func after(_ delay: Double, _ work: @escaping @MainActor () -> Void) {
    guard let clock else { return }
    clock.schedule(after: delay) { MainActor.assumeIsolated { work() } }
  }
}

/// What a touch's view has had, and the phases held back while a recognizer
/// that delays touches (`delaysTouchesBegan`, `delaysTouchesEnded`) decides.
struct ViewDelivery {
  var began = false
  var finished = false
  /// Set when a recognizer with `cancelsTouchesInView` took the touch.
  var cancelled = false
  var held: [UITouch.Phase] = []
}

extension VirtualClock {
  var events: EventState { slot(EventState.self) }
}
