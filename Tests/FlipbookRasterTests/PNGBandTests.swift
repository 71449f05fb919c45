import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport
import CFlipbookPNG

/// The fast PNG writer compresses bands of rows separately and reuses a band that
/// did not change since the thread's previous frame: files must not depend on
/// that history, and every reader must see one ordinary image.
@Suite struct PNGBandTests {
  /// A 120x100 bitmap: a gradient, with a square at `square` and, optionally, a translucent corner.
  func bitmap(square: Int, translucentCorner: Bool = false) -> Bitmap {
    var pixels = [UInt8](repeating: 0, count: 120 * 100 * 4)
    for y in 0..<100 {
      for x in 0..<120 {
        let i = (y * 120 + x) * 4
        let inSquare = (square..<square + 20).contains(x) && (40..<60).contains(y)
        let a: UInt8 = translucentCorner && x < 4 && y > 95 ? 128 : 255
        let (r, g, b): (UInt8, UInt8, UInt8) = inSquare ? (200, 30, 30) : (UInt8(x * 2), UInt8(y * 2), 90)
        // Cairo's ARGB32 in native (little-endian) order: B, G, R, A, premultiplied.
        pixels[i] = UInt8(Int(b) * Int(a) / 255)
        pixels[i + 1] = UInt8(Int(g) * Int(a) / 255)
        pixels[i + 2] = UInt8(Int(r) * Int(a) / 255)
        pixels[i + 3] = a
      }
    }
    return Bitmap(width: 120, height: 100, pixels: pixels)
  }

  /// Encodes on a fresh thread, after encoding `before` there (so its bands are cached).
  func encodeOnNewThread(_ bitmaps: [Bitmap]) -> [[UInt8]] {
    final class Box: @unchecked Sendable { var out: [[UInt8]] = [] }
    let box = Box(), done = DispatchSemaphore(value: 0)
    Thread {
      box.out = bitmaps.map { (try? PNGCodec.encode($0)) ?? [] }
      done.signal()
    }.start()
    done.wait()
    return box.out
  }

  @Test func bytesDoNotDependOnWhatWasEncodedBefore() throws {
    let a = bitmap(square: 10), b = bitmap(square: 70), c = bitmap(square: 70, translucentCorner: true)
    let alone = encodeOnNewThread([b]) + encodeOnNewThread([c])
    let afterOthers = encodeOnNewThread([a, b, c])
    #expect(afterOthers[1] == alone[0] && afterOthers[2] == alone[1])
    // Decoded, each is its bitmap (premultiplied round trip is exact for these values).
    #expect(try PNGCodec.decode(afterOthers[1]) == b)
    #expect(try PNGCodec.decode(afterOthers[2]).pixels == c.pixels)
    // RGB when opaque, RGBA when a single band holds a translucent pixel (IHDR colour type).
    #expect(afterOthers[1][25] == 2 && afterOthers[2][25] == 6)
  }

