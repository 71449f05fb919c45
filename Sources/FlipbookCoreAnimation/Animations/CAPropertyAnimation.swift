import Foundation
import FlipbookTimeline

// MARK: - CAPropertyAnimation

/// The name of a `CAValueFunction`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The function that rotates about the x axis by an angle in radians.
  public static let rotateX = Self(rawValue: "rotateX")
  /// The function that rotates about the y axis by an angle in radians.
  public static let rotateY = Self(rawValue: "rotateY")
  /// The function that rotates about the z axis by an angle in radians.
  public static let rotateZ = Self(rawValue: "rotateZ")
  /// The function that scales by one uniform factor or by three per-axis factors.
  public static let scale = Self(rawValue: "scale")
  /// The function that scales along the x axis.
  public static let scaleX = Self(rawValue: "scaleX")
  /// The function that scales along the y axis.
  public static let scaleY = Self(rawValue: "scaleY")
  /// The function that scales along the z axis.
  public static let scaleZ = Self(rawValue: "scaleZ")
  /// The function that translates by three values (x, y, z).
  public static let translate = Self(rawValue: "translate")
  /// The function that translates along the x axis.
  public static let translateX = Self(rawValue: "translateX")
  /// The function that translates along the y axis.
  public static let translateY = Self(rawValue: "translateY")
  /// The function that translates along the z axis.
  public static let translateZ = Self(rawValue: "translateZ")
}

/// `CAValueFunction`: builds a transform from the interpolated number(s).
public final class CAValueFunction: Sendable {
  /// The name of the function that builds the transform.
  public let name: CAValueFunctionName
  let function: ValueFunction
  /// Creates the value function with the given name, or returns `nil` if Flipbook does not know the name.
  public init?(name: CAValueFunctionName) {
    guard let function = ValueFunction(rawValue: name.rawValue) else { return nil }
    self.name = name
    self.function = function
  }
}

/// An animation of one key path of the layer.
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the layer property the animation animates.
  open var keyPath: String?
  /// Adds the animation's value to the underlying value instead of replacing it.
  open var isAdditive = false
  /// Each repeat cycle starts from where the previous ended.
  open var isCumulative = false
  /// The function that turns the interpolated number or numbers into a transform, or `nil` for none.
  open var valueFunction: CAValueFunction?

  package override class func makeBuiltIn() -> CAAnimation { CAPropertyAnimation() }

  /// Creates an animation of the layer property at the given key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CAPropertyAnimation else { return }
    keyPath = o.keyPath; isAdditive = o.isAdditive; isCumulative = o.isCumulative; valueFunction = o.valueFunction
  }

  open override var description: String { "<\(type(of: self)) keyPath=\(keyPath ?? "nil") duration=\(duration)>" }

  /// The key path and what its values must be (checked against the registry).
  func checkedKeyPath() throws(AnimationError) -> (String, ValueKind, ValueFunction?) {
    let vf = valueFunction?.function
    do {
      let kind = try PropertyAnimationSpec.valueKind(keyPath: keyPath ?? "", valueFunction: vf)
      return (keyPath ?? "", kind, vf)
    } catch {
      var e = error
      e.inertOnIOS = true
      throw e
    }
  }

  func convert(_ value: Any?, _ what: String, _ keyPath: String, _ kind: ValueKind) throws(AnimationError) -> AnimValue {
    if let v = kind.convert(value) { return v }
    var e = AnimationError(keyPath: keyPath, problem: "\(what) is \(ValueKind.describe(value)); this key path takes \(kind.swiftName)",
                           fix: "Pass \(kind.swiftName).")
    e.inertOnIOS = true
    throw e
  }

  func optional(_ value: Any?, _ what: String, _ keyPath: String, _ kind: ValueKind) throws(AnimationError) -> AnimValue? {
    guard let value else { return nil }
    return try convert(value, what, keyPath, kind)
  }

  /// The spec of a property animation with this animation's timing and flags.
  func propertyAnimation(_ keyPath: String, _ vf: ValueFunction?, _ kind: PropertyAnimationSpec.Kind,
                         defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let property = try PropertyAnimationSpec(keyPath: keyPath, additive: isAdditive, cumulative: isCumulative,
                                             valueFunction: vf, kind: kind)
    return try AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                             removedOnCompletion: isRemovedOnCompletion, body: .property(property))
  }
}
