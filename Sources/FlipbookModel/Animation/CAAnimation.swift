import Foundation

// MARK: - Delegate and action protocols

/// `CAAnimationDelegate`: both methods are optional (default implementations do nothing).
public protocol CAAnimationDelegate: AnyObject {
  /// Called at the virtual time the animation's active interval begins.
  func animationDidStart(_ anim: CAAnimation)
  /// Called when the active interval ends (`finished` true) or the animation is
  /// removed before then (`finished` false).
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  public func animationDidStart(_ anim: CAAnimation) {}
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// `CAAction`: what `action(forKey:)` returns. Animations add themselves to the layer.
public protocol CAAction: AnyObject {
  func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
  /// `NSNull` as an action means "no action; stop searching".
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

// MARK: - CAAnimation

/// The abstract animation class: timing, timing function, delegate.
open class CAAnimation: CAMediaTiming, CAAction, CustomStringConvertible {
  open var beginTime: CFTimeInterval = 0
  open var duration: CFTimeInterval = 0
  open var speed: Float = 1
  open var timeOffset: CFTimeInterval = 0
  open var repeatCount: Float = 0
  open var repeatDuration: CFTimeInterval = 0
  open var autoreverses = false
  open var fillMode = CAMediaTimingFillMode.removed
  /// nil is linear pacing.
  open var timingFunction: CAMediaTimingFunction?
  /// Retained, as on Apple platforms.
  open var delegate: CAAnimationDelegate?
  open var isRemovedOnCompletion = true

  public required init() {}

  /// `+[CAAnimation animation]`.
  open class func animation() -> Self { self.init() }

  /// A copy with every property (what `add(_:forKey:)` stores).
  open func copy() -> Any {
    let c = type(of: self).init()
    c.copyProperties(from: self)
    return c
  }

  /// Copies the properties of `other` into this animation; subclasses extend it.
  open func copyProperties(from other: CAAnimation) {
    beginTime = other.beginTime; duration = other.duration; speed = other.speed
    timeOffset = other.timeOffset; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
    autoreverses = other.autoreverses; fillMode = other.fillMode; timingFunction = other.timingFunction
    delegate = other.delegate; isRemovedOnCompletion = other.isRemovedOnCompletion
  }

  /// Running an animation as an action adds it to the layer under the event's key.
  public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
    (anObject as? CALayer)?.add(self, forKey: event)
  }

  open var description: String { "<\(type(of: self)) duration=\(duration)>" }

  /// The timing as a value, with a zero duration replaced by `defaultDuration`.
  func resolvedTiming(defaultDuration: Double) -> Timing {
    var t = Timing()
    t.beginTime = beginTime
    t.duration = duration > 0 ? duration : defaultDuration
    t.speed = Double(speed)
    t.timeOffset = timeOffset
    t.repeatCount = Double(repeatCount)
    if repeatCount == .greatestFiniteMagnitude || repeatCount == .infinity { t.repeatCount = .infinity }
    t.repeatDuration = repeatDuration
    t.autoreverses = autoreverses
    t.fillMode = fillMode
    t.timingFunction = timingFunction.map(TimingCurve.init)
    return t
  }

  /// The animation as a value. Subclasses supply their body.
  func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    throw AnimationError(keyPath: "", problem: "a plain CAAnimation animates nothing",
                         fix: "Use CABasicAnimation, CAKeyframeAnimation, CASpringAnimation or CAAnimationGroup.")
  }
}

// MARK: - CAPropertyAnimation

/// The name of a `CAValueFunction`.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateX = Self(rawValue: "rotateX")
  public static let rotateY = Self(rawValue: "rotateY")
  public static let rotateZ = Self(rawValue: "rotateZ")
  public static let scale = Self(rawValue: "scale")
  public static let scaleX = Self(rawValue: "scaleX")
  public static let scaleY = Self(rawValue: "scaleY")
  public static let scaleZ = Self(rawValue: "scaleZ")
  public static let translate = Self(rawValue: "translate")
  public static let translateX = Self(rawValue: "translateX")
  public static let translateY = Self(rawValue: "translateY")
  public static let translateZ = Self(rawValue: "translateZ")
}

