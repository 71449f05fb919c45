import Foundation

// MARK: - PropertyAnimationSpec

/// A basic, spring or keyframe animation of one key path, checked against the
/// key path's value kind.
public struct PropertyAnimationSpec: Sendable, Equatable {
  /// The key path the animation animates.
  public let keyPath: String
  /// A Boolean value that indicates whether the animated value is added to the property's current value.
  public let additive: Bool
  /// A Boolean value that indicates whether each repeat cycle builds on the value the previous cycle ended at.
  public let cumulative: Bool
  /// The function that turns the animated numbers into a transform, or `nil` to animate the value itself.
  public let valueFunction: ValueFunction?
  /// Whether the animation is a basic, spring, or keyframe animation, with its values.
  public let kind: Kind
  /// How the key path reads and writes a layer state, found once here rather than
  /// in the key-path table on every frame.
  let accessor: KeyPathAccessor

  /// Returns a Boolean value that indicates whether two specs animate the same key path in the same way.
  public static func == (a: PropertyAnimationSpec, b: PropertyAnimationSpec) -> Bool {
    a.keyPath == b.keyPath && a.additive == b.additive && a.cumulative == b.cumulative
      && a.valueFunction == b.valueFunction && a.kind == b.kind
  }

  /// The kinds of property animation, each with its values.
  public enum Kind: Sendable, Codable, Equatable {
    /// A basic animation (`CABasicAnimation`) between its `from`, `to`, and `by` values, any of which may be `nil`.
    case basic(from: AnimValue?, to: AnimValue?, by: AnimValue?)
    /// A spring animation (`CASpringAnimation`): a basic animation's values, moved by a damped spring.
    case spring(from: AnimValue?, to: AnimValue?, by: AnimValue?, SpringParams)
    /// A keyframe animation (`CAKeyframeAnimation`) through values or along a path.
    case keyframe(KeyframeSpec)
  }

  /// Checks that `keyPath` is animatable, that a value function goes with a
  /// transform, and that every value is of the kind the key path (or the value
  /// function) takes.
  public init(keyPath: String, additive: Bool = false, cumulative: Bool = false, valueFunction: ValueFunction? = nil,
              kind: Kind) throws(AnimationError) {
    let (accessor, expected) = try PropertyAnimationSpec.resolve(keyPath: keyPath, valueFunction: valueFunction)
    func check(_ value: AnimValue?, _ what: String) throws(AnimationError) {
      guard let value else { return }
      guard value.kind == expected else {
        throw AnimationError(keyPath: keyPath, problem: "\(what) is a \(value.typeName); this key path takes \(expected.swiftName)",
                             fix: "Pass \(expected.swiftName).")
      }
      if let valueFunction, valueFunction.takesThreeValues, case .numbers(let n) = value, n.count != 3 {
        throw AnimationError(keyPath: keyPath, problem: "\(what) has \(n.count) numbers; valueFunction '\(valueFunction.rawValue)' takes [x, y, z]",
                             fix: "Give three numbers, e.g. [1, 1, 1].")
      }
    }
    switch kind {
    case .basic(let from, let to, let by), .spring(let from, let to, let by, _):
      try check(from, "fromValue")
      try check(to, "toValue")
      try check(by, "byValue")
    case .keyframe(let k):
      if k.path != nil, expected != .point {
        throw AnimationError(keyPath: keyPath, problem: "a path animates a CGPoint, but this key path takes \(expected.swiftName)",
                             fix: "Animate \"position\" (or another point) along a path, or use values.")
      }
      for (i, v) in k.values.enumerated() { try check(v, "values[\(i)]") }
    }
    (self.keyPath, self.additive, self.cumulative, self.valueFunction, self.kind) = (keyPath, additive, cumulative, valueFunction, kind)
    self.accessor = accessor
  }

  /// The kind of value an animation of `keyPath` interpolates.
  public static func valueKind(keyPath: String, valueFunction: ValueFunction?) throws(AnimationError) -> ValueKind {
    try resolve(keyPath: keyPath, valueFunction: valueFunction).kind
  }

