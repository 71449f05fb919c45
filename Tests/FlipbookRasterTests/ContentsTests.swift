import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

@MainActor
@Suite struct ContentsTests {
  let image200x100 = makeBitmap(width: 200, height: 100) { x, _ in x < 100 ? (255, 0, 0, 255) : (0, 0, 255, 255) }

  // Semantics doc §9.3 vectors (MODEL): image 200×100 px, contentsScale 2, layer 300×300.
  @Test func gravityPlacesTheImageAsTheDocSays() {
    func rect(_ g: Contents.Gravity) -> CGRect {
      Contents(image: .bitmap(image200x100), scale: 2, gravity: g).destinationRect(in: CGRect(x: 0, y: 0, width: 300, height: 300))
    }
    #expect(rect(.center) == CGRect(x: 100, y: 125, width: 100, height: 50))
    #expect(rect(.resizeAspect) == CGRect(x: 0, y: 75, width: 300, height: 150))
    #expect(rect(.resizeAspectFill) == CGRect(x: -150, y: 0, width: 600, height: 300))
    #expect(rect(.resize) == CGRect(x: 0, y: 0, width: 300, height: 300))
    #expect(rect(.topLeft) == CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(rect(.bottomRight) == CGRect(x: 200, y: 250, width: 100, height: 50))
    #expect(rect(.top) == CGRect(x: 100, y: 0, width: 100, height: 50))
    #expect(rect(.left) == CGRect(x: 0, y: 125, width: 100, height: 50))
  }

  @Test func contentsDrawWithGravityAndContentsRect() throws {
    let root = makeRoot(CGSize(width: 300, height: 300))
    let l = CALayer()
    l.frame = root.bounds
    l.contents = CGImage(bitmap: image200x100)
    l.contentsScale = 2
    l.contentsGravity = .center
    root.addSublayer(l)
    var image = try render(root)
    #expect(close(image.pixel(x: 120, y: 150), 255, 0, 0))
    #expect(close(image.pixel(x: 180, y: 150), 0, 0, 255))
    #expect(close(image.pixel(x: 150, y: 110), 255, 255, 255))
    // contentsRect (0, 0, 0.5, 1) + resize: the left (red) half fills the layer.
    l.contentsGravity = .resize
    l.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
    image = try render(root)
    #expect(close(image.pixel(x: 5, y: 5), 255, 0, 0) && close(image.pixel(x: 290, y: 290), 255, 0, 0))
  }

  // Semantics doc §9.3: 40×40 px image, contentsCenter (0.25, 0.25, 0.5, 0.5), bounds 100×100.
  @Test func nineSliceKeepsCornersUnscaled() throws {
    // 10 px green frame around a red centre.
    let bitmap = makeBitmap(width: 40, height: 40) { x, y in
      (x < 10 || x >= 30 || y < 10 || y >= 30) ? (0, 255, 0, 255) : (255, 0, 0, 255)
    }
    let root = makeRoot(CGSize(width: 100, height: 100))
    let l = CALayer()
    l.frame = root.bounds
    l.contents = CGImage(bitmap: bitmap)
    l.contentsCenter = CGRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)
    l.magnificationFilter = .nearest
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 8, y: 8), 0, 255, 0))     // corner stays 10 px
    #expect(close(image.pixel(x: 50, y: 8), 0, 255, 0))    // top strip 10 px tall
    #expect(close(image.pixel(x: 12, y: 50), 255, 0, 0))   // centre starts at 10 px
    #expect(close(image.pixel(x: 88, y: 88), 255, 0, 0))   // …and ends at 90 px
    #expect(close(image.pixel(x: 91, y: 50), 0, 255, 0))
    // Plain stretching would have made the frame 25 px wide.
    l.contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    #expect(close(try render(root).pixel(x: 20, y: 50), 0, 255, 0))
  }

  @Test func patternBackgroundTilesFromTheLayerOrigin() throws {
    let tile = makeBitmap(width: 10, height: 10) { x, y in (x < 5) == (y < 5) ? (0, 0, 0, 255) : (255, 255, 255, 255) }
    let root = makeRoot(CGSize(width: 60, height: 60))
    let l = CALayer()
    l.frame = CGRect(x: 13, y: 17, width: 40, height: 40)
    l.backgroundColor = UIColor(patternImage: UIImage(cgImage: CGImage(bitmap: tile), scale: 1)).cgColor
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 14, y: 18), 0, 0, 0))        // tile (0,0) at the layer's origin
    #expect(close(image.pixel(x: 19, y: 18), 255, 255, 255))  // tile (5,0)
    #expect(close(image.pixel(x: 24, y: 28), 0, 0, 0))        // next tile repeats
  }

  @Test func maskLayerAlphaMultipliesTheContent() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let l = solid(root.bounds, .red)
    let mask = CALayer()
    mask.frame = CGRect(x: 0, y: 0, width: 50, height: 100)
    mask.backgroundColor = UIColor(white: 0, alpha: 1).cgColor
    l.mask = mask
    root.addSublayer(l)
    let image = try render(root)
    #expect(close(image.pixel(x: 25, y: 50), 255, 0, 0))
    #expect(close(image.pixel(x: 75, y: 50), 255, 255, 255))
    mask.backgroundColor = UIColor(white: 0, alpha: 0.5).cgColor
    #expect(close(try render(root).pixel(x: 25, y: 50), 255, 128, 128))
  }
}

