import Flipbook
import Foundation
import Testing
import FlipbookTestSupport
@testable import FlipbookRaster

@Suite struct ShadowTests {
  /// Straight alpha of the shadow from a pixel over white: 1 − value/255.
  func shadowAlpha(_ p: RGBA) -> Double { 1 - Double(p.r) / 255 }

  @Test func shadowIsDarkestJustOutsideTheEdgeShiftedByTheOffset() throws {
    let root = makeRoot(CGSize(width: 200, height: 200))
    let l = solid(CGRect(x: 50, y: 50, width: 100, height: 100), .white)
    l.shadowOpacity = 1
    l.shadowRadius = 4
    l.shadowOffset = CGSize(width: 0, height: 10)
    root.addSublayer(l)
    let image = try render(root)
    let below = (151..<175).map { shadowAlpha(image.pixel(x: 100, y: $0)) }
    #expect(below[0] > 0.5)
    #expect(zip(below, below.dropFirst()).allSatisfy { $0 >= $1 })  // fades with distance
    // The offset pushes the shadow down: barely any above the top edge.
    #expect(shadowAlpha(image.pixel(x: 100, y: 48)) < 0.05)
    // Default offset (0, −3) is upwards on iOS.
    l.shadowOffset = CGSize(width: 0, height: -3)
    let up = try render(root)
    #expect(shadowAlpha(up.pixel(x: 100, y: 48)) > shadowAlpha(up.pixel(x: 100, y: 152)))
  }

  // Semantics doc §9.2: alpha at distance d outside an opaque half-plane's edge
  // is ½·erfc(d / (σ√2)) with σ = shadowRadius (24 is blurred at quarter size).
  @Test(arguments: [CGFloat(3), 10, 24])
  func edgeProfileFollowsAGaussianOfSigmaShadowRadius(radius: CGFloat) throws {
    let root = makeRoot(CGSize(width: 300, height: 300))
    let l = solid(CGRect(x: 20, y: 20, width: 140, height: 260), .white)
    l.shadowOpacity = 1
    l.shadowRadius = radius
    l.shadowOffset = CGSize(width: 60, height: 0)  // shadow's right edge at x = 220
    root.addSublayer(l)
    let image = try render(root)
    for k in [-1.0, 0, 1, 2, 3] {
      let d = k * Double(radius)
      let x = 220 + Int(d.rounded(.down))
      let centre = Double(x) + 0.5 - 220
      let expected = 0.5 * erfc(centre / (Double(radius) * 2.0.squareRoot()))
      let measured = shadowAlpha(image.pixel(x: x, y: 150))
      #expect(abs(measured - expected) < 0.025, "d = \(k)σ: measured \(measured), Gaussian \(expected)")
    }
  }

  @Test func shadowPathReplacesTheLayerShape() throws {
    let root = makeRoot(CGSize(width: 200, height: 100))
    let l = CALayer()  // no background: only the path casts a shadow
    l.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
    l.shadowOpacity = 1
    l.shadowRadius = 0.5
    l.shadowOffset = .zero
    l.shadowPath = CGPath(rect: CGRect(x: 20, y: 20, width: 40, height: 40))
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 40, y: 40), 0, 0, 0, tolerance: 6))
    #expect(close(image.pixel(x: 120, y: 40), 255, 255, 255))
  }

  @Test func shadowOpacityAndColourScaleTheShadow() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let l = CALayer()
    l.frame = root.bounds
    l.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    l.shadowOpacity = 0.5
    l.shadowRadius = 1
    l.shadowOffset = .zero
    l.shadowColor = UIColor.blue.cgColor
    root.addSublayer(l)
    #expect(close(try render(root).pixel(x: 50, y: 50), 128, 128, 255))
  }

  /// A layer that did not move keeps its blurred shadow mask; a moved one is blurred
  /// anew; a kept mask gives the bytes of a fresh one.
  @Test func aStillLayersShadowIsBlurredOnceAndAMovedOneAgain() throws {
    let root = makeRoot(CGSize(width: 120, height: 120))
    let l = solid(CGRect(x: 30, y: 30, width: 50, height: 40), .white)
    l.shadowOpacity = 0.5
    l.shadowRadius = 7.25  // σ 14.5 px at 2x: a blur no other test draws
    root.addSublayer(l)
    func kept() -> Int { ProcessedPixels.shadowMasks.storedCount { $0 == [14.5] } }
    let first = try render(root, scale: 2).bitmap
    #expect(kept() == 1)
    #expect(try render(root, scale: 2).bitmap == first)
    #expect(kept() == 1)
    l.frame.origin.x += 0.25  // a quarter point: other mask bytes
    let moved = try render(root, scale: 2).bitmap
    #expect(kept() == 2 && moved != first)
    ProcessedPixels.shadowMasks.removeAll()
    l.frame.origin.x -= 0.25
    #expect(try render(root, scale: 2).bitmap == first)
  }
}
