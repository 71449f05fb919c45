import Foundation
import Testing
import Flipbook
import FlipbookCoreAnimation
import FlipbookTimeline
import FlipbookUIKit
import FlipbookScenes

/// A 100x100 layer at (50, 50) in a 200x200 white root; at t = 1 it turns from
/// red to blue under `configure`'s transition.
@MainActor
public func transitionScene(_ configure: @escaping (CATransition) -> Void) -> Timeline {
  let clock = VirtualClock()
  var root: CALayer!
  let box = clock.run { () -> CALayer in
    root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.anchorPoint = .zero
    root.backgroundColor = .white
    let box = CALayer()
    box.name = "box"
    box.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    box.backgroundColor = UIColor.red.cgColor
    root.addSublayer(box)
    return box
  }
  clock.advance(to: 1)
  clock.run {
    let t = CATransition()
    t.duration = 1
    configure(t)
    box.add(t, forKey: "anything")
    // Without this a standalone layer would also cross-fade its colour implicitly over 0.25 s.
    CATransaction.setDisableActions(true)
    box.backgroundColor = UIColor.blue.cgColor
  }
  clock.runUntilIdle()
  return clock.bake(root: root, size: CGSize(width: 200, height: 200))
}

@MainActor
public func pixel(_ timeline: Timeline, _ t: Double, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
  try Rasterizer().render(timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white)).pixel(x: x, y: y)
}
