import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

@Suite struct ShapeGradientTextTests {
  @Test func shapeLayerFillsAndStrokesItsPath() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let shape = CAShapeLayer()
    shape.frame = root.bounds
    shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80))
    shape.fillColor = UIColor.yellow.cgColor
    shape.strokeColor = UIColor.blue.cgColor
    shape.lineWidth = 6
    root.addSublayer(shape)
    let image = try render(root)
    #expect(close(image.pixel(x: 50, y: 50), 255, 255, 0))
    #expect(close(image.pixel(x: 50, y: 10), 0, 0, 255))   // on the stroke (top of circle)
    #expect(close(image.pixel(x: 12, y: 12), 255, 255, 255))
    // strokeEnd 0.25: the stroke covers the first quarter from (90, 50) clockwise, down to (50, 90).
    shape.strokeEnd = 0.25
    let partial = try render(root)
    #expect(close(partial.pixel(x: 50, y: 89), 0, 0, 255, tolerance: 60))
    #expect(partial.pixel(x: 50, y: 10).b < 100)  // no stroke on the top: the yellow fill shows
  }

  @Test func evenOddFillLeavesAHole() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let shape = CAShapeLayer()
    shape.frame = root.bounds
    let path = CGMutablePath()
    path.addRect(CGRect(x: 10, y: 10, width: 80, height: 80))
    path.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
    shape.path = path
    shape.fillRule = .evenOdd
    root.addSublayer(shape)
    let image = try render(root)
    #expect(close(image.pixel(x: 20, y: 50), 0, 0, 0))
    #expect(close(image.pixel(x: 50, y: 50), 255, 255, 255))
  }

  @Test func axialGradientRunsFromStartPointToEndPoint() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let g = CAGradientLayer()
    g.frame = root.bounds
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    root.addSublayer(g)
    var image = try render(root)
    #expect(close(image.pixel(x: 50, y: 0), 255, 0, 0, tolerance: 4))
    #expect(close(image.pixel(x: 50, y: 99), 0, 0, 255, tolerance: 4))
    #expect(close(image.pixel(x: 50, y: 50), 125, 0, 130, tolerance: 6))
    g.startPoint = CGPoint(x: 0, y: 0.5); g.endPoint = CGPoint(x: 1, y: 0.5)
    g.locations = [0.5, 1]
    image = try render(root)
    #expect(close(image.pixel(x: 20, y: 50), 255, 0, 0))  // padded before the first location
    #expect(close(image.pixel(x: 99, y: 50), 0, 0, 255, tolerance: 8))
  }

  @Test func radialAndConicGradients() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let g = CAGradientLayer()
    g.frame = root.bounds
    g.colors = [UIColor.white.cgColor, UIColor.black.cgColor]
    g.type = .radial
    g.startPoint = CGPoint(x: 0.5, y: 0.5); g.endPoint = CGPoint(x: 1, y: 1)
    root.addSublayer(g)
    var image = try render(root)
    #expect(close(image.pixel(x: 50, y: 50), 255, 255, 255, tolerance: 6))
    #expect(close(image.pixel(x: 99, y: 50), 0, 0, 0, tolerance: 6))   // radius 50 reaches the edge
    g.type = .conic
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    g.endPoint = CGPoint(x: 1, y: 0.5)  // angle 0 points right, turning clockwise
    image = try render(root)
    #expect(close(image.pixel(x: 90, y: 52), 255, 0, 0, tolerance: 12))   // just after the start
    #expect(close(image.pixel(x: 90, y: 48), 0, 0, 255, tolerance: 12))   // just before a full turn
    #expect(close(image.pixel(x: 10, y: 50), 128, 0, 128, tolerance: 12))  // half a turn
  }

  /// Dark pixels inside and outside a rectangle of the image.
  func ink(_ image: RasterImage, inside rect: CGRect) -> (inside: Int, outside: Int) {
    var inside = 0, outside = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).r < 128 {
        if rect.contains(CGPoint(x: x, y: y)) { inside += 1 } else { outside += 1 }
      }
    }
    return (inside, outside)
  }

  @Test func textDrawsGlyphsInsideItsBounds() throws {
    let root = makeRoot(CGSize(width: 200, height: 60))
    let text = CATextLayer()
    text.frame = CGRect(x: 10, y: 10, width: 180, height: 40)
    text.string = "Hello, Flipbook"
    text.fontSize = 20
    text.foregroundColor = UIColor.black.cgColor
    root.addSublayer(text)
    let image = try render(root)
    let counts = ink(image, inside: text.frame)
    #expect(counts.inside > 150)
    #expect(counts.outside == 0)
    // Alignment: centred text leaves equal margins.
    text.alignmentMode = .center
    let centred = try render(root)
    let columns = (0..<200).filter { x in (0..<60).contains { centred.pixel(x: x, y: $0).r < 128 } }
    #expect(abs((columns.first! - 10) - (190 - columns.last!)) <= 3)
  }

  @Test func chineseTextRendersRealGlyphs() throws {
    func draw(_ s: String) throws -> Bitmap {
      let root = makeRoot(CGSize(width: 120, height: 40))
      let text = CATextLayer()
      text.frame = root.bounds
      text.string = s
      text.font = UIFont(name: "PingFangSC-Regular", size: 24)
      text.fontSize = 24
      text.foregroundColor = UIColor.black.cgColor
      root.addSublayer(text)
      return try render(root).bitmap
    }
    let a = try draw("你好"), b = try draw("再见")
    #expect(a != b)
    let darkA = Swift.stride(from: 0, to: a.pixels.count, by: 4).filter { a.pixels[$0] < 128 }.count
    #expect(darkA > 60)
  }

  @Test func wrappedTextBreaksIntoLinesAndTruncationEllipsizes() throws {
    let root = makeRoot(CGSize(width: 100, height: 100))
    let text = CATextLayer()
    text.frame = root.bounds
    text.string = "one two three four five six seven"
    text.fontSize = 14
    text.foregroundColor = UIColor.black.cgColor
    text.isWrapped = true
    root.addSublayer(text)
    let wrapped = try render(root)
    let inkRows = (0..<100).filter { y in (0..<100).contains { wrapped.pixel(x: $0, y: y).r < 128 } }
    #expect(inkRows.last! > 30)  // more than one line
  }
}