  /// The key path's accessor and the kind of value an animation of it interpolates.
  private static func resolve(keyPath: String, valueFunction: ValueFunction?) throws(AnimationError) -> (accessor: KeyPathAccessor, kind: ValueKind) {
    guard !keyPath.isEmpty else {
      throw AnimationError(keyPath: "nil", problem: "the animation has no keyPath",
                           fix: "Create it with init(keyPath:), e.g. CABasicAnimation(keyPath: \"opacity\").")
    }
    guard let accessor = KeyPaths.accessor(keyPath) else {
      let (problem, fix) = KeyPaths.unknown(keyPath)
      throw AnimationError(keyPath: keyPath, problem: problem, fix: fix)
    }
    guard let valueFunction else { return (accessor, accessor.kind) }
    guard accessor.kind == .transform else {
      throw AnimationError(keyPath: keyPath, problem: "valueFunction '\(valueFunction.rawValue)' builds a transform, but this key path is not a transform",
                           fix: "Use a valueFunction only with keyPath \"transform\" or \"sublayerTransform\".")
    }
    return (accessor, valueFunction.takesThreeValues ? .numbers : .number)
  }
}

extension PropertyAnimationSpec: Codable {
  private enum Keys: String, CodingKey { case keyPath, additive, cumulative, valueFunction, kind }

  /// Decodes a property animation spec and checks it against its key path as the throwing initializer does.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let keyPath = try c.decode(String.self, forKey: .keyPath)
    let additive = try c.decode(Bool.self, forKey: .additive), cumulative = try c.decode(Bool.self, forKey: .cumulative)
    let vf = try c.decodeIfPresent(ValueFunction.self, forKey: .valueFunction)
    let kind = try c.decode(Kind.self, forKey: .kind)
    self = try AnimationError.decoding(decoder) { () throws(AnimationError) in
      try PropertyAnimationSpec(keyPath: keyPath, additive: additive, cumulative: cumulative, valueFunction: vf, kind: kind)
    }
  }

  /// Encodes the key path, flags, value function (when set), and kind.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(keyPath, forKey: .keyPath)
    try c.encode(additive, forKey: .additive)
    try c.encode(cumulative, forKey: .cumulative)
    try c.encodeIfPresent(valueFunction, forKey: .valueFunction)
    try c.encode(kind, forKey: .kind)
  }
}

// MARK: - Value functions

/// The value functions of `CAValueFunction`.
public enum ValueFunction: String, Sendable, Codable, CaseIterable {
  /// A function that rotates about the x axis by an angle in radians.
  case rotateX
  /// A function that rotates about the y axis by an angle in radians.
  case rotateY
  /// A function that rotates about the z axis by an angle in radians.
  case rotateZ
  /// A function that scales by three factors, x, y, and z.
  case scale
  /// A function that scales along the x axis by one factor.
  case scaleX
  /// A function that scales along the y axis by one factor.
  case scaleY
  /// A function that scales along the z axis by one factor.
  case scaleZ
  /// A function that translates by three distances, x, y, and z.
  case translate
  /// A function that translates along the x axis by one distance.
  case translateX
  /// A function that translates along the y axis by one distance.
  case translateY
  /// A function that translates along the z axis by one distance.
  case translateZ

  /// A Boolean value that indicates whether the function takes three numbers, x, y, and z, rather than one.
  public var takesThreeValues: Bool { self == .scale || self == .translate }

  func matrix(_ v: AnimValue) -> CATransform3D {
    let s = v.scalar ?? 0
    let c = v.components ?? [0, 0, 0]
    switch self {
    case .rotateX: return CATransform3DMakeRotation(s, 1, 0, 0)
    case .rotateY: return CATransform3DMakeRotation(s, 0, 1, 0)
    case .rotateZ: return CATransform3DMakeRotation(s, 0, 0, 1)
    case .scale: return c.count == 3 ? CATransform3DMakeScale(c[0], c[1], c[2]) : CATransform3DMakeScale(s, s, s)
    case .scaleX: return CATransform3DMakeScale(s, 1, 1)
    case .scaleY: return CATransform3DMakeScale(1, s, 1)
    case .scaleZ: return CATransform3DMakeScale(1, 1, s)
    case .translate: return c.count == 3 ? CATransform3DMakeTranslation(c[0], c[1], c[2]) : CATransform3DIdentity
    case .translateX: return CATransform3DMakeTranslation(s, 0, 0)
    case .translateY: return CATransform3DMakeTranslation(0, s, 0)
    case .translateZ: return CATransform3DMakeTranslation(0, 0, s)
    }
  }

