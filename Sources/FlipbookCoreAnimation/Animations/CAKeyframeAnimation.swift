import Foundation
import FlipbookTimeline

// MARK: - CAKeyframeAnimation

/// A way a keyframe animation computes the values between its keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A calculation mode that interpolates linearly between keyframes.
  public static let linear = Self(rawValue: "linear")
  /// A calculation mode that jumps from one keyframe value to the next without interpolating.
  public static let discrete = Self(rawValue: "discrete")
  /// A calculation mode that interpolates linearly at an even pace, ignoring `keyTimes`.
  public static let paced = Self(rawValue: "paced")
  /// A calculation mode that interpolates along a cubic spline through the keyframes (Catmull-Rom by default).
  public static let cubic = Self(rawValue: "cubic")
  /// A calculation mode that interpolates along a cubic spline at an even pace, ignoring `keyTimes`.
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

/// A way a keyframe animation along a path rotates the layer to follow the path.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// A rotation mode that turns the layer to the tangent of the path.
  public static let rotateAuto = Self(rawValue: "auto")
  /// A rotation mode that turns the layer to the tangent of the path plus 180 degrees.
  public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// Animates through a list of values or along a path (doc §4).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The keyframe values, one per keyframe; ignored when `path` is set.
  open var values: [Any]?
  /// Overrides `values`: each point of the path except moveTo points is a keyframe.
  open var path: CGPath?
  /// Fractions of the duration, one per value (n + 1 for discrete).
  open var keyTimes: [NSNumber]?
  /// n − 1 functions, one per segment.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// How the animation computes the values between keyframes; `.linear` by default.
  open var calculationMode = CAAnimationCalculationMode.linear
  /// How the layer rotates to follow `path`, or `nil` (the default) for no rotation.
  open var rotationMode: CAAnimationRotationMode?
  /// The tension of the cubic spline at each keyframe, used by the `.cubic` and `.cubicPaced` modes.
  open var tensionValues: [NSNumber]?
  /// The continuity of the cubic spline at each keyframe, used by the `.cubic` and `.cubicPaced` modes.
  open var continuityValues: [NSNumber]?
  /// The bias of the cubic spline at each keyframe, used by the `.cubic` and `.cubicPaced` modes.
  open var biasValues: [NSNumber]?

  package override class func makeBuiltIn() -> CAAnimation { CAKeyframeAnimation() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CAKeyframeAnimation else { return }
    values = o.values; path = o.path; keyTimes = o.keyTimes; timingFunctions = o.timingFunctions
    calculationMode = o.calculationMode; rotationMode = o.rotationMode
    tensionValues = o.tensionValues; continuityValues = o.continuityValues; biasValues = o.biasValues
  }

  /// The values this animation plays (JNWSpringAnimation computes them).
  func keyframeValues() -> [Any]? { values }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let (keyPath, kind, vf) = try checkedKeyPath()
    guard let mode = KeyframeSpec.CalculationMode(rawValue: calculationMode.rawValue) else {
      throw AnimationError(keyPath: keyPath, problem: "unknown calculationMode '\(calculationMode.rawValue)'",
                           fix: "Use .linear, .discrete, .paced, .cubic or .cubicPaced.")
    }
    var rotation: KeyframeSpec.RotationMode?
    if let rotationMode {
      guard let r = KeyframeSpec.RotationMode(rawValue: rotationMode.rawValue) else {
        throw AnimationError(keyPath: keyPath, problem: "unknown rotationMode '\(rotationMode.rawValue)'",
                             fix: "Use .rotateAuto or .rotateAutoReverse.")
      }
      rotation = r
    }
    var values: [AnimValue] = []
    if path == nil {
      for (i, v) in (keyframeValues() ?? []).enumerated() { values.append(try convert(v, "values[\(i)]", keyPath, kind)) }
    }
    func numbers(_ a: [NSNumber]?) -> [Double]? { a.map { $0.map(\.doubleValue) } }
    let count = path.map { KeyframeSpec.pathKeyframeCount($0.data) } ?? values.count
    let spec = try KeyframeSpec(
      values: values, path: path?.data,
      keyTimes: KeyframeSpec.usableKeyTimes(numbers(keyTimes), count: count, mode: mode), timingFunctions: timingFunctions?.map(\.curve),
      mode: mode, tension: numbers(tensionValues), continuity: numbers(continuityValues), bias: numbers(biasValues),
      rotationMode: rotation, keyPath: keyPath)
    return try propertyAnimation(keyPath, vf, .keyframe(spec), defaultDuration: defaultDuration)
  }
}
