import Foundation

/// `UIViewAnimatingState`: inactive (not started, or finished), active (running
/// or paused), stopped (stopped without finishing; `finishAnimation(at:)` next).
public enum UIViewAnimatingState: Int, Sendable {
  /// A state in which the animator has not started, or has finished.
  case inactive
  /// A state in which the animator is running or paused.
  case active
  /// A state in which the animator stopped without finishing and waits for `finishAnimation(at:)`.
  case stopped
}

/// Where an animator ended: at its end values, its start values, or where it was.
public enum UIViewAnimatingPosition: Int, Sendable {
  /// A position at the end of the animations, with the properties at their end values.
  case end
  /// A position at the start of the animations, with the properties back at their start values.
  case start
  /// A position where the animations were when they stopped.
  case current
}

/// A kind of timing curve a `UITimingCurveProvider` can describe.
public enum UITimingCurveType: Int, Sendable {
  /// A built-in curve, such as ease in, ease out.
  case builtin
  /// A cubic Bézier curve with custom control points.
  case cubic
  /// A spring.
  case spring
  /// A combination of cubic and spring timing; Flipbook's providers never report it.
  case composed
}

/// The timing of a property animator: a cubic Bézier curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider {
  /// The kind of timing curve the provider describes.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic timing parameters, or nil when the timing is not a cubic curve.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring timing parameters, or nil when the timing is not a spring.
  var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic timing curve: a built-in curve or two control points.
@preconcurrency @MainActor
open class UICubicTimingParameters: UITimingCurveProvider {
  /// The built-in curve the parameters were made from (`easeInOut` for custom control points).
  public let animationCurve: UIView.AnimationCurve
  /// The first control point of the cubic Bézier curve.
  public let controlPoint1: CGPoint
  /// The second control point of the cubic Bézier curve.
  public let controlPoint2: CGPoint
  /// The kind of curve: `builtin` for a built-in curve, `cubic` for custom control points.
  public let timingCurveType: UITimingCurveType

  /// The default curve: ease in, ease out.
  public convenience init() { self.init(animationCurve: .easeInOut) }

  /// Creates cubic timing parameters from a built-in animation curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let f = curve.timingFunction
    controlPoint1 = CGPoint(x: CGFloat(f.controlPoints.0), y: CGFloat(f.controlPoints.1))
    controlPoint2 = CGPoint(x: CGFloat(f.controlPoints.2), y: CGFloat(f.controlPoints.3))
    timingCurveType = .builtin
  }

  /// Creates cubic timing parameters with the given control points of a Bézier curve.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    timingCurveType = .cubic
  }

  /// The parameters themselves.
  public var cubicTimingParameters: UICubicTimingParameters? { self }
  /// Always nil: cubic parameters describe no spring.
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
  /// The initial velocity, relative to the distance to travel; Flipbook uses only its `dx`.
  public let initialVelocity: CGVector
  let dampingRatio: CGFloat?
  let physics: (mass: CGFloat, stiffness: CGFloat, damping: CGFloat)?
  /// The kind of curve, always `spring`.
  public let timingCurveType = UITimingCurveType.spring

  /// A critically damped spring.
  public convenience init() { self.init(dampingRatio: 1) }

  /// Creates spring parameters with the given damping ratio and no initial velocity.
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates spring parameters with the given damping ratio and initial velocity.
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    dampingRatio = ratio
    physics = nil
    initialVelocity = velocity
  }

  /// Creates spring parameters from the spring's mass, stiffness, damping and initial velocity.
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

  /// Always nil: spring parameters describe no cubic curve.
  public var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  public var springTimingParameters: UISpringTimingParameters? { self }
}
