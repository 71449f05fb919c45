import Foundation
import Testing
@testable import FlipbookTimeline
import Flipbook
import FlipbookScenes
import FlipbookTestSupport

/// A render folder's manifest names a scene's content by `BakedScene.contentDigest()`:
/// the same in every bake of the same scene, different when anything in it changes,
/// and unambiguous about where each value sits.
@MainActor
@Suite struct ContentDigestTests {
  @Test func aSceneBakedTwiceHasOneDigestAndAnotherSceneAnother() throws {
    let first = try AlertIOS7().bake().contentDigest()
    #expect(first.count == 16 && first.allSatisfy(\.isHexDigit))
    #expect(try AlertIOS7().bake().contentDigest() == first)
    var reference = AlertIOS7()
    reference.referenceWorkload = true  // another box and a shadow: the same length, other layers
    #expect(try reference.bake().contentDigest() != first)
    #expect(try AlertPop().bake().contentDigest() != first)
  }

  /// Values that would read alike if only the leaves were hashed in order.
  enum Shape: Encodable, Equatable {
    case nested([[Int]]), flat([Int]), words([String]), pair(String, Int)
  }

  @Test func nestingCountsAndKeysAllCount() throws {
    func digest(_ value: some Encodable) throws -> String { try ContentDigest.of(value) }
    #expect(try digest([[1], [2]]) != digest([[1, 2]]))
    #expect(try digest([[1, 2], []]) != digest([[1], [2]]))
    #expect(try digest(["a", "b"]) != digest(["ab"]))
    #expect(try digest(["a": 1]) != digest(["b": 1]))
    #expect(try digest([1.0]) != digest([Float(1)]))
    #expect(try digest(Shape.nested([[1]])) != digest(Shape.flat([1])))
    #expect(try digest(Shape.pair("x", 1)) == digest(Shape.pair("x", 1)))
    #expect(try digest(Shape.pair("x", 1)) != digest(Shape.pair("x", 2)))
  }

  /// Layer states leave their default members out of the digest, and still differ
  /// by every member: each numeric, point, rect, Boolean and colour property moved
  /// off its default gives a digest of its own.
  @Test func everyLayerPropertyCountsThoughDefaultsAreLeftOut() throws {
    let plain = LayerProps(kind: .layer)
    var seen: Set<String> = [try ContentDigest.of(plain)]
    #expect(try ContentDigest.of(LayerProps(kind: .text)) != ContentDigest.of(plain))
    var moved = 0
    for property in LayerRegistry.all {
      guard let changed = offDefault(property, plain) else { continue }
      #expect(seen.insert(try ContentDigest.of(changed)).inserted, "\(property.name)")
      moved += 1
    }
    #expect(moved >= 50)
    // A member set to its default is as if never set.
    var explicit = plain
    explicit.opacity = 1
    #expect(try ContentDigest.of(explicit) == ContentDigest.of(plain))
  }

  /// The state with `property` moved off its default, for numeric, point, rect,
  /// Boolean and colour properties (nil for the others).
  private func offDefault(_ property: AnyLayerProperty, _ props: LayerProps) -> LayerProps? {
    var changed = props
    switch property.get(props) {
    case .number(let v): property.set(&changed, .number(v + 0.25))
    case .point(let p): property.set(&changed, .point(CGPoint(x: p.x + 0.25, y: p.y)))
    case .rect(let r): property.set(&changed, .rect(r.insetBy(dx: -0.25, dy: 0)))
    case .bool(let b): property.set(&changed, .bool(!b))
    case .color(let c): property.set(&changed, .color(c == .black ? .clear : .black))
    default: return nil
    }
    return property.get(changed) == property.get(props) ? nil : changed
  }
}
