import Foundation
import Testing
import FlipbookInterfaceBuilder

/// A broken or hostile document fails with one line naming the file, the line and the fix.
@Suite struct BadDocumentTests {
  func error(_ xml: String) -> IBError? {
    do {
      _ = try IBReader.read(Data(xml.utf8), file: "Bad.storyboard")
      return nil
    } catch {
      return error
    }
  }

  static let head = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0""#

  func storyboard(_ scenes: String, initial: String = "vc") -> String {
    Self.head + #" initialViewController="\#(initial)">"# + "\n<scenes>\n" + scenes + "\n</scenes></document>"
  }

  func scene(_ id: String, _ body: String = "", element: String = "viewController") -> String {
    #"<scene sceneID="s\#(id)"><objects><\#(element) id="\#(id)" sceneMemberID="viewController">\#(body)</\#(element)></objects></scene>"#
  }

  @Test func truncatedFile() throws {
    let e = try #require(error(storyboard(scene("vc")).dropLast(30).description))
    #expect(e.description.hasPrefix("Bad.storyboard:") && e.problem.contains("not well-formed XML"))
  }

  @Test func entitiesAreRefusedBeforeParsing() throws {
    let bomb = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><document>&b;</document>"#
    #expect(try #require(error(bomb)).problem.contains("DOCTYPE or entities"))
    let external = #"<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><document>&x;</document>"#
    #expect(error(external) != nil)
  }

  @Test func deepNestingStopsAtTheLimit() throws {
    let deep = String(repeating: "<view id=\"v\">", count: 300)
    let e = try #require(error(Self.head + ">" + deep))
    #expect(e.problem.contains("deeper than 200") && e.line > 0)
  }

  @Test func notAnIOSDocument() throws {
    let mac = #"<document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0"></document>"#
    #expect(try #require(error(mac)).problem.contains("not an iOS storyboard or XIB"))
    #expect(try #require(error("<plist></plist>")).problem.contains("not <document>"))
  }

  @Test func missingInitialController() throws {
    #expect(try #require(error(storyboard(scene("vc"), initial: "gone"))).problem.contains("initialViewController \"gone\""))
  }

  @Test func connectionToAMissingObject() throws {
    let body = #"<connections><outlet property="x" destination="nowhere" id="o"/></connections>"#
    let e = try #require(error(storyboard(scene("vc", body))))
    #expect(e.problem.contains("destination \"nowhere\"") && e.line == 3 && e.fix.contains("connections inspector"))
  }

  @Test func badNumberNamesTheAttribute() throws {
    let body = #"<view key="view" id="v"><rect key="frame" x="0" y="zero" width="1" height="1"/></view>"#
    let e = try #require(error(storyboard(scene("vc", body))))
    #expect(e.problem == "<rect> has y=\"zero\", which is not a number")
  }

  @Test func duplicateIDs() throws {
    let e = try #require(error(storyboard(scene("vc", #"<view key="view" id="vc"/>"#))))
    #expect(e.problem.contains("reuses id \"vc\""))
  }

  @Test func unknownConstraintAttribute() throws {
    let body = #"<view key="view" id="v"><constraints><constraint firstAttribute="diagonal" constant="1" id="c"/></constraints></view>"#
    #expect(try #require(error(storyboard(scene("vc", body)))).problem.contains("\"diagonal\""))
  }

  @Test func relationshipCycle() throws {
    let a = scene("vc", #"<connections><segue destination="b" kind="relationship" relationship="rootViewController" id="s1"/></connections>"#,
                  element: "navigationController")
    let b = scene("b", #"<connections><segue destination="vc" kind="embed" id="s2"/></connections>"#)
    #expect(try #require(error(storyboard(a + b))).problem.contains("loop back"))
  }

  /// A ratio typed as `1/4` in Xcode's multiplier field is kept as written; `1/0` is refused.
  @Test func ratiosWithASlash() throws {
    let body = #"<view key="view" id="v"><constraints><constraint firstAttribute="width" secondItem="v" secondAttribute="height" multiplier="1/4" id="c"/></constraints></view>"#
    let document = try IBReader.read(Data(storyboard(scene("vc", body)).utf8), file: "Ratio.storyboard")
    #expect(document.objects[0].objects["view"]?.constraints.first?.multiplier == 0.25)
    #expect(error(storyboard(scene("vc", body.replacingOccurrences(of: "1/4", with: "1/0")))) != nil)
  }

  @Test func aShowSegueBackIsNoCycle() {
    let a = scene("vc", #"<connections><segue destination="b" kind="show" id="s1"/></connections>"#)
    let b = scene("b", #"<connections><segue destination="vc" kind="show" id="s2"/></connections>"#)
    #expect(error(storyboard(a + b)) == nil)
  }
}
