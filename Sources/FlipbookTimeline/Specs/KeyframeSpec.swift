import Foundation

/// A keyframe animation's values (or path) and their timing, checked once.
public struct KeyframeSpec: Sendable, Equatable {
  /// `CAAnimationCalculationMode`.
  public enum CalculationMode: String, Sendable, Codable, CaseIterable {
    /// A mode that interpolates linearly between successive keyframes.
    case linear
    /// A mode that shows each keyframe's value until the next keyframe's time, without interpolating.
    case discrete
    /// A mode that interpolates linearly, timed so the value changes at an even pace; `keyTimes` are ignored.
    case paced
    /// A mode that interpolates along a smooth spline through the keyframes, shaped by tension, continuity, and bias.
    case cubic
    /// A mode that interpolates along the cubic spline, timed at an even pace; `keyTimes` are ignored.
    case cubicPaced
  }
  /// `CAAnimationRotationMode`.
  public enum RotationMode: String, Sendable, Codable, CaseIterable {
    /// A mode that rotates the layer to follow the path's tangent.
    case auto
    /// A mode that rotates the layer to follow the path's tangent, turned by 180 degrees.
    case autoReverse
  }

  /// The keyframe values, in order; empty when the animation follows a path.
  public let values: [AnimValue]
  /// The time of each keyframe as a fraction of the duration, from 0 to 1, or `nil` to space the keyframes evenly.
  public let keyTimes: [Double]?
  /// The timing curve of each segment between keyframes, or `nil` for linear pacing within segments.
  public let timingFunctions: [TimingCurve]?
  /// How the values between keyframes are calculated.
  public let mode: CalculationMode
  /// The tension of the cubic curve at each keyframe (how tightly it curves), or `nil` for 0 everywhere.
  public let tension: [Double]?
  /// The continuity of the cubic curve at each keyframe (how sharp its corner is), or `nil` for 0 everywhere.
  public let continuity: [Double]?
  /// The bias of the cubic curve at each keyframe (which side of the keyframe it leans to), or `nil` for 0 everywhere.
  public let bias: [Double]?
  /// The path a point-valued property follows, or `nil` when the animation uses `values`.
  public let path: PathData?
  /// How the layer turns to follow the path, or `nil` for no rotation; set only with a path.
  public let rotationMode: RotationMode?

  /// Checks the arrays against each other (doc §4.1): values or a path with at
  /// least one segment; keyTimes one per keyframe (n + 1 allowed for discrete),
  /// within 0…1 and never decreasing (ignored in the paced modes, as on Apple
  /// platforms); a rotation mode only with a path.
  public init(values: [AnimValue] = [], path: PathData? = nil, keyTimes: [Double]? = nil,
              timingFunctions: [TimingCurve]? = nil, mode: CalculationMode = .linear, tension: [Double]? = nil,
              continuity: [Double]? = nil, bias: [Double]? = nil, rotationMode: RotationMode? = nil,
              keyPath: String = "") throws(AnimationError) {
    func fail(_ problem: String, _ fix: String) -> AnimationError { AnimationError(keyPath: keyPath, problem: problem, fix: fix) }
    if let path {
      guard !path.segments.isEmpty else { throw fail("the path has no segments", "Give the path at least one line or curve after its moveTo.") }
    } else {
      guard !values.isEmpty else { throw fail("values is empty and there is no path", "Set values (one per keyframe) or path.") }
      if rotationMode != nil {
        throw fail("rotationMode needs a path (it follows the path's tangent)", "Set path instead of values, or remove rotationMode.")
      }
    }
    let count = path.map { KeyframeSpec.pathKeyframeCount($0) } ?? values.count
    var checkedTimes: [Double]?
    if let times = keyTimes, mode != .paced, mode != .cubicPaced {
      let expected = mode == .discrete ? [count + 1, count] : [count]
      guard expected.contains(times.count) else {
        throw fail("keyTimes has \(times.count) entries for \(count) \(path == nil ? "values" : "path keyframes")",
                   mode == .discrete
                     ? "Give \(count + 1) keyTimes for discrete mode (each value shows from its keyTime to the next), or nil to spread them evenly."
                     : "Give one keyTime per value (first 0, last 1), or nil to spread them evenly.")
      }
      for (i, t) in times.enumerated() {
        guard t.isFinite, (0...1).contains(t) else {
          throw fail("keyTimes[\(i)] is \(t), outside 0…1", "keyTimes are fractions of the duration, from 0 to 1.")
        }
        if i > 0 && t < times[i - 1] {
          throw fail("keyTimes[\(i)] (\(t)) is less than keyTimes[\(i - 1)] (\(times[i - 1]))", "keyTimes must not decrease.")
        }
      }
      checkedTimes = times
    }
    self.values = path == nil ? values : []
    self.path = path
    self.keyTimes = checkedTimes
    self.timingFunctions = timingFunctions?.isEmpty == true ? nil : timingFunctions
    self.mode = mode
    (self.tension, self.continuity, self.bias) = (tension, continuity, bias)
    self.rotationMode = path == nil ? nil : rotationMode
  }

