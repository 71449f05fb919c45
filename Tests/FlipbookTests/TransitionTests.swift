import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookModel
import FlipbookScenes

/// A 100x100 layer at (50, 50) in a 200x200 white root; at t = 1 it turns from
/// red to blue under `configure`'s transition.
func transitionScene(_ configure: @escaping (CATransition) -> Void) -> Timeline {
  let clock = VirtualClock()
  var root: CALayer!
  let box = clock.run { () -> CALayer in
    root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    root.anchorPoint = .zero
    root.backgroundColor = .white
    let box = CALayer()
    box.name = "box"
    box.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    box.backgroundColor = UIColor.red.cgColor
    root.addSublayer(box)
    return box
  }
  clock.advance(to: 1)
  clock.run {
    let t = CATransition()
    t.duration = 1
    configure(t)
    box.add(t, forKey: "anything")
    // Without this a standalone layer would also cross-fade its colour implicitly over 0.25 s.
    CATransaction.setDisableActions(true)
    box.backgroundColor = UIColor.blue.cgColor
  }
  clock.runUntilIdle()
  return clock.bake(root: root, size: CGSize(width: 200, height: 200))
}

func pixel(_ timeline: Timeline, _ t: Double, _ x: Int, _ y: Int) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
  try Rasterizer().render(timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white)).pixel(x: x, y: y)
}

@Suite struct TransitionTests {
  @Test func pushMovesBothContentsByTheProgress() throws {
    let push = transitionScene { $0.type = .push; $0.subtype = .fromRight }
    // Mid-push (linear, p = 0.5): old content at x 0…50 of the box (canvas 50…100), new at 50…100.
    #expect(try pixel(push, 1.5, 60, 100) == (255, 0, 0, 255))
    #expect(try pixel(push, 1.5, 140, 100) == (0, 0, 255, 255))
    // The boundary between them is at the box's middle.
    #expect(try pixel(push, 1.5, 99, 100).r == 255 && pixel(push, 1.5, 100, 100).b == 255)
    // Nothing slides outside the layer's bounds.
    #expect(try pixel(push, 1.5, 160, 100) == (255, 255, 255, 255) && pixel(push, 1.5, 40, 100) == (255, 255, 255, 255))
    // Before and after.
    #expect(try pixel(push, 0.99, 140, 100) == (255, 0, 0, 255))
    #expect(try pixel(push, 2.0, 60, 100) == (0, 0, 255, 255) && pixel(push, 5, 60, 100) == (0, 0, 255, 255))
    // A quarter in, the new content covers the last quarter (from the right).
    #expect(try pixel(push, 1.25, 126, 100) == (0, 0, 255, 255) && pixel(push, 1.25, 124, 100) == (255, 0, 0, 255))
  }

  @Test func directionsOfPushMoveInAndReveal() throws {
    let fromLeft = transitionScene { $0.type = .push; $0.subtype = .fromLeft }
    #expect(try pixel(fromLeft, 1.25, 70, 100).b == 255 && pixel(fromLeft, 1.25, 80, 100).r == 255)
    let fromTop = transitionScene { $0.type = .push; $0.subtype = .fromTop }
    #expect(try pixel(fromTop, 1.25, 100, 70).b == 255 && pixel(fromTop, 1.25, 100, 80).r == 255)
    let fromBottom = transitionScene { $0.type = .moveIn; $0.subtype = .fromBottom }
    #expect(try pixel(fromBottom, 1.25, 100, 130).b == 255 && pixel(fromBottom, 1.25, 100, 120).r == 255)
    // reveal: the old content slides off the new one, which stays put.
    let reveal = transitionScene { $0.type = .reveal; $0.subtype = .fromRight }
    #expect(try pixel(reveal, 1.25, 120, 100).r == 255 && pixel(reveal, 1.25, 130, 100).b == 255)
  }

  @Test func fadeRampsTheTwoAppearances() throws {
    let fade = transitionScene { $0.type = .fade }
    let mid = try pixel(fade, 1.5, 100, 100)
    // Old at 0.5 over white, then new at 0.5: red (255, 127, 127) then blue over it.
    #expect(abs(Int(mid.r) - 128) <= 2 && abs(Int(mid.g) - 64) <= 2 && abs(Int(mid.b) - 191) <= 2)
  }

  @Test func progressRangeAndTimingFunctionApply() throws {
    let partial = transitionScene { $0.type = .push; $0.subtype = .fromRight; $0.startProgress = 0.5; $0.endProgress = 1 }
    // At its start the push is already half way.
    #expect(try pixel(partial, 1.0, 140, 100).b == 255 && pixel(partial, 1.0, 60, 100).r == 255)
    let eased = transitionScene { $0.type = .push; $0.subtype = .fromRight; $0.timingFunction = CAMediaTimingFunction(name: .easeIn) }
    // easeIn at x = 0.5 is 0.3154: the boundary is at 100 − 31.5.
    #expect(try pixel(eased, 1.5, 117, 100).r == 255 && pixel(eased, 1.5, 120, 100).b == 255)
  }

