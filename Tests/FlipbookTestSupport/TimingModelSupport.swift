import Foundation
import Testing
import Flipbook
import FlipbookCoreAnimation
import FlipbookTimeline
import FlipbookUIKit

/// Runs `setup` on a fresh clock at time 0 and returns `read` at each time (ascending).
public func sampled<T>(at times: [Double], setup: () -> CALayer, read: (CALayer) -> T) -> [T] {
  let clock = VirtualClock()
  let layer = clock.run(setup)
  return times.map { t in
    clock.advance(to: t)
    return clock.run { read(layer.presentation()!) }
  }
}

/// The semantics doc's linear 0 → 100 animation on zPosition (model value −1 = "model").
public func linearSamples(_ times: [Double], configure: (CABasicAnimation) -> Void) -> [Double] {
  sampled(at: times, setup: {
    let layer = CALayer()
    layer.zPosition = -1
    let anim = CABasicAnimation(keyPath: "zPosition")
    anim.fromValue = 0
    anim.toValue = 100
    anim.duration = 1
    configure(anim)
    layer.add(anim, forKey: "a")
    return layer
  }, read: { Double($0.zPosition) })
}

public func expectClose(_ a: [Double], _ b: [Double], tolerance: Double = 1e-4, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(a.count == b.count, sourceLocation: sourceLocation)
  for (x, y) in zip(a, b) where abs(x - y) > tolerance {
    Issue.record("got \(a), expected \(b)", sourceLocation: sourceLocation)
    return
  }
}

public let model = -1.0

/// A layer in a shown tree (as a window's layer or a scene's root is): on iOS
/// only such layers animate implicitly; a standalone layer in no window does not.
public func shownLayer() -> CALayer {
  let layer = CALayer()
  layer.isDisplayRoot = true
  return layer
}
