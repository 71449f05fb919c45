import Foundation
import Testing
@testable import FlipbookImageIO
import Flipbook
import FlipbookTestSupport

/// The vector PDF reader behind asset catalogs' PDF image sets: what it refuses,
/// by name, and that no input traps it.
@Suite struct PDFVectorTests {
  /// A one-page PDF with `content` as its (uncompressed) content stream.
  func pdf(_ content: String, filter: String = "") -> [UInt8] {
    let stream = Array(content.utf8)
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /MediaBox [0 0 10 10] /Count 1 /Kids [ 3 0 R ] >>",
      "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>",
      "<< /Length \(stream.count) \(filter) >>\nstream\n\(content)\nendstream",
    ]
    var out = "%PDF-1.4\n"
    for (i, o) in objects.enumerated() { out += "\(i + 1) 0 obj\n\(o)\nendobj\n" }
    return Array((out + "trailer << /Root 1 0 R >>\n%%EOF\n").utf8)
  }

  func reason(_ bytes: [UInt8]) -> String? {
    do {
      _ = try PDFVectors.image(bytes, scale: 1)
      return nil
    } catch let error as PDFVectors.PDFError {
      return error.reason
    } catch {
      return "\(error)"
    }
  }

  @Test func pathsAreRecordedAtTheMediaBoxSize() throws {
    let image = try PDFVectors.image(pdf("1 0 0 rg 0 0 5 10 re f 0 0 1 RG 2 w 0 0 m 10 10 l S"), scale: 2)
    #expect(image.width == 20 && image.height == 20)
    #expect(image.source.isDrawing)
  }

  /// A form XObject (Sketch and Illustrator wrap groups in them) draws its own content
  /// stream through its matrix, clipped to its bounding box.
  @Test func formsDrawTheirContentThroughTheirMatrix() throws {
    let form = "1 0 0 rg 0 0 8 8 re f"
    var bytes = pdf("/Fm1 Do")
    let page = "<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>"
    let withResources = "<< /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << /XObject << /Fm1 5 0 R >> >> >>"
    var text = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: page, with: withResources)
    text = text.replacingOccurrences(of: "trailer", with: "5 0 obj\n<< /Type /XObject /Subtype /Form /BBox [0 0 4 4] "
      + "/Matrix [1 0 0 1 2 2] /Length \(form.utf8.count) >>\nstream\n\(form)\nendstream\nendobj\ntrailer")
    bytes = Array(text.utf8)
    let image = try PDFVectors.image(bytes, scale: 1)
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    layer.contents = image
    let raster = try render(layer, background: nil)
    // The form's 8 pt square, moved by (2, 2) and clipped to its 4 pt box: y is up in a PDF.
    #expect(raster.pixel(x: 3, y: 6).r == 255 && raster.pixel(x: 3, y: 6).a == 255)
    #expect(raster.pixel(x: 7, y: 6).a == 0 && raster.pixel(x: 3, y: 2).a == 0 && raster.pixel(x: 1, y: 8).a == 0)
  }

  @Test func whatItDoesNotDrawIsNamed() {
    #expect(reason(pdf("BT /F1 12 Tf (Hi) Tj ET"))?.contains("draws text") == true)
    #expect(reason(pdf("/Im1 Do"))?.contains("an embedded image") == true)
    #expect(reason(pdf("/Sh1 sh"))?.contains("a shading (gradient)") == true)
    #expect(reason(pdf("0 0 1 1 re f", filter: "/Filter /DCTDecode"))?.contains("DCTDecode filter") == true)
    #expect(reason(pdf("0 0 1 1 re f", filter: "/Filter /FlateDecode"))?.contains("not zlib data") == true)
    #expect(reason(Array("GIF89a".utf8)) == "not a PDF file")
    #expect(reason(Array("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj".utf8))?.contains("no page") == true)
  }

  /// Truncations and stray bytes of a good file end in an error or a picture, never a trap.
  @Test func brokenFilesNeverTrap() {
    let good = pdf("q 1 0 0 1 2 2 cm 0.5 g 0 0 m 5 0 l 5 5 l h f* Q [2 1] 0 d 0 0 m 9 9 l S")
    for cut in stride(from: 0, to: good.count, by: 7) { _ = reason(Array(good.prefix(cut))) }
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15  // a fixed sequence: the same 200 files every run
    func next() -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: seed >> 33)
    }
    for _ in 0..<200 {
      var bytes = good
      for _ in 0..<8 { bytes[9 + next() % (bytes.count - 9)] = UInt8(truncatingIfNeeded: next()) }
      _ = reason(bytes)
    }
    #expect(reason(pdf("1e999 J -1e999 j 1e999 w 0 0 m 1e999 1e999 l S")) == nil)  // infinities are clamped, not trapped on
    let nested = Array(("%PDF-1.4\n1 0 obj " + String(repeating: "[", count: 10_000) + " endobj").utf8)
    #expect(reason(nested) != nil)
  }
}
