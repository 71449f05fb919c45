import Foundation
import Testing
import CFlipbookPixels

/// The backdrop's reduction: every output pixel is the rounded mean of its block,
/// and blocks past the source's edges take the edge pixels (as CAIRO_EXTEND_PAD),
/// for factors 2 and 4 and origins inside, before and past the source.
@Suite struct ShrinkTests {
  static let (sw, sh) = (13, 9)
  /// Pseudo-random premultiplied pixels (each channel at most the alpha).
  static let source: [UInt8] = {
    var state: UInt64 = 0x2545_f491_4f6c_dd1d
    var bytes: [UInt8] = []
    for _ in 0..<(sw * sh) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let alpha = state >> 56
      for channel: UInt64 in 0..<3 {
        let level: UInt64 = (state >> (8 * channel + 8)) & 0xff
        bytes.append(UInt8(alpha * level / 255))
      }
      bytes.append(UInt8(alpha))
    }
    return bytes
  }()

  func reference(_ x0: Int, _ y0: Int, _ f: Int, _ dw: Int, _ dh: Int) -> [UInt8] {
    var out: [UInt8] = []
    for j in 0..<dh {
      for i in 0..<dw {
        for c in 0..<4 {
          var sum = 0
          for r in 0..<f {
            for k in 0..<f {
              let x = min(max(x0 + i * f + k, 0), Self.sw - 1), y = min(max(y0 + j * f + r, 0), Self.sh - 1)
              sum += Int(Self.source[4 * (y * Self.sw + x) + c])
            }
          }
          out.append(UInt8((sum + f * f / 2) / (f * f)))
        }
      }
    }
    return out
  }

  @Test(arguments: [(0, 0, 2), (0, 0, 4), (-3, -2, 2), (-5, 1, 4), (6, 4, 4), (11, 7, 2), (-20, -20, 4)])
  func averagesBlocksAndPadsTheEdges(x0: Int, y0: Int, factor: Int) {
    let (dw, dh) = (6, 4)
    var out = [UInt8](repeating: 0, count: 4 * dw * dh)
    var sums = [UInt32](repeating: 0, count: 4 * dw)
    let status = Self.source.withUnsafeBufferPointer { src in
      CFlipbookPixels_shrinkARGBPadded(src.baseAddress, Int32(Self.sw), Int32(Self.sh), Int32(4 * Self.sw), Int32(x0), Int32(y0),
                                       Int32(factor), &out, Int32(dw), Int32(dh), Int32(4 * dw), &sums)
    }
    #expect(status == 0)
    #expect(out == reference(x0, y0, factor, dw, dh))
  }

  @Test func refusesAFactorOutOfRange() {
    var out = [UInt8](repeating: 0, count: 4), sums = [UInt32](repeating: 0, count: 4)
    let status = Self.source.withUnsafeBufferPointer {
      CFlipbookPixels_shrinkARGBPadded($0.baseAddress, 13, 9, 52, 0, 0, 17, &out, 1, 1, 4, &sums)
    }
    #expect(status == -1)
  }
}

/// The 3D warp: its four-pixels-at-once path (AVX2, where the machine has it) gives
/// the bytes of the one-pixel-at-a-time path, so frames do not depend on the machine,
/// for planes seen straight on, turned about each axis, and partly off the output.
@Suite struct WarpTests {
  /// A 61×47 plane of premultiplied pixels that all differ from their neighbours.
  static let plane: [UInt8] = (0..<(61 * 47)).flatMap { i -> [UInt8] in
    let a = UInt8(truncatingIfNeeded: 120 + (i * 37) % 136)
    return [UInt8(truncatingIfNeeded: i * 7) % a, UInt8(truncatingIfNeeded: i * 13) % a, UInt8(truncatingIfNeeded: i * 29) % a, a]
  }

  /// Target pixel → plane pixel, columns as the C routine reads them.
  @Test(arguments: [
    [1.0, 0, 0, 0, 1, 0, 0, 0, 1],                              // straight on
    [0.71, 0.02, -4.5, -0.03, 0.93, 3.25, 0.0009, -0.0011, 1],  // turned about both axes
    [1.37, 0, -30.6, 0, 1.2, -9.1, 0.004, 0, 0.8],              // partly off the plane
    [0.5, 0.1, 20, -0.1, 0.5, 10, -0.02, 0.002, 1.3],           // behind the eye on the right
  ])
  func theVectorPathGivesThePortableBytes(columns: [Double]) {
    let (dw, dh) = (83, 59)
    var fast = [UInt8](repeating: 1, count: dw * dh * 4), portable = fast
    Self.plane.withUnsafeBufferPointer { src in
      columns.withUnsafeBufferPointer { m in
        CFlipbookPixels_warpProjective(src.baseAddress, 61, 47, 61 * 4, &fast, Int32(dw), Int32(dh), Int32(dw * 4), m.baseAddress)
        CFlipbookPixels_warpProjectivePortable(src.baseAddress, 61, 47, 61 * 4, &portable, Int32(dw), Int32(dh), Int32(dw * 4),
                                               m.baseAddress)
      }
    }
    #expect(fast == portable)
    // Not trivially equal: the plane shows, and something stays transparent.
    #expect(fast.contains { $0 > 1 } && fast.contains(0))
  }

  /// Composited over a picture, the warp gives the plain warp's pixels painted OVER
  /// with pixman's rounding (x·a/255 as t = x·a + 128, (t + t/256)/256), so the
  /// direct path draws the bytes Cairo would.
  @Test(arguments: [[0.71, 0.02, -4.5, -0.03, 0.93, 3.25, 0.0009, -0.0011, 1], [1.37, 0, -30.6, 0, 1.2, -9.1, 0.004, 0, 0.8]])
  func compositedOverAPictureItIsThePlainWarpPaintedOver(columns: [Double]) {
    let (dw, dh) = (83, 59)
    let picture: [UInt8] = (0..<(dw * dh)).flatMap { i -> [UInt8] in
      let a = UInt8(truncatingIfNeeded: 90 + (i * 11) % 166)
      return [UInt8(truncatingIfNeeded: i * 5) % a, UInt8(truncatingIfNeeded: i * 3) % a, UInt8(truncatingIfNeeded: i) % a, a]
    }
    var plain = [UInt8](repeating: 0, count: dw * dh * 4), composited = picture
    Self.plane.withUnsafeBufferPointer { src in
      columns.withUnsafeBufferPointer { m in
        CFlipbookPixels_warpProjective(src.baseAddress, 61, 47, 61 * 4, &plain, Int32(dw), Int32(dh), Int32(dw * 4), m.baseAddress)
        #expect(CFlipbookPixels_warpProjectiveOver(src.baseAddress, 61, 47, 61 * 4, &composited, Int32(dw), Int32(dh), Int32(dw * 4),
                                                   m.baseAddress, nil, 0, nil, 0) == 0)
      }
    }
    let expected = (0..<(dw * dh * 4)).map { i -> UInt8 in
      let inverse = 255 - Int(plain[i - i % 4 + 3])
      let t = Int(picture[i]) * inverse + 128
      return UInt8(min(255, Int(plain[i]) + (t + t >> 8) >> 8))
    }
    #expect(composited == expected)
    #expect(composited != picture && plain.contains(0))
  }
}
