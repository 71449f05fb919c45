import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport
@testable import FlipbookCLI

@Suite struct CheckCommandTests {
  @Test func aStaleRunRemovesOnlyFlipbooksReport() throws {
    let folder = temporaryFolder().path
    let mine = (folder as NSString).appendingPathComponent("report.html")
    try Data("<html>the user's own page</html>".utf8).write(to: URL(fileURLWithPath: mine))
    CheckArtifacts.removeStale(in: folder, scene: "alert-ios7")
    #expect(FileManager.default.fileExists(atPath: mine))
    let report = SnapshotReport.html(title: "t", outcomes: [], relativeTo: folder)
    try Data(report.utf8).write(to: URL(fileURLWithPath: mine))
    CheckArtifacts.removeStale(in: folder, scene: "alert-ios7")
    #expect(!FileManager.default.fileExists(atPath: mine))
  }

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
    #expect(failed?.hasPrefix("1 of 1 snapshot failed; report: \(artifacts.path)/report.html") == true)
    #expect(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("tiny@2x.t0067.diff.png").path))
    #expect(flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "never", "--quiet",
                     "--every", "100") == nil)
    #expect(flipbook("check", "tiny", "--times", "0", "--frames", "1")?.contains("only one of") == true)
    #expect(flipbook("check", "tiny", "--record", "sometimes")?.contains("write all, missing, failed or never") == true)
  }

  /// The re-record line keeps every option; a passing run clears the scene's stale
  /// artifacts (only Flipbook's) and leaves a passing report whose links are relative.
  @Test func artifactsAndReRecordCommand() throws {
    let snaps = temporaryFolder(), artifacts = temporaryFolder()
    let common = ["--snapshots", snaps.path, "--artifacts", artifacts.path, "--quiet"]
    func check(_ args: [String]) -> String? {
      _ = registerTestScenes
      do {
        var command = try FlipbookCLI.parseAsRoot(["check", "tiny"] + common + args)
        try command.run()
        return nil
      } catch { return FlipbookCLI.message(for: error) }
    }
    #expect(check(["--times", "0.1", "--record", "missing"])?.contains("1 recorded (look at it") == true)
    try FileManager.default.copyItem(at: snaps.appendingPathComponent("tiny/tiny@2x.t0100.png"),
                                     to: snaps.appendingPathComponent("tiny/tiny@2x.t0200.png"))
    let parsed = try FlipbookCLI.Check.parse(["tiny", "--times", "0.2", "--compare", "pixelmatch", "--threshold", "0.05",
                                              "--scale", "1.5", "--artifacts", "my artifacts", "--record", "never"])
    #expect(parsed.rerecordCommand == "flipbook check tiny --scale 1.5 --times 0.2 --compare pixelmatch --threshold 0.05 "
            + "--artifacts 'my artifacts' --record failed")
    let failure = try #require(check(["--times", "0.2", "--record", "never", "--compare", "pixelmatch"]))
    #expect(failure.hasPrefix("1 of 1 snapshot failed"))
    let stale = artifacts.appendingPathComponent("tiny@2x.t0200.actual.png").path
    #expect(FileManager.default.fileExists(atPath: stale))
    let report = try String(contentsOfFile: artifacts.appendingPathComponent("report.html").path, encoding: .utf8)
    #expect(report.contains("src=\"tiny@2x.t0200.reference.png\"") && report.contains("1 failed"))
    let mine = artifacts.appendingPathComponent("notes.txt").path
    try Data("keep".utf8).write(to: URL(fileURLWithPath: mine))
    #expect(check(["--times", "0.1", "--record", "never"]) == nil)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: mine))
    let passing = try String(contentsOfFile: artifacts.appendingPathComponent("report.html").path, encoding: .utf8)
    #expect(passing.contains("1 comparison: it matches.") && passing.contains("src=\"tiny@2x.t0100.reference.png\""))
  }
}
