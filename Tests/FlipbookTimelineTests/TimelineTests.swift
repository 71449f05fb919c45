import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

@MainActor
@Suite struct TimelineTests {
  static let baked: BakedScene = try! AlertIOS7().bake()
  static var timeline: Timeline { baked.timeline }

  @Test func alertSampledAtSeveralTimes() {
    let scene = Self.timeline
    func alpha(_ name: String, _ t: Double) -> Double { Double(scene.props(name, at: t).opacity) }
    func scale(_ t: Double) -> Double { Double(scene.props("alert", at: t).transform.m11) }
    // Fade in: easeInEaseOut over 0.3 s (0.1292 at a quarter, 0.5 at half).
    #expect(alpha("overlay", 0) == 0 && alpha("alert", 0) == 0)
    #expect(abs(alpha("overlay", 0.075) - 0.3 * 0.129162) < 1e-5)
    #expect(abs(alpha("overlay", 0.15) - 0.15) < 1e-6 && abs(alpha("alert", 0.15) - 0.5) < 1e-6)
    #expect(abs(alpha("overlay", 0.3) - 0.3) < 1e-6 && alpha("alert", 0.3) == 1)
    // The JNW spring: 1.2 at 0, 1.09937 at 0.1 s, done (model 1.0) from 1.317 s.
    #expect(abs(scale(0) - 1.2) < 1e-6)
    #expect(abs(scale(0.1) - 1.09937) < 1e-5)
    #expect(abs(scale(0.5) - 1.00606) < 1e-5)
    #expect(abs(scale(1.316) - 1.00002) < 1e-5)
    #expect(scale(1.3171) == 1)
    // Dismissal at 2 s: 0.15 s fade, shrinking spring to 0.7.
    #expect(abs(alpha("alert", 2.075) - 0.5) < 1e-6 && abs(alpha("overlay", 2.075) - 0.15) < 1e-6)
    #expect(alpha("alert", 2.15) == 0)
    #expect(scale(2.0) == 1 && scale(2.1) < 1 && abs(scale(10) - 0.7) < 1e-12)
    // The last animation ends when the shrinking spring settles.
    let end = scene.lastAnimationEnd!
    #expect(end > 2.15 && end < 4)
  }

  @Test func bakedTimelineMatchesTheLiveClock() throws {
    // Live presentation layers, advanced step by step, and the baked timeline agree exactly.
    let times = [0.05, 0.2, 1.05, 1.3]
    var liveScales: [Double] = []
    let clock = VirtualClock()
    let alertLayer = clock.run { () -> CALayer in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
      scale.damping = 14; scale.stiffness = 14; scale.mass = 1
      scale.fromValue = 1.2; scale.toValue = 1.0
      view.layer.add(scale, forKey: "transform.scale")
      return view.layer
    }
    for t in times {
      clock.advance(to: t)
      liveScales.append(Double(alertLayer.presentation()!.transform.m11))
    }
    let timeline = clock.bake(root: alertLayer, size: CGSize(width: 10, height: 10))
    let bakedScales = times.map { Double(timeline.presentedProps(ofLayer: alertLayer.layerID, at: $0)!.transform.m11) }
    #expect(liveScales == bakedScales)
  }

  @Test func sceneLengthRunsUntilTheLastAnimationEndsPlusTheHold() throws {
    // alert-pop: JNW spring (damping 32, stiffness 450, mass 2.4) of 917 samples = 0.917 s, plus a 0.5 s hold.
    let pop = try AlertPop().bake()
    #expect(abs(pop.timeline.lastAnimationEnd! - 0.917) < 1e-6)
    #expect(abs(pop.duration - (0.917 + 0.5)) < 1e-6)
    #expect(pop.frameCount == 86)  // frames 0…85 at 60 frames/s cover 0…1.417 s
    // alert-ios7 has a fixed length.
    #expect(Self.baked.duration == 2.75 && Self.baked.frameCount == 166)
  }

