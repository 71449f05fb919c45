import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

/// Fills that cover the whole canvas (a window's background, a dimming view) are
/// blended into one colour and the canvas is filled once; the bytes are those of
/// painting each in turn, and anything that does not cover the canvas is painted
/// as before.
@Suite struct SolidCanvasTests {
  /// The background 0.97 white, then a window-sized view and a dimming view larger
  /// than the canvas, then a card; with `settleFirst`, a shape layer outside the
  /// canvas (it draws nothing, but is not a fill) makes the canvas be painted layer
  /// by layer.
  func scene(settleFirst: Bool, clip: Bool = false) -> CALayer {
    let root = makeRoot(CGSize(width: 90, height: 160))
    if settleFirst {
      let outside = CAShapeLayer()
      outside.path = CGPath(rect: CGRect(x: -50, y: -50, width: 10, height: 10), transform: nil)
      root.addSublayer(outside)
    }
    root.addSublayer(solid(root.bounds, UIColor(white: 0.97, alpha: 1)))
    let holder = CALayer()
    holder.frame = root.bounds
    holder.masksToBounds = clip
    holder.cornerRadius = clip ? 20 : 0
    let dim = solid(root.bounds.insetBy(dx: -10, dy: -10), .black)
    dim.opacity = 0.3
    holder.addSublayer(dim)
    root.addSublayer(holder)
    root.addSublayer(solid(CGRect(x: 20, y: 50, width: 50, height: 60), .white))
    return root
  }

  @Test func fillsOverTheWholeCanvasGiveTheBytesOfPaintingEachInTurn() throws {
    let once = try render(scene(settleFirst: false), scale: 2)
    #expect(once.bitmap == (try render(scene(settleFirst: true), scale: 2)).bitmap)
    // 0.97 white (247) under 30 % black: 247 × 0.7 ≈ 173; the card on top stays white.
    #expect(close(once.pixel(x: 5, y: 5), 173, 173, 173))
    #expect(close(once.pixel(x: 90, y: 160), 255, 255, 255))
  }

  @Test func aFrameOfFillsAloneIsOneColourEverywhere() throws {
    let root = makeRoot(CGSize(width: 40, height: 30))
    let dim = solid(root.bounds, .systemBlue)
    dim.opacity = 0.5
    root.addSublayer(dim)
    let image = try render(root, scale: 2)
    let corner = image.pixel(x: 0, y: 0)
    #expect(!close(corner, 255, 255, 255) && corner.a == 255)
    for (x, y) in [(79, 59), (40, 30), (79, 0)] { #expect(image.pixel(x: x, y: y) == corner) }
  }

  @Test func aRoundedClipIsPaintedAsBefore() throws {
    let image = try render(scene(settleFirst: false, clip: true), scale: 2)
    #expect(image.bitmap == (try render(scene(settleFirst: true, clip: true), scale: 2)).bitmap)
    // The clip's corner keeps the undimmed window; its middle is dimmed.
    #expect(close(image.pixel(x: 1, y: 1), 247, 247, 247))
    #expect(close(image.pixel(x: 5, y: 160), 173, 173, 173))
  }
}
