import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// CAReplicatorLayer: copy k is transformed k times, runs k × instanceDelay late, and
/// is modulated by instanceColor plus k times each offset (Apple's header).
@MainActor
@Suite struct ReplicatorTests {
  /// A 100x100 replicator at the root's origin with one 10x10 square at (45, 0).
  func replicator(_ configure: (CAReplicatorLayer, CALayer) -> Void) -> CALayer {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let r = CAReplicatorLayer()
    r.frame = root.bounds
    let square = solid(CGRect(x: 45, y: 0, width: 10, height: 10), .white)
    r.addSublayer(square)
    configure(r, square)
    root.addSublayer(r)
    return root
  }

  func copies(_ root: CALayer) throws -> [RenderNode] {
    try root.renderTree(size: root.bounds.size).layers[0].sublayers[0].sublayers
  }

  /// Where copy `node`'s square centre lands in the replicator's space.
  func centre(_ node: RenderNode) -> CGPoint {
    let (x, y, _, w) = node.transform.applyHomogeneous(x: node.bounds.midX, y: node.bounds.midY)
    return CGPoint(x: x / w, y: y / w)
  }

  @Test func theInstanceTransformIsCumulativeAndTurnsAboutTheAnchorPoint() throws {
    let root = replicator { r, _ in
      r.instanceCount = 4
      r.instanceTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    }
    let nodes = try copies(root)
    #expect(nodes.count == 4)
    // The square at the top centre goes round the centre (50, 50): right, bottom, left.
    let expected = [CGPoint(x: 50, y: 5), CGPoint(x: 95, y: 50), CGPoint(x: 50, y: 95), CGPoint(x: 5, y: 50)]
    for (node, e) in zip(nodes, expected) {
      let c = centre(node)
      #expect(abs(c.x - e.x) < 1e-9 && abs(c.y - e.y) < 1e-9, "\(c) ≠ \(e)")
    }
    // Pixels: the copy on the right is drawn white on the replicator's (clear) background.
    let image = try render(root, background: .black)
    #expect(close(image.pixel(x: 95, y: 50), 255, 255, 255))
    #expect(close(image.pixel(x: 50, y: 50), 0, 0, 0))
  }

  @Test func colourOffsetsAccumulateAndClamp() throws {
    let root = replicator { r, _ in
      r.instanceCount = 4
      r.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
      r.instanceColor = CGColor(srgbRed: 1, green: 0.5, blue: 1, alpha: 1)
      r.instanceGreenOffset = 0.25
      r.instanceBlueOffset = -0.4
      r.instanceAlphaOffset = -0.25
    }
    let nodes = try copies(root)
    let greens = nodes.map { $0.backgroundColor?.green ?? -1 }
    let blues = nodes.map { $0.backgroundColor?.blue ?? -1 }
    #expect(zip(greens, [0.5, 0.75, 1, 1]).allSatisfy { abs($0 - $1) < 1e-6 })   // clamped at 1
    #expect(zip(blues, [1, 0.6, 0.2, 0]).allSatisfy { abs($0 - $1) < 1e-6 })     // clamped at 0
    #expect(zip(nodes.map(\.opacity), [1, 0.75, 0.5, 0.25]).allSatisfy { abs($0 - $1) < 1e-6 })
    // Copy 1 (y 20…30): white × (1, 0.75, 0.6) at 75 % over black.
    let image = try render(root, background: .black)
    #expect(close(image.pixel(x: 50, y: 25), 191, 143, 115))
  }

  @Test func eachCopyRunsInstanceDelayLater() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      replicator { r, square in
        r.instanceCount = 3
        r.instanceDelay = 0.25
        r.instanceTransform = CATransform3DMakeTranslation(0, 20, 0)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.2
        fade.toValue = 1
        fade.duration = 1
        square.add(fade, forKey: "fade")
      }
    }
    clock.runUntilIdle()
    let timeline = clock.bake(root: root, size: root.bounds.size)
    func opacities(_ t: Double) throws -> [CGFloat] {
      try timeline.renderTree(at: t).layers[0].sublayers[0].sublayers.map(\.opacity)
    }
    // At 0.5 s the source is half way, copy 1 a quarter of the way, copy 2 at its start.
    let half = try opacities(0.5)
    #expect(zip(half, [0.6, 0.4, 0.2]).allSatisfy { abs($0 - $1) < 1e-6 }, "\(half)")
    // Before a copy's animation begins it shows the model (opacity 1), as on iOS.
    let early = try opacities(0.1)
    #expect(abs(early[1] - 1) < 1e-9 && abs(early[2] - 1) < 1e-9)
  }

  @Test func instanceCountZeroDrawsNothingAndAHugeCountIsRefused() throws {
    #expect(try copies(replicator { r, _ in r.instanceCount = 0 }).isEmpty)
    #expect(try copies(replicator { r, _ in r.instanceCount = -3 }).isEmpty)
    let huge = replicator { r, _ in r.instanceCount = 1_000_000 }
    #expect(throws: LayerTreeError.self) { try huge.renderTree(size: huge.bounds.size) }
  }

  @Test func replicatorPropertiesAnimateAndRoundTrip() throws {
    #expect(CAReplicatorLayer().action(forKey: "instanceTransform") is CABasicAnimation)
    #expect(CAReplicatorLayer().action(forKey: "instanceCount") == nil)
    #expect(CAReplicatorLayer().instanceColor == .white && CAReplicatorLayer().instanceCount == 1)
    var props = LayerProps(kind: .replicator)
    props.instanceCount = 7
    props.instanceDelay = 0.1
    props.instanceTransform = CATransform3DMakeScale(0.9, 0.9, 1)
    props.instanceRedOffset = -0.1
    let decoded = try JSONDecoder().decode(LayerProps.self, from: JSONEncoder().encode(props))
    #expect(decoded == props)
  }
}
