import Foundation
import Testing
import FlipbookTestSupport

/// `flipbook inspect FILE…`: what of a storyboard or XIB Flipbook can build, scene by scene.
@Suite struct InspectCommandTests {
  static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../IBSamples/Pasted").standardizedFileURL

  @Test func listsEveryScene() throws {
    let run = try runFlipbook(["inspect", Self.samples.path], in: temporaryFolder())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("  Hom-Ctl-001 HomeViewController \"Home\": builds\n"))
    #expect(run.stdout.hasSuffix("5 of 5 documents read; 13 of 13 scenes use only what Flipbook builds\n"))
  }

  /// `--build` makes every scene as UIKit would, without the app's code.
  @Test func buildsEverySceneWithoutTheAppsCode() throws {
    let run = try runFlipbook(["inspect", "--build", Self.samples.path], in: temporaryFolder())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("5 of 5 documents read; 13 of 13 scenes build as UIKit would (without the app's code)\n"))
    let folder = temporaryFolder()
    let broken = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>"#
      + #"<view contentMode="sideways" id="v"/></objects></document>"#
    try Data(broken.utf8).write(to: folder.appendingPathComponent("Odd.xib"))
    let odd = try runFlipbook(["inspect", "--build", folder.path], in: folder)
    #expect(odd.stdout.contains("v view: ") && odd.stdout.contains("contentMode=\"sideways\", which Flipbook does not know"))
    #expect(odd.stdout.hasSuffix("1 of 1 documents read; 0 of 1 scenes build as UIKit would (without the app's code)\n"))
  }

  @Test func namesWhatCannotBeBuiltAndWhatCannotBeRead() throws {
    let folder = temporaryFolder()
    let head = #"<?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">"#
    let list = head + "\n<scenes><scene sceneID=\"s\"><objects><pageViewController id=\"t\" sceneMemberID=\"viewController\">"
      + "</pageViewController></objects></scene></scenes></document>"
    try Data(list.utf8).write(to: folder.appendingPathComponent("List.storyboard"))
    try Data((head + "<scenes>").utf8).write(to: folder.appendingPathComponent("Cut.storyboard"))
    let run = try runFlipbook(["inspect", folder.path], in: folder)
    #expect(run.status != 0)
    #expect(run.stdout.contains("t pageViewController: line 2: <pageViewController> is UIPageViewController"))
    #expect(run.stdout.contains("1 of 2 documents read; 0 of 1 scenes use only what Flipbook builds"))
    #expect(run.stderr.contains("Cut.storyboard:1: is not well-formed XML"))
    #expect(run.stderr.contains("Error: 1 of 2 documents could not be read (above)"))
  }
}
