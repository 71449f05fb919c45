@testable import Flipbook
@testable import FlipbookRaster
import Foundation
import Testing
import FlipbookTestSupport

/// Backdrop materials (`UIVisualEffectView`): the picture behind blurred by a
/// Gaussian of the recipe's radius and recoloured (docs/research/ios-look.md §7;
/// the per-pixel reading is in CFlipbookPixels' material.c).
@Suite struct BackdropTests {
  /// systemChromeMaterial (light): blur 22.5, saturation 1.1, brightness 0.10,
  /// luminance amount 0.75 towards the curve 0.8, 0.9, 1.1, 0.825.
  let chrome = Backdrop(blurRadius: 22.5, saturation: 1.1, brightness: 0.10, luminanceAmount: 0.75,
                        luminanceValues: [0.8, 0.9, 1.1, 0.825])

  func panel(_ frame: CGRect, _ material: Backdrop) -> CALayer {
    let l = CALayer()
    l.frame = frame
    l.backdropMaterial = material
    return l
  }

  @Test func overFlatColoursTheRecipeGivesItsGreys() throws {
    // Over white: 1 + 0.75 (0.825 − 1) + 0.10 = 0.969 → 247. Over black: 0.75 · 0.8 + 0.10 = 0.70 → 179.
    for (white, expected) in [(true, 247), (false, 179)] {
      let background: UIColor = white ? .white : .black
      let root = makeRoot(CGSize(width: 120, height: 80))
      root.addSublayer(solid(root.bounds, background))
      root.addSublayer(panel(CGRect(x: 20, y: 20, width: 80, height: 40), chrome))
      let image = try render(root)
      for (x, y) in [(60, 40), (21, 21), (99, 59)] {
        let p = image.pixel(x: x, y: y)
        #expect(abs(Int(p.r) - expected) <= 1 && p.r == p.g && p.g == p.b, "white \(white) at (\(x),\(y)): \(p)")
      }
      #expect(image.pixel(x: 10, y: 40) == (white ? (255, 255, 255, 255) : (0, 0, 0, 255)))
    }
  }

  @Test func theBlurSpreadsAnEdgeOverTheRadius() throws {
    // Black left half, white right half, a material with no recolouring: the
    // picture through it is the edge blurred by a Gaussian of σ = 10 pt.
    let plain = Backdrop(blurRadius: 10, saturation: 1, brightness: 0, luminanceAmount: 0, luminanceValues: [0, 0, 0, 0])
    let root = makeRoot(CGSize(width: 200, height: 60))
    root.addSublayer(solid(CGRect(x: 0, y: 0, width: 100, height: 60), .black))
    root.addSublayer(solid(CGRect(x: 100, y: 0, width: 100, height: 60), .white))
    root.addSublayer(panel(CGRect(x: 0, y: 0, width: 200, height: 60), plain))
    let image = try render(root, scale: 2)
    func grey(_ xPoints: Double) -> Double { Double(image.pixel(x: Int(xPoints * 2), y: 60).r) / 255 }
    // ½·erfc(−d/(σ√2)) at d = 0, ±σ: 0.5, 0.841, 0.159 (the box passes and the ½-size capture: ±0.04).
    #expect(abs(grey(100) - 0.5) < 0.04)
    #expect(abs(grey(110) - 0.841) < 0.04)
    #expect(abs(grey(90) - 0.159) < 0.04)
    // Far from the edge, and at the canvas edges (clamped, not darkened by transparency).
    #expect(grey(199.5) > 0.99 && grey(0) < 0.01)
  }

  @Test func aCanvasWhoseWidthIsNoMultipleOfTheReductionKeepsItsEdge() throws {
    // 101 px wide, captured at ¼: the last reduced column straddles the edge and
    // must repeat the canvas's edge, not take in transparency (black).
    let plain = Backdrop(blurRadius: 12, saturation: 1, brightness: 0, luminanceAmount: 0, luminanceValues: [0, 0, 0, 0])
    let root = makeRoot(CGSize(width: 101, height: 61))
    root.addSublayer(solid(root.bounds, .white))
    root.addSublayer(panel(root.bounds, plain))
    let image = try render(root)
    for (x, y) in [(100, 30), (50, 60), (100, 60), (0, 0)] { #expect(image.pixel(x: x, y: y).r >= 254, "(\(x),\(y))") }
  }

  @Test func roundedCornersClipTheMaterial() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    root.addSublayer(solid(root.bounds, .black))
    let p = panel(CGRect(x: 10, y: 10, width: 80, height: 80), chrome)
    p.cornerRadius = 20
    root.addSublayer(p)
    let image = try render(root)
    #expect(image.pixel(x: 11, y: 11) == (0, 0, 0, 255))  // outside the corner's arc
    #expect(abs(Int(image.pixel(x: 50, y: 11).r) - 179) <= 1)
  }

