import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Semantics doc §1.5 remark 6 and §8.
@MainActor
@Suite struct DelegateTransactionTests {
  @Test func delegateHearsStartAndStopAtExactVirtualTimes() {
    let clock = VirtualClock()
    let log = EventLog()
    clock.run {
      let layer = CALayer()
      let a = basic("opacity", from: 0.0, to: 1.0, duration: 0.3)
      a.beginTime = CACurrentMediaTime() + 0.2
      a.delegate = log
      layer.add(a, forKey: "fade")
    }
    clock.advance(to: 0.19)
    #expect(log.events.isEmpty)
    clock.advance(to: 10)
    #expect(log.events == ["start 0.2", "stop true 0.5"])
  }

  @Test func removedEarlyStopsUnfinished() {
    let clock = VirtualClock()
    let log = EventLog()
    let layer = clock.run { () -> CALayer in
      let layer = CALayer()
      let a = basic("opacity", from: 0.0, to: 1.0)
      a.delegate = log
      layer.add(a, forKey: "fade")
      return layer
    }
    clock.advance(to: 0.4)
    clock.run { layer.removeAllAnimations() }
    clock.advance(to: 2)
    #expect(log.events == ["start 0.0", "stop false 0.4"])
  }

  /// Doc §8: a layer animates implicitly only once it has been committed in a
  /// shown tree; a standalone layer in no window never does (no animationKeys).
  @Test func aShownLayerAnimatesImplicitlyAfterItsFirstCommitAndAStandaloneOneNever() {
    let clock = VirtualClock()
    let (layer, standalone) = clock.run { () -> (CALayer, CALayer) in
      let layer = shownLayer()
      layer.opacity = 0.5  // same transaction as creation: no animation
      #expect(layer.animationKeys() == nil)
      return (layer, CALayer())
    }
    clock.advance(to: 1)
    clock.run {
      layer.position = CGPoint(x: 100, y: 0)
      #expect(layer.animationKeys() == ["position"])
      let a = layer.animation(forKey: "position") as? CABasicAnimation
      #expect(a?.duration == 0.25)
      #expect(a?.timingFunction == CAMediaTimingFunction(name: .default))
      standalone.position = CGPoint(x: 100, y: 0)
      #expect(standalone.animationKeys() == nil)
    }
    clock.advance(to: 1.25)
    #expect(layer.presentation()?.position == CGPoint(x: 100, y: 0))
  }

  @Test func transactionDurationDisableActionsAndSameValue() {
    let clock = VirtualClock()
    let layer = clock.run { shownLayer() }
    clock.advance(to: 1)
    clock.run {
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      layer.opacity = 0
      CATransaction.commit()
      #expect(layer.animation(forKey: "opacity")?.duration == 2)

      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.zPosition = 5
      CATransaction.commit()
      #expect(layer.animation(forKey: "zPosition") == nil)

      layer.zPosition = 5  // the same value again: no animation
      #expect(layer.animation(forKey: "zPosition") == nil)

      layer.actions = ["cornerRadius": NSNull()]
      layer.cornerRadius = 8
      #expect(layer.animation(forKey: "cornerRadius") == nil)
    }
    clock.advance(to: 2)
    // Half way through 2 s with the default curve (0.8024 at x = 0.5).
    #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.802403)) < 1e-4)
  }

  /// The third step of Apple's action search: the style dictionary's "actions",
  /// then the nested style's, after `actions` and before the default.
  @Test func theStyleDictionaryIsSearchedAfterActions() {
    let clock = VirtualClock()
    let layer = clock.run { shownLayer() }
    clock.advance(to: 1)
    clock.run {
      let slow = CABasicAnimation()
      slow.duration = 3
      layer.style = ["style": ["actions": ["opacity": slow, "zPosition": slow]], "actions": ["cornerRadius": NSNull()]]
      layer.opacity = 0.5
      #expect(layer.animation(forKey: "opacity")?.duration == 3)
      layer.cornerRadius = 4
      #expect(layer.animation(forKey: "cornerRadius") == nil)
      layer.actions = ["zPosition": NSNull()]
      layer.zPosition = 1
      #expect(layer.animation(forKey: "zPosition") == nil)   // actions come first
      layer.actions = nil
      layer.zPosition = 2
      #expect(layer.animation(forKey: "zPosition")?.duration == 3)
      layer.borderWidth = 2                                   // in no dictionary: the default action
      #expect(layer.animation(forKey: "borderWidth")?.duration == 0.25)
    }
  }

  @Test func nestedTransactionsInheritAndCompletionWaitsForAnimations() {
    let clock = VirtualClock()
    var done: [Double] = []
    let layer = clock.run { shownLayer() }
    clock.advance(to: 1)
    clock.run {
      CATransaction.begin()
      CATransaction.setAnimationDuration(0.5)
      CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
      CATransaction.begin()
      layer.opacity = 0
      #expect(CATransaction.animationDuration() == 0.5)
      CATransaction.commit()
      CATransaction.commit()
    }
    clock.advance(to: 5)
    #expect(done == [1.5])
    // No animations: the block runs right after the commit.
    clock.run {
      CATransaction.begin()
      CATransaction.setCompletionBlock { done.append(CACurrentMediaTime()) }
      CATransaction.commit()
    }
    clock.advance(to: 6)
    #expect(done == [1.5, 5])
  }

  @Test func viewBackedLayerDoesNotAnimateOutsideABlock() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      return view
    }
    clock.advance(to: 1)
    clock.run {
      view.alpha = 0.5
      #expect(view.layer.animationKeys() == nil)
      // A sublayer added to a view's layer is not a backing layer: it does animate.
      let sub = CALayer()
      view.layer.addSublayer(sub)
      CATransaction.flush()
      sub.opacity = 0
      #expect(sub.animationKeys() == ["opacity"])
    }
  }

  @Test func scheduledWorkRunsInTimeThenInsertionOrder() {
    let clock = VirtualClock()
    var order: [String] = []
    clock.run {
      SceneScheduler.main.asyncAfter(delay: 1) { order.append("b@\(CACurrentMediaTime())") }
      SceneScheduler.main.asyncAfter(delay: 0.5) {
        order.append("a@\(CACurrentMediaTime())")
        SceneScheduler.main.asyncAfter(delay: 0.5) { order.append("c@\(CACurrentMediaTime())") }
      }
    }
    clock.runUntilIdle()
    #expect(order == ["a@0.5", "b@1.0", "c@1.0"])
  }
}
