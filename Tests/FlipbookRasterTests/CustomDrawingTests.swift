import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookRaster
import FlipbookScenes
import FlipbookTestSupport

/// `draw(_:)`, `draw(in:)` and image renderers: Core Graphics calls recorded as a
/// display list, replayed by the rasterizer into a backing store at `contentsScale`.
@MainActor
@Suite struct CustomDrawingTests {
  final class Badge: UIView {
    var draws = 0
    override func draw(_ rect: CGRect) {
      draws += 1
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).fill()
      let ctx = UIGraphicsGetCurrentContext()
      ctx?.setFillColor(UIColor.blue.cgColor)
      ctx?.fillEllipse(in: CGRect(x: 20, y: 20, width: 20, height: 20))
    }
  }

  func canvas(_ views: UIView...) -> CALayer {
    let root = makeRoot(CGSize(width: 60, height: 60))
    for v in views { root.addSublayer(v.layer) }
    return root
  }

  @Test func drawRectPaintsTheViewsBackingStore() throws {
    let badge = Badge(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    let image = try render(canvas(badge), scale: 2)
    #expect(close(image.pixel(x: 30, y: 30), 255, 0, 0))       // red square, (15, 15) pt
    #expect(close(image.pixel(x: 80, y: 80), 0, 0, 255))       // ellipse centre, (40, 40) pt
    #expect(close(image.pixel(x: 62, y: 62), 255, 255, 255))   // the ellipse's bare corner
    #expect(close(image.pixel(x: 10, y: 10), 255, 255, 255))   // outside the view
    #expect(badge.layer.contentsScale == 2)
  }

  @Test func theBackingStoreIsDrawnOnceUntilMarked() throws {
    let badge = Badge(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let root = canvas(badge)
    _ = try render(root)
    _ = try render(root)
    #expect(badge.draws == 1)
    badge.setNeedsDisplay()
    _ = try render(root)
    #expect(badge.draws == 2)
    // A new size stretches the store (scaleToFill) unless the content mode is .redraw.
    badge.frame.size = CGSize(width: 50, height: 50)
    _ = try render(root)
    #expect(badge.draws == 2)
    badge.contentMode = .redraw
    badge.frame.size = CGSize(width: 40, height: 40)
    _ = try render(root)
    #expect(badge.draws == 3)
  }

  @Test func aStoreIsBoundsTimesContentsScalePixels() throws {
    let layer = LineLayer()
    layer.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
    layer.setNeedsDisplay()
    layer.displayIfNeeded()
    let store = try #require(layer.contents as? CGImage)
    #expect(store.width == 30 && store.height == 10)   // contentsScale 1, Core Animation's default
    layer.contentsScale = 3                              // a new scale redraws
    layer.displayIfNeeded()
    let sharper = try #require(layer.contents as? CGImage)
    #expect(sharper.width == 90 && sharper.height == 30)
  }

  /// A 1 pt black line at x = 10: drawn at contentsScale 1 and magnified to a 2x
  /// canvas its edges are bilinear greys, as on an iPhone; at 2 it is sharp.
  final class LineLayer: CALayer {
    override func draw(in ctx: CGContext) {
      ctx.setFillColor(CGColor.black)
      ctx.fill(CGRect(x: 10, y: 0, width: 1, height: bounds.height))
    }
  }

  @Test func contentsScaleOneIsSoftOnA2xCanvas() throws {
    func columns(scale: CGFloat) throws -> [Int] {
      let root = makeRoot(CGSize(width: 30, height: 10))
      let line = LineLayer()
      line.frame = root.bounds
      line.contentsScale = scale
      line.setNeedsDisplay()
      root.addSublayer(line)
      let image = try render(root, scale: 2)
      return (18...23).map { Int(image.pixel(x: $0, y: 10).r) }
    }
    let sharp = try columns(scale: 2), soft = try columns(scale: 1)
    #expect(sharp == [255, 255, 0, 0, 255, 255])
    // Device pixel 19 samples the store at 9.75 (a quarter black), 20 at 10.25 (three quarters).
    #expect(abs(soft[1] - 191) <= 3 && abs(soft[2] - 64) <= 3 && abs(soft[3] - 64) <= 3 && abs(soft[4] - 191) <= 3)
  }

  /// Top row red, bottom row blue.
  static let twoRows = UIImage(cgImage: CGImage(bitmap: makeBitmap(width: 1, height: 2) { _, y in
    y == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255)
  }), scale: 1)

  @Test func uiImageDrawsUprightAndCGContextDrawsUpsideDownInAUIKitContext() throws {
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20))
    let upright = renderer.image { _ in Self.twoRows.draw(in: CGRect(x: 0, y: 0, width: 20, height: 20)) }
    let flipped = renderer.image { ctx in
      ctx.cgContext.draw(try! #require(Self.twoRows.cgImage), in: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    #expect(upright.size == CGSize(width: 20, height: 20) && upright.scale == 2)
    func top(_ image: UIImage) throws -> RGBA {
      let layer = makeRoot(CGSize(width: 20, height: 20))
      layer.contents = image.cgImage
      return try render(layer).pixel(x: 10, y: 2)
    }
    #expect(close(try top(upright), 255, 0, 0))
    #expect(close(try top(flipped), 0, 0, 255))
  }

  @Test func shadowsFallDownTheScreenInAUIKitContext() throws {
    let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
      ctx.cgContext.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: UIColor.black.cgColor)
      UIColor.white.setFill()
      ctx.fill(CGRect(x: 10, y: 5, width: 20, height: 10))
    }
    let layer = makeRoot(CGSize(width: 40, height: 40))
    layer.contents = image.cgImage
    let pixels = try render(layer, scale: 2, background: CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
    #expect(close(pixels.pixel(x: 40, y: 20), 255, 255, 255))   // the white rectangle
    #expect(close(pixels.pixel(x: 40, y: 44), 0, 0, 0))         // its shadow 10 pt below
    #expect(close(pixels.pixel(x: 40, y: 4), 0, 255, 0))        // nothing above
  }

  /// Apple's QA1706: every iOS context's base space is top-left, so a bitmap
  /// context (y up in user space) also shadows downward for a positive height.
  @Test func aBitmapContextsShadowFallsDownToo() throws {
    let ctx = try #require(CGContext(data: nil, width: 40, height: 40, bitsPerComponent: 8, bytesPerRow: 0,
                                     space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 1))
    ctx.setShadow(offset: CGSize(width: 0, height: 10), blur: 0, color: CGColor.black)
    ctx.setFillColor(CGColor.white)
    ctx.fill(CGRect(x: 10, y: 20, width: 20, height: 10))   // rows 10…20 from the top
    let layer = makeRoot(CGSize(width: 40, height: 40))
    layer.contents = ctx.makeImage()
    let pixels = try render(layer, background: CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
    #expect(close(pixels.pixel(x: 20, y: 15), 255, 255, 255))
    #expect(close(pixels.pixel(x: 20, y: 25), 0, 0, 0))
    #expect(close(pixels.pixel(x: 20, y: 5), 0, 255, 0))
  }

  @Test func gradientsExtendOnlyWhereTheirOptionsSay() throws {
    /// (red, green) at x = 2, 20 and 37 of a black-to-white gradient from x = 10 to 30 over red.
    func row(_ options: CGGradientDrawingOptions) throws -> [[Int]] {
      let g = CGGradient(colors: [.black, .white], locations: [0, 1])
      let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 4)).image { ctx in
        ctx.cgContext.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: options)
      }
      let layer = makeRoot(CGSize(width: 40, height: 4))
      layer.contents = image.cgImage
      let pixels = try render(layer, background: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
      return [2, 20, 37].map { x in
        let p = pixels.pixel(x: x, y: 2)
        return [Int(p.r), Int(p.g)]
      }
    }
    let bare = try row([])
    #expect(bare[0] == [255, 0] && bare[2] == [255, 0])
    #expect(abs(bare[1][1] - 134) <= 8)
    let before = try row(.drawsBeforeStartLocation)
    #expect(before[0] == [0, 0] && before[2] == [255, 0])
    let after = try row(.drawsAfterEndLocation)
    #expect(after[0] == [255, 0] && after[2] == [255, 255])
  }
}