  @Test func transitionsLiveUnderTheTransitionKeyAndCompleteInOrder() {
    let clock = VirtualClock()
    let log = EventLog()
    clock.run {
      let layer = CALayer()
      let a = CATransition()
      a.delegate = log
      layer.add(a, forKey: "mine")
      #expect(layer.animationKeys() == ["transition"])
      let b = CATransition()
      b.duration = 0.5
      b.delegate = log
      layer.add(b, forKey: nil)  // replaces the first, which stops unfinished
      #expect(layer.animationKeys() == ["transition"])
    }
    clock.runUntilIdle()
    // The replaced one stops unfinished before it ever started.
    #expect(log.events == ["stop false 0.0", "start 0.0", "stop true 0.5"])
  }

  @Test func badTransitionsAreErrors() {
    VirtualClock().run {
      let layer = CALayer()
      let t = CATransition()
      t.type = CATransitionType(rawValue: "cube")
      #expect(throws: AnimationError.self) { try layer.addAnimation(t, forKey: nil) }
      let p = CATransition()
      p.startProgress = 0.8; p.endProgress = 0.2
      #expect(throws: AnimationError.self) { try layer.addAnimation(p, forKey: nil) }
    }
  }

  @Test func nestedSubtreesTransitionWithTheirSublayers() throws {
    // The transition is on a container; its sublayer changes colour in the same transaction.
    let clock = VirtualClock()
    var root: CALayer!
    let (container, child) = clock.run { () -> (CALayer, CALayer) in
      root = CALayer()
      root.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
      root.anchorPoint = .zero
      let container = CALayer()
      container.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
      let child = CALayer()
      child.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      child.backgroundColor = UIColor.red.cgColor
      container.addSublayer(child)
      root.addSublayer(container)
      return (container, child)
    }
    clock.advance(to: 1)
    clock.run {
      let t = CATransition()
      t.type = .push
      t.subtype = .fromRight
      t.duration = 1
      container.add(t, forKey: nil)
      child.backgroundColor = UIColor.blue.cgColor
    }
    // The live layer tree mid-transition (rendered from its recorded history).
    clock.advance(to: 1.5)
    let live = try clock.run { try root.renderTree(size: CGSize(width: 200, height: 200)) }
    clock.runUntilIdle()
    let timeline = clock.bake(root: root, size: CGSize(width: 200, height: 200))
    #expect(try pixel(timeline, 1.5, 60, 100) == (255, 0, 0, 255) && pixel(timeline, 1.5, 140, 100) == (0, 0, 255, 255))
    #expect(try live == timeline.renderTree(at: 1.5))
    let baked = try Timeline(jsonData: timeline.jsonData())
    #expect(try baked.renderTree(at: 1.5) == timeline.renderTree(at: 1.5))
  }

  @Test func theArticlesPushScene() throws {
    let baked = try TransitionPush().bake()
    // The layer is at x 10…60, y 100…200; the push (fromLeft by default) starts at 0.5 s and lasts 2 s.
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
    // Half way: new (blue) on the left half, old (red) on the right half.
    #expect(image.pixel(x: 20, y: 190) == (0, 0, 255, 255))
    #expect(image.pixel(x: 50, y: 190) == (255, 0, 0, 255))
    #expect(abs(baked.duration - 3.0) < 1e-9)
  }
}

@Suite struct ViewTransitionTests {
  /// Width of the run of pixels in row `y` that are not white.
  func coloredWidth(_ image: RasterImage, y: Int) -> Int {
    (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return !(p.r > 250 && p.g > 250 && p.b > 250) }.count
  }

  func flipScene(options: UIView.AnimationOptions) -> (VirtualClock, UIView, UIView, UIView, [String]) {
    let clock = VirtualClock()
    final class Log { var lines: [String] = [] }
    let log = Log()
    let (root, a, b) = clock.run { () -> (UIView, UIView, UIView) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      root.backgroundColor = .white
      let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      root.addSubview(container)
      let a = UIView(frame: container.bounds); a.backgroundColor = .red
      let b = UIView(frame: container.bounds); b.backgroundColor = .blue
      container.addSubview(a)
      return (root, a, b)
    }
    clock.advance(to: 1)
    clock.run {
      UIView.transition(from: a, to: b, duration: 1, options: options) { finished in
        log.lines.append("done \(finished) \(CACurrentMediaTime())")
      }
    }
    clock.runUntilIdle()
    return (clock, root, a, b, log.lines)
  }

