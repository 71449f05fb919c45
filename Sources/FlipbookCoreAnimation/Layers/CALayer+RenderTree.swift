import Foundation
import FlipbookTimeline

extension CALayer {
  /// Resolves this layer tree, as it appears now (the model with its animations
  /// applied at the clock's current time), into a render tree for a canvas of
  /// `size` points. The root layer's position is in canvas points.
  ///
  /// It goes through the same evaluator as a baked scene: what the clock has
  /// recorded (plus changes not committed yet) becomes a timeline, evaluated now.
  /// A transition therefore finds the state from before its change.
  public func renderTree(size: CGSize) throws(LayerTreeError) -> RenderTree {
    let clock = self.clock ?? VirtualClock.current
    // What a commit would draw first: the backing stores marked for display.
    clock.displayMarkedLayers()
    return try clock.timeline(root: self, size: size).renderTree(at: clock.now)
  }

  /// Whether this layer or one below it has a transition attached.
  var hasAttachedTransition: Bool {
    attached.contains { $0.key == kCATransition } || allSublayers.contains { $0.hasAttachedTransition }
      || (mask?.hasAttachedTransition ?? false)
  }
}
