import Foundation

// MARK: - Fill mode

/// What an animation shows outside its active interval (`CAMediaTimingFillMode`).
public enum FillMode: String, Sendable, Codable, CaseIterable {
  /// A fill mode in which the animation has no effect outside its active interval.
  case removed
  /// A fill mode in which the animation's final value stays after its active interval ends.
  case forwards
  /// A fill mode in which the animation's initial value shows before its active interval begins.
  case backwards
  /// A fill mode that fills both backwards and forwards.
  case both

  var fillsBackwards: Bool { self == .backwards || self == .both }
  var fillsForwards: Bool { self == .forwards || self == .both }
}

// MARK: - Timing curve value

/// A timing function as a value (its four control points).
public struct TimingCurve: Sendable, Codable, Equatable {
  /// The x and y coordinates of the curve's first (`c1`) and second (`c2`) control points.
  public var c1x: Double, c1y: Double, c2x: Double, c2y: Double

  /// Creates a timing curve with the given control points.
  public init(c1x: Double, c1y: Double, c2x: Double, c2y: Double) {
    (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
  }

  var isLinear: Bool { c1x == c1y && c2x == c2y }

  /// Returns the curve's output progress for the input time fraction `x`, from 0 to 1.
  public func evaluate(_ x: Double) -> Double {
    isLinear ? max(0, min(1, x)) : UnitBezier(c1x, c1y, c2x, c2y).solve(x)
  }
}

// MARK: - Timing value and the evaluation algorithm

/// The resolved timing of one animation (duration already defaulted), as a value.
public struct Timing: Sendable, Codable, Equatable {
  /// The animation's begin time, in seconds of its parent's time.
  public var beginTime: Double = 0
  /// The length of one simple cycle of the animation, in seconds.
  public var duration: Double = 0.25
  /// The rate at which the animation's local time runs relative to its parent's.
  public var speed: Double = 1
  /// The offset added to the animation's local time, in seconds.
  public var timeOffset: Double = 0
  /// The number of cycles the animation plays, which may be fractional; 0 plays one cycle.
  public var repeatCount: Double = 0
  /// How long the animation repeats for, in seconds; 0 means it is not set.
  public var repeatDuration: Double = 0
  /// A Boolean value that indicates whether the animation plays backwards after playing forwards.
  public var autoreverses = false
  /// What the animation shows outside its active interval.
  public var fillMode = FillMode.removed
  /// The curve that maps time to progress, or nil for linear pacing.
  public var timingFunction: TimingCurve?

  /// Creates a timing with Core Animation's defaults: a 0.25-second cycle that plays once, linearly, with no fill.
  public init() {}

  /// One cycle: the duration, doubled when autoreversing.
  public var cycle: Double { duration * (autoreverses ? 2 : 1) }

  /// How long the animation is active, in its parent's time scaled by speed (doc §1.4).
  /// With both repeatCount and repeatDuration set (undefined on Apple platforms),
  /// repeatDuration wins.
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return repeatCount * cycle }
    return cycle
  }

  /// The active interval in parent time: [beginTime, end). `end` is infinite for
  /// endless repeats or a paused (speed 0) animation.
  public var endTime: Double {
    if speed == 0 { return .infinity }
    return beginTime + activeDuration / abs(speed)
  }

  /// Where the animation is at parent time `tp`.
  public struct State: Equatable {
    /// Basic local time in 0…duration.
    public var basicTime: Double
    /// Whole cycles completed before this one (for cumulative animations).
    public var iteration: Int
    /// Progress after the timing function, usually 0…1.
    public var progress: Double
  }

  /// The evaluation algorithm of doc §1.5: nil when the animation is not applied
  /// at `tp` (before its start without backwards fill, after its end without
  /// forwards fill).
  ///
  /// timeOffset is added after the speed scaling, as the header formula
  /// `t = (tp − begin) · speed + offset` says (doc §1.5 remark 1 marks this
  /// uncertain: Lockwood reads it the other way for speed ≠ 1; we follow the header).
  /// Negative speeds run the local clock backwards from timeOffset (the doc leaves
  /// them unspecified).
  public func state(at tp: Double) -> State? {
    let d = duration
    guard d > 0 else { return nil }
    var tau = (tp - beginTime) * speed
    if speed < 0 { tau = -tau }
    let active = activeDuration
    if tau < 0 {
      guard fillMode.fillsBackwards else { return nil }
      tau = 0
    }
    var end = false
    if tau >= active {
      guard fillMode.fillsForwards else { return nil }
      tau = active
      end = true
    }
    var p = tau + timeOffset
    if speed < 0 { p = timeOffset + active - tau }
    // An infinite repeat count makes `active` infinite; a local time must stay finite.
    guard p.isFinite else { return nil }
    let c = cycle
    var b: Double
    var k: Int
    if c.isInfinite {
      (b, k) = (p, 0)
    } else {
      b = p.truncatingRemainder(dividingBy: c)
      if b < 0 { b += c }
      // Cycles counted past 2^53 are no longer whole numbers; clamp there so the
      // conversion cannot trap (cumulative values that large fail the range check).
      let cycles = (p / c).rounded(.down)
      k = cycles.isNaN ? 0 : Int(max(-9e15, min(9e15, cycles)))
      if end && b == 0 && p > 0 { b = c; k -= 1 }  // the end of the last whole cycle
    }
    if autoreverses && b > d { b = 2 * d - b }
    let x = b / d
    let y = timingFunction?.evaluate(x) ?? x
    return State(basicTime: b, iteration: k, progress: y)
  }
}
