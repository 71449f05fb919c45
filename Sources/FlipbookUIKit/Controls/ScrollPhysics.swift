import Foundation

/// UIScrollView's motion, as iOS 18's UIKitCore computes it (decompiled;
/// research/interaction §3, with each number's source), stepped one millisecond
/// at a time so every frame rate gives the same positions at the same instants.
/// Positions are content offsets in points on one axis; velocities are in
/// points per millisecond (the unit `scrollViewWillEndDragging` reports).
struct ScrollAxis: Sendable, Equatable {
  var position: CGFloat
  var velocity: CGFloat
  /// The offsets the content may rest at.
  var minimum: CGFloat
  var maximum: CGFloat
  /// The fraction of velocity kept per millisecond: 0.998 (`.normal`) or 0.99 (`.fast`).
  var rate: CGFloat
  /// The paging target, when paging.
  var pageTarget: CGFloat?
  /// The bounds' length on this axis (paging's spring depends on it).
  var length: CGFloat
  var isSettled = false

  /// UIKit's rubber-band coefficient (chpwn's measurement; the decompilation calls
  /// `_UIScrollViewRubberBandCoefficient` without showing its value).
  static let rubberBandCoefficient: CGFloat = 0.55
  /// Below this speed (pt/ms) a deceleration stops (UIKit: v² < 1e-4).
  static let stopSpeed: CGFloat = 0.01
  /// Below this release speed (pt/ms) inside the content there is no deceleration.
  static let minimumFlickSpeed: CGFloat = 0.25
  /// The bounce's decay per millisecond outside the content (0.99, UIKit's `_getBouncingDecelerationOffset`).
  static let bounceDecay: CGFloat = 0.99

  /// How far the content shows when dragged `overshoot` points past an edge
  /// of a view `length` long: (1 − 1 / (x·c/d + 1))·d, UIKit's
  /// `_rubberBandContentOffsetForOffset`.
  static func rubberBand(_ overshoot: CGFloat, length: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    let x = abs(overshoot)
    let b = (1 - 1 / (x * rubberBandCoefficient / length + 1)) * length
    return overshoot < 0 ? -b : b
  }

  /// The drag distance that shows `shown` points past an edge (the inverse).
  static func unRubberBand(_ shown: CGFloat, length: CGFloat) -> CGFloat {
    guard length > 0 else { return 0 }
    let b = min(abs(shown), length * 0.999)
    let x = b * length / (rubberBandCoefficient * (length - b))
    return shown < 0 ? -x : x
  }

  /// A rate snapped as UIKit's `setDecelerationRate:` snaps it: ≥ 0.994 is 0.998, else 0.99.
  static func effectiveRate(_ rate: CGFloat) -> CGFloat { rate >= 0.994 ? 0.998 : 0.99 }

  /// Where a flick at `velocity` from `position` comes to rest with no edges:
  /// x₀ + (v − 0.01·sgn v)/(−ln d) (UIKit's `_scrollViewWillEndDraggingWithDeceleration`).
  static func projection(from position: CGFloat, velocity: CGFloat, rate: CGFloat) -> CGFloat {
    guard abs(velocity) > stopSpeed, rate > 0, rate < 1 else { return position }
    let v = velocity - (velocity < 0 ? -stopSpeed : stopSpeed)
    return position + v / -log(rate)
  }

  /// Changes the motion to come to rest at `target`, as UIKit does when the
  /// delegate moves `targetContentOffset`: a flick toward it decays at the rate
  /// that stops there (e^(−(v − 0.01)/Δ), at most 0.999); otherwise it sets off
  /// toward it at 0.01 + Δ·0.0151136 pt/ms with a 0.985 decay.
  mutating func aim(at target: CGFloat) {
    let delta = target - position
    guard abs(delta) > 0.5 else { return }
    if delta * velocity > 0 && abs(velocity) > Self.stopSpeed {
      rate = min(exp(-(abs(velocity) - Self.stopSpeed) / abs(delta)), 0.999)
    } else {
      rate = 0.985
      velocity = (delta < 0 ? -1 : 1) * (Self.stopSpeed + abs(delta) * 0.0151136)
    }
  }

  var isOutside: Bool { position < minimum || position > maximum }
  private var nearestEdge: CGFloat { position < minimum ? minimum : maximum }

  /// Advances `milliseconds` (whole steps of 1 ms).
  mutating func step(milliseconds: Int) {
    for _ in 0..<milliseconds where !isSettled { stepOne() }
  }

  private mutating func stepOne() {
    if let target = pageTarget { return stepPaging(to: target) }
    if isOutside {
      let edge = nearestEdge
      let overshoot = (position - edge) * Self.bounceDecay
      position = edge + overshoot + Self.bounceDecay * rate * velocity
      velocity *= rate * Self.bounceDecay
      if (position - edge) * overshoot < 0 || (abs(position - edge) < 0.5 && abs(velocity) < Self.stopSpeed) {
        // Back inside (or close enough): it rests at the edge.
        position = edge
        velocity = 0
        isSettled = true
      }
      return
    }
    position += velocity * rate
    velocity *= rate
    if abs(velocity) < Self.stopSpeed && !isOutside {
      velocity = 0
      isSettled = true
    }
  }

  /// Paging's per-millisecond spring (UIKit's `_getPagingDecelerationOffset`), whose
  /// pull and friction depend on the page's width W.
  private mutating func stepPaging(to target: CGFloat) {
    let w = length
    let pull: CGFloat = w > 1024 ? 0.00017 : 3.59091e-4 - 1.84659e-7 * w
    let friction: CGFloat = w > 1024 ? 0.977 : 0.966818 + 9.94318e-6 * w
    velocity = (velocity + (target - position) * pull) * friction
    position += velocity
    if abs(velocity) < Self.stopSpeed && abs(target - position) <= 1 {
      position = target
      velocity = 0
      isSettled = true
    }
  }
}
