import Foundation

// MARK: - AnimationSpec

/// An animation frozen into a value when it is added to a layer: checked
/// against its key path, values converted, duration defaulted. This is what the
/// timeline stores and what evaluation reads; it never changes afterwards.
///
/// The throwing initialisers (here and on the parts) are the only way to make
/// one: the authoring API and the JSON decoder both go through them, so a spec
/// that exists can be evaluated at any time without a further check.
public struct AnimationSpec: Sendable, Equatable {
  /// The animation's timing: begin time, duration, speed, repetition, fill mode, and timing function.
  public let timing: Timing
  /// A Boolean value that indicates whether the animation is removed from the layer when it finishes.
  public let removedOnCompletion: Bool
  /// What the animation animates: one property, a group of animations, or a transition.
  public let body: Body

  /// What an animation animates.
  public indirect enum Body: Sendable, Codable, Equatable {
    /// An animation of one property of the layer (basic, spring, or keyframe).
    case property(PropertyAnimationSpec)
    /// A group of animations that run together on the layer, timed within the group's timing.
    case group([AnimationSpec])
    /// Drawn by the render tree builder, which composites the before and after states.
    case transition(TransitionSpec)
  }

  /// Creates an animation spec, throwing an `AnimationError` if the timing is invalid.
  public init(timing: Timing, removedOnCompletion: Bool, body: Body) throws(AnimationError) {
    try timing.validate()
    (self.timing, self.removedOnCompletion, self.body) = (timing, removedOnCompletion, body)
  }

  /// The same animation starting at `beginTime` (what `add(_:forKey:)` does for a zero beginTime).
  public func beginning(at beginTime: Double) throws(AnimationError) -> AnimationSpec {
    var t = timing
    t.beginTime = beginTime
    return try AnimationSpec(timing: t, removedOnCompletion: removedOnCompletion, body: body)
  }

  /// The same animation lasting `duration` (JNWSpringAnimation's sample count decides it).
  public func lasting(_ duration: Double) throws(AnimationError) -> AnimationSpec {
    var t = timing
    t.duration = duration
    return try AnimationSpec(timing: t, removedOnCompletion: removedOnCompletion, body: body)
  }
}

extension AnimationSpec: Codable {
  private enum Keys: String, CodingKey { case timing, removedOnCompletion, body }

  /// Decodes an animation spec and validates its timing as the throwing initializer does.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let timing = try c.decode(Timing.self, forKey: .timing)
    let removed = try c.decode(Bool.self, forKey: .removedOnCompletion)
    let body = try c.decode(Body.self, forKey: .body)
    self = try AnimationError.decoding(decoder) { () throws(AnimationError) in
      try AnimationSpec(timing: timing, removedOnCompletion: removed, body: body)
    }
  }

  /// Encodes the animation's timing, removal flag, and body.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(timing, forKey: .timing)
    try c.encode(removedOnCompletion, forKey: .removedOnCompletion)
    try c.encode(body, forKey: .body)
  }
}

extension AnimationError {
  /// Runs a validating initialiser inside `init(from:)`, turning its error into a
  /// decoding error at the decoder's JSON path.
  static func decoding<T>(_ decoder: Decoder, _ make: () throws(AnimationError) -> T) throws -> T {
    do {
      return try make()
    } catch {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                              debugDescription: "\(error.problem) (\(error.fix))"))
    }
  }
}

extension Timing {
  /// Numbers an animation's timing must have: finite where they are times, a positive duration.
  func validate() throws(AnimationError) {
    // repeatDuration may be infinite, as repeatCount may: iOS repeats for ever (HUGE, .infinity).
    let finite: [(String, Double)] = [("beginTime", beginTime), ("duration", duration), ("speed", speed),
                                     ("timeOffset", timeOffset),
                                     ("repeatDuration", repeatDuration == .infinity ? 0 : repeatDuration)]
    // Times within ±10^9 s (31 years) and speeds within ±10^6 keep every sum in
    // the timing model finite; beyond them no frame could show a difference.
    for (name, value) in finite where !(value.magnitude <= (name == "speed" ? 1e6 : 1e9)) {
      throw AnimationError(keyPath: "", problem: "\(name) is \(value)",
                           fix: "Give \(name) a finite number within ±\(name == "speed" ? "1000000" : "1000000000").")
    }
    guard duration > 0 else {
      throw AnimationError(keyPath: "", problem: "duration is \(duration)", fix: "Give the animation a positive duration.")
    }
    guard !repeatCount.isNaN, repeatCount >= 0, repeatDuration >= 0 else {
      throw AnimationError(keyPath: "", problem: "repeatCount \(repeatCount) or repeatDuration \(repeatDuration) is negative",
                           fix: "Use 0 (once), a positive count, or .infinity.")
    }
  }
}

// MARK: - Applying animations

extension AnimationSpec {
  /// Applies the animation to `props` at parent time `t` (the layer's local time,
  /// or the group's basic time for a child). Does nothing when not applied at `t`.
  func apply(to props: inout LayerProps, at t: Double) {
    guard let state = timing.state(at: t) else { return }
    switch body {
    case .group(let children):
      // Children live in the group's basic time. A timing function on the group
      // warps that time (doc §1.6: undocumented; children see d·TF(b/d)).
      let groupTime = timing.timingFunction == nil ? state.basicTime : timing.duration * state.progress
      for child in children { child.apply(to: &props, at: groupTime) }
    case .property(let p):
      p.apply(state, timing: timing, to: &props)
    case .transition:
      break
    }
  }
}

