import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

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

  /// iOS draws nothing for a UIImage in `contents` (it takes a CGImage): Flipbook
  /// draws nothing either, and the render fails naming the layer and `.cgImage`.
  @Test func aUIImageInContentsDrawsNothingAndFailsNamingCGImage() {
    let root = makeRoot(CGSize(width: 10, height: 10))
    let card = CALayer()
    card.name = "photo"
    card.contents = UIImage(cgImage: CGImage(bitmap: makeBitmap(width: 2, height: 2) { _, _ in (255, 0, 0, 255) }))
    root.addSublayer(card)
    #expect(card.contents == nil)
    do {
      _ = try root.renderTree(size: root.bounds.size)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "layer CALayer > 'photo': contents: holds a UIImage, not a CGImage (iOS draws nothing). "
                + "Assign a CGImage (for example UIImage(named:)?.cgImage).")
    }
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
      #expect(error.description == "layer CALayer > 'card': contents: holds a String, not a CGImage (iOS draws nothing). Assign a CGImage (for example UIImage(named:)?.cgImage).")
    }
    // Gradient locations that do not pair with the colours are spread evenly
    // (PasteParityTests), as iOS draws them; a colour of the wrong type still fails.
    let gradient = CAGradientLayer()
    gradient.colors = [UIColor.red.cgColor, "blue"]
    root.sublayers = [gradient]
    #expect(throws: LayerTreeError.self) { try root.renderTree(size: root.bounds.size) }
  }
}