  /// A band is reused when its digest matches: a change of one bit in one pixel,
  /// anywhere in a row (whole 32-byte stripes, single words, the 4-byte tail of
  /// an odd width), must still be seen.
  @Test(arguments: [120, 121, 123]) func oneBitChangedAnywhereIsSeen(width: Int) throws {
    let height = 70
    var base = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: base.count, by: 4) { base[i] = UInt8(i / 4 % 251); base[i + 3] = 255 }
    let original = Bitmap(width: width, height: height, pixels: base)
    for x in [0, 3, 7, width / 2, width - 2, width - 1] {
      var changed = base
      changed[(37 * width + x) * 4 + 1] ^= 1
      let variant = Bitmap(width: width, height: height, pixels: changed)
      let bytes = encodeOnNewThread([original, variant])
      let decodesToVariant = try PNGCodec.decode(bytes[1]) == variant
      let sameAsAlone = bytes[1] == encodeOnNewThread([variant])[0]
      #expect(decodesToVariant && sameAsAlone, "pixel (\(x), 37) of a \(width)-px-wide frame")
    }
  }

  /// Opacity flipping between frames re-encodes the bands with the right channels.
  @Test func opacityFlipsBetweenFrames() throws {
    let opaque = bitmap(square: 10), translucent = bitmap(square: 10, translucentCorner: true)
    let sequence = encodeOnNewThread([translucent, opaque, translucent, opaque])
    let alone = encodeOnNewThread([opaque]) + encodeOnNewThread([translucent])
    #expect(sequence[1] == alone[0] && sequence[3] == alone[0])
    #expect(sequence[0] == alone[1] && sequence[2] == alone[1])
  }

  @Test func ffmpegReadsTheSamePixels() throws {
    guard let ffmpeg = VideoEncoder.findFFmpeg() else {
      Issue.record("ffmpeg is not installed")
      return
    }
    let folder = temporaryFolder()
    let png = folder.appendingPathComponent("banded.png")
    let image = bitmap(square: 33)
    try Data(try PNGCodec.encode(image)).write(to: png)
    let p = Process()
    p.executableURL = URL(fileURLWithPath: ffmpeg)
    p.arguments = ["-v", "error", "-i", png.path, "-f", "rawvideo", "-pix_fmt", "bgra", "-"]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let raw = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    #expect(p.terminationStatus == 0 && [UInt8](raw) == image.pixels)
  }

  /// With several workers, a frame's predecessor was usually encoded by another
  /// thread: its bands are found in the shared table, and the bytes are the same.
  /// The table is a process-wide cache of 256 slots, and other tests encode frames in
  /// parallel and may take a slot between the two encodes: so the pair is tried up to
  /// 20 times, and the bytes must match every time.
  @Test func bandsAnotherThreadCompressedAreReused() throws {
    let frame = bitmap(square: 37)
    var allFound = false
    for _ in 0..<20 where !allFound {
      let first = encodeOnNewThread([frame])[0]
      let cache = try #require(CFlipbookPNG_bandCacheCreate())
      defer { CFlipbookPNG_bandCacheFree(cache) }
      var buffer = CFlipbookPNG_Buffer(data: nil, length: 0, capacity: 0)
      defer { CFlipbookPNG_bufferFree(&buffer) }
      var reused: Int32 = 0
      var message = [CChar](repeating: 0, count: 256)
      let status = frame.pixels.withUnsafeBufferPointer { p in
        CFlipbookPNG_encodeBanded(p.baseAddress, Int32(frame.stride), 120, 100, 1, cache, 1, &buffer, &reused, &message, 256)
      }
      #expect(status == 0)
      #expect(Array(UnsafeBufferPointer(start: buffer.data, count: buffer.length)) == first)
      allFound = reused == 4  // 100 rows: four bands of 32, all found
    }
    #expect(allFound, "the other thread's bands were never found in the shared table")
  }

  /// Without reuse no band is digested, so a cache's digests are stale after such an
  /// encode: the next encode with reuse must reuse nothing, and each encode gives the
  /// bytes of an encode alone.
  @Test func anEncodeWithoutReuseLeavesNothingToReuse() throws {
    let a = bitmap(square: 10), b = bitmap(square: 70)
    let cache = try #require(CFlipbookPNG_bandCacheCreate())
    defer { CFlipbookPNG_bandCacheFree(cache) }
    func encode(_ bitmap: Bitmap, reuse: Int32) -> (bytes: [UInt8], reused: Int32) {
      var buffer = CFlipbookPNG_Buffer(data: nil, length: 0, capacity: 0)
      defer { CFlipbookPNG_bufferFree(&buffer) }
      var reused: Int32 = 0
      var message = [CChar](repeating: 0, count: 256)
      let status = bitmap.pixels.withUnsafeBufferPointer { p in
        CFlipbookPNG_encodeBanded(p.baseAddress, Int32(bitmap.stride), 120, 100, 1, cache, reuse, &buffer, &reused, &message, 256)
      }
      #expect(status == 0)
      return (Array(UnsafeBufferPointer(start: buffer.data, count: buffer.length)), reused)
    }
    let alone = encodeOnNewThread([a, b])
    #expect(encode(a, reuse: 1).bytes == alone[0])
    let plain = encode(a, reuse: 0)
    #expect(plain.bytes == alone[0] && plain.reused == 0)
    let next = encode(b, reuse: 1)
    #expect(next.bytes == alone[1])
    #expect(encode(b, reuse: 1).reused == 4, "the same frame again: every band reused")
  }
}