/// `CAValueFunction`: builds a transform from the interpolated number(s).
public final class CAValueFunction: Sendable {
  public let name: CAValueFunctionName
  public init?(name: CAValueFunctionName) {
    guard ValueFunction(rawValue: name.rawValue) != nil else { return nil }
    self.name = name
  }
}

/// An animation of one key path of the layer.
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  /// Adds the animation's value to the underlying value instead of replacing it.
  open var isAdditive = false
  /// Each repeat cycle starts from where the previous ended.
  open var isCumulative = false
  open var valueFunction: CAValueFunction?

  public required init() { super.init() }

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

  /// Checks the key path and returns what its values must be.
  func checkedKeyPath() throws(AnimationError) -> (String, ValueKind, ValueFunction?) {
    guard let keyPath, !keyPath.isEmpty else {
      throw AnimationError(keyPath: "nil", problem: "the animation has no keyPath",
                           fix: "Create it with init(keyPath:), e.g. CABasicAnimation(keyPath: \"opacity\").")
    }
    guard let accessor = KeyPaths.accessor(keyPath) else {
      let (problem, fix) = KeyPaths.unknown(keyPath)
      throw AnimationError(keyPath: keyPath, problem: problem, fix: fix)
    }
    if let vf = valueFunction {
      guard accessor.kind == .transform else {
        throw AnimationError(keyPath: keyPath, problem: "valueFunction '\(vf.name.rawValue)' builds a transform, but this key path is not a transform",
                             fix: "Use a valueFunction only with keyPath \"transform\" or \"sublayerTransform\".")
      }
      let f = ValueFunction(rawValue: vf.name.rawValue)!
      return (keyPath, f.takesThreeValues ? .numbers : .number, f)
    }
    return (keyPath, accessor.kind, nil)
  }

  func convert(_ value: Any?, _ what: String, _ keyPath: String, _ kind: ValueKind) throws(AnimationError) -> AnimValue {
    if let v = kind.convert(value) {
      if case .numbers(let n) = v, kind == .numbers, valueFunction != nil, n.count != 3 {
        throw AnimationError(keyPath: keyPath, problem: "\(what) has \(n.count) numbers; valueFunction '\(valueFunction!.name.rawValue)' takes [x, y, z]",
                             fix: "Give three numbers, e.g. [1, 1, 1].")
      }
      return v
    }
    throw AnimationError(keyPath: keyPath, problem: "\(what) is \(ValueKind.describe(value)); this key path takes \(kind.swiftName)",
                         fix: "Pass \(kind.swiftName).")
  }

  func optional(_ value: Any?, _ what: String, _ keyPath: String, _ kind: ValueKind) throws(AnimationError) -> AnimValue? {
    guard let value else { return nil }
    return try convert(value, what, keyPath, kind)
  }

  func propertySpec(_ keyPath: String, _ vf: ValueFunction?, _ kind: PropertyAnimationSpec.Kind) -> PropertyAnimationSpec {
    PropertyAnimationSpec(keyPath: keyPath, additive: isAdditive, cumulative: isCumulative,
                          valueFunction: vf, kind: kind)
  }
}

// MARK: - CABasicAnimation

/// Interpolates between two values (the seven from/to/by cases of doc §3.1).
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any?
  open var toValue: Any?
  open var byValue: Any?

  public required init() { super.init() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CABasicAnimation else { return }
    fromValue = o.fromValue; toValue = o.toValue; byValue = o.byValue
  }

  func endpoints() throws(AnimationError) -> (String, ValueFunction?, AnimValue?, AnimValue?, AnimValue?) {
    let (keyPath, kind, vf) = try checkedKeyPath()
    let from = try optional(fromValue, "fromValue", keyPath, kind)
    let to = try optional(toValue, "toValue", keyPath, kind)
    let by = try optional(byValue, "byValue", keyPath, kind)
    return (keyPath, vf, from, to, by)
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let (keyPath, vf, from, to, by) = try endpoints()
    return AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                         removedOnCompletion: isRemovedOnCompletion,
                         body: .property(propertySpec(keyPath, vf, .basic(from: from, to: to, by: by))))
  }
}

