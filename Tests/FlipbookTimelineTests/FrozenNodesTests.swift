import Foundation
import Testing
@testable import FlipbookTimeline
import Flipbook
import FlipbookScenes

/// Subtrees no animation touches are resolved once, when a timeline is made:
/// frames must be exactly what full evaluation gives, and only such subtrees
/// may be frozen.
@MainActor
@Suite struct FrozenNodesTests {
  /// Every frame of every built-in scene (and the instants just before and at each
  /// snapshot), evaluated with the frozen subtrees and without them.
  @Test(arguments: Scenes.all.map { $0.id })
  func frozenSubtreesGiveTheSameTreesAsFullEvaluation(id: String) throws {
    let baked = try #require(Scenes.scene(id: id)).init().bake()
    let timeline = baked.timeline
    var unfrozen = timeline
    unfrozen.frozen = .none
    var times = (0..<baked.frameCount).map { baked.time(ofFrame: $0) }
    for track in timeline.layers { for s in track.snapshots { times += [s.time, s.time.nextDown] } }
    for t in times where t.isFinite {
      #expect(try timeline.renderTree(at: t) == unfrozen.renderTree(at: t), "\(id) at \(t)")
    }
  }

  /// A card fading in holds a label; a still layer sits beside it. The label and the
  /// still layer are frozen; the card (animated) and the root (holding it) are not.
  @Test func onlyStillSubtreesAreFrozen() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
      let card = CALayer()
      card.name = "card"
      card.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
      card.backgroundColor = .white
      let label = CATextLayer()
      label.name = "label"
      label.string = "Hi"
      label.frame = CGRect(x: 5, y: 5, width: 70, height: 20)
      card.addSublayer(label)
      let still = CALayer()
      still.name = "still"
      still.frame = CGRect(x: 110, y: 10, width: 80, height: 80)
      root.addSublayer(card)
      root.addSublayer(still)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.duration = 1
      card.add(fade, forKey: "fade")
      return root
    }
    clock.runUntilIdle(limit: 2)
    let timeline = clock.bake(root: root, size: CGSize(width: 200, height: 100))
    func frozen(_ name: String) throws -> Bool {
      let id = try #require(timeline.layerID(named: name))
      let i = try #require(timeline.index[id])
      let k = try #require(timeline.layers[i].snapshotIndex(at: 0.5))
      return timeline.frozen.entry(i, k) != nil
    }
    #expect(try frozen("label"))
    #expect(try frozen("still"))
    #expect(try !frozen("card"))
    let rootIndex = try #require(timeline.index[timeline.root])
    #expect(timeline.frozen.entry(rootIndex, 0) == nil)
    var unfrozen = timeline
    unfrozen.frozen = .none
    for t in stride(from: 0.0, through: 1.2, by: 0.1) {
      #expect(try timeline.renderTree(at: t) == unfrozen.renderTree(at: t))
    }
  }
}
