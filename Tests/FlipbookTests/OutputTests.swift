import Flipbook
import Foundation
import Testing

/// A small tree using most of what a layer can draw.
func showcase() -> CALayer {
  let root = makeRoot(CGSize(width: 200, height: 140))
  root.backgroundColor = UIColor(white: 0.94, alpha: 1).cgColor
  let card = CALayer()
  card.frame = CGRect(x: 15, y: 15, width: 110, height: 110)
  card.backgroundColor = UIColor.white.cgColor
  card.cornerRadius = 12
  card.borderWidth = 1
  card.borderColor = UIColor.separator.cgColor
  card.shadowOpacity = 0.3
  card.shadowOffset = CGSize(width: 0, height: 4)
  card.shadowRadius = 6
  root.addSublayer(card)
  let title = CATextLayer()
  title.frame = CGRect(x: 10, y: 10, width: 90, height: 22)
  title.string = "Alert 提示"
  title.font = UIFont.boldSystemFont(ofSize: 15)
  title.fontSize = 15
  title.foregroundColor = UIColor.label.cgColor
  card.addSublayer(title)
  let ring = CAShapeLayer()
  ring.frame = CGRect(x: 30, y: 40, width: 50, height: 50)
  ring.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))
  ring.fillColor = nil
  ring.strokeColor = UIColor.systemGreen.cgColor
  ring.lineWidth = 6
  ring.lineCap = .round
  ring.strokeEnd = 0.7
  card.addSublayer(ring)
  let pill = CAGradientLayer()
  pill.frame = CGRect(x: 140, y: 20, width: 45, height: 100)
  pill.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
  pill.cornerRadius = 22.5
  pill.opacity = 0.8
  root.addSublayer(pill)
  return root
}

@Suite struct OutputTests {
  @Test func showcaseMatchesReference() throws {
    try assertMatchesReference(try render(showcase()), named: "showcase")
  }

  @Test func sameTreeGivesIdenticalPNGBytes() throws {
    let tree = try showcase().renderTree(size: CGSize(width: 200, height: 140))
    let a = try Rasterizer().render(tree, options: RenderOptions(scale: 2)).pngData()
    let b = try Rasterizer().render(tree, options: RenderOptions(scale: 2)).pngData()
    #expect(a == b)
    // And from other threads at once.
    let results = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 4) { i in
      results.set(i, (try? Rasterizer().render(tree, options: RenderOptions(scale: 2)).pngData()) ?? [])
    }
    #expect(results.values.count == 4 && results.values.values.allSatisfy { $0 == a })
  }

  @Test func pngIsRGBWhenOpaqueRGBAOtherwiseWithAnSRGBChunk() throws {
    let root = makeRoot(CGSize(width: 10, height: 10))
    root.addSublayer(solid(CGRect(x: 0, y: 0, width: 5, height: 10), UIColor.red.withAlphaComponent(0.5)))
    let opaque = try render(root).pngData()
    let clear = try render(root, background: nil).pngData()
    // IHDR colour type is byte 25: 2 = RGB, 6 = RGBA.
    #expect(opaque[25] == 2)
    #expect(clear[25] == 6)
    #expect(String(decoding: opaque[0..<80], as: UTF8.self).contains("sRGB"))
    // Straight alpha round trip: decoding gives back the premultiplied pixels.
    let image = try render(root, background: nil)
    let decoded = try PNGCodec.decode(clear)
    #expect(decoded.width == 10 && decoded.height == 10)
    #expect(decoded.rgba(x: 2, y: 5) == image.bitmap.rgba(x: 2, y: 5))
    #expect(decoded.rgba(x: 2, y: 5) == (255, 0, 0, 128))
  }

  @Test func smallCompressionGivesSmallerFilesOfTheSameImage() throws {
    let image = try render(showcase(), scale: 2)
    let fast = try image.pngData(compression: .fast), small = try image.pngData(compression: .small)
    #expect(small.count < fast.count)
    #expect(try PNGCodec.decode(fast) == PNGCodec.decode(small))
  }

  @Test func writePNGLeavesNoTemporaryFiles() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("frame_00000.png").path
    try showcase().writePNG(to: path, size: CGSize(width: 200, height: 140))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["frame_00000.png"])
    #expect(try PNGCodec.read(contentsOf: path).width == 400)
  }
}

