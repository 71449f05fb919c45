import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// CATransformLayer: sublayers share its 3D space (not flattened) and are drawn
/// back to front by depth.
@Suite struct TransformLayerTests {
  /// A 100x100 root holding `container`, whose sublayers are two overlapping 60x60
  /// squares moved in depth by their transforms: red at z = +10 (added first), blue at −10.
  func scene(_ container: CALayer, containerTransform: CATransform3D = CATransform3DIdentity) -> CALayer {
    let root = makeRoot(CGSize(width: 100, height: 100))
    container.frame = root.bounds
    container.transform = containerTransform
    let red = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
    let blue = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .blue)
    // Depth by transform, not zPosition (which plain layers sort by too).
    red.transform = CATransform3DMakeTranslation(0, 0, 10)
    blue.transform = CATransform3DMakeTranslation(0, 0, -10)
    container.addSublayer(red)
    container.addSublayer(blue)
    root.addSublayer(container)
    return root
  }

  @Test func theNearerPlaneIsDrawnOnTopWhateverTheOrderAdded() throws {
    // A plain layer draws in order added (blue last, on top); a transform layer by depth (red, nearer).
    #expect(close(try render(scene(CALayer())).pixel(x: 50, y: 50), 0, 0, 255))
    #expect(close(try render(scene(CATransformLayer())).pixel(x: 50, y: 50), 255, 0, 0))
    // Turned half a turn about y, the blue square is in front (and the red is behind it).
    let turned = scene(CATransformLayer(), containerTransform: CATransform3DMakeRotation(.pi, 0, 1, 0))
    #expect(close(try render(turned).pixel(x: 50, y: 50), 0, 0, 255))
  }

  @Test func sublayersAreNotFlattenedIntoTheTransformLayersPlane() throws {
    // A square turned 90° about y inside a container turned back −90°: in a transform
    // layer the turns compose to nothing and the square shows; a plain layer flattens
    // the edge-on square to nothing first.
    func root(_ container: CALayer) -> CALayer {
      let root = makeRoot(CGSize(width: 100, height: 100))
      container.frame = root.bounds
      container.transform = CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)
      let square = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
      square.transform = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
      container.addSublayer(square)
      root.addSublayer(container)
      return root
    }
    #expect(close(try render(root(CATransformLayer())).pixel(x: 50, y: 50), 255, 0, 0))
    #expect(close(try render(root(CALayer())).pixel(x: 50, y: 50), 255, 255, 255))
  }

  @Test func aTransformLayerDrawsNothingOfItsOwnAndItsOpacityReachesEachPlane() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let t = CATransformLayer()
    t.frame = root.bounds
    t.backgroundColor = UIColor.green.cgColor
    t.opacity = 0.5
    t.addSublayer(solid(CGRect(x: 0, y: 0, width: 50, height: 50), .red))
    root.addSublayer(t)
    let image = try render(root)
    #expect(close(image.pixel(x: 80, y: 80), 255, 255, 255))   // no background
    #expect(close(image.pixel(x: 25, y: 25), 255, 128, 128))   // the plane at half opacity
    let tree = try root.renderTree(size: root.bounds.size)
    #expect(tree.layers[0].sublayers[0].sharesParent3D)
  }
}
