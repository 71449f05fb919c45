import Flipbook
import Foundation
import Testing

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
  // is ½·erfc(d / (σ√2)) with σ = shadowRadius.
  @Test(arguments: [CGFloat(3), 10])
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
}

@Suite struct ContentsTests {
  let image200x100 = makeBitmap(width: 200, height: 100) { x, _ in x < 100 ? (255, 0, 0, 255) : (0, 0, 255, 255) }

  // Semantics doc §9.3 vectors (MODEL): image 200×100 px, contentsScale 2, layer 300×300.
  @Test func gravityPlacesTheImageAsTheDocSays() {
    func rect(_ g: Contents.Gravity) -> CGRect {
      Contents(bitmap: image200x100, scale: 2, gravity: g).destinationRect(in: CGRect(x: 0, y: 0, width: 300, height: 300))
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

@Suite struct PerspectiveTests {
  /// A container filling the root, centred so its perspective sublayerTransform
  /// (m34 = −1/500) has its vanishing point in the middle.
  func perspectiveScene(_ size: CGSize) -> (root: CALayer, container: CALayer) {
    let root = makeRoot(size)
    let container = CALayer()
    container.frame = root.bounds
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 500
    container.sublayerTransform = p
    root.addSublayer(container)
    return (root, container)
  }

  /// The rows of column x covered by red, alpha-weighted.
  func coverage(_ image: RasterImage, column x: Int) -> Double {
    (0..<image.height).reduce(0.0) { sum, y in
      let p = image.pixel(x: x, y: y)
      return sum + Double(255 - Int(p.g)) / 255
    }
  }

  // Semantics doc §9.1 perspective vector, drawn: the left (near) edge is taller.
  @Test func yRotatedCardShowsPerspective() throws {
    let (root, container) = perspectiveScene(CGSize(width: 200, height: 200))
    let card = solid(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
    card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    container.addSublayer(card)
    let image = try render(root)
    // Edges from the doc's projected corners: x from 61.954 to 133.020; at column
    // centre 63.5 the card spans 107.3 px, at 131.5 it spans 93.8 px.
    #expect(abs(coverage(image, column: 63) - 107.3) < 1.5)
    #expect(abs(coverage(image, column: 131) - 93.8) < 1.5)
    #expect(coverage(image, column: 60) < 0.5)
    #expect(coverage(image, column: 134) < 0.5)
  }

  @Test func backFacingLayerIsHiddenWhenNotDoubleSided() throws {
    let (root, container) = perspectiveScene(CGSize(width: 100, height: 100))
    let card = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
    card.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
    container.addSublayer(card)
    #expect(close(try render(root).pixel(x: 50, y: 50), 255, 0, 0))  // double-sided: its back shows
    card.isDoubleSided = false
    #expect(close(try render(root).pixel(x: 50, y: 50), 255, 255, 255))
  }

  @Test func perspectiveCardMatchesReference() throws {
    let (root, container) = perspectiveScene(CGSize(width: 160, height: 120))
    let card = CAGradientLayer()
    card.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
    card.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    card.cornerRadius = 10
    card.borderWidth = 2
    card.borderColor = UIColor.white.cgColor
    card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    let label = CATextLayer()
    label.frame = CGRect(x: 10, y: 28, width: 80, height: 24)
    label.string = "3D"
    label.fontSize = 20
    label.alignmentMode = .center
    card.addSublayer(label)
    container.addSublayer(card)
    try assertMatchesReference(try render(root, scale: 1), named: "perspective-card")
  }
}
