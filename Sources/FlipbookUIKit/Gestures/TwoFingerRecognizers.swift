import Foundation

/// Two fingers moving apart or together. It begins once their distance has
/// changed by 8 pt (iOS 18's pinch driver's hysteresis); `scale` is the distance
/// over the distance when the second finger came down, and `velocity` (scale per
/// second) is 0.75 × the previous value + 0.25 × the latest sample, as UIKit smooths it.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// Setting it (code often resets it to 1 after applying it) rebases the pinch there.
  open var scale: CGFloat {
    get { currentScale }
    set {
      currentScale = newValue
      if let d = distance, newValue > 0 { startDistance = d / newValue }
    }
  }
  private var currentScale: CGFloat = 1
  /// The speed of the pinch, in scale factor per second, smoothed over the recent moves.
  open private(set) var velocity: CGFloat = 0
  private var startDistance: CGFloat?
  private var last: (scale: CGFloat, time: Double)?

  private var distance: CGFloat? { fingerPair?.distance }

  /// Notes the distance between the fingers when the second one comes down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count == 2, let d = distance, d > 0 { startDistance = d / currentScale }
  }

  /// Updates the scale and velocity, beginning the pinch once the distance has changed by 8 points.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let d = distance, let d0 = startDistance, d0 > 0 else { return }
    let s = d / d0
    if let last, event.timestamp - last.time >= 0.001 {
      velocity = 0.75 * velocity + 0.25 * (s - last.scale) / CGFloat(event.timestamp - last.time)
    }
    last = (s, event.timestamp)
    switch state {
    case .possible:
      if abs(d - d0 * currentScale) >= 8 {
        currentScale = s
        state = .began
      }
    case .began, .changed:
      currentScale = s
      state = .changed
    default: break
    }
  }

  /// Ends the pinch when fewer than two fingers remain, or fails it if it hadn't begun.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastCentroid = centroid
    guard trackedTouches.count - touches.count < 2 else { return }
    endContinuous()
  }

  /// Cancels the pinch if it had begun, or fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelContinuous()
  }

  open override func reset() {
    startDistance = nil
    last = nil
    velocity = 0
    currentScale = 1
  }
}

/// Two fingers turning. It begins once the angle between them has turned 5°
/// plus 5° × √(relative change of distance, at most 1), iOS 18's rotation
/// driver's threshold; `rotation` is in radians, clockwise positive (screen
/// coordinates), `velocity` in radians per second.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// Setting it (often back to 0 after applying it) rebases the rotation there.
  open var rotation: CGFloat {
    get { currentRotation }
    set {
      currentRotation = newValue
      if let p = pair, let s = start { start = (p.angle - newValue, s.distance) }
    }
  }
  private var currentRotation: CGFloat = 0
  /// The speed of the rotation, in radians per second, from the latest move.
  open private(set) var velocity: CGFloat = 0
  private var start: (angle: CGFloat, distance: CGFloat)?
  private var last: (angle: CGFloat, time: Double)?

  private var pair: (angle: CGFloat, distance: CGFloat)? { fingerPair }

  /// Notes the angle and distance between the fingers when the second one comes down.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if trackedTouches.count == 2, let p = pair { start = (p.angle - currentRotation, p.distance) }
  }

  /// Updates the rotation and velocity, beginning the gesture once the fingers have turned past the threshold.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard let p = pair, let start, start.distance > 0 else { return }
    var turned = p.angle - start.angle
    while turned > .pi { turned -= 2 * .pi }
    while turned < -.pi { turned += 2 * .pi }
    if let last, event.timestamp - last.time >= 0.001 {
      velocity = (turned - last.angle) / CGFloat(event.timestamp - last.time)
    }
    last = (turned, event.timestamp)
    switch state {
    case .possible:
      let stretch = min(abs(p.distance - start.distance) / start.distance, 1)
      let threshold = (5 + 5 * stretch.squareRoot()) * .pi / 180
      if abs(turned) >= threshold {
        currentRotation = turned
        state = .began
      }
    case .began, .changed:
      currentRotation = turned
      state = .changed
    default: break
    }
  }

  /// Ends the rotation when fewer than two fingers remain, or fails it if it hadn't begun.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    lastCentroid = centroid
    guard trackedTouches.count - touches.count < 2 else { return }
    endContinuous()
  }

  /// Cancels the rotation if it had begun, or fails it.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelContinuous()
  }

  open override func reset() {
    start = nil
    last = nil
    velocity = 0
    currentRotation = 0
  }
}

extension UIGestureRecognizer {
  /// The line from the first finger to the second (window points): its angle and length.
  var fingerPair: (angle: CGFloat, distance: CGFloat)? {
    guard trackedTouches.count >= 2 else { return nil }
    let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
    return (atan2(b.y - a.y, b.x - a.x), hypot(b.x - a.x, b.y - a.y))
  }
}