/// Gradient locations outside 0…1 (a shimmer's animated `locations`) keep their place:
/// the colours where the unit range ends are interpolated, not piled onto the ends.
@Suite struct GradientLocationRangeTests {
  func pixelRow(_ locations: [NSNumber]) throws -> RasterImage {
    let root = makeRoot(CGSize(width: 100, height: 10))
    let g = CAGradientLayer()
    g.frame = root.bounds
    g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor]
    g.locations = locations
    g.startPoint = CGPoint(x: 0, y: 0.5)
    g.endPoint = CGPoint(x: 1, y: 0.5)
    root.addSublayer(g)
    return try render(root)
  }

  @Test func locationsBeforeZeroShiftTheGradientLeft() throws {
    // Stops at −1 (red), 0.5 (blue), 1 (red): at the left edge two thirds of the way
    // from red to blue (Cairo, clamping −1 to 0, would draw pure red there).
    let image = try pixelRow([-1, 0.5, 1])
    #expect(close(image.pixel(x: 0, y: 5), 85, 0, 170, tolerance: 5))
    #expect(close(image.pixel(x: 50, y: 5), 0, 0, 255, tolerance: 5))
    // Entirely before the layer: the last colour everywhere.
    #expect(close(try pixelRow([-1, -0.5, 0]).pixel(x: 50, y: 5), 255, 0, 0))
  }

  @Test func locationsPastOneShiftTheGradientRight() throws {
    // Stops at 0 (red), 0.5 (blue), 2 (red): a third of the way back to red at the right edge.
    let image = try pixelRow([0, 0.5, 2])
    #expect(close(image.pixel(x: 99, y: 5), 85, 0, 170, tolerance: 5))
    #expect(close(image.pixel(x: 0, y: 5), 255, 0, 0, tolerance: 5))
  }
}
