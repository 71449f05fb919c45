import Foundation
import Testing
import CFlipbookPNG
import CFlipbookPixels

/// The SIMD Adler-32 the PNG writer uses equals the definition (RFC 1950 §8.2) on
/// every length around its 32-byte steps and its modulo reductions, on all-255
/// bytes (the largest sums) and on pseudo-random ones, from any starting value.
@Suite struct AdlerTests {
  func reference(_ start: UInt32, _ bytes: [UInt8]) -> UInt32 {
    var s1 = start & 0xffff, s2 = start >> 16
    for b in bytes {
      s1 = (s1 + UInt32(b)) % 65521
      s2 = (s2 + s1) % 65521
    }
    return s1 | s2 << 16
  }

  @Test(arguments: [0, 1, 15, 16, 31, 32, 33, 64, 100, 5551, 5552, 5553, 5568, 11104, 100_003, 3_000_000])
  func matchesTheDefinition(length: Int) {
    var state: UInt64 = 0x9e37_79b9_7f4a_7c15 &+ UInt64(length)
    let random = (0..<length).map { _ -> UInt8 in
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    let full = [UInt8](repeating: 255, count: length)
    for bytes in [random, full] {
      for start: UInt32 in [1, 0xfff0_fff0, 0x1234_5678 % 65521] {
        let ours = bytes.withUnsafeBufferPointer { CFlipbookPNG_adler32(start, $0.baseAddress, $0.count) }
        #expect(ours == reference(start, bytes), "length \(length), start \(start)")
      }
    }
  }
}

/// The ARGB → RGB row conversion (SSSE3 16 pixels a step, scalar for the rest)
/// against the definition, for every width around the step, and the AND it returns
/// (opaque rows: alpha 255 in its top byte).
@Suite struct RGBRowTests {
  @Test(arguments: [0, 1, 15, 16, 17, 31, 32, 33, 47, 64, 750])
  func convertsAndTellsOpacity(width: Int) {
    var argb = [UInt8](repeating: 0, count: width * 4)
    for x in 0..<width {
      let b = UInt8(x & 255), g = UInt8((x * 7) & 255), r = UInt8((x * 13) & 255)
      argb.replaceSubrange(4 * x..<4 * x + 4, with: [b, g, r, 255])
    }
    var rgb = [UInt8](repeating: 0xAA, count: width * 3 + 8)
    let all = argb.withUnsafeBufferPointer { a in rgb.withUnsafeMutableBufferPointer { CFlipbookPixels_argbRowToRGB(a.baseAddress, $0.baseAddress, Int32(width)) } }
    var expected: [UInt8] = []
    for x in 0..<width { expected += [argb[4 * x + 2], argb[4 * x + 1], argb[4 * x]] }
    #expect(Array(rgb.prefix(width * 3)) == expected)
    #expect(rgb.suffix(8).allSatisfy { $0 == 0xAA }, "nothing written past the row")
    #expect(all >> 24 == 255)
    if width > 0 {
      argb[4 * (width - 1) + 3] = 254
      let translucent = argb.withUnsafeBufferPointer { a in rgb.withUnsafeMutableBufferPointer { CFlipbookPixels_argbRowToRGB(a.baseAddress, $0.baseAddress, Int32(width)) } }
      #expect(translucent >> 24 == 254)
    }
  }
}
