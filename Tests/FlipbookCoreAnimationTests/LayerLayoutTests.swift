import Foundation
import Testing
@testable import FlipbookCoreAnimation

/// Lays its sublayers out to fill it, logging each pass.
final class FillingLayer: CALayer {
  var passes = 0
  override func layoutSublayers() {
    passes += 1
    for s in sublayers ?? [] { s.frame = bounds }
  }
}

/// Core Animation's layout pass: `setNeedsLayout`, size changes and sublayer
/// changes mark a layer; commits and `layoutIfNeeded()` lay marked trees out top-down.
@MainActor
@Suite struct LayerLayoutTests {
  @Test func aCommitLaysOutLayersMarkedBySizeAndSublayerChanges() {
    let clock = VirtualClock()
    let (parent, child) = clock.run { () -> (FillingLayer, CALayer) in
      let parent = FillingLayer()
      let child = CALayer()
      parent.addSublayer(child)  // marks parent
      parent.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
      return (parent, child)
    }
    #expect(parent.needsLayout() && parent.passes == 0)
    clock.advance(to: 0)
    #expect(parent.passes == 1 && !parent.needsLayout())
    #expect(child.frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    clock.run { parent.position = CGPoint(x: 5, y: 5) }  // no size change: no layout
    clock.advance(to: 1)
    #expect(parent.passes == 1)
    clock.run { parent.setNeedsLayout() }
    clock.advance(to: 2)
    #expect(parent.passes == 2)
  }

  @Test func layoutIfNeededStartsAtTheHighestAncestorThatNeedsLayout() {
    let clock = VirtualClock()
    clock.run {
      let top = FillingLayer(), middle = FillingLayer(), leaf = CALayer()
      top.addSublayer(middle)
      middle.addSublayer(leaf)
      top.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      // top needs layout, so asking the leaf lays out from the top: middle gets
      // top's size, then (marked by its size change) fills the leaf.
      leaf.layoutIfNeeded()
      #expect(top.passes == 1 && middle.passes == 1)
      #expect(leaf.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
  }
}
