import Foundation
import Testing
import CFlipbookPixels

/// A farther plane's warp skips the pixels a nearer plane's opaque part will
/// paint over: the frame after both warps is byte for byte the one drawn
/// without skipping, and the skip is real (the farther warp alone differs).
/// Regions of one colour are filled, not sampled, with the same bytes.
@Suite struct WarpCoverTests {
  static let (sw, sh) = (61, 47)
  /// The nearer plane: opaque in [6, 55) × [5, 42), translucent around it.
  static let near: [UInt8] = (0..<(sw * sh)).flatMap { i -> [UInt8] in
    let (x, y) = (i % sw, i / sw)
    let a: UInt8 = (6..<55).contains(x) && (5..<42).contains(y) ? 255 : UInt8(truncatingIfNeeded: 40 + (i * 37) % 180)
    return [UInt8(truncatingIfNeeded: i * 7) % a, UInt8(truncatingIfNeeded: i * 13) % a, UInt8(truncatingIfNeeded: i * 29) % a, a]
  }
  /// The farther plane: every pixel translucent and unlike its neighbours.
  static let far: [UInt8] = (0..<(sw * sh)).flatMap { i -> [UInt8] in
    let a = UInt8(truncatingIfNeeded: 120 + (i * 53) % 136)
    return [UInt8(truncatingIfNeeded: i * 11) % a, UInt8(truncatingIfNeeded: i * 5) % a, UInt8(truncatingIfNeeded: i * 3) % a, a]
  }
  static let (dw, dh) = (83, 59)
  static let picture: [UInt8] = (0..<(dw * dh)).flatMap { i -> [UInt8] in
    [UInt8(truncatingIfNeeded: i * 3), UInt8(truncatingIfNeeded: i * 5), UInt8(truncatingIfNeeded: i), 255]
  }

  /// `plane` warped through `columns` over `picture`, skipping `covers` and filling `fills`.
  func warp(_ plane: [UInt8], _ columns: [Double], over picture: [UInt8], covers: [CFlipbookPixels_Cover] = [],
            fills: [CFlipbookPixels_Fill] = []) -> [UInt8] {
    var out = picture
    let status = plane.withUnsafeBufferPointer { src in
      columns.withUnsafeBufferPointer { m in
        covers.withUnsafeBufferPointer { c in
          fills.withUnsafeBufferPointer { f in
            CFlipbookPixels_warpProjectiveOver(src.baseAddress, Int32(Self.sw), Int32(Self.sh), Int32(4 * Self.sw), &out,
                                               Int32(Self.dw), Int32(Self.dh), Int32(4 * Self.dw), m.baseAddress,
                                               c.baseAddress, Int32(c.count), f.baseAddress, Int32(f.count))
          }
        }
      }
    }
    #expect(status == 0)
    return out
  }

  /// The nearer plane's opaque part as a cover: source points x with both taps
  /// in [6, 55) lie in [6, 54).
  func cover(_ columns: [Double]) -> CFlipbookPixels_Cover {
    CFlipbookPixels_Cover(m: (columns[0], columns[1], columns[2], columns[3], columns[4], columns[5],
                              columns[6], columns[7], columns[8]),
                          minX: 6, minY: 5, maxX: 53.999, maxY: 40.999)
  }

  @Test(arguments: [
    // (farther, nearer), the nearer inside the farther's picture so all four of
    // its edges cross it: both straight on; both turned in perspective; the
    // farther turned the other way.
    ([0.7, 0, 0, 0, 0.7, 0, 0, 0, 1], [1.6, 0, -20, 0, 1.6, -15, 0, 0, 1]),
    ([0.72, 0.03, 1, -0.02, 0.75, 2, 0.0008, 0.0003, 1], [1.5, 0.05, -18, -0.04, 1.55, -14, 0.002, -0.001, 1]),
    ([0.75, 0, 0, 0, 0.72, 0, -0.0015, 0, 1], [1.7, 0, -22, 0, 1.6, -16, 0.004, 0, 0.9]),
  ])
  func skippingWhatANearerPlaneCoversGivesTheSameFrame(columns: ([Double], [Double])) {
    let (far, near) = columns
    let skipped = warp(Self.far, far, over: Self.picture, covers: [cover(near)])
    let whole = warp(Self.far, far, over: Self.picture)
    #expect(skipped != whole)
    #expect(warp(Self.near, near, over: skipped) == warp(Self.near, near, over: whole))
  }

  /// A plane with an opaque and a translucent one-colour region in noise.
  static let flat: [UInt8] = (0..<(sw * sh)).flatMap { i -> [UInt8] in
    let (x, y) = (i % sw, i / sw)
    if (5..<40).contains(x) && (4..<20).contains(y) { return [30, 60, 200, 255] }
    if (10..<50).contains(x) && (25..<44).contains(y) { return [20, 40, 60, 128] }
    return Array(far[(4 * i)..<(4 * i + 4)])
  }

  @Test func oneColourRegionsAreFoundAndFilledWithTheSampledBytes() {
    var found = [CFlipbookPixels_Fill](repeating: CFlipbookPixels_Fill(), count: 8)
    let count = Self.flat.withUnsafeBufferPointer {
      CFlipbookPixels_uniformRects($0.baseAddress, Int32(Self.sw), Int32(Self.sh), Int32(4 * Self.sw), 8, &found, 8)
    }
    let rects = found.prefix(Int(count)).map { [$0.x0, $0.y0, $0.x1, $0.y1] }
    #expect(rects == [[5, 4, 40, 20], [10, 25, 50, 44]])
    let fills = Array(found.prefix(Int(count)))
    for columns in [[0.7, 0, 0, 0, 0.7, 0, 0, 0, 1], [0.72, 0.03, 1, -0.02, 0.75, 2, 0.0008, 0.0003, 1],
                    [0.5, 0.1, 20, -0.1, 0.5, 10, -0.02, 0.002, 1.3]] {
      let same = warp(Self.flat, columns, over: Self.picture, fills: fills) == warp(Self.flat, columns, over: Self.picture)
      #expect(same, "\(columns)")
    }
  }

  @Test func aCoverBehindTheEyeOrEmptyHidesNothing() {
    let far = [0.9, 0.05, 3, -0.02, 1.0, 2, 0.0012, 0.0004, 1]
    let whole = warp(Self.far, far, over: Self.picture)
    let behind = CFlipbookPixels_Cover(m: (1, 0, 0, 0, 1, 0, 0, 0, -1), minX: 6, minY: 5, maxX: 53.999, maxY: 40.999)
    let empty = CFlipbookPixels_Cover(m: (1, 0, 0, 0, 1, 0, 0, 0, 1), minX: 30, minY: 5, maxX: 20, maxY: 40.999)
    #expect(warp(Self.far, far, over: Self.picture, covers: [behind, empty]) == whole)
  }
}