// MARK: - CASpringAnimation

/// A damped spring (doc §5.1–5.4). `duration` is not derived: set it, usually to
/// `settlingDuration`; the spring is evaluated at the animation's basic time.
open class CASpringAnimation: CABasicAnimation {
  open var mass: CGFloat = 1
  open var stiffness: CGFloat = 100
  open var damping: CGFloat = 10
  /// In from→to distances per second; positive moves toward the target.
  open var initialVelocity: CGFloat = 0
  /// When false (the default) an overdamped spring is treated as critically damped.
  open var allowsOverdamping = false

  public required init() { super.init() }

  /// `init(perceptualDuration:bounce:)` (iOS 17): mass 1, stiffness (2π/T)²,
  /// damping from the bounce, overdamping allowed, duration = settlingDuration.
  public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
    self.init()
    let T = max(perceptualDuration, 1e-6)
    mass = 1
    stiffness = pow(2 * .pi / T, 2)
    damping = bounce >= 0 ? (1 - bounce) * 4 * .pi / T : 4 * .pi / (T * (1 + bounce))
    allowsOverdamping = true
    duration = settlingDuration
  }

  /// 2π√(m/k).
  open var perceptualDuration: CFTimeInterval { 2 * .pi * (Double(mass) / Double(stiffness)).squareRoot() }

  open var bounce: CGFloat {
    let T = perceptualDuration
    let unbounced = 4 * .pi / T
    let d = Double(damping)
    return CGFloat(d <= unbounced ? 1 - d / unbounced : unbounced / d - 1)
  }

  var params: SpringParams {
    SpringParams(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                 initialVelocity: Double(initialVelocity), allowsOverdamping: allowsOverdamping)
  }

  /// How long until the spring stays within 0.001 of rest (doc §5.3), divided by |speed|.
  open var settlingDuration: CFTimeInterval {
    let d = params.duration(epsilon: 0.001)
    if speed == 0 { return Double(Float.greatestFiniteMagnitude) }
    return min(d / Double(abs(speed)), Double(Float.greatestFiniteMagnitude))
  }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CASpringAnimation else { return }
    mass = o.mass; stiffness = o.stiffness; damping = o.damping
    initialVelocity = o.initialVelocity; allowsOverdamping = o.allowsOverdamping
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let (keyPath, vf, from, to, by) = try endpoints()
    return AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                         removedOnCompletion: isRemovedOnCompletion,
                         body: .property(propertySpec(keyPath, vf, .spring(from: from, to: to, by: by, params))))
  }
}

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

  public required init() { super.init() }

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
    var spec = KeyframeSpec(values: [], mode: calculationMode.rawValue)
    guard ["linear", "discrete", "paced", "cubic", "cubicPaced"].contains(calculationMode.rawValue) else {
      throw AnimationError(keyPath: keyPath, problem: "unknown calculationMode '\(calculationMode.rawValue)'",
                           fix: "Use .linear, .discrete, .paced, .cubic or .cubicPaced.")
    }
    if let path {
      guard kind == .point else {
        throw AnimationError(keyPath: keyPath, problem: "a path animates a CGPoint, but this key path takes \(kind.swiftName)",
                             fix: "Animate \"position\" (or another point) along a path, or use values.")
      }
      guard !path.data.segments.isEmpty else {
        throw AnimationError(keyPath: keyPath, problem: "the path has no segments",
                             fix: "Give the path at least one line or curve after its moveTo.")
      }
      spec.path = path.data
      spec.rotationMode = rotationMode?.rawValue
    } else {
      guard let raw = keyframeValues(), !raw.isEmpty else {
        throw AnimationError(keyPath: keyPath, problem: "values is empty and there is no path",
                             fix: "Set values (one per keyframe) or path.")
      }
      var converted: [AnimValue] = []
      for (i, v) in raw.enumerated() { converted.append(try convert(v, "values[\(i)]", keyPath, kind)) }
      spec.values = converted
      if rotationMode != nil {
        throw AnimationError(keyPath: keyPath, problem: "rotationMode needs a path (it follows the path's tangent)",
                             fix: "Set path instead of values, or remove rotationMode.")
      }
    }
    let count = spec.path.map { KeyframeSpec.pathKeyframeCount($0) } ?? spec.values.count
    if let keyTimes, calculationMode != .paced, calculationMode != .cubicPaced {
      let times = keyTimes.map(\.doubleValue)
      let expected = calculationMode == .discrete ? [count + 1, count] : [count]
      guard expected.contains(times.count) else {
        throw AnimationError(keyPath: keyPath,
          problem: "keyTimes has \(times.count) entries for \(count) \(spec.path == nil ? "values" : "path keyframes")",
          fix: calculationMode == .discrete
            ? "Give \(count + 1) keyTimes for discrete mode (each value shows from its keyTime to the next), or nil to spread them evenly."
            : "Give one keyTime per value (first 0, last 1), or nil to spread them evenly.")
      }
      for (i, t) in times.enumerated() {
        guard t.isFinite, (0...1).contains(t) else {
          throw AnimationError(keyPath: keyPath, problem: "keyTimes[\(i)] is \(t), outside 0…1",
                               fix: "keyTimes are fractions of the duration, from 0 to 1.")
        }
        if i > 0 && t < times[i - 1] {
          throw AnimationError(keyPath: keyPath, problem: "keyTimes[\(i)] (\(t)) is less than keyTimes[\(i - 1)] (\(times[i - 1]))",
                               fix: "keyTimes must not decrease.")
        }
      }
      spec.keyTimes = times
    }
    if let tfs = timingFunctions, !tfs.isEmpty { spec.timingFunctions = tfs.map(TimingCurve.init) }
    func numbers(_ a: [NSNumber]?) -> [Double]? { a.map { $0.map(\.doubleValue) } }
    spec.tension = numbers(tensionValues)
    spec.continuity = numbers(continuityValues)
    spec.bias = numbers(biasValues)
    return AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                         removedOnCompletion: isRemovedOnCompletion,
                         body: .property(propertySpec(keyPath, vf, .keyframe(spec))))
  }
}

