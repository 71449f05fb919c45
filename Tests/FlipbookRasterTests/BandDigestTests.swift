import Testing
import CFlipbookPNG

/// The band digest (digest.c): the AVX2 path and the portable one give the same
/// 128 bits for any shape of band (rows shorter than a 64-byte stripe, whole
/// stripes, a partial last stripe read overlapping, strides wider than a row), and
/// a single changed bit, a changed row length or a changed row count changes it.
@Suite struct BandDigestTests {
  /// Deterministic bytes (xorshift), `count` of them.
  func bytes(_ count: Int, seed: UInt64 = 0x2545_F491_4F6C_DD1D) -> [UInt8] {
    var x = seed
    return (0..<count).map { _ in
      x ^= x << 13; x ^= x >> 7; x ^= x << 17
      return UInt8(truncatingIfNeeded: x >> 24)
    }
  }

  func digest(_ b: [UInt8], stride: Int, rowBytes: Int, count: Int, portable: Bool = false) -> [UInt64] {
    b.withUnsafeBufferPointer { p in
      let d = portable ? CFlipbookPNG_digestRowsPortable(p.baseAddress, Int32(stride), Int32(rowBytes), Int32(count))
        : CFlipbookPNG_digestRows(p.baseAddress, Int32(stride), Int32(rowBytes), Int32(count))
      return [d.a, d.b]
    }
  }

  @Test(arguments: [4, 60, 64, 68, 128, 200, 1024, 3000])
  func bothPathsAgree(rowBytes: Int) {
    for (stride, count) in [(rowBytes, 1), (rowBytes, 32), (rowBytes + 12, 7), (rowBytes + 64, 33)] {
      let b = bytes(stride * count)
      #expect(digest(b, stride: stride, rowBytes: rowBytes, count: count)
        == digest(b, stride: stride, rowBytes: rowBytes, count: count, portable: true))
    }
  }

  /// Every bit of a 3000-byte row band (750 pixels), in the whole stripes and in the
  /// overlapped last stripe, sampled every 37 bytes.
  @Test func oneChangedBitChangesTheDigest() {
    let rowBytes = 3000, count = 32
    let base = bytes(rowBytes * count)
    let reference = digest(base, stride: rowBytes, rowBytes: rowBytes, count: count)
    var unseen = 0
    for i in Swift.stride(from: 0, to: base.count, by: 37) {
      var changed = base
      changed[i] ^= UInt8(1 << (i % 8))
      if digest(changed, stride: rowBytes, rowBytes: rowBytes, count: count) == reference { unseen += 1 }
    }
    #expect(unseen == 0)
    // Bytes between rows (the stride's padding) are not part of the band.
    var padded = [UInt8](repeating: 0, count: (rowBytes + 8) * 2)
    for y in 0..<2 { padded.replaceSubrange(y * (rowBytes + 8)..<y * (rowBytes + 8) + rowBytes, with: base[y * rowBytes..<(y + 1) * rowBytes]) }
    var other = padded
    other[rowBytes + 3] = 0xAB
    #expect(digest(padded, stride: rowBytes + 8, rowBytes: rowBytes, count: 2)
      == digest(other, stride: rowBytes + 8, rowBytes: rowBytes, count: 2))
  }

  /// The same bytes read as other rows are another band.
  @Test func shapeChangesTheDigest() {
    let b = [UInt8](repeating: 0, count: 4096)
    let shapes = [(64, 64), (128, 32), (256, 16), (64, 32), (60, 64)]
    let digests = shapes.map { digest(b, stride: $0.0, rowBytes: $0.0, count: $0.1) }
    #expect(Set(digests.map { "\($0)" }).count == shapes.count)
  }
}
