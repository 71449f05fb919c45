import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTestSupport
@testable import FlipbookCLI

/// `check`'s report.html travels with its folder: uploaded alone (as CI uploads
/// artifacts), every image it shows and links is inside it; failures come first, and
/// the re-record command is on the page.
@Suite struct CheckReportTests {
  /// The `src` and `href` values of `html`.
  func links(_ html: String) -> [String] {
    let pattern = try? NSRegularExpression(pattern: #"(?:src|href)="([^"]+)""#)
    let range = NSRange(html.startIndex..., in: html)
    return (pattern?.matches(in: html, range: range) ?? []).compactMap { match in
      Range(match.range(at: 1), in: html).map { String(html[$0]) }
    }
  }

  @Test func theReportOpensFromTheArtifactsFolderAlone() throws {
    let snaps = temporaryFolder(), artifacts = temporaryFolder()
    _ = flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "missing",
                 "--quiet", "--times", "0,0.1")
    // t0100's reference replaced by another frame: one passes, one fails.
    try FileManager.default.removeItem(at: snaps.appendingPathComponent("tiny/tiny@2x.t0100.png"))
    try FileManager.default.copyItem(at: snaps.appendingPathComponent("tiny/tiny@2x.t0000.png"),
                                     to: snaps.appendingPathComponent("tiny/tiny@2x.t0100.png"))
    let failed = flipbook("check", "tiny", "--snapshots", snaps.path, "--artifacts", artifacts.path, "--record", "never",
                          "--quiet", "--times", "0,0.1")
    #expect(failed?.contains("1 of 2 snapshots failed") == true, "\(failed ?? "passed")")

    // Uploaded: the artifacts folder alone, somewhere else.
    let uploaded = temporaryFolder().appendingPathComponent("snapshot-artifacts")
    try FileManager.default.copyItem(at: artifacts, to: uploaded)
    try FileManager.default.removeItem(at: artifacts)
    let html = try String(contentsOf: uploaded.appendingPathComponent("report.html"), encoding: .utf8)
    let targets = links(html)
    #expect(targets.count >= 6, "\(targets)")
    for target in targets {
      #expect(!target.hasPrefix("..") && !target.hasPrefix("/"), "\(target) leaves the folder")
      #expect(FileManager.default.fileExists(atPath: uploaded.appendingPathComponent(target).path), "\(target) is missing")
    }
    #expect(targets.contains("tiny@2x.t0100.sidebyside.png"))
    let failing = try #require(html.range(of: "tiny@2x.t0100</b>")), passing = try #require(html.range(of: "tiny@2x.t0000</b>"))
    #expect(failing.lowerBound < passing.lowerBound, "failures first")
    #expect(html.contains("flipbook check tiny --snapshots"), "the re-record command")
  }

  @Test func reRecordCommandsAreAsTheUserRunsThem() {
    // In-process (tests), the executable is not a package's product named like the command.
    #expect(FlipbookCLI.invocation == [FlipbookCLI.name])
    let debug = WatchedPackage(root: "/src/MyApp", product: "MyApp", configuration: "debug",
                               executable: "/src/MyApp/.build/x86_64-unknown-linux-gnu/debug/MyApp")
    #expect(FlipbookCLI.invocation(of: "MyApp", package: debug, in: "/src/MyApp") == ["swift", "run", "MyApp"])
    #expect(FlipbookCLI.invocation(of: "MyApp", package: debug, in: "/src/MyApp/Tests") == ["swift", "run", "MyApp"])
    var release = debug
    release.configuration = "release"
    #expect(FlipbookCLI.invocation(of: "MyApp", package: release, in: "/src/MyApp") == ["swift", "run", "-c", "release", "MyApp"])
    #expect(FlipbookCLI.invocation(of: "MyApp", package: debug, in: "/elsewhere") == ["MyApp"], "outside the package")
    #expect(FlipbookCLI.invocation(of: "flipbook", package: debug, in: "/src/MyApp") == ["flipbook"], "another executable")
    #expect(FlipbookCLI.invocation(of: "MyApp", package: debug, in: "/src/MyAppOther") == ["MyApp"], "a sibling folder")
  }
}