@Suite struct ErrorTests {
  static let badCanvases: [(CGFloat, CGFloat, CGFloat)] = [
    (0, 10, 1), (-5, 10, 1), (CGFloat.nan, 10, 1), (10, CGFloat.infinity, 1), (10, 10, 0), (10000, 10, 2),
  ]

  @Test(arguments: badCanvases)
  func badCanvasSizesAreRefusedWithAMessage(width: CGFloat, height: CGFloat, scale: CGFloat) {
    let size = CGSize(width: width, height: height)
    do {
      _ = try Rasterizer().render(RenderTree(size: size, layers: []), options: RenderOptions(scale: scale))
      Issue.record("expected an error")
    } catch {
      guard case .invalidCanvas = error else { Issue.record("wrong error \(error)"); return }
      #expect(error.description.contains("invalid canvas"))
    }
  }

  @Test func missingImageNamesTheFileAndWhatWasTried() {
    #expect(UIImage(named: "no-such-image") == nil)
    do {
      _ = try UIImage.load(named: "no-such-image")
      Issue.record("expected an error")
    } catch {
      #expect(error.description.contains("no-such-image"))
      #expect(error.description.contains("no-such-image@2x.png"))
    }
    #expect(throws: ImageIOError.unreadable(path: "/nope/x.png", reason: "no such file")) {
      try UIImage.load(contentsOfFile: "/nope/x.png")
    }
  }

  @Test func corruptImageNamesTheFile() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("broken.png").path
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: path))
    do {
      _ = try UIImage.load(contentsOfFile: path)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "cannot decode image file '\(path)': not a PNG file (bad signature)")
    }
    // A truncated real PNG.
    let good = try PNGCodec.encode(makeBitmap(width: 8, height: 8) { _, _ in (1, 2, 3, 255) })
    try Data(good.prefix(40)).write(to: URL(fileURLWithPath: path))
    #expect(throws: ImageIOError.self) { try UIImage.load(contentsOfFile: path) }
  }

  @Test func writingIntoAMissingFolderSaysWhichFolder() {
    #expect(throws: ImageIOError.writeFailed(path: "/no/such/folder/f.png",
                                             reason: "the folder '/no/such/folder' does not exist; create it first")) {
      try PNGCodec.writeAtomically([1, 2, 3], to: "/no/such/folder/f.png")
    }
  }

  @Test func imagesLoadWithTheirScaleFromTheFileName() throws {
    let folder = temporaryFolder()
    let bitmap = makeBitmap(width: 40, height: 20) { _, _ in (0, 128, 255, 255) }
    try PNGCodec.write(bitmap, to: folder.appendingPathComponent("icon@2x.png").path)
    let saved = UIImage.searchPaths
    UIImage.searchPaths = [folder.path]
    defer { UIImage.searchPaths = saved }
    let image = try #require(UIImage(named: "icon"))
    #expect(image.scale == 2 && image.size == CGSize(width: 20, height: 10))
    #expect(image.cgImage?.bitmap == bitmap)
  }

  @Test func wrongValueTypesNameTheLayerAndProperty() {
    let root = makeRoot(CGSize(width: 10, height: 10))
    let card = CALayer()
    card.name = "card"
    card.contents = "not an image"
    root.addSublayer(card)
    do {
      _ = try root.renderTree(size: root.bounds.size)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "layer CALayer > 'card': contents: holds a String, not an image. Assign a CGImage (for example UIImage(named:)?.cgImage).")
    }
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
    gradient.locations = [0, 0.5, 1]
    root.sublayers = [gradient]
    #expect(throws: LayerTreeError.self) { try root.renderTree(size: root.bounds.size) }
  }
}

/// Collects results from worker threads.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private(set) var values: [Int: [UInt8]] = [:]
  func set(_ i: Int, _ v: [UInt8]) { lock.lock(); values[i] = v; lock.unlock() }
}
