import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// Each layer property is described once, in `LayerRegistry`; accessors, actions, animations and JSON follow from it.
@Suite struct LayerRegistryTests {
  @Test func everyEntryHasItsOwnNameAndKeyPath() {
    #expect(Set(LayerRegistry.all.map(\.name)).count == LayerRegistry.all.count)
    #expect(LayerRegistry.property(\LayerProps.rasterizationScale)?.name == "rasterizationScale")
  }

  /// rasterizationScale was added as a registry entry plus its accessor: it animates
  /// implicitly, has Apple's default, and round-trips through JSON.
  @Test func aPropertyAddedThroughTheRegistryAnimatesAndCodes() throws {
    #expect(CALayer().rasterizationScale == 1)
    #expect(CALayer().action(forKey: "rasterizationScale") is CABasicAnimation)
    #expect(CALayer().action(forKey: "shouldRasterize") == nil)
    var props = LayerProps()
    props.rasterizationScale = 2
    props.shouldRasterize = true
    let decoded = try JSONDecoder().decode(LayerProps.self, from: JSONEncoder().encode(props))
    #expect(decoded == props)
  }

  @Test func implicitAnimationsFollowTheRegistry() {
    // As on iOS, defaultAction(forKey:) is nil for every key: the implicit
    // animation comes from action(forKey:)'s last, private step.
    #expect(CALayer.defaultAction(forKey: "opacity") == nil)
    #expect(CALayer().action(forKey: "opacity") is CABasicAnimation)
    #expect(CALayer().action(forKey: "path") == nil)        // animatable, no implicit animation
    #expect(CALayer().action(forKey: "hidden") == nil)      // discrete
    #expect(CALayer().action(forKey: "cornerCurve") == nil) // not animatable
    #expect(KeyPaths.accessor("transform.rotation.z") != nil)
    #expect(KeyPaths.accessor("cornerCurve") == nil)
  }

  @Test func anUnknownOptionStringIsReportedWithTheLayer() throws {
    let layer = makeRoot(CGSize(width: 4, height: 4))
    layer.contents = CGImage(bitmap: makeBitmap(width: 1, height: 1) { _, _ in (255, 0, 0, 255) })
    layer.contentsGravity = CALayerContentsGravity(rawValue: "sideways")
    #expect(throws: LayerTreeError.self) { try layer.renderTree(size: CGSize(width: 4, height: 4)) }
    layer.contentsGravity = .center
    #expect(throws: Never.self) { try layer.renderTree(size: CGSize(width: 4, height: 4)) }
  }
}