// MARK: - CAAnimationGroup

/// Runs its animations together in its own time space, clipped to its duration.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  public required init() { super.init() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CAAnimationGroup else { return }
    animations = o.animations?.map { $0.copy() as! CAAnimation }
  }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    var children: [AnimationSpec] = []
    for (i, a) in (animations ?? []).enumerated() {
      do {
        // Children with no duration get the default too (0.25 s), as documented for addAnimation.
        children.append(try a.makeSpec(defaultDuration: defaultDuration))
      } catch {
        var e = error
        e.problem = "in the group's animations[\(i)]: " + e.problem
        throw e
      }
    }
    return AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                         removedOnCompletion: isRemovedOnCompletion, body: .group(children))
  }
}

// MARK: - JNWSpringAnimation

/// jwilling's JNWSpringAnimation, exactly as the library behaves (doc §5.7): a
/// keyframe animation whose values are its damped cosine sampled every 1 ms until
/// settled. `duration` is read-only (samples × 1 ms). No velocity.
open class JNWSpringAnimation: CAKeyframeAnimation {
  /// Default 300.
  open var stiffness: CGFloat = 300
  /// Default 30; values ≤ 0 are replaced by 1, as the library does.
  open var damping: CGFloat = 30 {
    didSet { if damping <= 0 { damping = 1 } }
  }
  /// Default 5.
  open var mass: CGFloat = 5
  open var fromValue: Any?
  open var toValue: Any?

  public required init() { super.init() }