  @Test func inAFadingGroupItStillSeesThePictureBehindTheGroup() throws {
    // A material layer with a sublayer at opacity 0.5 is drawn offscreen; its
    // backdrop is still the white canvas: (247 + 255) / 2 = 251, not the 217 a
    // blank (black) backdrop would give.
    let root = makeRoot(CGSize(width: 100, height: 100))
    root.addSublayer(solid(root.bounds, .white))
    let p = panel(CGRect(x: 0, y: 0, width: 100, height: 100), chrome)
    p.addSublayer(solid(CGRect(x: 0, y: 0, width: 10, height: 10), .red))
    p.opacity = 0.5
    root.addSublayer(p)
    let image = try render(root)
    #expect(abs(Int(image.pixel(x: 50, y: 50).r) - 251) <= 1)
  }

  @Test func theIdentityMaterialDrawsNothingAndBadCountsAreReported() throws {
    let root = makeRoot(CGSize(width: 40, height: 40))
    let p = panel(root.bounds, .identity)
    root.addSublayer(p)
    let tree = try root.renderTree(size: root.bounds.size)
    let node = try #require(tree.layers.first?.sublayers.first)
    #expect(node.backdrop == nil)
    p.update(\.backdropMaterial, [1, 2, 3])
    #expect(throws: LayerTreeError.self) { try root.renderTree(size: root.bounds.size) }
  }

  @Test func aMaterialThatIsNotANumberIsReportedNotDrawn() throws {
    var props = LayerProps()
    props.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
    props.backdropMaterial = [22.5, .nan, 0.1, 0.75, 0.8, 0.9, 1.1, 0.825]
    #expect(throws: LayerTreeError.self) {
      try props.renderNode(layerPath: "root", parentSublayerTransform: CATransform3DIdentity, sublayers: [], mask: nil)
    }
    // Drawn directly, a bad render node draws nothing rather than reading past its curve.
    var node = RenderNode(bounds: CGRect(x: 0, y: 0, width: 40, height: 40))
    node.backdrop = Backdrop(blurRadius: 4, saturation: .nan, brightness: 0, luminanceAmount: 1, luminanceValues: [])
    let image = try Rasterizer().render(RenderTree(size: CGSize(width: 40, height: 40), layers: [node]),
                                        options: RenderOptions(scale: 1, background: .white))
    #expect(image.pixel(x: 20, y: 20) == (255, 255, 255, 255))
  }

  @Test func aProcessedBackdropIsReusedOnlyForTheSamePictureBehind() throws {
    // A radius no other test uses, so the count below is this test's alone.
    let material = Backdrop(blurRadius: 9.25, saturation: 1, brightness: 0, luminanceAmount: 0, luminanceValues: [0, 0, 0, 0])
    func scene(_ left: UIColor, _ right: UIColor) -> CALayer {
      let root = makeRoot(CGSize(width: 120, height: 60))
      root.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 60), left))
      root.addSublayer(solid(CGRect(x: 60, y: 0, width: 60, height: 60), right))
      root.addSublayer(panel(root.bounds, material))
      return root
    }
    let first = try render(scene(.black, .white), scale: 2).bitmap
    let again = try render(scene(.black, .white), scale: 2).bitmap
    #expect(again == first)
    #expect(ProcessedPixels.backdrops.storedCount { $0.dropFirst().elementsEqual(material.components) } == 1)
    // Another picture behind is processed anew (the stored capture's bytes differ) and kept beside the first.
    let swapped = try render(scene(.white, .black), scale: 2)
    #expect(swapped.pixel(x: 10, y: 60).r > 200 && swapped.pixel(x: 230, y: 60).r < 55)
    #expect(ProcessedPixels.backdrops.storedCount { $0.dropFirst().elementsEqual(material.components) } == 2)
    ProcessedPixels.backdrops.removeAll()
    #expect(try render(scene(.white, .black), scale: 2).bitmap == swapped.bitmap)
  }
}
