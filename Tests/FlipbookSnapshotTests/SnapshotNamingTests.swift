import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
@testable import FlipbookTesting
import FlipbookScenes
import FlipbookTestSupport

/// Where `assertSnapshot` puts references: the scene's id in the default name (two
/// scenes at one time in one test get two files), scale 2 as the command line, a
/// file named twice in a run refused, a time outside the scene refused.
@Suite struct SnapshotNamingTests {
  func pngSize(_ path: String) throws -> [Int] {
    let image = try PNGCodec.read(contentsOf: path)
    return [image.width, image.height]
  }

  @Test func twoScenesAtOneTimeGetTwoFilesAtScaleTwo() throws {
    let folder = temporaryFolder().path
    let other = try #require(Scenes.scene(id: "basic-opacity")).init()
    withKnownIssue("both are recorded (missing references fail so they get looked at)") {
      _ = assertSnapshot(of: TinyScene(), at: 0.1, record: .missing, snapshotDirectory: folder, testName: "two")
      _ = assertSnapshot(of: other, at: 0.1, record: .missing, snapshotDirectory: folder, testName: "two")
      _ = assertSnapshot(of: TinyScene(), at: 0.1, scale: 3, record: .missing, snapshotDirectory: folder, testName: "two")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["two.basic-opacity.t0100.png", "two.tiny.t0100.png", "two.tiny@3x.t0100.png"])
    #expect(try pngSize(folder + "/two.tiny.t0100.png") == [80, 60])  // the 40x30 pt canvas at 2x
    #expect(try pngSize(folder + "/two.tiny@3x.t0100.png") == [120, 90])
  }

  @Test func oneFileNamedByTwoCallsIsRefused() throws {
    let folder = temporaryFolder().path
    var refused = false
    withKnownIssue {
      _ = assertSnapshot(of: TinyScene(), at: 0.1, named: "same", record: .missing, snapshotDirectory: folder, testName: "t")
      refused = assertSnapshot(of: TinyScene(), at: 0.2, named: "same", record: .missing, snapshotDirectory: folder,
                               testName: "t") == nil
    } matching: { issue in
      issue.comments.contains { "\($0)".contains("already checked by the snapshot at") || "\($0)".contains("no reference yet") }
    }
    #expect(refused, "the second call is refused before it renders")
  }

  @Test func aTimeOutsideTheSceneIsRefused() throws {
    let folder = temporaryFolder().path
    withKnownIssue {
      #expect(assertSnapshot(of: TinyScene(), at: 99, snapshotDirectory: folder, testName: "late") == nil)
      #expect(assertSnapshot(of: TinyScene(), at: -1, snapshotDirectory: folder, testName: "early") == nil)
    } matching: { issue in
      issue.comments.contains { "\($0)".contains("has no frame at") }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty, "nothing recorded")
  }
}