  /// `+[JNWSpringAnimation animationWithKeyPath:]`.
  open class func animation(withKeyPath path: String?) -> JNWSpringAnimation {
    let a = JNWSpringAnimation()
    a.keyPath = path
    return a
  }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? JNWSpringAnimation else { return }
    stiffness = o.stiffness; damping = o.damping; mass = o.mass; fromValue = o.fromValue; toValue = o.toValue
  }

  /// The key paths the library supports (its header).
  static let supportedKeyPaths: Set<String> = [
    "position", "position.x", "position.y", "cornerRadius", "shadowRadius", "bounds", "bounds.size",
    "transform.translation.x", "transform.translation.y", "transform.translation.z",
    "transform.rotation.x", "transform.rotation.y", "transform.rotation.z",
    "transform.scale.x", "transform.scale.y", "transform.scale.z", "transform.translation", "transform.scale",
    "transform",
  ]

  /// Read-only: the number of samples × 1 ms. Setting it is ignored, as in the library.
  open override var duration: CFTimeInterval {
    get { Double(sampleValues().count) * Double(Float(0.001)) }
    set {}
  }

  /// The sampled components as keyframe values of the key path's type.
  func sampleValues() -> [Any] {
    guard let from = JNWSpringAnimation.components(fromValue), let to = JNWSpringAnimation.components(toValue),
          from.count == to.count else { return [] }
    let rows = JNWSpring.samples(from: from, to: to, damping: Double(damping), mass: Double(mass), stiffness: Double(stiffness))
    return rows.map { JNWSpringAnimation.rebuild($0, like: fromValue) }
  }

  override func keyframeValues() -> [Any]? { sampleValues() }

  override func makeSpec(defaultDuration: Double) throws(AnimationError) -> AnimationSpec {
    let path = keyPath ?? "nil"
    guard JNWSpringAnimation.supportedKeyPaths.contains(path) else {
      throw AnimationError(keyPath: path, problem: "JNWSpringAnimation does not support this key path",
                           fix: "Use one of \(JNWSpringAnimation.supportedKeyPaths.sorted().joined(separator: ", ")).")
    }
    guard let from = JNWSpringAnimation.components(fromValue), let to = JNWSpringAnimation.components(toValue) else {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue must both be set to a number, CGPoint, CGSize, CGRect, CGAffineTransform or CATransform3D (got \(ValueKind.describe(fromValue)) and \(ValueKind.describe(toValue)))",
                           fix: "Set both, of the same type.")
    }
    guard from.count == to.count else {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue are of different types",
                           fix: "Give both values the same type.")
    }
    if sampleValues().isEmpty {
      throw AnimationError(keyPath: path, problem: "fromValue and toValue are both zero, so the spring has no keyframes (the library produces an empty animation)",
                           fix: "Animate between different values.")
    }
    var spec = try super.makeSpec(defaultDuration: defaultDuration)
    // No keyTimes, linear, no timing function: the samples are spread evenly over the duration.
    spec.timing.duration = duration
    return spec
  }

  static func components(_ v: Any?) -> [Double]? {
    switch v {
    case let n as NSNumber: [n.doubleValue]
    case let d as Double: [d]
    case let d as CGFloat: [Double(d)]
    case let d as Float: [Double(d)]
    case let d as Int: [Double(d)]
    case let p as CGPoint: [p.x, p.y].map { Double($0) }
    case let s as CGSize: [s.width, s.height].map { Double($0) }
    case let r as CGRect: [r.origin.x, r.origin.y, r.size.width, r.size.height].map { Double($0) }
    case let a as CGAffineTransform: [a.a, a.b, a.c, a.d, a.tx, a.ty].map { Double($0) }
    case let m as CATransform3D: m.flatten
    default: nil
    }
  }

  static func rebuild(_ c: [Double], like v: Any?) -> Any {
    switch v {
    case is CGPoint: CGPoint(x: c[0], y: c[1])
    case is CGSize: CGSize(width: c[0], height: c[1])
    case is CGRect: CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
    case is CGAffineTransform: CATransform3DMakeAffineTransform(CGAffineTransform(a: c[0], b: c[1], c: c[2], d: c[3], tx: c[4], ty: c[5]))
    case is CATransform3D: CATransform3D(flat: c)
    default: c[0]
    }
  }
}