  @Test func flipTurnsTheContainerInPerspectiveAndSwapsTheViews() throws {
    let (clock, root, a, b, log) = flipScene(options: [.transitionFlipFromLeft, .curveLinear])
    #expect(log == ["done true 2.0"])
    #expect(a.superview == nil && b.superview != nil)
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    func image(_ t: Double) throws -> RasterImage {
      try Rasterizer().render(timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white))
    }
    // A quarter in (45°, linear): the old (red) card, narrower, its left edge nearer (taller).
    let quarter = try image(1.25)
    #expect(quarter.pixel(x: 100, y: 100).r > 200 && quarter.pixel(x: 100, y: 100).b < 60)
    let width = coloredWidth(quarter, y: 100)
    #expect(width > 60 && width < 95)
    func columnHeight(_ x: Int) -> Int { (0..<200).filter { quarter.pixel(x: x, y: $0).g < 200 }.count }
    let columns = (0..<200).filter { quarter.pixel(x: $0, y: 100).g < 200 }
    #expect(columnHeight(columns.first! + 1) > columnHeight(columns.last! - 1))
    // Three quarters in: the new (blue) side, on the back, turning into place.
    let threeQuarters = try image(1.75)
    #expect(threeQuarters.pixel(x: 100, y: 100).b > 150 && threeQuarters.pixel(x: 100, y: 100).r < 60)
    // Afterwards only the new content shows.
    let after = try image(2.5)
    #expect(after.pixel(x: 100, y: 100) == (0, 0, 255, 255) && coloredWidth(after, y: 100) == 100)
  }

  @Test func flipFromRightBringsTheRightEdgeForward() throws {
    let (clock, root, _, _, _) = flipScene(options: [.transitionFlipFromRight, .curveLinear])
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    let quarter = try Rasterizer().render(timeline.renderTree(at: 1.25), options: RenderOptions(scale: 1, background: .white))
    let columns = (0..<200).filter { quarter.pixel(x: $0, y: 100).g < 200 }
    func height(_ x: Int) -> Int { (0..<200).filter { quarter.pixel(x: x, y: $0).g < 200 }.count }
    #expect(height(columns.last! - 1) > height(columns.first! + 1))
  }

  @Test func crossDissolveAndShowHide() throws {
    let (clock, root, a, b, log) = flipScene(options: [.transitionCrossDissolve, .curveLinear, .showHideTransitionViews])
    #expect(log == ["done true 2.0"])
    #expect(a.superview != nil && a.isHidden && !b.isHidden)
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    let mid = try Rasterizer().render(timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
      .pixel(x: 100, y: 100)
    #expect(abs(Int(mid.r) - 128) <= 2 && abs(Int(mid.b) - 191) <= 2)
  }

  @Test func transitionWithViewRunsTheBlockUnanimated() {
    let clock = VirtualClock()
    var done: [Bool] = []
    clock.run {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      CATransaction.flush()
      UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromTop, animations: { card.alpha = 0.5 },
                        completion: { done.append($0) })
      #expect(card.layer.animationKeys() == ["transition"])  // no opacity animation: the change is in the transition
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0.3)
      UIView.setAnimationTransition(.curlUp, for: card, cache: true)
      card.alpha = 1
      UIView.commitAnimations()
      #expect(card.layer.animation(forKey: "transition")?.duration == 0.3)
    }
    clock.runUntilIdle()
    #expect(done == [false])  // replaced by the begin/commit transition
  }
}

@Suite struct CurlTests {
  @Test func curlUpRevealsTheNewPageFromTheBottomWithALightBack() throws {
    let baked = try TransitionCurl().bake()
    // The page is at x 37.5…337.5, y 133.5…533.5; the curl up runs 0.25…1.25 s (ease in-out).
    let mid = try Rasterizer().render(baked.timeline.renderTree(at: 0.6), options: RenderOptions(scale: 1, background: .white))
    let top = mid.pixel(x: 60, y: 150), bottom = mid.pixel(x: 60, y: 520)
    #expect(top.r > 240 && top.g > 190 && top.b < 40)        // old page (yellow) still flat at the top
    #expect(bottom.r < 80 && bottom.g > 150 && bottom.b > 170)  // new page (teal) revealed at the bottom
    // Somewhere between, the page's back: light, nearly white.
    let column = (150..<520).map { mid.pixel(x: 60, y: $0) }
    #expect(column.contains { $0.r > 245 && $0.g > 235 && $0.b > 190 })
    // Done: only the new page; the label changed with it, unanimated.
    let after = try Rasterizer().render(baked.timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
    #expect(after.pixel(x: 60, y: 150) == after.pixel(x: 60, y: 520))
    let animatedKeys = baked.timeline.animatedProperties.map(\.keyPath)
    #expect(!animatedKeys.contains("backgroundColor"))
  }
}
