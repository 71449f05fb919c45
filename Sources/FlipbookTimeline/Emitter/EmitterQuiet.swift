import Foundation

// MARK: - When an emitter falls quiet

extension EmitterParticles {
  /// When the emitter of `track` has no particle left, for an `.untilIdle` scene's
  /// length: the last time a state with a positive rate stopped emitting, plus the
  /// longest a particle (and its sub-cells' particles) can live. nil when the last
  /// state still emits with a cell that has no duration: it never falls quiet.
  public static func quietTime(of track: LayerTrack) -> Double? {
    guard let start = track.snapshots.first?.time else { return 0 }
    var quiet = start
    for (j, snapshot) in track.snapshots.enumerated() where snapshot.props.emitterBirthRate > 0 {
      let stateEnd = j + 1 < track.snapshots.count ? track.snapshots[j + 1].time : .infinity
      for cell in snapshot.props.emitterCells where cell.emits {
        let lastBirth = min(stateEnd, cell.window(from: start).close)
        guard lastBirth.isFinite else { return nil }
        quiet = max(quiet, lastBirth + cell.longestLife(layer: snapshot.props))
      }
    }
    return quiet
  }
}
