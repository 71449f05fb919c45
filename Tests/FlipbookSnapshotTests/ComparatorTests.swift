import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

@Suite struct ComparatorTests {
  @Test func identicalImagesGiveZero() {
    let a = solidImage(8, 8, (10, 20, 30, 255))
    for c in [ImageComparator.exact, .pixelmatch(), .deltaE94()] {
      let r = ImageComparison.compare(reference: a, actual: a, comparator: c)
      #expect(r.differingPixels == 0 && r.passed && r.differenceBounds == nil && r.largestDifference == 0)
    }
  }

  @Test func oneChangedPixelIsCountedAndLocated() {
    let a = solidImage(8, 8, (255, 255, 255, 255))
    var b = a
    b.pixels[(3 * 8 + 5) * 4] = 0  // (5, 3): red channel 0 → cyan
    for c in [ImageComparator.exact, .pixelmatch(), .deltaE94()] {
      let r = ImageComparison.compare(reference: a, actual: b, comparator: c)
      #expect(r.differingPixels == 1, "\(c)")
      #expect(r.differenceBounds == CGRect(x: 5, y: 3, width: 1, height: 1))
      #expect(!r.passed)
      #expect(Array(r.diff.pixels[(3 * 8 + 5) * 4..<(3 * 8 + 5) * 4 + 4]) == [255, 0, 0, 255])
      #expect(r.diff.pixels[0] > 240)  // the rest is the faded reference
    }
    #expect(ImageComparison.compare(reference: a, actual: b, tolerance: Tolerance(maxDifferingPixels: 1)).passed)
    #expect(ImageComparison.compare(reference: a, actual: b, tolerance: .precision(0.98)).passed)  // 1/64 < 2%
    #expect(!ImageComparison.compare(reference: a, actual: b, tolerance: .precision(0.99)).passed)
    #expect(!ImageComparison.compare(reference: a, actual: b,
                                     tolerance: Tolerance(maxDifferingPixels: 5, maxDifferingFraction: 0.001)).passed)
  }

  @Test func aShiftedAntialiasedEdgeIsIgnoredByPixelmatchButNotByExact() throws {
    let a = try edgeImage(20), b = try edgeImage(20.4)
    let exact = ImageComparison.compare(reference: a, actual: b, comparator: .exact)
    #expect(exact.differingPixels == 20)  // one column of edge pixels
    let perceptual = ImageComparison.compare(reference: a, actual: b, comparator: .pixelmatch())
    #expect(perceptual.differingPixels == 0 && perceptual.antialiasedPixels == 20 && perceptual.passed)
    // Its diff image marks them yellow.
    #expect(Array(perceptual.diff.pixels[(5 * 40 + 20) * 4..<(5 * 40 + 20) * 4 + 4]) == [255, 255, 0, 255])
    // With includeAA they count.
    #expect(ImageComparison.compare(reference: a, actual: b, comparator: .pixelmatch(includeAA: true)).differingPixels == 20)
  }

  @Test func pixelmatchThresholdIsAYIQDistance() {
    // Grey 128 → 140: Y difference 12, squared YIQ distance 0.5053·144 = 72.76 = 35215·t² at t = 0.04545.
    let a = solidImage(4, 4, (128, 128, 128, 255)), b = solidImage(4, 4, (140, 140, 140, 255))
    #expect(ImageComparison.compare(reference: a, actual: b, comparator: .pixelmatch(threshold: 0.045)).differingPixels == 16)
    #expect(ImageComparison.compare(reference: a, actual: b, comparator: .pixelmatch(threshold: 0.046)).differingPixels == 0)
    let r = ImageComparison.compare(reference: a, actual: b, comparator: .pixelmatch(threshold: 0.01))
    #expect(abs(r.largestDifference - (72.7632 / 35215).squareRoot()) < 1e-4)
  }

  @Test func deltaE94MatchesAHandComputedPair() {
    // Lab (50, 2.6772, −79.7751) vs (50, 0, −82.7485): C1 = 79.820, ΔC = −2.9285, ΔH = 2.7263,
    // SC = 4.5919, SH = 2.1973 → ΔE94 = √(0.40673 + 1.53946) = 1.39504.
    #expect(abs(DeltaE94.deltaE((50, 2.6772, -79.7751), (50, 0, -82.7485)) - 1.39504) < 1e-4)
    let white = DeltaE94.lab(255, 255, 255), red = DeltaE94.lab(255, 0, 0)
    #expect(abs(white.L - 100) < 1e-3 && abs(white.a) < 1e-2 && abs(white.b) < 1e-2)
    #expect(abs(red.L - 53.2408) < 0.01 && abs(red.a - 80.0925) < 0.02 && abs(red.b - 67.2032) < 0.02)
    // perceptualPrecision 0.98 allows ΔE 2: grey 128 vs 129 (ΔE ≈ 0.39) passes, 128 vs 134 does not.
    let a = solidImage(2, 2, (128, 128, 128, 255))
    #expect(ImageComparison.compare(reference: a, actual: solidImage(2, 2, (129, 129, 129, 255)), comparator: .deltaE94()).passed)
    #expect(!ImageComparison.compare(reference: a, actual: solidImage(2, 2, (134, 134, 134, 255)), comparator: .deltaE94()).passed)
  }

  @Test func transparencyIsCompared() {
    // Same colour, different alpha: visible over black and white.
    let a = solidImage(2, 2, (200, 0, 0, 255)), b = solidImage(2, 2, (200, 0, 0, 128))
    for c in [ImageComparator.exact, .pixelmatch(), .deltaE94()] {
      #expect(ImageComparison.compare(reference: a, actual: b, comparator: c).differingPixels == 4, "\(c)")
    }
  }

  @Test func sideBySideHoldsTheThreeImages() {
    let a = solidImage(3, 2, (255, 0, 0, 255)), b = solidImage(3, 2, (0, 0, 255, 255))
    let r = ImageComparison.compare(reference: a, actual: b)
    let strip = ImageComparison.sideBySide(reference: a, actual: b, diff: r.diff)
    #expect(strip.width == 3 * 3 + 8 && strip.height == 2)
    #expect(Array(strip.pixels[0..<4]) == [255, 0, 0, 255])
    #expect(Array(strip.pixels[(3 + 4) * 4..<(3 + 4) * 4 + 4]) == [0, 0, 255, 255])
  }
}
