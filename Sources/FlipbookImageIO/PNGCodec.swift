internal import CFlipbookPixels
internal import CFlipbookPNG
import Foundation
@_exported import FlipbookGeometry

// MARK: - PNGCompression

/// How hard the PNG writer compresses.
public enum PNGCompression: String, Sendable, CaseIterable {
  /// No filter and zlib level 1, as the C baseline: about 5 ms for a 750×1334
  /// frame (the "up" filter at level 2 took 6.5 ms for 6% smaller files; libpng's
  /// adaptive filter choice alone would cost about 16 ms).
  case fast
  /// Adaptive filters and zlib level 9: smaller files, several times slower.
  case small

  var zlibLevel: Int32 { self == .fast ? 1 : 9 }
  var filter: Int32 { self == .fast ? 0 : -1 }
}

/// One thread's band cache for `.fast` PNGs (freed with the thread).
private final class BandCache {
  let pointer: OpaquePointer?
  init() { pointer = CFlipbookPNG_bandCacheCreate() }
  deinit { CFlipbookPNG_bandCacheFree(pointer) }

  static var current: BandCache { threadLocal("flipbook.png.bandCache", BandCache.init) }
}

// MARK: - ImageIOError

/// A PNG could not be read or written; the message names the file.
public enum ImageIOError: Error, CustomStringConvertible, Equatable {
  /// An error that means the image file at a path is missing or could not be read.
  case unreadable(path: String, reason: String)
  /// An error that means the image file at a path was read but could not be decoded.
  case notDecodable(path: String, reason: String)
  /// An error that means pixels could not be encoded as PNG.
  case encodingFailed(reason: String)
  /// An error that means a file could not be written at a path.
  case writeFailed(path: String, reason: String)

  /// A message that names the file and says what went wrong.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason): return "cannot read image file '\(path)': \(reason)"
    case .notDecodable(let path, let reason): return "cannot decode image file '\(path)': \(reason)"
    case .encodingFailed(let reason): return "PNG encoding failed: \(reason)"
    case .writeFailed(let path, let reason): return "cannot write '\(path)': \(reason)"
    }
  }
}

// MARK: - PNGCodec

/// PNG encoding and decoding on libpng.
public enum PNGCodec {
  /// Encodes premultiplied ARGB32 pixels (`stride` bytes a row) as PNG with straight
  /// alpha, or as RGB when every pixel is opaque, with an sRGB chunk. Same input, same bytes.
  ///
  /// `.fast` writes the image data in bands of rows (see `banded.c`), keeping the
  /// last frame's bands per thread, and recently compressed bands in a table all
  /// threads share: a band whose pixels were compressed before (by this thread's
  /// previous frame, or by another worker) reuses those bytes. The file does not
  /// depend on what was cached, so it is the same on any thread, in any order.
  /// `reusingBands: false` encodes every band again (the same bytes, for measuring).
  public static func encode(argb: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int,
                            compression: PNGCompression = .fast, reusingBands: Bool = true) throws(ImageIOError) -> [UInt8] {
    var buffer = CFlipbookPNG_Buffer(data: nil, length: 0, capacity: 0)
    defer { CFlipbookPNG_bufferFree(&buffer) }
    var message = [CChar](repeating: 0, count: 256)
    let status: Int32
    switch compression {
    case .fast:
      var reused: Int32 = 0
      status = CFlipbookPNG_encodeBanded(argb, Int32(stride), Int32(width), Int32(height), compression.zlibLevel,
                                         BandCache.current.pointer, reusingBands ? 1 : 0, &buffer, &reused,
                                         &message, message.count)
    case .small:
      let opaque = CFlipbookPixels_isOpaque(argb, Int32(stride), Int32(width), Int32(height))
      status = CFlipbookPNG_encodePNG(argb, Int32(stride), Int32(width), Int32(height), opaque,
                                     compression.zlibLevel, compression.filter, &buffer, &message, message.count)
    }
    guard status == 0, let data = buffer.data else {
      throw .encodingFailed(reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    return Array(UnsafeBufferPointer(start: data, count: buffer.length))
  }

  /// Encodes a bitmap.
  public static func encode(_ bitmap: Bitmap, compression: PNGCompression = .fast) throws(ImageIOError) -> [UInt8] {
    let result: Result<[UInt8], ImageIOError> = bitmap.pixels.withUnsafeBufferPointer { p in
      guard let base = p.baseAddress else { return .failure(.encodingFailed(reason: "empty bitmap")) }
      do throws(ImageIOError) {
        return .success(try encode(argb: base, stride: bitmap.stride, width: bitmap.width, height: bitmap.height,
                                   compression: compression))
      } catch { return .failure(error) }
    }
    return try result.get()
  }

  /// Decodes PNG bytes into a premultiplied bitmap. `path` only names the source in errors.
  public static func decode(_ bytes: [UInt8], path: String = "<memory>") throws(ImageIOError) -> Bitmap {
    var pixels: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0, height: Int32 = 0
    var message = [CChar](repeating: 0, count: 256)
    let status = bytes.withUnsafeBufferPointer { p in
      CFlipbookPNG_decodePNG(p.baseAddress, p.count, &pixels, &width, &height, &message, message.count)
    }
    guard status == 0, let pixels else {
      throw .notDecodable(path: path, reason: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    defer { free(pixels) }
    let count = Int(width) * Int(height) * 4
    return Bitmap(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }

  /// Reads and decodes a PNG file.
  public static func read(contentsOf path: String) throws(ImageIOError) -> Bitmap {
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a file" : "no such file"
      throw .unreadable(path: path, reason: reason)
    }
    return try decode([UInt8](data), path: path)
  }

  /// Writes bytes atomically: no half-written file is ever visible under `path`
  /// (`AtomicFile`).
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(ImageIOError) {
    try AtomicFile.write(bytes, to: path)
  }

  /// Encodes and writes a bitmap atomically.
  public static func write(_ bitmap: Bitmap, to path: String, compression: PNGCompression = .fast) throws(ImageIOError) {
    try writeAtomically(try encode(bitmap, compression: compression), to: path)
  }
}

// MARK: - Straight-alpha pixels

/// Conversions from Cairo's premultiplied ARGB32 pixels to the layouts PNG and video encoders take.
public enum PixelConversion {
  /// Premultiplied ARGB32 rows (Cairo's layout) to packed straight RGBA bytes.
  public static func straightRGBA(argb: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: width * height * 4)
    out.withUnsafeMutableBufferPointer { dst in
      for y in 0..<height {
        CFlipbookPixels_argbRowToRGBA(argb + y * stride, dst.baseAddress! + y * width * 4, Int32(width))
      }
    }
    return out
  }

  /// Opaque ARGB32 to planar YUV 4:2:0 (BT.709, limited range; Y, then U, then V),
  /// padded with black to even sizes, as H.264 encoders take it.
  public static func yuv420(argb: UnsafePointer<UInt8>, stride: Int, width: Int, height: Int) -> Data {
    let w = (width + 1) / 2 * 2, h = (height + 1) / 2 * 2
    var planes = Data(count: w * h * 3 / 2)
    planes.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
      guard let y = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
      CFlipbookPixels_argbToYUV420(argb, Int32(stride), Int32(width), Int32(height), y, y + w * h, y + w * h + w * h / 4)
    }
    return planes
  }
}
