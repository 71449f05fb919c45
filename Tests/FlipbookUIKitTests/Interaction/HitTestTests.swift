import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Hit testing and the responder chain, as Apple's `hitTest(_:with:)` and
/// "Using responders and the responder chain" document them.
@MainActor
@Suite struct HitTestTests {
  @Test func hitTestSkipsHiddenDisabledAndNearlyTransparentViews() {
    let (clock, window) = touchWorld { _ in }
    clock.run {
      let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      window.addSubview(back)
      back.addSubview(front)
      #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
      front.isHidden = true
      #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
      front.isHidden = false
      front.alpha = 0.009
      #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
      front.alpha = 0.01
      #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
      back.isUserInteractionEnabled = false
      #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === window)
    }
  }

  @Test func aSubviewOutsideItsSuperviewsBoundsIsNotHitEvenUnclipped() {
    let (clock, window) = touchWorld { _ in }
    clock.run {
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let overflow = UIView(frame: CGRect(x: 80, y: 0, width: 100, height: 50))
      window.addSubview(parent)
      parent.addSubview(overflow)
      #expect(parent.clipsToBounds == false)
      #expect(window.hitTest(CGPoint(x: 90, y: 10), with: nil) === overflow)
      #expect(window.hitTest(CGPoint(x: 150, y: 10), with: nil) === window)
    }
  }

  @Test func theFrontMostSiblingWinsAndOverridesAreHonoured() {
    final class WideView: UIView {
      override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -20, dy: -20).contains(point)
      }
    }
    let (clock, window) = touchWorld { _ in }
    clock.run {
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let b = WideView(frame: CGRect(x: 50, y: 0, width: 100, height: 100))
      window.addSubview(a)
      window.addSubview(b)
      #expect(window.hitTest(CGPoint(x: 60, y: 10), with: nil) === b)
      #expect(window.hitTest(CGPoint(x: 35, y: 10), with: nil) === b)
      #expect(window.hitTest(CGPoint(x: 25, y: 10), with: nil) === a)
    }
  }

  @Test func theResponderChainRunsViewControllerWindowApplication() {
    let (clock, window) = touchWorld { _ in }
    clock.run {
      let controller = UIViewController()
      window.rootViewController = controller
      let child = UIView()
      controller.view.addSubview(child)
      #expect(child.next === controller.view)
      #expect(controller.view.next === controller)
      #expect(controller.next === window)
      #expect(window.next === UIApplication.shared)
    }
  }

  @Test func unhandledTouchesTravelUpTheChainToTheController() {
    final class Controller: UIViewController {
      var log: [String] = []
      override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
      override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
    }
    let controller = Controller()
    let (clock, _) = touchWorld { window in
      window.rootViewController = controller
      let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      controller.view.addSubview(plain)
      Hand().tap(CGPoint(x: 50, y: 50), at: 0.1)
    }
    clock.runUntilIdle()
    #expect(controller.log == ["began", "ended"])
  }

  @Test func aTouchStaysWithTheViewItBeganIn() {
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      Hand().drag(CGPoint(x: 50, y: 50), by: CGVector(dx: 250, dy: 300), at: 0.1)
    }
    clock.runUntilIdle()
    #expect(view.log.first == "began")
    #expect(view.log.last == "ended")
    #expect(view.log.filter { $0 == "moved" }.count > 10)
  }

  @Test func firstResponderMovesBetweenResponders() {
    final class Input: UIView {
      override var canBecomeFirstResponder: Bool { true }
    }
    let (clock, _) = touchWorld { _ in }
    clock.run {
      let a = Input(), b = Input(), plain = UIView()
      #expect(plain.becomeFirstResponder() == false)
      #expect(a.becomeFirstResponder())
      #expect(a.isFirstResponder)
      #expect(b.becomeFirstResponder())
      #expect(!a.isFirstResponder && b.isFirstResponder)
      #expect(b.resignFirstResponder())
      #expect(!b.isFirstResponder)
    }
  }
}

/// Touches and animations: a view in a block without `.allowUserInteraction`
/// refuses touches until it ends (Apple's AnimationOptions documentation);
/// the same script bakes to the same timeline every time.
@MainActor
@Suite struct TouchTimingTests {
  @Test func anAnimatingViewRefusesTouchesUnlessAllowed() {
    let still = TouchLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let allowed = TouchLogView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
    let (clock, _) = touchWorld { window in
      window.addSubview(still)
      window.addSubview(allowed)
      UIView.animate(withDuration: 1) { still.alpha = 0.5 }
      UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { allowed.alpha = 0.5 })
      Hand().tap(still, at: 0.5)
      Hand().tap(allowed, at: 0.5)
      Hand().tap(still, at: 1.5)
    }
    clock.runUntilIdle()
    #expect(still.log == ["began", "ended"])
    #expect(allowed.log == ["began", "ended"])
    #expect(clock.errors.isEmpty)
  }

  @Test func theSameScriptBakesTheSameTimeline() throws {
    func bake() throws -> Data {
      let (clock, window) = touchWorld { window in
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 3000)
        window.addSubview(scroll)
        Hand.showsTouches = true
        Hand().flick(CGPoint(x: 200, y: 600), by: CGVector(dx: 0, dy: -300), at: 0.2)
      }
      clock.runUntilIdle()
      return try clock.bake(root: window.layer, size: window.bounds.size).jsonData()
    }
    #expect(try bake() == bake())
  }
}
