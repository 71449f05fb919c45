import Foundation
import FlipbookTimeline

// MARK: - CAKeyframeAnimation

public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = Self(rawValue: "linear")
  public static let discrete = Self(rawValue: "discrete")
  public static let paced = Self(rawValue: "paced")
  public static let cubic = Self(rawValue: "cubic")
  public static let cubicPaced = Self(rawValue: "cubicPaced")
}

public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable, Codable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = Self(rawValue: "auto")
  public static let rotateAutoReverse = Self(rawValue: "autoReverse")
}

/// Animates through a list of values or along a path (doc §4).
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]?
  /// Overrides `values`: each point of the path except moveTo points is a keyframe.
  open var path: CGPath?
  /// Fractions of the duration, one per value (n + 1 for discrete).
  open var keyTimes: [NSNumber]?
  /// n − 1 functions, one per segment.
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode = CAAnimationCalculationMode.linear
  open var rotationMode: CAAnimationRotationMode?
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
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
