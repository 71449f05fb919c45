import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes

func solidImage(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
  RGBAImage(width: w, height: h, pixels: Array((0..<(w * h)).flatMap { _ in [c.0, c.1, c.2, c.3] }))
}

/// A 40x20 image with a black rectangle whose right edge is at x = `edge` (fractional: anti-aliased).
func edgeImage(_ edge: CGFloat) throws -> RGBAImage {
  try VirtualClock(recordsHistory: false).run {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    root.anchorPoint = .zero
    let bar = CALayer()
    bar.frame = CGRect(x: 5, y: 0, width: edge - 5, height: 20)
    bar.backgroundColor = .black
    root.addSublayer(bar)
    return RGBAImage(try root.renderImage(size: root.bounds.size, options: RenderOptions(scale: 1, background: .white)))
  }
}

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

@Suite struct SnapshotCheckerTests {
  let image = solidImage(6, 4, (0, 128, 255, 255))

  func checker(_ mode: RecordMode, _ folder: URL) -> SnapshotChecker {
    SnapshotChecker(record: mode, artifactsFolder: folder.appendingPathComponent("artifacts").path)
  }

  @Test func recordModes() throws {
    let folder = temporaryFolder()
    let ref = folder.appendingPathComponent("refs/a.png").path
    // never: a missing reference fails and nothing is written.
    let never = checker(.never, folder).check(image, referencePath: ref, name: "a")
    #expect(never.status == .failed && never.message.contains("no reference at \(ref)"))
    #expect(!FileManager.default.fileExists(atPath: ref))
    // missing: recorded (and not passed, so it gets looked at).
    let missing = checker(.missing, folder).check(image, referencePath: ref, name: "a")
    #expect(missing.status == .recorded && !missing.passed && FileManager.default.fileExists(atPath: ref))
    // Then it matches.
    #expect(checker(.missing, folder).check(image, referencePath: ref, name: "a").status == .matched)
    #expect(checker(.never, folder).check(image, referencePath: ref, name: "a").status == .matched)
    // A change fails with the paths of every image, and writes the artifacts.
    var changed = image
    changed.pixels[0] = 90
    let failed = checker(.missing, folder).check(changed, referencePath: ref, name: "a")
    #expect(failed.status == .failed)
    #expect(failed.message.contains("1 of 24 pixels differ") && failed.message.contains(ref))
    for path in [failed.actualPath, failed.diffPath, failed.sideBySidePath] {
      #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true)
    }
    // failed: re-recorded; all: always recorded.
    #expect(checker(.failed, folder).check(changed, referencePath: ref, name: "a").status == .recorded)
    #expect(checker(.never, folder).check(changed, referencePath: ref, name: "a").status == .matched)
    #expect(checker(.all, folder).check(changed, referencePath: ref, name: "a").status == .recorded)
  }

  @Test func badReferencesNameTheFileAndBothSizes() throws {
    let folder = temporaryFolder()
    let ref = folder.appendingPathComponent("b.png").path
    try PNGCodec.write(solidImage(5, 5, (0, 0, 0, 255)).bitmap, to: ref)
    let sized = checker(.never, folder).check(image, referencePath: ref, name: "b")
    #expect(sized.status == .failed)
    #expect(sized.message.hasPrefix("the reference \(ref) is 5x5 px but the render is 6x4 px"))
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: ref))
    let corrupt = checker(.never, folder).check(image, referencePath: ref, name: "b")
    #expect(corrupt.status == .failed && corrupt.message.contains(ref) && corrupt.message.contains("not a PNG file"))
  }

  @Test func recordModeFromTheEnvironment() {
    #expect(RecordMode.fromEnvironment([:]) == .missing)
    #expect(RecordMode.fromEnvironment(["CI": "true"]) == .never)
    #expect(RecordMode.fromEnvironment(["CI": "true", "FLIPBOOK_RECORD": "failed"]) == .failed)
    #expect(RecordMode.fromEnvironment(["SNAPSHOT_TESTING_RECORD": "all"]) == .all)
    #expect(RecordMode.fromEnvironment(["FLIPBOOK_RECORD": "1"]) == .all)
  }

  @Test func reportListsEveryComparison() throws {
    let folder = temporaryFolder()
    let ref = folder.appendingPathComponent("c.png").path
    _ = checker(.missing, folder).check(image, referencePath: ref, name: "c")
    let ok = checker(.never, folder).check(image, referencePath: ref, name: "c")
    let html = SnapshotReport.html(title: "t", outcomes: [ok], relativeTo: folder.path)
    #expect(html.contains("<img src=\"c.png\"") && html.contains("1 comparisons, 0 failed"))
  }
}

