import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// What the fuzzer (make fuzz) and the bad-input review found: documents that used
/// to crash or misbehave are refused with their JSON path, or drawn without a trap.
@MainActor
@Suite struct DecodeLimitTests {
  typealias V = TimelineValidationTests

  /// Found by the fuzzer: a layer listing itself as a sublayer while its parent still
  /// holds it recursed until the stack overflowed. One superlayer at a time.
  @Test func aLayerHeldTwiceAtOnceIsRefused() throws {
    let message = try V.decode { timeline in
      V.layer(1, &timeline) { track in
        var snapshots = track["snapshots"] as? [[String: Any]] ?? []
        var later = snapshots[0]
        later["time"] = 0.5
        later["sublayers"] = [track["id"] ?? 0]
        snapshots.append(later)
        track["snapshots"] = snapshots
      }
    }
    #expect(message.contains("is held by layers") && message.contains("one superlayer at a time"), "\(message)")
  }

  @Test func snapshotsOutOfTimeOrderAreRefused() throws {
    let message = try V.decode { timeline in
      V.layer(1, &timeline) { track in
        var snapshots = track["snapshots"] as? [[String: Any]] ?? []
        var earlier = snapshots[0]
        earlier["time"] = -1
        snapshots.append(earlier)
        track["snapshots"] = snapshots
      }
    }
    #expect(message.contains("layers[1].snapshots[1].time") && message.contains("increasing, finite time"), "\(message)")
  }

  @Test func numbersOutOfRangeAreRefusedWithTheirPath() throws {
    let message = try V.decode { timeline in
      V.firstProps(1, &timeline) { props in props["bounds"] = [[0, 0], [1e300, 10]] }
    }
    #expect(message == "t.json: timeline.layers[1].snapshots[0].props.bounds: holds 1e+300. Keep layer numbers finite and within ±10000000.")
  }

  /// A tree 129 levels deep is refused by name; 128 evaluate and draw on a frame
  /// pipeline worker's stack (the deepest recursion Flipbook does).
  @Test func treesDeeperThanTheLimitAreRefused() throws {
    func chain(_ depth: Int) throws -> Timeline {
      var props = LayerProps()
      props.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      props.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
      props.anchorPoint = .zero
      let layers = (0..<depth).map { i in
        LayerTrack(id: i, snapshots: [LayerSnapshot(time: 0, props: props, sublayers: i + 1 < depth ? [i + 1] : [], mask: nil)],
                   animations: [])
      }
      return try Timeline(size: CGSize(width: 10, height: 10), root: 0, layers: layers)
    }
    #expect(throws: TimelineError.self) { try chain(129) }
    let pipeline = FramePipeline(timeline: try chain(128), options: RenderOptions(scale: 1, background: .white), jobs: 1)
    var centre: (UInt8, UInt8, UInt8, UInt8)?
    try pipeline.run(times: [0], produce: { _, image in image.bitmap.rgba(x: 5, y: 5) }, consume: { _, pixel in centre = pixel })
    #expect(centre.map { $0.0 == 255 && $0.1 == 0 } == true)
  }

  @Test func sceneLimitsNameTheMember() throws {
    func message(_ edit: (inout [String: Any]) -> Void) throws -> String {
      var doc = try V.document()
      doc["scene"] = ["id": "card", "fps": 60, "scale": 2, "duration": 1, "background": NSNull()]
      var scene = try #require(doc["scene"] as? [String: Any])
      edit(&scene)
      doc["scene"] = scene
      return V.outcome { _ = try BakedScene(jsonData: JSONSerialization.data(withJSONObject: doc), source: "s.json") }
    }
    #expect(try message { _ in } == "decoded")
    #expect(try message { $0["fps"] = 1e12 }.hasPrefix("s.json: scene.fps: 1000000000000.0 frames/s is not a frame rate."))
    #expect(try message { $0["fps"] = 0 }.contains("scene.fps"))
    #expect(try message { $0["duration"] = 1e300 }.contains("scene.duration: a length of 1e+300 s"))
    #expect(try message { $0["duration"] = -1 }.contains("scene.duration"))
    #expect(try message { $0["duration"] = 86_000; $0["fps"] = 1000 }.contains("more than 10000000 frames"))
    #expect(try message { $0["id"] = "../../etc" }.contains("scene.id: '../../etc' is not a scene id"))
    #expect(try message { $0["scale"] = 0 }.contains("scene.scale"))
  }

  /// Core Animation draws nothing of a layer scaled to 0 (a pop-in's first frame);
  /// Cairo cannot invert such a matrix, so the rasterizer skips it.
  @Test func aLayerScaledToZeroDrawsNothing() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = makeRoot(CGSize(width: 20, height: 20))
      let card = solid(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
      card.transform = CATransform3DMakeScale(0, 1, 1)
      card.addSublayer(solid(CGRect(x: 0, y: 0, width: 5, height: 5), .blue))
      root.addSublayer(card)
      return root
    }
    let tree = try clock.bake(root: root, size: CGSize(width: 20, height: 20)).renderTree(at: 0)
    let image = try Rasterizer().render(tree, options: RenderOptions(scale: 1, background: .white))
    #expect(image.bitmap.rgba(x: 10, y: 10) == (255, 255, 255, 255))
  }

  /// Cycles counted from a huge time offset, and a cumulative transform repeated
  /// that many times, neither trap nor hang; the result is refused by the range check.
  @Test func hugeCycleCountsNeitherTrapNorHang() {
    var timing = Timing()
    timing.duration = 1e-6
    timing.timeOffset = 1e300
    timing.fillMode = .both
    #expect(timing.state(at: 0)?.iteration == 9_000_000_000_000_000)
    // 2^20 turns by squaring (20 products, not a million), still a rotation.
    guard case .transform(let m) = AnimValue.transform(CATransform3DMakeRotation(0.1, 0, 0, 1)).repeated(1 << 20) else {
      Issue.record("not a transform")
      return
    }
    #expect(abs(Double(m.m11) - cos(0.1 * Double(1 << 20))) < 1e-6 && abs(Double(m.m12) - sin(0.1 * Double(1 << 20))) < 1e-6)
  }

  /// Found while probing: a shadow radius of a million points asked for a mask
  /// millions of pixels wide. The blur is capped at 256 device pixels.
  @Test func aHugeShadowRadiusStillDraws() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = makeRoot(CGSize(width: 20, height: 20))
      let card = solid(CGRect(x: 5, y: 5, width: 10, height: 10), .red)
      card.shadowOpacity = 1
      card.shadowRadius = 1_000_000
      root.addSublayer(card)
      return root
    }
    let tree = try clock.bake(root: root, size: CGSize(width: 20, height: 20)).renderTree(at: 0)
    let image = try Rasterizer().render(tree, options: RenderOptions(scale: 2, background: .white))
    #expect(image.bitmap.rgba(x: 20, y: 20) == (255, 0, 0, 255))
  }
}
