import Foundation

// MARK: - Snapshots and records

/// A layer's model state from `time` until the next snapshot.
public struct LayerSnapshot: Sendable, Codable, Equatable {
  /// The time the state was committed, in seconds of the scene's virtual clock.
  public var time: Double
  /// The layer's model properties in this state.
  public var props: LayerProps
  /// The ids of the layer's sublayers, back to front.
  public var sublayers: [Int]
  /// The id of the layer's mask layer, or nil for none.
  public var mask: Int?

  /// Creates a snapshot of a layer's state committed at the given time.
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
  /// Creates a record of an animation added under the given key at the given time.
  public init(key: String, spec: AnimationSpec, addedAt: Double, removedAt: Double? = nil, absoluteEnd: Double? = nil) {
    (self.key, self.spec, self.addedAt, self.removedAt, self.absoluteEnd) = (key, spec, addedAt, removedAt, absoluteEnd)
  }

  /// The key the animation was added under.
  public var key: String
  /// The animation itself.
  public var spec: AnimationSpec
  /// The time the animation was added, in seconds of the virtual clock.
  public var addedAt: Double
  /// The time the animation was removed, in seconds of the virtual clock, or nil if it never was.
  public var removedAt: Double?
  /// When the active interval ends in absolute time (filled in when baked).
  public var absoluteEnd: Double?

  /// Returns a Boolean value that indicates whether the animation is attached to its layer at the given absolute time.
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
