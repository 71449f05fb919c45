import Foundation

/// A quick stroke in a direction. UIKit's thresholds sit in a C initialiser the
/// decompilation does not show; these are those of Apple Books' look-alike
/// recognizer (research/interaction §2.5): at least 50 pt along the direction,
/// at most 200 pt across it, within 0.5 s, both limits shrinking with time
/// (×(1 − 0.94·t) and ×(1 − 0.98·t), t ≤ 0.5 s). It recognizes while the finger
/// moves, without waiting for the lift.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// A set of the directions a swipe can go in.
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A swipe to the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// A swipe to the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// An upward swipe.
    public static let up = Direction(rawValue: 1 << 2)
    /// A downward swipe.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the swipe is recognized in, `.right` by default; a stroke in any of them is recognized.
  open var direction: Direction = .right
  /// The number of fingers that must swipe together, 1 by default.
  open var numberOfTouchesRequired = 1
  static let minimumPrimaryMovement: CGFloat = 50
  static let maximumSecondaryMovement: CGFloat = 200
  static let maximumDuration = 0.5

  private var start: (point: CGPoint, time: Double)?

  /// Notes where and when the swipe starts; fails with more fingers than required, or with no swipe in 0.5 seconds.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard trackedTouches.count <= numberOfTouchesRequired else { return state = .failed }
    if start == nil {
      start = (centroid, event.timestamp)
      schedule(after: Self.maximumDuration) { [weak self] in
        if self?.state == .possible { self?.state = .failed }
      }
    }
  }

  /// Recognizes the swipe once the fingers have moved far enough along an allowed direction, and fails if they stray.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start, trackedTouches.count == numberOfTouchesRequired else { return }
    let t = CGFloat(min(max(event.timestamp - start.time, 0), Self.maximumDuration))
    let minimum = Self.minimumPrimaryMovement * (1 - t * 0.94)
    let maximumAcross = Self.maximumSecondaryMovement * (1 - t * 0.98)
    let dx = centroid.x - start.point.x, dy = centroid.y - start.point.y
    let ways: [(Direction, CGFloat, CGFloat)] = [(.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx)]
    var anyAllowed = false
    for (way, along, across) in ways where direction.contains(way) {
      guard abs(across) <= maximumAcross else { continue }
      anyAllowed = true
      if along >= minimum { return state = .recognized }
    }
    if !anyAllowed { state = .failed }
  }

  /// Fails the swipe, which wasn't recognized before the fingers lifted.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
  /// Fails the swipe.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
  open override func reset() { start = nil }
}
