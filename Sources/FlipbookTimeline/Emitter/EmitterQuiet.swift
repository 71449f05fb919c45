import Foundation

// MARK: - When an emitter falls quiet

extension EmitterParticles {
  /// When the emitter of `track` has no particle left, for an `.untilIdle` scene's
  /// length: the last time a state with a positive rate ended, plus the longest a
  /// particle (and its sub-cells' particles) can live. nil when the last state still
  /// emits: it never falls quiet.
  public static func quietTime(of track: LayerTrack) -> Double? {
    guard let last = track.snapshots.last else { return 0 }
    func emits(_ p: LayerProps) -> Bool {
      p.emitterBirthRate > 0 && p.emitterCells.contains { $0.isEnabled && $0.birthRate > 0 }
    }
    if emits(last.props) {
      // Cells with a duration stop on their own.
      let open = last.props.emitterCells.contains { $0.isEnabled && $0.birthRate > 0 && $0.duration == 0 }
      if open { return nil }
    }
    var quiet = track.snapshots[0].time
    for (j, snapshot) in track.snapshots.enumerated() where emits(snapshot.props) {
      let p = snapshot.props
      let start = track.snapshots[0].time
      for cell in p.emitterCells where cell.isEnabled && cell.birthRate > 0 {
        let stateEnd = j + 1 < track.snapshots.count ? track.snapshots[j + 1].time : .infinity
        let cellEnd = cell.duration > 0 ? start + cell.beginTime + cell.duration : .infinity
        let lastBirth = min(stateEnd, cellEnd)
        guard lastBirth.isFinite else { return nil }
        let longest = (cell.lifetime + abs(cell.lifetimeRange)) * Double(max(0, p.emitterLifetime)) + longestSubLifetime(cell)
        quiet = max(quiet, lastBirth + longest)
      }
    }
    return quiet
  }
}