  /// `times` if they fit `count` keyframes in `mode` (one per keyframe, or n + 1
  /// for discrete; within 0…1; never decreasing), else nil: spaced evenly. Apple's
  /// `keyTimes` reference: "If the values in this array are invalid or
  /// inappropriate for the current calculation mode, they are ignored"; iOS never
  /// throws at `add(_:forKey:)`. The authoring API passes keyTimes through this;
  /// a decoded document that breaks the rules is refused by `init`.
  public static func usableKeyTimes(_ times: [Double]?, count: Int, mode: CalculationMode) -> [Double]? {
    guard let times, mode != .paced, mode != .cubicPaced else { return nil }
    guard (mode == .discrete ? [count + 1, count] : [count]).contains(times.count),
          times.allSatisfy({ $0.isFinite && (0...1).contains($0) }),
          zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else { return nil }
    return times
  }

  /// A path has one keyframe at its start and one at the end of every segment.
  package static func pathKeyframeCount(_ path: PathData) -> Int { path.segments.count + 1 }
}

extension KeyframeSpec: Codable {
  private enum Keys: String, CodingKey {
    case values, keyTimes, timingFunctions, mode, tension, continuity, bias, path, rotationMode
  }

  /// Decodes a keyframe spec and checks it as the throwing initializer does.
  public init(from decoder: Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    let values = try c.decode([AnimValue].self, forKey: .values)
    let path = try c.decodeIfPresent(PathData.self, forKey: .path)
    let keyTimes = try c.decodeIfPresent([Double].self, forKey: .keyTimes)
    let functions = try c.decodeIfPresent([TimingCurve].self, forKey: .timingFunctions)
    let mode = try c.decode(CalculationMode.self, forKey: .mode)
    let tension = try c.decodeIfPresent([Double].self, forKey: .tension)
    let continuity = try c.decodeIfPresent([Double].self, forKey: .continuity)
    let bias = try c.decodeIfPresent([Double].self, forKey: .bias)
    let rotation = try c.decodeIfPresent(RotationMode.self, forKey: .rotationMode)
    self = try AnimationError.decoding(decoder) { () throws(AnimationError) in
      try KeyframeSpec(values: values, path: path, keyTimes: keyTimes, timingFunctions: functions, mode: mode,
                       tension: tension, continuity: continuity, bias: bias, rotationMode: rotation)
    }
  }

  /// Encodes the keyframes, leaving out the optional parts that are `nil`.
  public func encode(to encoder: Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(values, forKey: .values)
    try c.encodeIfPresent(path, forKey: .path)
    try c.encodeIfPresent(keyTimes, forKey: .keyTimes)
    try c.encodeIfPresent(timingFunctions, forKey: .timingFunctions)
    try c.encode(mode, forKey: .mode)
    try c.encodeIfPresent(tension, forKey: .tension)
    try c.encodeIfPresent(continuity, forKey: .continuity)
    try c.encodeIfPresent(bias, forKey: .bias)
    try c.encodeIfPresent(rotationMode, forKey: .rotationMode)
  }
}