/// Drawn backing stores are data: a baked scene with custom drawing renders the
/// same frames after a JSON round trip, and bad drawings are refused with their place.
@MainActor
@Suite struct BakedDrawingTests {
  @Test func aDrawnSceneRendersTheSameFromJSON() throws {
    let baked = try CustomDrawnProgress().bake()
    let decoded = try BakedScene(jsonData: try baked.jsonData(), source: "drawn.json")
    #expect(decoded.timeline == baked.timeline)
    for t in [0.0, 0.5, 1.1, 2.2] {
      let a = try Rasterizer().render(try baked.timeline.renderTree(at: t), options: RenderOptions(scale: 1))
      let b = try Rasterizer().render(try decoded.timeline.renderTree(at: t), options: RenderOptions(scale: 1))
      #expect(a.bitmap == b.bitmap, "frame at \(t) s")
    }
    // The ring is redrawn as it moves: its store at 0.5 s is not the one at 1.1 s.
    let ring = { (t: Double) throws -> RenderNode? in
      try baked.timeline.renderTree(at: t).layers.first?.sublayers.first { $0.name == "ring" }
    }
    #expect(try ring(0.5)?.contents?.image.isDrawing == true)
    #expect(try ring(0.5)?.contents != ring(1.1)?.contents)
  }

