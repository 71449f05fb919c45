import Foundation

/// A tap, as iOS 18's UITapRecognizer recognizes one (decompiled defaults,
/// research/interaction §2.2): the fingers may move at most 45 pt from where the
/// first tap began, each tap lasts at most 0.75 s, and the next tap of a
/// multiple tap must begin within 0.35 s of the last lift, or the recognizer
/// fails. It recognizes when the last finger of the last tap lifts.
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// The number of taps that make the gesture, 1 by default.
  open var numberOfTapsRequired = 1
  /// The number of fingers that must tap together, 1 by default.
  open var numberOfTouchesRequired = 1
  static let allowableMovement: CGFloat = 45
  static let maximumIntervalBetweenTaps = 0.35
  static let maximumTapDuration = 0.75

  private var tapsDone = 0
  private var start: CGPoint?
  private var mostTouches = 0

  override var isPending: Bool { tapsDone > 0 && state == .possible }

  /// Starts or continues a tap, failing with more fingers than required or a tap that lasts over 0.75 seconds.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if start == nil { start = centroid }
    mostTouches = max(mostTouches, trackedTouches.count)
    guard trackedTouches.count <= numberOfTouchesRequired else { return state = .failed }
    let tap = tapsDone
    schedule(after: Self.maximumTapDuration) { [weak self] in
      guard let self, self.state == .possible, self.tapsDone == tap, !self.trackedTouches.isEmpty else { return }
      self.state = .failed
    }
  }

  /// Fails the tap if the fingers move more than 45 points from where the first tap began.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let start else { return }
    if hypot(centroid.x - start.x, centroid.y - start.y) > Self.allowableMovement { state = .failed }
  }

  /// Counts a tap when the last finger lifts, recognizing the gesture after the last required tap.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count == touches.count else { return }  // fingers still down
    guard mostTouches == numberOfTouchesRequired else { return state = .failed }
    tapsDone += 1
    mostTouches = 0
    if tapsDone >= numberOfTapsRequired {
      lastCentroid = centroid
      state = .recognized
      return
    }
    let tap = tapsDone
    schedule(after: Self.maximumIntervalBetweenTaps) { [weak self] in
      guard let self, self.state == .possible, self.tapsDone == tap, self.trackedTouches.isEmpty else { return }
      self.state = .failed
    }
  }

  /// Fails the tap.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }

  open override func reset() {
    tapsDone = 0
    start = nil
    mostTouches = 0
  }
}

/// A press held still: `.began` after `minimumPressDuration` (0.5 s) with the
/// fingers within `allowableMovement` (10 pt) of where they came down, then
/// `.changed` as they move and `.ended` when they lift (Apple's documented defaults).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the fingers must press, in seconds of the virtual clock, before the gesture begins; 0.5 by default.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The number of fingers that must press together, 1 by default.
  open var numberOfTouchesRequired = 1
  /// The number of taps that must come before the press, 0 by default.
  ///
  /// Accepted for source compatibility; Flipbook doesn't check it.
  open var numberOfTapsRequired = 0
  /// How far, in points, the fingers may move before the gesture begins without it failing; 10 by default.
  open var allowableMovement: CGFloat = 10
  private var start: CGPoint?

  /// Starts the press timer once the required fingers are down, failing if more fingers come down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    guard trackedTouches.count <= numberOfTouchesRequired else { return state = .failed }
    guard trackedTouches.count == numberOfTouchesRequired else { return }
    start = centroid
    schedule(after: minimumPressDuration) { [weak self] in
      guard let self, self.state == .possible, !self.trackedTouches.isEmpty else { return }
      self.state = .began
    }
  }

  /// Fails the press if the fingers move too far before it begins, and reports the change once it has.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    switch state {
    case .possible:
      if let start, hypot(centroid.x - start.x, centroid.y - start.y) > allowableMovement { state = .failed }
    case .began, .changed: state = .changed
    default: break
    }
  }

  /// Ends the gesture when a finger lifts, or fails it if it hadn't begun.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastCentroid = centroid
    endContinuous()
  }

  /// Cancels the gesture if it had begun, or fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelContinuous()
  }

  open override func reset() { start = nil }
}
