import FlipbookImageIO
import Foundation

// MARK: - JSON

/// Why a timeline document could not be read.
public struct TimelineFormatError: Error, CustomStringConvertible, Equatable, Sendable {
  /// The name of the document in messages, such as its file name.
  public var source: String
  /// What is wrong with the document.
  public var problem: String
  /// Creates an error for the named document with the given problem.
  public init(source: String, problem: String) { (self.source, self.problem) = (source, problem) }
  /// A message that names the document and says what is wrong.
  public var description: String { "\(source): \(problem)" }
}

/// The images of one document, each stored once. Encoding and decoding put it in
/// `userInfo`, which must be `Sendable`; a lock makes that true.
private final class ImageTable: BitmapTable, @unchecked Sendable {
  private let lock = NSLock()
  private var stored: [Bitmap] = []
  private var byStorage: [Int: [Int]] = [:]

  init(_ bitmaps: [Bitmap] = []) { stored = bitmaps }

  var bitmaps: [Bitmap] { lock.withLock { stored } }

  func index(of bitmap: Bitmap) -> Int { lock.withLock { unlockedIndex(of: bitmap) } }

  private func unlockedIndex(of bitmap: Bitmap) -> Int {
    let key = bitmap.pixels.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } ^ bitmap.width
    for i in byStorage[key] ?? [] where stored[i] == bitmap { return i }
    if let i = stored.firstIndex(of: bitmap) { return i }
    stored.append(bitmap)
    byStorage[key, default: []].append(stored.count - 1)
    return stored.count - 1
  }

  func bitmap(at index: Int) -> Bitmap? { lock.withLock { stored.indices.contains(index) ? stored[index] : nil } }
}

extension Timeline {
  fileprivate struct Body: Codable {
    var size: CGSize
    var root: Int
    var layers: [LayerTrack]
  }

  private struct Header: Codable {
    var format: String
    var version: Int
    var images: [String]
  }

  /// JSON has no infinity, which timing uses (`repeatCount = .infinity`,
  /// `HUGE_VALF`): it is written as the strings "Infinity" and "-Infinity",
  /// JavaScript's names. NaN is written as "NaN" and refused by validation.
  package static let infinityInJSON = (
    encoding: JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"),
    decoding: JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
      positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN"))

  /// A digest of everything the document holds, with `extra` (a scene's canvas and
  /// length) beside it: the same timeline gives the same digest in every run of a build.
  package func contentDigest<Extra: Encodable>(with extra: Extra) throws -> String {
    try ContentDigest.of(DigestedDocument(extra: extra, body: Body(size: size, root: root, layers: layers)))
  }

  /// The timeline as versioned JSON. Images are stored once each, as base64 PNG.
  public func jsonData() throws -> Data { try jsonData(extra: [:]) }

  /// The document with more top-level members (each already JSON), such as a scene's canvas.
  public func jsonData(extra: [String: Data]) throws -> Data {
    let table = ImageTable()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = Timeline.infinityInJSON.encoding
    encoder.userInfo[.bitmapTable] = table
    let body = try encoder.encode(Body(size: size, root: root, layers: layers))
    var images: [String] = []
    for bitmap in table.bitmaps {
      images.append(Data(try PNGCodec.encode(bitmap, compression: .fast)).base64EncodedString())
    }
    let header = try JSONEncoder().encode(images)
    var out = Data("{\"format\":\"flipbook-timeline\",\"version\":\(Timeline.formatVersion),\"images\":".utf8)
    out.append(header)
    out.append(Data(",\"timeline\":".utf8))
    out.append(body)
    for (key, value) in extra.sorted(by: { $0.key < $1.key }) {
      out.append(Data(",\"\(key)\":".utf8))
      out.append(value)
    }
    out.append(Data("}".utf8))
    return out
  }

  /// Reads a timeline written by `jsonData()`; `source` names it in errors.
  public init(jsonData data: Data, source: String = "timeline") throws {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw TimelineFormatError(source: source, problem: "not a Flipbook timeline (\(Timeline.describe(error))); give a file written by 'flipbook bake'")
    }
    guard header.format == "flipbook-timeline" else {
      throw TimelineFormatError(source: source, problem: "format is '\(header.format)', expected 'flipbook-timeline'")
    }
    guard header.version == Timeline.formatVersion else {
      throw TimelineFormatError(source: source,
        problem: "version \(header.version) is not supported (this Flipbook reads version \(Timeline.formatVersion)); bake the scene again with this version")
    }
    var bitmaps: [Bitmap] = []
    for (i, image) in header.images.enumerated() {
      guard let png = Data(base64Encoded: image), let bitmap = try? PNGCodec.decode([UInt8](png)) else {
        throw TimelineFormatError(source: source, problem: "images[\(i)] is not a base64 PNG")
      }
      bitmaps.append(bitmap)
    }
    struct Wrapper: Decodable { var timeline: Body }
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = Timeline.infinityInJSON.decoding
    decoder.userInfo[.bitmapTable] = ImageTable(bitmaps)
    let body: Body
    do {
      body = try decoder.decode(Wrapper.self, from: data).timeline
    } catch {
      throw TimelineFormatError(source: source, problem: "timeline is malformed (\(Timeline.describe(error))); correct that member or bake the scene again")
    }
    do {
      try self.init(size: body.size, root: body.root, layers: body.layers)
    } catch {
      throw TimelineFormatError(source: source, problem: "timeline.\(error)")
    }
  }

  /// A decoding error as one phrase naming the JSON member where it went wrong.
  package static func describe(_ error: Error) -> String {
    switch error as? DecodingError {
    case .keyNotFound(let key, let ctx)?:
      return "missing '\(key.stringValue)' at \(jsonPath(ctx.codingPath))"
    case .typeMismatch(_, let ctx)?, .valueNotFound(_, let ctx)?, .dataCorrupted(let ctx)?:
      return "\(ctx.debugDescription) at \(jsonPath(ctx.codingPath))"
    default:
      return "\(error)"
    }
  }

  /// `layers[2].animations[0].spec`: a coding path as a JSON path.
  static func jsonPath(_ path: [CodingKey]) -> String {
    var out = ""
    for key in path {
      if let i = key.intValue { out += "[\(i)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
    }
    return out.isEmpty ? "the top level" : out
  }
}

/// What `contentDigest(with:)` digests: the document's body and the extra members.
private struct DigestedDocument<Extra: Encodable>: Encodable {
  var extra: Extra
  var body: Timeline.Body
}