@Suite struct CheckCommandTests {
  @Test func checkRecordsThenPassesThenCatchesAChange() throws {
    let snaps = temporaryFolder(), artifacts = temporaryFolder()
    let recorded = flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "missing",
                            "--quiet", "--times", "0,0.1s,200ms")
    #expect(recorded?.contains("3 recorded") == true)
    #expect(files(in: snaps.appendingPathComponent("tiny")).keys.sorted() ==
            ["tiny@2x.t0000.png", "tiny@2x.t0100.png", "tiny@2x.t0200.png"])
    #expect(flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "never",
                     "--quiet", "--times", "0,0.1s,200ms") == nil)
    // Frame 2 rendered against frame 3's reference: a real difference.
    try FileManager.default.copyItem(at: snaps.appendingPathComponent("tiny/tiny@2x.t0200.png"),
                                     to: snaps.appendingPathComponent("tiny/tiny@2x.t0067.png"))
    let failed = flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "never",
                          "--quiet", "--frames", "2")
    #expect(failed?.hasPrefix("1 of 1 snapshots failed; report: \(artifacts.path)/report.html") == true)
    #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("tiny@2x.t0067.diff.png").path))
    #expect(flipbook("check", "tiny", "--snapshots", snaps.path, "--record", "never", "--quiet", "--every", "100") == nil)
    #expect(flipbook("check", "tiny", "--times", "0", "--frames", "1")?.contains("only one of") == true)
    #expect(flipbook("check", "tiny", "--record", "sometimes")?.contains("--record must be") == true)
  }
}

/// Every built-in scene at its start, middle and end, at scale 1, against
/// `__Snapshots__/SnapshotTests/`. ΔE94 with perceptualPrecision 0.995 (a pixel
/// differs beyond ΔE 0.5, about one 8-bit level of grey) and at most 0.02% of the
/// pixels: robust to a rounding step, yet a shadow moved by one point fails
/// (pixelmatch even at threshold 0.02 lets that through: the shadow changes by
/// only ~3 levels per pixel).
@Suite struct SceneSnapshotTests {
  static let ids = Scenes.all.map { $0.id }

  @Test(arguments: ids)
  func sceneKeyFrames(id: String) throws {
    let baked = try Scenes.scene(id: id)!.init().bake()
    for (label, t) in [("start", 0.0), ("middle", baked.duration / 2), ("end", baked.duration)] {
      assertSnapshot(of: baked, at: t, named: "\(id).\(label)", comparator: .deltaE94(perceptualPrecision: 0.995),
                     tolerance: Tolerance(maxDifferingFraction: 0.0002), testName: "scene")
    }
  }

  @Test func theAssertionAPIReportsThroughSwiftTesting() {
    // A missing reference is recorded and reported as an issue (withKnownIssue fails if none is).
    withKnownIssue {
      _ = assertSnapshot(of: TinyScene(), at: 0.1, snapshotDirectory: temporaryFolder().path, testName: "tiny")
    }
  }
}

#if canImport(XCTest)
import XCTest

/// assertSnapshot from XCTest: a matching reference passes without a failure.
final class XCTestSnapshotTests: XCTestCase {
  func testAssertSnapshotWorksUnderXCTest() throws {
    let folder = temporaryFolder().path
    // Record the reference first, then check it under XCTest with recording off.
    let first = assertSnapshotRecording(folder)
    XCTAssertEqual(first?.status, .recorded)
    let outcome = assertSnapshot(of: TinyScene(), at: 0.1, record: .never, snapshotDirectory: folder, testName: "tiny")
    XCTAssertEqual(outcome?.status, .matched)
  }

  private func assertSnapshotRecording(_ folder: String) -> SnapshotOutcome? {
    let baked = try! TinyScene().bake()
    let image = try! Rasterizer().render(try! baked.timeline.renderTree(at: 0.1),
                                         options: RenderOptions(scale: 1, background: baked.canvas.background))
    return SnapshotChecker(record: .all).check(RGBAImage(image), referencePath: folder + "/tiny.t0100.png", name: "tiny")
  }
}
#endif
