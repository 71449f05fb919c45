import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

@MainActor
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

  @Test func fadeDissolvesTheTwoAppearances() throws {
    let fade = transitionScene { $0.type = .fade }
    // Half of each at the midpoint, and opaque: no white shows through.
    let mid = try pixel(fade, 1.5, 100, 100)
    #expect(abs(Int(mid.r) - 128) <= 1 && mid.g == 0 && abs(Int(mid.b) - 128) <= 1 && mid.a == 255)
    let quarter = try pixel(fade, 1.25, 100, 100)
    #expect(abs(Int(quarter.r) - 191) <= 1 && quarter.g == 0 && abs(Int(quarter.b) - 64) <= 1)
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
