import Foundation
import Testing
import Flipbook
@testable import FlipbookRaster
import FlipbookTestSupport

/// Cards in perspective: a farther card is not warped where a nearer opaque card
/// will paint over it, and the frame is byte for byte the one where every card is
/// warped whole.
@Suite struct PlaneCoverTests {
  /// A 160x120 root with a CATransformLayer in perspective: a farther translucent
  /// card with text, then nearer cards turned about y that overlap it.
  func scene(corners: CALayerCornerCurve) -> CALayer {
    let root = makeRoot(CGSize(width: 160, height: 120))
    let stage = CALayer()
    stage.frame = root.bounds
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 300
    stage.sublayerTransform = perspective
    let ring = CATransformLayer()
    ring.frame = stage.bounds
    let far = card(.systemPurple, alpha: 0.8, x: 80, y: 40, z: -60, turn: -0.4, corners: corners)
    let text = CATextLayer()
    text.string = "Far"
    text.fontSize = 20
    text.frame = CGRect(x: 4, y: 20, width: 60, height: 30)
    far.addSublayer(text)
    ring.addSublayer(far)
    let nearer = [card(.systemOrange, alpha: 1, x: 40, y: 70, z: 20, turn: 0.5, corners: corners),
                  card(.systemTeal, alpha: 1, x: 105, y: 70, z: 30, turn: -0.3, corners: corners)]
    for near in nearer {
      near.borderWidth = 2
      near.borderColor = UIColor(white: 1, alpha: 0.6).cgColor
      ring.addSublayer(near)
    }
    stage.addSublayer(ring)
    root.addSublayer(stage)
    return root
  }

  func card(_ color: UIColor, alpha: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat, turn: CGFloat,
            corners: CALayerCornerCurve) -> CALayer {
    let card = CALayer()
    card.bounds = CGRect(x: 0, y: 0, width: 70, height: 90)
    card.position = CGPoint(x: x, y: y)
    card.backgroundColor = color.withAlphaComponent(alpha).cgColor
    card.cornerRadius = 14
    card.cornerCurve = corners
    card.transform = CATransform3DRotate(CATransform3DMakeTranslation(0, 0, z), turn, 0, 1, 0)
    return card
  }

  @Test(arguments: [CALayerCornerCurve.circular, .continuous])
  func skippingCoveredPixelsGivesTheBytesOfWarpingWhole(corners: CALayerCornerCurve) throws {
    let covered = try render(scene(corners: corners), scale: 2)
    let whole = try Painter.$skipsCoveredPixels.withValue(false) { try render(scene(corners: corners), scale: 2) }
    let same = covered.bitmap == whole.bitmap
    #expect(same)
    // The nearer cards hide the farther purple one but for its top.
    #expect(close(covered.pixel(x: 100, y: 120), 255, 149, 0, tolerance: 8))  // systemOrange
    let top = covered.pixel(x: 160, y: 30)
    #expect(top.r > 150 && top.g < 150 && top.b > 180)  // systemPurple at 0.8 over white
  }
}
