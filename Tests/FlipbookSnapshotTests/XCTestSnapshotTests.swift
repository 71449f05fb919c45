import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

/// assertSnapshot from XCTest: a matching reference passes without a failure.
#if canImport(XCTest)
final class XCTestSnapshotTests: XCTestCase {
  func testAssertSnapshotWorksUnderXCTest() throws {
    let folder = temporaryFolder().path
    // Record the reference first, then check it under XCTest with recording off.
    let first = assertSnapshotRecording(folder)
    XCTAssertEqual(first?.status, .recorded)
    let outcome = assertSnapshot(of: TinyScene(), at: 0.1, named: "t0100", scale: 1, record: .never, snapshotDirectory: folder,
                                 testName: "tiny")
    XCTAssertEqual(outcome?.status, .matched)
  }

  private func assertSnapshotRecording(_ folder: String) -> SnapshotOutcome? {
    let baked = try! TinyScene().bakeOnMainActor()
    let image = try! Rasterizer().render(try! baked.timeline.renderTree(at: 0.1),
                                         options: RenderOptions(scale: 1, background: baked.canvas.background))
    return SnapshotChecker(record: .all).check(RGBAImage(image), referencePath: folder + "/tiny.t0100.png", name: "tiny")
  }
}
#endif
