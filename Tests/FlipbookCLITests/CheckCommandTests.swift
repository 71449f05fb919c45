import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

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