/// A `contents` animation dissolves one image into the other over its progress
/// (not a switch at halfway): each pixel is (1 − p) · from + p · to.
@MainActor
@Suite struct ContentsCrossFadeTests {
  let red = CGImage(bitmap: makeBitmap(width: 20, height: 20) { _, _ in (255, 0, 0, 255) })
  let blue = CGImage(bitmap: makeBitmap(width: 40, height: 40) { _, _ in (0, 0, 255, 255) })

  /// A 100x100 layer showing `red` (centred, 1 px per point); `change` runs at t = 1.
  func scene(gravity: CALayerContentsGravity = .resize, _ change: @escaping (CALayer) -> Void) -> Timeline {
    let clock = VirtualClock()
    let (root, layer) = clock.run { () -> (CALayer, CALayer) in
      let root = makeRoot(CGSize(width: 100, height: 100))
      let layer = CALayer()
      layer.frame = root.bounds
      layer.contents = red
      layer.contentsGravity = gravity
      root.addSublayer(layer)
      return (root, layer)
    }
    clock.advance(to: 1)
    clock.run { change(layer) }
    clock.runUntilIdle()
    return clock.bake(root: root, size: root.bounds.size)
  }

  @Test func theMidpointIsExactlyHalfOfEachImage() throws {
    let timeline = scene { layer in
      let a = CABasicAnimation(keyPath: "contents")
      a.fromValue = red
      a.toValue = blue
      a.duration = 1
      layer.add(a, forKey: "swap")
    }
    let mid = try pixel(timeline, 1.5, 50, 50)
    #expect(abs(Int(mid.r) - 128) <= 1 && mid.g == 0 && abs(Int(mid.b) - 128) <= 1 && mid.a == 255)
    let quarter = try pixel(timeline, 1.25, 50, 50)
    #expect(abs(Int(quarter.r) - 191) <= 1 && abs(Int(quarter.b) - 64) <= 1)
    // The model (red) again once the animation is removed.
    #expect(try pixel(timeline, 2.1, 50, 50) == (255, 0, 0, 255))
  }

  @Test func imagesOfDifferentSizesFadeWhereEachLands() throws {
    // Centred: red covers 40…60, blue 30…70. Outside the red, blue fades in over white.
    let timeline = scene(gravity: .center) { layer in
      let a = CABasicAnimation(keyPath: "contents")
      a.toValue = blue
      a.duration = 1
      layer.add(a, forKey: "swap")
    }
    #expect(close(try pixel(timeline, 1.5, 50, 50), 128, 0, 128))
    #expect(close(try pixel(timeline, 1.5, 33, 50), 128, 128, 255))
    #expect(try pixel(timeline, 1.5, 20, 50) == (255, 255, 255, 255))
  }

  @Test func aStandaloneLayersContentsChangeFadesImplicitly() throws {
    let timeline = scene { $0.contents = blue }
    // The default action: 0.25 s, default timing (0.5 of the time → 0.8024 of the way).
    let mid = try pixel(timeline, 1.125, 50, 50)
    #expect(abs(Int(mid.b) - Int((0.802403 * 255).rounded())) <= 1 && mid.a == 255)
    #expect(try pixel(timeline, 1.3, 50, 50) == (0, 0, 255, 255))
  }

  @Test func keyframedImagesBlendUnlessDiscrete() throws {
    func keyframes(_ mode: CAAnimationCalculationMode) -> Timeline {
      scene { layer in
        let k = CAKeyframeAnimation(keyPath: "contents")
        k.values = [red, blue]
        k.duration = 1
        k.calculationMode = mode
        layer.add(k, forKey: "k")
      }
    }
    #expect(close(try pixel(keyframes(.linear), 1.5, 50, 50), 128, 0, 128))
    // Discrete (UIImageView's animationImages): one image at a time, never a blend.
    #expect(try pixel(keyframes(.discrete), 1.4, 50, 50) == (255, 0, 0, 255))
    #expect(try pixel(keyframes(.discrete), 1.6, 50, 50) == (0, 0, 255, 255))
  }
}
