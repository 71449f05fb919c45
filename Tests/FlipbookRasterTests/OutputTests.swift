import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

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
