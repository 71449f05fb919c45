import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookModel

/// The source material's iOS 7 alert (article 001), translated line by line:
/// overlay and alert fade in over 0.3 s, the alert springs from 1.2x to 1x
/// (JNWSpringAnimation, damping 14, stiffness 14, mass 1); at `dismissAt` both
/// fade out over 0.15 s while the alert shrinks to 0.7x (damping 11, stiffness 11).
struct AlertSceneFixture {
  let clock = VirtualClock()
  let window: UIWindow
  let overlayView: UIView
  let alertView: UIView
  let timeline: Timeline

  init(dismissAt: Double = 2) {
    var parts: (UIWindow, UIView, UIView)!
    clock.run {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
      window.layer.name = "window"
      window.backgroundColor = .white
      window.makeKeyAndVisible()

      let overlayView = UIView(frame: window.bounds)
      overlayView.layer.name = "overlay"
      overlayView.backgroundColor = .black
      overlayView.alpha = 0.0
      window.addSubview(overlayView)

      let alertDimension: CGFloat = 250
      let alertViewFrame = CGRect(x: window.bounds.size.width / 2 - alertDimension / 2,
                                  y: window.bounds.size.height / 2 - alertDimension / 2,
                                  width: alertDimension, height: alertDimension)
      let alertView = UIView(frame: alertViewFrame)
      alertView.layer.name = "alert"
      alertView.backgroundColor = UIColor(patternImage: AlertSceneFixture.alertBox)
      alertView.alpha = 0.0
      alertView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
      alertView.layer.cornerRadius = 10
      alertView.layer.shadowColor = UIColor.black.cgColor
      alertView.layer.shadowOffset = CGSize(width: 0, height: 5)
      alertView.layer.shadowOpacity = 0.3
      alertView.layer.shadowRadius = 10.0
      window.addSubview(alertView)

      UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
        overlayView.alpha = 0.3
        alertView.alpha = 1.0
      }, completion: nil)

      let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
      scale.damping = 14
      scale.stiffness = 14
      scale.mass = 1
      scale.fromValue = 1.2
      scale.toValue = 1.0
      alertView.layer.add(scale, forKey: scale.keyPath)
      alertView.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)

      Scheduler.main.asyncAfter(delay: dismissAt) {
        UIView.animate(withDuration: 0.15, delay: 0, options: .curveEaseInOut, animations: {
          overlayView.alpha = 0.0
          alertView.alpha = 0.0
        }, completion: nil)
        let scaleOut = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
        scaleOut.damping = 11
        scaleOut.stiffness = 11
        scaleOut.mass = 1
        scaleOut.fromValue = 1.0
        scaleOut.toValue = 0.7
        alertView.layer.add(scaleOut, forKey: scaleOut.keyPath)
        alertView.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
      }
      parts = (window, overlayView, alertView)
    }
    clock.runUntilIdle()
    (window, overlayView, alertView) = parts
    timeline = clock.bake(root: window.layer, size: window.bounds.size)
  }

  /// A 20x20 image with soft (semi-transparent) corners, to exercise image storage.
  static let alertBox: UIImage = {
    let bitmap = makeBitmap(width: 20, height: 20) { x, y in
      let corner = (x == 0 || x == 19) && (y == 0 || y == 19)
      return corner ? (120, 120, 130, 90) : (250, 250, 252, 255)
    }
    return UIImage(cgImage: CGImage(bitmap: bitmap), scale: 2)
  }()

  func props(_ name: String, at t: Double) -> LayerProps { timeline.props(name, at: t) }
}

extension Timeline {
  func props(_ name: String, at t: Double) -> LayerProps {
    presentedProps(ofLayer: layerID(named: name)!, at: t)!
  }
}

@Suite struct TimelineTests {
  static let timeline: Timeline = AlertSceneFixture().timeline

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
    // Mid-spring: the dimmed window, the alert at 1.0x-ish with its shadow.
    let tree = try Self.timeline.renderTree(at: 0.5)
    let image = try Rasterizer().render(tree, options: RenderOptions(scale: 1, background: .white))
    // Overlay at 0.3 over white: 255 · 0.7 ≈ 178.
    let corner = image.pixel(x: 5, y: 5)
    #expect(abs(Int(corner.r) - 178) <= 1 && corner.r == corner.g && corner.g == corner.b)
    // The alert's centre is its pattern colour, (250, 250, 252).
    let centre = image.pixel(x: 160, y: 284)
    #expect(centre.r == 250 && centre.b == 252)
    // Just outside the scaled box (125 · 1.00606 ≈ 125.8 from the centre), the shadow darkens the overlay.
    let shadow = image.pixel(x: 160, y: 284 + 131)
    #expect(shadow.r < 175)
    try assertMatchesReference(image, named: "alert-t0.5")
  }
}
