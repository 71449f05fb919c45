internal import CFlipbookPNG
import FlipbookGeometry
import Foundation

/// Vector PDFs as Xcode's asset catalogs hold them (an icon drawn by Sketch,
/// Illustrator or Quartz: one page of filled and stroked paths), read into a
/// drawing, so an image set that "preserves vector data" draws sharp at any size as
/// on iOS. Paths, clips, transforms, line styles and colours (grey, RGB, CMYK,
/// ICC-based spaces by their component count, alpha from graphics states) are drawn;
/// what else a page may hold (text, images, shadings, patterns) is refused by name,
/// so the image set's PNG variant is the fix. ISO 32000-1 §8 is the reference.
public enum PDFVectors {
  static let maximumFileBytes = 16 << 20, maximumStreamBytes = 64 << 20, maximumOperators = 2_000_000

  /// The first page of the PDF at `path`, recorded at `scale` pixels per point.
  public static func read(contentsOf path: String, scale: CGFloat) throws(ImageIOError) -> CGImage {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path, reason: "no such file or not readable")
    }
    guard data.count <= maximumFileBytes else { throw .notDecodable(path: path, reason: "over \(maximumFileBytes) bytes") }
    do {
      return try image([UInt8](data), scale: scale)
    } catch let error as PDFError {
      throw .notDecodable(path: path, reason: error.reason)
    } catch {
      throw .notDecodable(path: path, reason: "\(error)")
    }
  }

  struct PDFError: Error { var reason: String }

  static func image(_ bytes: [UInt8], scale: CGFloat) throws -> CGImage {
    guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFError(reason: "not a PDF file") }
    let file = PDFFile(bytes)
    guard let page = file.objects.values.compactMap(\.dict).first(where: { $0["Type"]?.name == "Page" }) else {
      throw PDFError(reason: "no page Flipbook can find (compressed object streams are not read); add PNGs to the image set")
    }
    let box = inherited("MediaBox", page, file)?.array?.compactMap(\.number) ?? []
    guard box.count == 4, box[2] > box[0], box[3] > box[1] else { throw PDFError(reason: "the page has no media box") }
    let size = CGSize(width: box[2] - box[0], height: box[3] - box[1])
    var content: [UInt8] = []
    let parts = file.resolve(page["Contents"]).flatMap { $0.array } ?? [page["Contents"]].compactMap { $0 }
    for part in parts {
      guard case .ref(let n) = part, let raw = file.streams[n] else { continue }
      content += try decoded(raw, file.objects[n]?.dict ?? [:])
      content.append(10)
    }
    let context = CGContext(size: size, scale: scale, flipped: false)
    context.concatenate(CGAffineTransform(translationX: -box[0], y: -box[1]))
    let resources = file.resolve(inherited("Resources", page, file))?.dict ?? [:]
    var painter = PDFPainter(context: context, file: file, resources: resources)
    try painter.run(content)
    guard let image = context.makeImage() else { throw PDFError(reason: "the page could not be recorded") }
    return image
  }

  /// A page attribute, from the page or the page tree above it.
  static func inherited(_ key: String, _ page: [String: PDFValue], _ file: PDFFile) -> PDFValue? {
    var node: [String: PDFValue]? = page
    for _ in 0..<32 {
      guard let current = node else { return nil }
      if let found = current[key] { return file.resolve(found) }
      node = file.resolve(current["Parent"])?.dict
    }
    return nil
  }

  /// A stream's bytes through its filters (FlateDecode, or none).
  static func decoded(_ raw: ArraySlice<UInt8>, _ dict: [String: PDFValue]) throws -> [UInt8] {
    let filters = dict["Filter"].map { $0.array ?? [$0] } ?? []
    var bytes = Array(raw)
    for filter in filters {
      guard filter.name == "FlateDecode" else {
        throw PDFError(reason: "a stream uses the \(filter.name ?? "?") filter, which Flipbook's PDF reader does not decode")
      }
      var out: UnsafeMutablePointer<UInt8>?
      var length = 0
      let status = bytes.withUnsafeBufferPointer { CFlipbookPNG_inflate($0.baseAddress, $0.count, maximumStreamBytes, &out, &length) }
      guard status == 0, let out else { throw PDFError(reason: status == 2 ? "a stream inflates past 64 MB" : "a stream is not zlib data") }
      bytes = Array(UnsafeBufferPointer(start: out, count: length))
      free(out)
    }
    return bytes
  }
}
