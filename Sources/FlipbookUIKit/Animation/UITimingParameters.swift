import Foundation

/// `UIViewAnimatingState`: inactive (not started, or finished), active (running
/// or paused), stopped (stopped without finishing; `finishAnimation(at:)` next).
public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }

/// Where an animator ended: at its end values, its start values, or where it was.
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

public enum UITimingCurveType: Int, Sendable { case builtin, cubic, spring, composed }

/// The timing of a property animator: a cubic Bézier curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic timing curve: a built-in curve or two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint
  public let timingCurveType: UITimingCurveType

  /// The default curve: ease in, ease out.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let f = curve.timingFunction
    controlPoint1 = CGPoint(x: CGFloat(f.controlPoints.0), y: CGFloat(f.controlPoints.1))
    controlPoint2 = CGPoint(x: CGFloat(f.controlPoints.2), y: CGFloat(f.controlPoints.3))
    timingCurveType = .builtin
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  public var cubicTimingParameters: UICubicTimingParameters? { self }
  public var springTimingParameters: UISpringTimingParameters? { nil }

  var timingFunction: CAMediaTimingFunction {
    CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                          Float(controlPoint2.x), Float(controlPoint2.y))
  }
}

/// A spring: a damping ratio (stiffness derived from the animator's duration, as
/// `UIView.animate(…usingSpringWithDamping:…)` does) or explicit mass, stiffness
/// and damping (then the spring's own settling time is the duration).
@preconcurrency @MainActor
open class UISpringTimingParameters: UITimingCurveProvider {
  public let initialVelocity: CGVector
  let dampingRatio: CGFloat?
  let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
  public let timingCurveType = UITimingCurveType.spring

  /// A critically damped spring.
  public convenience init() { self.init(dampingRatio: 1) }

  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    physics = nil
    initialVelocity = velocity
  }

  public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = nil
    physics = (mass, stiffness, damping)
    initialVelocity = velocity
  }

  /// iOS 17: a perceptual duration and a bounce (see `DurationBounceSpring`);
  /// the animator then runs for the spring's settling time.
  public convenience init(duration: TimeInterval, bounce: CGFloat = 0, initialVelocity velocity: CGVector = CGVector(dx: 0, dy: 0)) {
    let (k, c) = DurationBounceSpring.physics(duration: duration, bounce: Double(bounce))
    self.init(mass: 1, stiffness: CGFloat(k), damping: CGFloat(c), initialVelocity: velocity)
  }

  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  public var springTimingParameters: UISpringTimingParameters? { self }
}
