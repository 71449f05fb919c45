import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookRaster
import FlipbookScenes
import FlipbookTestSupport

/// Drawing only what changed since the frame before gives the same pixels as
/// drawing the whole frame.
@Suite struct DamageTests {
  /// Every frame drawn over the one before equals the frame drawn alone.
  func expectSameAsFullDrawing(_ baked: BakedScene, frames: Range<Int>, scale: CGFloat) throws {
    let options = RenderOptions(scale: scale, background: baked.canvas.background)
    let rasterizer = Rasterizer()
    var previous: (RenderTree, RasterImage)?
    var partial = 0
    for frame in frames {
      let tree = try baked.timeline.renderTree(at: baked.time(ofFrame: frame))
      let full = try rasterizer.render(tree, options: options)
      if let previous, let region = Damage.region(from: previous.0, to: tree, options: options,
                                                  canvas: CGRect(x: 0, y: 0, width: full.width, height: full.height)) {
        if !region.isNull { partial += 1 }
        let over = try rasterizer.render(tree, options: options, over: previous)
        #expect(over.bitmap == full.bitmap, "frame \(frame) differs when drawn over frame \(frame - 1)")
      }
      previous = (tree, full)
    }
    #expect(partial > 0, "no frame was drawn partially")
  }

  @Test func theAlertDrawnPartlyEqualsTheAlertDrawnWhole() throws {
    // At 2x: the spring settling (the overlay still, the alert moving) and the dismissal.
    let baked = try AlertIOS7().bake()
    try expectSameAsFullDrawing(baked, frames: 16..<56, scale: 2)
    try expectSameAsFullDrawing(baked, frames: 118..<134, scale: 2)
  }

  /// A card sliding past a shadowed card, a masked layer and a 3D-turned one that
  /// do not move: those are taken in whole when the changed box touches them.
  @Test func offscreenNeighboursAreTakenInWhole() throws {
    let size = CGSize(width: 200, height: 120)
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = makeRoot(size)
      root.backgroundColor = UIColor.white.cgColor
      let shadowed = solid(CGRect(x: 60, y: 20, width: 50, height: 50), .systemGreen)
      shadowed.shadowOpacity = 0.6
      shadowed.shadowRadius = 8
      shadowed.shadowOffset = CGSize(width: 0, height: 6)
      root.addSublayer(shadowed)
      let turned = solid(CGRect(x: 130, y: 30, width: 40, height: 60), .systemOrange)
      var t = CATransform3DIdentity
      t.m34 = -1 / 300
      turned.transform = CATransform3DRotate(t, 0.6, 0, 1, 0)
      root.addSublayer(turned)
      let mover = solid(CGRect(x: 0, y: 50, width: 30, height: 30), .systemBlue)
      mover.cornerRadius = 8
      root.addSublayer(mover)
      let slide = CABasicAnimation(keyPath: "position.x")
      slide.fromValue = 15
      slide.toValue = 185
      slide.duration = 1
      mover.add(slide, forKey: "slide")
      return root
    }
    clock.runUntilIdle(limit: 2)
    let timeline = clock.bake(root: root, size: size)
    let baked = BakedScene(id: "damage", canvas: Canvas(size: size, scale: 2, fps: 30), timeline: timeline, duration: 1)
    try expectSameAsFullDrawing(baked, frames: 0..<31, scale: 2)
  }
}
