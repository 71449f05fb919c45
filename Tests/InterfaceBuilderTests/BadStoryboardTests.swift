import Foundation
import Testing
import UIKit
import FlipbookTestSupport

/// A storyboard Flipbook cannot build fails the scene with one line naming the file,
/// the line and the fix; nothing traps and the scene never renders half of it.
@MainActor @Suite(.serialized) struct BadStoryboardTests {
  struct OneScreen: Scene {
    static let id = "ib-bad"
    static let summary = "a storyboard from a temporary folder"
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10) }
    var length: SceneLength { .seconds(0.2) }
    nonisolated(unsafe) static var folder = ""
    nonisolated(unsafe) static var name = "Bad"
    func build() -> CALayer {
      let storyboard = UIStoryboard(name: Self.name, bundle: Bundle(path: Self.folder))
      let window = UIWindow(frame: UIScreen.main.bounds)
      window.rootViewController = storyboard.instantiateInitialViewController()
      window.makeKeyAndVisible()
      return window.layer
    }
  }

  /// The scene's error for a storyboard whose initial controller's view holds `subviews`.
  func failure(_ subviews: String, connections: String = "", name: String = "Bad") throws -> String {
    let folder = temporaryFolder()
    let xml = #"""
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="vc">
      <scenes><scene sceneID="s"><objects>
      <viewController id="vc" sceneMemberID="viewController">
      <view key="view" contentMode="scaleToFill" id="v">
      <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
      <subviews>
      \#(subviews)
      </subviews>
      </view>
      <connections>\#(connections)</connections>
      </viewController>
      </objects></scene></scenes></document>
      """#
    try Data(xml.utf8).write(to: folder.appendingPathComponent("Bad.storyboard"))
    do {
      (OneScreen.folder, OneScreen.name) = (folder.path, name)
      _ = try OneScreen().bake()
      return ""
    } catch {
      return "\(error)"
    }
  }

  @Test func aViewFlipbookDoesNotHaveYetIsNamed() throws {
    let message = try failure(#"<datePicker id="t"><rect key="frame" x="0" y="0" width="10" height="10"/></datePicker>"#)
    #expect(message.contains("Bad.storyboard:8: <datePicker> is UIDatePicker, which Flipbook does not have yet"))
  }

  @Test func aCustomClassTheAppDoesNotDeclare() throws {
    let message = try failure(#"<view contentMode="scaleToFill" id="c" customClass="GlowView" customModuleProvider="target"/>"#)
    #expect(message.contains("<view> has custom class GlowView, which Flipbook cannot find"))
    #expect(message.contains("paste the Swift file that declares class GlowView into Sources/<target>/Pasted/"))
  }

  @Test func anOutletNoPropertyAnswers() throws {
    let message = try failure("", connections: #"<outlet property="titleLabel" destination="v" id="o"/>"#)
    #expect(message.contains("Bad.storyboard:11: connects outlet \"titleLabel\" of UIViewController, which has no such outlet"))
  }

  @Test func anUnknownEnumValueNamesTheChoices() throws {
    let message = try failure(#"<view contentMode="sideways" id="c"/>"#)
    #expect(message.contains("<view> has contentMode=\"sideways\", which Flipbook does not know; use one of bottom, bottomLeft"))
  }

  @Test func aMissingStoryboardNamesWhereItLooked() throws {
    let message = try failure("", name: "Nowhere")
    #expect(message.contains("Could not find a storyboard named 'Nowhere'"))
  }

  /// A storyboard whose initial controller is a reference to itself stops, named, instead of recursing for ever.
  @Test func aReferenceLoopStops() throws {
    let folder = temporaryFolder()
    let xml = #"""
      <?xml version="1.0"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="r">
      <scenes><scene sceneID="s"><objects><viewControllerPlaceholder storyboardName="Loop" id="r" sceneMemberID="viewController"/>
      </objects></scene></scenes></document>
      """#
    try Data(xml.utf8).write(to: folder.appendingPathComponent("Loop.storyboard"))
    (OneScreen.folder, OneScreen.name) = (folder.path, "Loop")
    do {
      _ = try OneScreen().bake()
      Issue.record("a reference loop baked")
    } catch {
      #expect("\(error)".contains("Loop.storyboard:2: storyboard references lead back to themselves"))
    }
  }
}
