import CFlipbookPixels
import Testing

/// Wide shadow blurs run at reduced resolution (CFlipbookPixels_blurA8): the
/// result must stay within a few levels of the full-resolution blur (under one
/// level on average: both round to 8 bits after every pass), keep the
/// shadow's total ink, and choose the reduction by sigma alone.
@Suite struct BlurReductionTests {
  /// A plane holding an opaque 200x160 box with rounded corners (radius 10) and a
  /// lone pixel, with `pad` clear pixels all round, as the painter pads a shadow
  /// mask by 3 sigma + 2.
  struct Plane {
    let pad: Int
    var width: Int { 200 + 2 * pad }
    var height: Int { 160 + 2 * pad }
    var pixels: [UInt8] {
      var p = [UInt8](repeating: 0, count: width * height)
      for y in 0..<160 {
        for x in 0..<200 {
          let dx = max(0, max(10 - x, x - 189)), dy = max(0, max(10 - y, y - 149))
          if dx * dx + dy * dy <= 100 { p[(y + pad) * width + x + pad] = 255 }
        }
      }
      p[(pad / 2) * width + pad / 2] = 255
      return p
    }
  }

  @Test func reductionGrowsWithSigma() {
    #expect(CFlipbookPixels_blurReduction(2) == 1)
    #expect(CFlipbookPixels_blurReduction(5.9) == 1)
    #expect(CFlipbookPixels_blurReduction(6) == 2)
    #expect(CFlipbookPixels_blurReduction(20) == 4)  // the alert's shadow at 2x
    #expect(CFlipbookPixels_blurReduction(256) == 8)
  }

  @Test(arguments: [6.0, 9, 20, 40])
  func reducedBlurStaysCloseToTheExactOne(sigma: Double) {
    let plane = Plane(pad: Int((3 * sigma).rounded(.up)) + 2)
    let w = Int32(plane.width), h = Int32(plane.height)
    var exact = plane.pixels, reduced = plane.pixels
    #expect(CFlipbookPixels_blurA8Exact(&exact, w, h, w, sigma) == 0)
    #expect(CFlipbookPixels_blurA8(&reduced, w, h, w, sigma) == 0)
    let differences = zip(exact, reduced).map { abs(Int($0) - Int($1)) }
    let worst = differences.max() ?? 0
    let mean = Double(differences.reduce(0, +)) / Double(differences.count)
    #expect(worst <= 4, "sigma \(sigma): worst difference \(worst) levels")
    #expect(mean < 0.75, "sigma \(sigma): mean difference \(mean) levels")
    let inkExact = exact.reduce(0) { $0 + Int($1) }, inkReduced = reduced.reduce(0) { $0 + Int($1) }
    #expect(abs(Double(inkReduced - inkExact)) / Double(inkExact) < 0.005)
    // The middle of the box is as solid as the exact blur makes it, and the far corner clear.
    let middle = (plane.pad + 80) * plane.width + plane.pad + 100
    #expect(abs(Int(reduced[middle]) - Int(exact[middle])) <= 1)
    #expect(reduced[plane.width * plane.height - 1] == 0)
  }

  @Test func smallBlursAreTheExactOnes() {
    let plane = Plane(pad: 14)
    let w = Int32(plane.width), h = Int32(plane.height)
    var exact = plane.pixels, other = plane.pixels
    _ = CFlipbookPixels_blurA8Exact(&exact, w, h, w, 4)
    _ = CFlipbookPixels_blurA8(&other, w, h, w, 4)
    #expect(exact == other)
  }
}