  @Test func semiTransparentImagesSurviveTheJSONExactly() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
      root.contents = CGImage(bitmap: makeBitmap(width: 8, height: 8) { x, y in
        (UInt8(x * 30), UInt8(y * 30), 200, UInt8(x * 31 + y))
      })
      return root
    }
    let timeline = clock.bake(root: root, size: CGSize(width: 8, height: 8))
    #expect(try Timeline(jsonData: timeline.jsonData()) == timeline)
  }

  @Test func endlessRepeatsSurviveTheJSON() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      let spin = CABasicAnimation(keyPath: "opacity")
      spin.toValue = 0
      spin.repeatCount = .infinity
      root.add(spin, forKey: "blink")
      return root
    }
    let timeline = clock.bake(root: root, size: CGSize(width: 8, height: 8))
    let data = try timeline.jsonData()
    #expect(String(decoding: data, as: UTF8.self).contains("\"repeatCount\":\"Infinity\""))
    #expect(try Timeline(jsonData: data) == timeline)
    // NaN has a spelling too, but no timing may be NaN: validation refuses it.
    let nan = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"Infinity\"", with: "\"NaN\"")
    #expect(throws: TimelineFormatError.self) { try Timeline(jsonData: Data(nan.utf8)) }
  }

  @Test func anAnimationAddedAtNaNIsRefusedWithItsPlace() throws {
    let clock = VirtualClock()
    let root = clock.run { () -> CALayer in
      let root = CALayer()
      root.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      return root
    }
    let json = String(decoding: try clock.bake(root: root, size: CGSize(width: 8, height: 8)).jsonData(), as: UTF8.self)
    let poisoned = json.replacingOccurrences(of: #""addedAt":[-0-9.e]+"#, with: #""addedAt":"NaN""#, options: .regularExpression)
    #expect(poisoned != json)
    do {
      _ = try Timeline(jsonData: Data(poisoned.utf8))
      Issue.record("a NaN addedAt was accepted")
    } catch {
      #expect("\(error)".contains("animations[0]") && "\(error)".contains("addedAt"))
    }
  }

  @Test func jsonRoundTripIsExact() throws {
    let timeline = Self.timeline
    let data = try timeline.jsonData()
    let decoded = try Timeline(jsonData: data, source: "alert.json")
    #expect(decoded == timeline)
    for t in [0.0, 0.1, 0.3, 1.0, 2.1, 3.0] {
      #expect(try decoded.renderTree(at: t) == timeline.renderTree(at: t))
    }
    // The document is versioned and says so.
    let text = String(decoding: data.prefix(60), as: UTF8.self)
    #expect(text.hasPrefix("{\"format\":\"flipbook-timeline\",\"version\":1,"))
  }

  @Test func malformedDocumentsAreRefusedWithTheReason() {
    func message(_ json: String) -> String {
      do {
        _ = try Timeline(jsonData: Data(json.utf8), source: "scene.json")
        return "no error"
      } catch {
        return "\(error)"
      }
    }
    #expect(message("[]").hasPrefix("scene.json: not a Flipbook timeline"))
    #expect(message(#"{"format":"lottie","version":1,"images":[]}"#) == "scene.json: format is 'lottie', expected 'flipbook-timeline'")
    #expect(message(#"{"format":"flipbook-timeline","version":99,"images":[]}"#).contains("version 99 is not supported"))
    #expect(message(#"{"format":"flipbook-timeline","version":1,"images":["%%"],"timeline":{}}"#) == "scene.json: images[0] is not a base64 PNG")
    #expect(message(#"{"format":"flipbook-timeline","version":1,"images":[],"timeline":{"size":[1,1]}}"#).contains("missing 'root'"))
  }

  @Test func framesRenderedOutOfOrderAndOnThreadsEqualInOrder() throws {
    let timeline = Self.timeline
    let times = (0..<24).map { Double($0) * 0.1 }
    let inOrder = try times.map { try timeline.renderTree(at: $0) }
    let shuffled = Array(times.enumerated()).reversed()
    for (i, t) in shuffled { #expect(try timeline.renderTree(at: t) == inOrder[i]) }

    // Rasterized on four threads, in a scrambled order: byte-identical pixels.
    let rasterizer = Rasterizer()
    let sequential = try times.prefix(8).map { try rasterizer.render(timeline.renderTree(at: $0)).bitmap.pixels }
    let box = ResultBox()
    DispatchQueue.concurrentPerform(iterations: 8) { k in
      let i = (k * 5) % 8
      let pixels = try! Rasterizer().render(try! timeline.renderTree(at: times[i])).bitmap.pixels
      box.set(i, pixels)
    }
    for i in 0..<8 { #expect(box.values[i] == sequential[i]) }
  }

  @Test func aFrameOfTheAlertLooksRight() throws {
    // Mid-spring: the dimmed window, the alert at 1.0x-ish, iOS 7's translucent box without a shadow.
    let tree = try Self.timeline.renderTree(at: 0.5)
    let image = try Rasterizer().render(tree, options: RenderOptions(scale: 1, background: .white))
    // Overlay at 0.3 over white: 255 · 0.7 ≈ 178.
    let corner = image.pixel(x: 5, y: 5)
    #expect(abs(Int(corner.r) - 178) <= 1 && corner.r == corner.g && corner.g == corner.b)
    // A plain part of the 270x152 box (its button row, left of "OK"): white at 0.96 over the
    // dimmed window, 0.96 · 255 + 0.04 · 178 ≈ 252.
    let panel = image.pixel(x: 82, y: 399)
    #expect(abs(Int(panel.r) - 252) <= 1 && panel.r == panel.g && panel.g == panel.b)
    // Just below the scaled box (76 · 1.006 ≈ 76.5 from the centre): the overlay, no shadow.
    let below = image.pixel(x: 187, y: 334 + 80)
    #expect(abs(Int(below.r) - 178) <= 1)
    try assertMatchesReference(image, named: "alert-t0.5")
  }

  /// A sublayer at opacity 0 is left out of the render tree (it shows nothing), so the
  /// alert's last frames, faded out while its spring still runs, are one frame; a
  /// layer still faintly visible stays.
  @Test func invisibleSublayersAreLeftOut() throws {
    let baked = try AlertIOS7().bake()
    let timeline = baked.timeline
    let faded = try timeline.renderTree(at: 2.3), later = try timeline.renderTree(at: 2.7)
    #expect(faded == later)
    #expect(faded.layers.first?.sublayers.isEmpty == true)  // the window alone
    let fading = try timeline.renderTree(at: 2.1)
    #expect(fading.layers.first?.sublayers.map(\.name) == ["overlay", "alert"])
    #expect(try Rasterizer().render(faded, options: RenderOptions(scale: 1)).bitmap.pixels
            == Rasterizer().render(timeline.renderTree(at: 2.5), options: RenderOptions(scale: 1)).bitmap.pixels)
  }
}
