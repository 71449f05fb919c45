import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

@Suite struct LayerDrawingTests {
  @Test func centreOfARedLayerIsRedAndOutsideIsBackground() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    root.addSublayer(solid(CGRect(x: 20, y: 20, width: 60, height: 40), .red))
    let image = try render(root, scale: 2)
    #expect(image.width == 200 && image.height == 200)
    #expect(close(image.pixel(x: 100, y: 80), 255, 0, 0))
    #expect(close(image.pixel(x: 100, y: 125), 255, 255, 255))  // below the layer (y > 60 pt)
    #expect(close(image.pixel(x: 39, y: 80), 255, 255, 255))    // just left of x = 20 pt
  }

  @Test func roundedCornersLeaveTheCornerToTheBackground() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let l = solid(CGRect(x: 10, y: 10, width: 80, height: 80), .blue)
    l.cornerRadius = 20
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 11, y: 11), 255, 255, 255))  // outside the corner arc
    #expect(close(image.pixel(x: 50, y: 11), 0, 0, 255))      // top edge midpoint
    #expect(close(image.pixel(x: 20, y: 20), 0, 0, 255))     // inside the arc, near the corner
    // maskedCorners: only the top-left corner is rounded.
    l.maskedCorners = [.layerMinXMinYCorner]
    let partial = try render(root)
    #expect(close(partial.pixel(x: 11, y: 11), 255, 255, 255))
    #expect(close(partial.pixel(x: 88, y: 11), 0, 0, 255))
    #expect(close(partial.pixel(x: 88, y: 88), 0, 0, 255))
  }

  @Test func borderIsDrawnInsideTheBoundsAboveSublayers() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let l = solid(CGRect(x: 10, y: 10, width: 80, height: 80), .white)
    l.borderWidth = 4
    l.borderColor = UIColor.black.cgColor
    l.addSublayer(solid(CGRect(x: 0, y: 0, width: 80, height: 80), .green))  // covers the whole layer
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 11, y: 50), 0, 0, 0))      // inside the 4 pt border
    #expect(close(image.pixel(x: 13, y: 50), 0, 0, 0))
    #expect(close(image.pixel(x: 15, y: 50), 0, 255, 0))    // the sublayer shows inside
    #expect(close(image.pixel(x: 9, y: 50), 255, 255, 255))  // nothing outside the bounds
  }

  @Test func groupOpacityCompositesTheSubtreeOnce() throws {
    // Semantics doc §9.2: parent opacity 0.5, two overlapping opaque white sublayers, over black.
    func scene(group: Bool) throws -> RasterImage {
      let root = makeRoot(CGSize(width: 100, height: 50))
      let parent = CALayer()
      parent.frame = root.bounds
      parent.opacity = 0.5
      parent.allowsGroupOpacity = group
      parent.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 50), .white))
      parent.addSublayer(solid(CGRect(x: 40, y: 0, width: 60, height: 50), .white))
      root.addSublayer(parent)
      return try render(root, background: .black)
    }
    let grouped = try scene(group: true), separate = try scene(group: false)
    #expect(close(grouped.pixel(x: 50, y: 25), 128, 128, 128))   // overlap 0.5
    #expect(close(grouped.pixel(x: 10, y: 25), 128, 128, 128))   // single 0.5
    #expect(close(separate.pixel(x: 50, y: 25), 191, 191, 191))  // overlap 0.75
    #expect(close(separate.pixel(x: 10, y: 25), 128, 128, 128))
  }

  @Test func masksToBoundsClipsSublayersToTheRoundedBounds() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let box = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .white)
    box.addSublayer(solid(CGRect(x: -20, y: -20, width: 100, height: 100), .red))
    root.addSublayer(box)
    #expect(close(try render(root).pixel(x: 10, y: 50), 255, 0, 0))  // overflows without clipping
    box.masksToBounds = true
    box.cornerRadius = 15
    let clipped = try render(root)
    #expect(close(clipped.pixel(x: 10, y: 50), 255, 255, 255))
    #expect(close(clipped.pixel(x: 21, y: 21), 255, 255, 255))  // rounded corner clips too
    #expect(close(clipped.pixel(x: 50, y: 50), 255, 0, 0))
  }

  @Test func zPositionOrdersSiblingsAndTiesKeepInsertionOrder() throws {
    let root = makeRoot(CGSize(width: 50, height: 50))
    let red = solid(root.bounds, .red), blue = solid(root.bounds, .blue), green = solid(root.bounds, .green)
    root.addSublayer(red); root.addSublayer(blue); root.addSublayer(green)
    #expect(close(try render(root).pixel(x: 25, y: 25), 0, 255, 0))  // last inserted on top
    red.zPosition = 1
    #expect(close(try render(root).pixel(x: 25, y: 25), 255, 0, 0))
    blue.zPosition = 1  // tie with red: inserted later, so above it
    #expect(close(try render(root).pixel(x: 25, y: 25), 0, 0, 255))
  }

  @Test func hiddenAndTransparentLayersDrawNothing() throws {
    let root = makeRoot(CGSize(width: 50, height: 50))
    let l = solid(root.bounds, .red)
    root.addSublayer(l)
    l.isHidden = true
    #expect(close(try render(root).pixel(x: 25, y: 25), 255, 255, 255))
    l.isHidden = false
    l.opacity = 0
    #expect(close(try render(root).pixel(x: 25, y: 25), 255, 255, 255))
  }

  @Test func transparentBackgroundLeavesAlphaZero() throws {
    let root = makeRoot(CGSize(width: 50, height: 50))
    root.addSublayer(solid(CGRect(x: 0, y: 0, width: 25, height: 50), UIColor.red.withAlphaComponent(0.5)))
    let image = try render(root, background: nil)
    #expect(close(image.pixel(x: 40, y: 25), 0, 0, 0, 0))
    #expect(close(image.pixel(x: 10, y: 25), 255, 0, 0, 128))
    #expect(!image.isOpaque)
  }
}