  /// The function's input that reproduces (the matching part of) a transform:
  /// what a nil endpoint means for an animation with a value function.
  func input(from m: CATransform3D) -> AnimValue {
    let c = TransformComponents(m)
    switch self {
    case .rotateX: return .number(c.rotation[0])
    case .rotateY: return .number(c.rotation[1])
    case .rotateZ: return .number(c.rotation[2])
    case .scale: return .numbers(c.scale)
    case .scaleX: return .number(c.scale[0])
    case .scaleY: return .number(c.scale[1])
    case .scaleZ: return .number(c.scale[2])
    case .translate: return .numbers(c.translation)
    case .translateX: return .number(c.translation[0])
    case .translateY: return .number(c.translation[1])
    case .translateZ: return .number(c.translation[2])
    }
  }
}


// MARK: - Applying

extension PropertyAnimationSpec {
  func apply(_ state: Timing.State, timing: Timing, to props: inout LayerProps) {
    let whole = accessor.get(props)
    // The underlying value U in the animation's own value space.
    let underlying: AnimValue
    if let vf = valueFunction, case .transform(let m) = whole {
      underlying = vf.input(from: m)
    } else {
      underlying = whole
    }
    var value: AnimValue
    var endValue: AnimValue
    var tangentAngle: Double?
    var fade: ContentsFade?
    switch kind {
    case .basic(let from, let to, let by):
      let (a, b) = PropertyAnimationSpec.endpoints(from, to, by, underlying)
      value = a.interpolated(to: b, state.progress)
      fade = ContentsFade.between(a, b, state.progress)
      endValue = b
    case .spring(let from, let to, let by, let spring):
      let (a, b) = PropertyAnimationSpec.endpoints(from, to, by, underlying)
      // The spring runs on the basic time; a timing function, if any, warps it.
      let time = timing.timingFunction == nil ? state.basicTime : timing.duration * state.progress
      value = a.interpolated(to: b, spring.progress(at: time))
      fade = ContentsFade.between(a, b, spring.progress(at: time))
      endValue = b
    case .keyframe(let k):
      let (v, angle, segmentFade) = k.value(at: state.progress)
      value = v
      tangentAngle = angle
      fade = segmentFade
      endValue = k.path.flatMap { k.pathPoint(segment: $0.segments.count - 1, u: 1, all: $0.segments).map { .point($0.0) } }
        ?? k.values.last ?? v
    }
    if cumulative && state.iteration > 0 {
      value = endValue.repeated(state.iteration).adding(value)
    }
    if let vf = valueFunction {
      value = .transform(vf.matrix(value))
    }
    accessor.set(&props, additive ? whole.adding(value) : value)
    if accessor.kind == .image { props.contentsFade = fade }
    if let angle = tangentAngle {
      // rotationMode: the layer turns to the path's tangent, as a z-rotation applied
      // in the layer's space before its own transform.
      props.transform = CATransform3DConcat(CATransform3DMakeRotation(angle, 0, 0, 1), props.transform)
    }
  }

  /// The interpolation endpoints of the seven from/to/by cases (doc §3.1). A nil
  /// endpoint is read from the underlying value every frame (the doc's model).
  static func endpoints(_ from: AnimValue?, _ to: AnimValue?, _ by: AnimValue?, _ u: AnimValue) -> (AnimValue, AnimValue) {
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, f.adding(b))
    case let (nil, t?, b?): return (t.subtracting(b), t)
    case let (f?, nil, nil): return (f, u)
    case let (nil, t?, nil): return (u, t)
    case let (nil, nil, b?): return (u, u.adding(b))
    case (nil, nil, nil): return (u, u)
    }
  }
}

