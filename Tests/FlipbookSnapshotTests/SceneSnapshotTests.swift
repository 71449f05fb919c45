import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

/// Every built-in scene at its start, middle and end, at scale 1, against
/// `__Snapshots__/SceneSnapshotTests/`. ΔE94 with perceptualPrecision 0.995 (a pixel
/// differs beyond ΔE 0.5, about one 8-bit level of grey) and at most 0.02% of the
/// pixels: robust to a rounding step, yet a shadow moved by one point fails
/// (pixelmatch even at threshold 0.02 lets that through: the shadow changes by
/// only ~3 levels per pixel).
@Suite struct SceneSnapshotTests {
  static let ids = Scenes.all.map { $0.id }

  @Test(arguments: ids)
  func sceneKeyFrames(id: String) throws {
    // Built on the main actor (UIKit's views are main-actor isolated); rendered here, in parallel.
    let baked = try Scenes.scene(id: id)!.init().bakeOnMainActor()
    for (label, t) in [("start", 0.0), ("middle", baked.duration / 2), ("end", baked.duration)] {
      assertSnapshot(of: baked, at: t, named: "\(id).\(label)", scale: 1, comparator: .deltaE94(perceptualPrecision: 0.995),
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
