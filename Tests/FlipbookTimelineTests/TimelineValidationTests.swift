import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// A baked timeline is checked once, when decoded: what would break evaluation is refused with a named error.
@MainActor
@Suite struct TimelineValidationTests {
  /// A two-layer timeline (root holding a card with a keyframe animation) as a JSON object to tamper with.
  static func document() throws -> [String: Any] {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = makeRoot(CGSize(width: 20, height: 20))
      let card = solid(CGRect(x: 2, y: 2, width: 8, height: 8), .red)
      root.addSublayer(card)
      let move = CAKeyframeAnimation(keyPath: "position.x")
      move.values = [4, 10, 16]
      move.keyTimes = [0, 0.5, 1]
      move.duration = 1
      card.add(move, forKey: "move")
      return root
    }
    let data = try clock.bake(root: root, size: CGSize(width: 20, height: 20)).jsonData()
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Decodes `document` after `edit` changes its timeline; the error's text, or "decoded".
  static func decode(_ edit: (inout [String: Any]) -> Void) throws -> String {
    var doc = try document()
    var timeline = try #require(doc["timeline"] as? [String: Any])
    edit(&timeline)
    doc["timeline"] = timeline
    return outcome { _ = try Timeline(jsonData: JSONSerialization.data(withJSONObject: doc), source: "t.json") }
  }

  /// "decoded" when `decode` succeeds, else its error's text.
  static func outcome(_ decode: () throws -> Void) -> String {
    do {
      try decode()
      return "decoded"
    } catch {
      return "\(error)"
    }
  }

  /// Applies `edit` to layers[i] of a timeline object.
  static func layer(_ i: Int, _ timeline: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
    var layers = timeline["layers"] as? [[String: Any]] ?? []
    edit(&layers[i])
    timeline["layers"] = layers
  }

  /// Applies `edit` to the first snapshot's layer state of layers[i].
  static func firstProps(_ i: Int, _ timeline: inout [String: Any], _ edit: (inout [String: Any]) -> Void) {
    layer(i, &timeline) { track in
      var snapshots = track["snapshots"] as? [[String: Any]] ?? []
      var props = snapshots[0]["props"] as? [String: Any] ?? [:]
      edit(&props)
      snapshots[0]["props"] = props
      track["snapshots"] = snapshots
    }
  }

  @Test func theUntouchedDocumentDecodes() throws {
    #expect(try Self.decode { _ in } == "decoded")
  }

  @Test func keyTimesThatDoNotMatchTheValuesAreRefusedWithTheirPath() throws {
    let message = try Self.decode { timeline in
      Self.layer(1, &timeline) { track in
        var animations = track["animations"] as? [[String: Any]] ?? []
        var spec = animations[0]["spec"] as? [String: Any] ?? [:]
        var body = spec["body"] as? [String: Any] ?? [:]
        var property = (body["property"] as? [String: Any])?["_0"] as? [String: Any] ?? [:]
        var kind = property["kind"] as? [String: Any] ?? [:]
        var keyframe = (kind["keyframe"] as? [String: Any])?["_0"] as? [String: Any] ?? [:]
        keyframe["keyTimes"] = [0, 1]
        kind["keyframe"] = ["_0": keyframe]
        property["kind"] = kind
        body["property"] = ["_0": property]
        spec["body"] = body
        animations[0]["spec"] = spec
        track["animations"] = animations
      }
    }
    #expect(message.contains("keyTimes has 2 entries for 3 values"), "\(message)")
    #expect(message.contains("layers[1].animations[0].spec.body.property._0.kind.keyframe._0"), "\(message)")
  }

  @Test func unknownOptionValuesAreRefused() throws {
    let message = try Self.decode { timeline in
      Self.firstProps(1, &timeline) { $0["contentsGravity"] = "sideways" }
    }
    #expect(message.contains("sideways"), "\(message)")
    #expect(message.contains("layers[1].snapshots[0].props.contentsGravity"), "\(message)")
  }

  @Test func unknownLayerPropertiesAreRefused() throws {
    let message = try Self.decode { timeline in
      Self.firstProps(0, &timeline) { $0["sparkle"] = true }
    }
    #expect(message.contains("unknown layer property 'sparkle'"), "\(message)")
  }

  @Test func aLayerCycleIsRefused() throws {
    let message = try Self.decode { timeline in
      let rootID = timeline["root"] as? Int ?? 0
      Self.layer(1, &timeline) { track in
        var snapshots = track["snapshots"] as? [[String: Any]] ?? []
        snapshots[0]["sublayers"] = [rootID]
        track["snapshots"] = snapshots
      }
    }
    #expect(message.contains("(a cycle)"), "\(message)")
  }

  @Test func duplicateIdsAndAMissingRootAreRefused() throws {
    let duplicate = try Self.decode { timeline in
      var layers = timeline["layers"] as? [[String: Any]] ?? []
      layers[1]["id"] = layers[0]["id"]
      timeline["layers"] = layers
    }
    #expect(duplicate.contains("appears twice"), "\(duplicate)")
    let missing = try Self.decode { timeline in timeline["root"] = 999 }
    #expect(missing.contains("root layer 999 is not among the layers"), "\(missing)")
  }

  @Test func addingAnAncestorAsASublayerIsRefusedOnTheClock() {
    let clock = VirtualClock()
    clock.run {
      let root = CALayer(), child = CALayer()
      root.addSublayer(child)
      child.addSublayer(root)
      #expect(root.superlayer == nil)
    }
    #expect(clock.errors.count == 1)
    #expect("\(clock.errors.first.map { "\($0)" } ?? "")".contains("it would contain itself"))
  }
}
