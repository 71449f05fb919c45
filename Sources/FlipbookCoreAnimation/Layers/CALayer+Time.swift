import Foundation
import FlipbookTimeline

// MARK: - Naming, history and time

extension CALayer {
  /// A short path naming this layer for messages: `root > card > 'title'`.
  public var debugPath: String {
    var parts: [String] = []
    var layer: CALayer? = self
    while let l = layer {
      let index = l.superlayer?.allSublayers.firstIndex { $0 === l }
      parts.append(l.name.map { "'\($0)'" } ?? "\(type(of: l))\(index.map { "[\($0)]" } ?? "")")
      layer = l.superlayer
    }
    return parts.reversed().joined(separator: " > ")
  }


  /// Records the model state at a commit (replacing a snapshot made at the same time).
  func recordSnapshot(at time: Double) {
    let snapshot = LayerSnapshot(time: time, props: props, sublayers: allSublayers.map(\.layerID),
                                 mask: mask?.layerID)
    if let last = history.last, last.time == time {
      history[history.count - 1] = snapshot
    } else if history.last.map({ $0.sameState(as: snapshot) }) != true {
      history.append(snapshot)
    }
  }


  /// This layer's local time at absolute time `t` (through every ancestor's
  /// beginTime, speed and timeOffset).
  public func localTime(at t: Double) -> Double {
    props.localTime(fromParent: superlayer?.localTime(at: t) ?? t)
  }

  /// The absolute time at which this layer's local time is `local`; nil when the
  /// layer or an ancestor is paused.
  package func absoluteTime(ofLocal local: Double) -> Double? {
    guard let parentTime = props.parentTime(fromLocal: local) else { return nil }
    guard let superlayer else { return parentTime }
    return superlayer.absoluteTime(ofLocal: parentTime)
  }

  /// `convertTime(_:from:)`: a time in `layer`'s local time space (nil: absolute) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
    let absolute = layer.map { $0.absoluteTime(ofLocal: t) ?? t } ?? t
    return localTime(at: absolute)
  }

  /// `convertTime(_:to:)`: a time in this layer's local time space to `layer`'s (nil: absolute).
  public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
    let absolute = absoluteTime(ofLocal: t) ?? t
    return layer.map { $0.localTime(at: absolute) } ?? absolute
  }

  /// The model state with the attached animations applied at absolute time `t`.
  package func presentedProps(at t: Double) -> LayerProps { presented(props, at: t) }


  /// `state` (the model, or the model before a change) with the attached animations applied at absolute time `t`.
  package func presented(_ state: LayerProps, at t: Double) -> LayerProps {
    if attached.isEmpty { return state }
    return AnimationRecord.present(state, animations: attached.map { animationLog[$0.index] }, localTime: localTime(at: t), at: t)
  }
}
