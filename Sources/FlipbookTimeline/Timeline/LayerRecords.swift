import Foundation

// MARK: - Snapshots and records

/// A layer's model state from `time` until the next snapshot.
public struct LayerSnapshot: Sendable, Codable, Equatable {
  public var time: Double
  public var props: LayerProps
  public var sublayers: [Int]
  public var mask: Int?

  public init(time: Double, props: LayerProps, sublayers: [Int], mask: Int?) {
    (self.time, self.props, self.sublayers, self.mask) = (time, props, sublayers, mask)
  }

  /// Same state (the time aside).
  public func sameState(as other: LayerSnapshot) -> Bool {
    props == other.props && sublayers == other.sublayers && mask == other.mask
  }
}

/// An animation attached to a layer from `addedAt` until `removedAt` (absolute times).
public struct AnimationRecord: Sendable, Codable, Equatable {
  public init(key: String, spec: AnimationSpec, addedAt: Double, removedAt: Double? = nil, absoluteEnd: Double? = nil) {
    (self.key, self.spec, self.addedAt, self.removedAt, self.absoluteEnd) = (key, spec, addedAt, removedAt, absoluteEnd)
  }

  public var key: String
  public var spec: AnimationSpec
  public var addedAt: Double
  public var removedAt: Double?
  /// When the active interval ends in absolute time (filled in when baked).
  public var absoluteEnd: Double?

  public func isAttached(at t: Double) -> Bool { addedAt <= t && (removedAt.map { t < $0 } ?? true) }

  /// Removed on completion and past its active interval at the layer's `localTime`:
  /// the model shows, whatever the fill mode.
  public func isCompleted(atLocalTime localTime: Double) -> Bool {
    let timing = spec.timing
    guard spec.removedOnCompletion, timing.speed != 0, timing.endTime.isFinite else { return false }
    return (localTime - timing.beginTime) * abs(timing.speed) >= timing.activeDuration
  }

  /// Applies `animations` (in order) to `props` at the layer's `localTime`
  /// (absolute time `t` decides which are attached).
  public static func present(_ props: LayerProps, animations: [AnimationRecord], localTime: Double, at t: Double) -> LayerProps {
    var p = props
    // By index: each record is read in place, not copied with its spec.
    for i in animations.indices where animations[i].isAttached(at: t) && !animations[i].isCompleted(atLocalTime: localTime) {
      animations[i].spec.apply(to: &p, at: localTime)
    }
    return p
  }
}