  @Test func anUnknownDrawingOperationIsRefusedWithItsPlace() throws {
    let json = #"{"width": 2, "height": 2, "scale": 1, "flipped": true, "operations": [{"op": "sparkle"}]}"#
    #expect {
      try JSONDecoder().decode(Drawing.self, from: Data(json.utf8))
    } throws: { error in
      "\(error)".contains("unknown drawing operation 'sparkle'")
    }
  }

  @Test func plusDarkerIsRefusedWithTheLayersPath() throws {
    final class Dark: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setBlendMode(.plusDarker)
        ctx.fill(bounds)
      }
    }
    let root = makeRoot(CGSize(width: 10, height: 10))
    let layer = Dark()
    layer.name = "dark"
    layer.frame = root.bounds
    layer.setNeedsDisplay()
    root.addSublayer(layer)
    #expect {
      try render(root)
    } throws: { error in
      "\(error)".contains("dark") && "\(error)".contains("plusDarker")
    }
  }

  @Test func drawingsRoundTripEveryOperation() throws {
    let ctx = CGContext(size: CGSize(width: 10, height: 10), scale: 2)
    ctx.saveGState()
    ctx.translateBy(x: 1, y: 2)
    ctx.setFillColor(gray: 0.5, alpha: 1)
    ctx.setStrokeColor(red: 1, green: 0, blue: 0, alpha: 1)
    ctx.setLineWidth(2); ctx.setLineCap(.round); ctx.setLineJoin(.bevel); ctx.setMiterLimit(4)
    ctx.setLineDash(phase: 1, lengths: [2, 1])
    ctx.setAlpha(0.5); ctx.setBlendMode(.multiply); ctx.setShouldAntialias(false)
    ctx.setShadow(offset: CGSize(width: 1, height: 1), blur: 2)
    ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
    ctx.drawPath(using: .eoFillStroke)
    ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
    ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))
    ctx.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
    ctx.stroke(CGRect(x: 1, y: 1, width: 2, height: 2))
    let g = CGGradient(colors: [.black, .white], locations: [0, 1])
    ctx.drawLinearGradient(g, start: .zero, end: CGPoint(x: 10, y: 0), options: .drawsAfterEndLocation)
    ctx.drawRadialGradient(g, startCenter: .zero, startRadius: 0, endCenter: .zero, endRadius: 5, options: [])
    ctx.draw(CGImage(bitmap: makeBitmap(width: 1, height: 1) { _, _ in (1, 2, 3, 255) }), in: CGRect(x: 0, y: 0, width: 2, height: 2))
    ctx.draw(DrawnText(string: "Hi", font: FontDescriptor(name: "Helvetica", size: 12), color: .black,
                       rect: CGRect(x: 0, y: 0, width: 10, height: 10), wraps: false))
    ctx.restoreGState()
    let drawing = ctx.drawing
    #expect(drawing.operations.count == 30)
    let decoded = try JSONDecoder().decode(Drawing.self, from: try JSONEncoder().encode(drawing))
    #expect(decoded == drawing)
    let pixels = try DrawingPlayer.render(drawing)
    #expect(pixels.width == 20 && pixels.height == 20)
  }
}

/// A text layer's string is drawn into a backing store at `contentsScale` and
/// composited like an image: Core Animation's default of 1 is soft on a 2x canvas.
@MainActor
@Suite struct TextBackingStoreTests {
  /// Dark pixels (fully inked) and partly inked ones, of "Soft?" at 24 pt on a 2x canvas.
  func ink(contentsScale: CGFloat, scaledBy factor: CGFloat = 1) throws -> (dark: Int, partial: Int) {
    let root = makeRoot(CGSize(width: 200, height: 80))
    let text = CATextLayer()
    text.actions = ["contentsScale": NSNull()]
    text.string = "Soft?"
    text.fontSize = 24
    text.foregroundColor = CGColor.black
    text.contentsScale = contentsScale
    text.frame = CGRect(x: 10, y: 10, width: 90, height: 30)
    text.anchorPoint = .zero
    text.position = CGPoint(x: 10, y: 10)
    text.transform = CATransform3DMakeScale(factor, factor, 1)
    root.addSublayer(text)
    let image = try render(root, scale: 2)
    var dark = 0, partial = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let r = image.pixel(x: x, y: y).r
        if r < 40 { dark += 1 } else if r < 215 { partial += 1 }
      }
    }
    return (dark, partial)
  }

  @Test func theDefaultContentsScaleIsSoftOnA2xCanvas() throws {
    let sharp = try ink(contentsScale: 2), soft = try ink(contentsScale: 1)
    // The same glyphs: a 1x store magnified smears each edge over twice the pixels.
    #expect(Double(soft.partial) > 1.5 * Double(sharp.partial))
    #expect(soft.dark < sharp.dark)
  }

  @Test func scalingALayerUpMagnifiesItsStore() throws {
    let drawnAt2x = try ink(contentsScale: 2, scaledBy: 2), drawnAt4x = try ink(contentsScale: 4, scaledBy: 2)
    #expect(Double(drawnAt2x.partial) > 1.5 * Double(drawnAt4x.partial))
  }

  @Test func anEnormousContentsScaleIsCappedInsteadOfFailing() throws {
    let huge = try ink(contentsScale: 1e6), sharp = try ink(contentsScale: 2)
    #expect(huge.dark > sharp.dark / 2)   // drawn, from a store of at most 8192 px a side
  }

  @Test func aStoreIsReusedAndRendersTheSame() throws {
    let first = try ink(contentsScale: 2)
    BackingStores.shared.removeAll()
    let again = try ink(contentsScale: 2)
    #expect(first == again)
  }
}
