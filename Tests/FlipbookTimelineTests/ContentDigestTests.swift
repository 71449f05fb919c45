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
}
