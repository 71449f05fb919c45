import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

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
    #expect(html.contains("<img src=\"c.png\"") && html.contains("1 comparison: it matches."))
    #expect(SnapshotReport.summary([ok, ok]) == "2 comparisons: all match.")
  }

  /// Links work when the report's folder and the references move together.
  @Test func reportPathsAreRelative() {
    #expect(SnapshotReport.relativePath(of: "/a/b/c.png", from: "/a/b") == "c.png")
    #expect(SnapshotReport.relativePath(of: "/a/snaps/x/c.png", from: "/a/artifacts") == "../snaps/x/c.png")
    #expect(SnapshotReport.relativePath(of: "/a/b/./c.png", from: "/a/b/d/") == "../c.png")
  }

  /// The side-by-side strip names its panels in a caption band above them.
  @Test func sideBySideIsLabelled() {
    let a = RGBAImage(width: 120, height: 40, pixels: [UInt8](repeating: 255, count: 120 * 40 * 4))
    let b = RGBAImage(width: 120, height: 40, pixels: (0..<120 * 40).flatMap { _ in [UInt8(0), 0, 255, 255] })
    let r = ImageComparison.compare(reference: a, actual: b)
    let strip = ImageComparison.labeledSideBySide(reference: a, actual: b, diff: r.diff)
    #expect(strip.width == 3 * 120 + 8 && strip.height == 40 + ImageComparison.captionHeight)
    // Caption text is dark ink on white in the band over each panel; below it the panels themselves.
    for panel in 0..<3 {
      let x0 = panel * 124
      let inked = (2..<20).contains { y in (x0 + 4..<x0 + 60).contains { x in strip.pixels[(y * strip.width + x) * 4] < 128 } }
      #expect(inked, "panel \(panel) has no caption")
    }
    let below = (ImageComparison.captionHeight + 20) * strip.width + 124 + 60
    #expect(Array(strip.pixels[below * 4..<below * 4 + 3]) == [0, 0, 255])
  }
}
