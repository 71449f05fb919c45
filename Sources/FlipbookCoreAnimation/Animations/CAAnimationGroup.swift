import Foundation
import FlipbookTimeline

// MARK: - CAAnimationGroup

/// Runs its animations together in its own time space, clipped to its duration.
open class CAAnimationGroup: CAAnimation {
  /// The animations to run together, timed in the group's time space and clipped to its duration.
  open var animations: [CAAnimation]?

  package override class func makeBuiltIn() -> CAAnimation { CAAnimationGroup() }

  open override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let o = other as? CAAnimationGroup else { return }
    animations = o.animations?.map { $0.copied() }
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
        // A child iOS runs without effect is left out; the others play.
        guard e.inertOnIOS else { throw e }
        inertChildren.append(e)
      }
    }
    return try AnimationSpec(timing: resolvedTiming(defaultDuration: defaultDuration),
                             removedOnCompletion: isRemovedOnCompletion, body: .group(children))
  }
}
