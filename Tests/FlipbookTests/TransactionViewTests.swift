import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookModel

final class EventLog: CAAnimationDelegate {
  var events: [String] = []
  func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(flag) \(CACurrentMediaTime())")
  }
}

/// Semantics doc §1.5 remark 6 and §8.
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

  @Test func standaloneLayerAnimatesImplicitlyAfterItsFirstCommit() {
    let clock = VirtualClock()
    let layer = clock.run { () -> CALayer in
      let layer = CALayer()
      layer.opacity = 0.5  // same transaction as creation: no animation
      #expect(layer.animationKeys() == nil)
      return layer
    }
    clock.advance(to: 1)
    clock.run {
      layer.position = CGPoint(x: 100, y: 0)
      #expect(layer.animationKeys() == ["position"])
      let a = layer.animation(forKey: "position") as! CABasicAnimation
      #expect(a.duration == 0.25)
      #expect(a.timingFunction == CAMediaTimingFunction(name: .default))
    }
    clock.advance(to: 1.25)
    #expect(layer.presentation()!.position == CGPoint(x: 100, y: 0))
  }

  @Test func transactionDurationDisableActionsAndSameValue() {
    let clock = VirtualClock()
    let layer = clock.run { CALayer() }
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

  @Test func nestedTransactionsInheritAndCompletionWaitsForAnimations() {
    let clock = VirtualClock()
    var done: [Double] = []
    let layer = clock.run { CALayer() }
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
    let view = clock.run { UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
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
      Scheduler.main.asyncAfter(delay: 1) { order.append("b@\(CACurrentMediaTime())") }
      Scheduler.main.asyncAfter(delay: 0.5) {
        order.append("a@\(CACurrentMediaTime())")
        Scheduler.main.asyncAfter(delay: 0.5) { order.append("c@\(CACurrentMediaTime())") }
      }
    }
    clock.runUntilIdle()
    #expect(order == ["a@0.5", "b@1.0", "c@1.0"])
  }
}

/// Semantics doc §6.
@Suite struct ViewAnimationTests {
  func centerY(_ v: UIView) -> Double { Double(v.layer.presentation()!.position.y) }

  @Test func interruptedGeometryAnimatesAdditively() {
    let clock = VirtualClock()
    var finished: [Bool] = []
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: -5, width: 10, height: 10))
      UIView.animate(withDuration: 1, animations: { view.center.y = 100 }, completion: { finished.append($0) })
      return view
    }
    var samples: [Double] = []
    for t in [0.25, 0.5] { clock.advance(to: t); samples.append(centerY(view)) }
    clock.run {
      UIView.animate(withDuration: 1, animations: { view.center.y = 0 }, completion: { finished.append($0) })
    }
    for t in [0.6, 0.75, 0.9, 1.0, 1.25, 1.5] { clock.advance(to: t); samples.append(centerY(view)) }
    expectClose(samples, [12.9162, 50, 64.8394, 74.1676, 64.8394, 50, 12.9162, 0])
    clock.advance(to: 2)
    #expect(finished == [true, true])
    #expect(view.center.y == 0)
  }

  @Test func beginFromCurrentStateReplacesNonAdditiveAnimations() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: .zero)
      view.alpha = 0
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 })
      return view
    }
    clock.advance(to: 0.5)
    var finished: Bool?
    clock.run {
      UIView.animate(withDuration: 1, delay: 0, options: [.beginFromCurrentState, .curveLinear],
                     animations: { view.alpha = 0 }, completion: { finished = $0 })
    }
    clock.advance(to: 1.0)
    #expect(abs(view.layer.presentation()!.opacity - 0.25) < 1e-6)
    clock.advance(to: 2)
    #expect(finished == true)
  }

  @Test func replacedAnimationCompletesUnfinished() {
    let clock = VirtualClock()
    var finished: [Bool] = []
    let view = clock.run { () -> UIView in
      let view = UIView(frame: .zero)
      UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { finished.append($0) })
      return view
    }
    clock.advance(to: 0.5)
    clock.run { UIView.animate(withDuration: 1, animations: { view.alpha = 1 }, completion: { finished.append($0) }) }
    clock.advance(to: 3)
    #expect(finished == [false, true])
  }

  @Test func repeatCountOneAndAHalfWithAutoreverseEndsOnTheNewValue() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = CGPoint(x: 0, y: 0)
      UIView.beginAnimations("slide", context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationCurve(.linear)
      UIView.setAnimationRepeatAutoreverses(true)
      UIView.setAnimationRepeatCount(1.5)
      view.center = CGPoint(x: 100, y: 0)
      UIView.commitAnimations()
      return view
    }
    var xs: [Double] = []
    for t in [0.5, 1.0, 1.5, 2.5, 3.0, 3.5] {
      clock.advance(to: t)
      xs.append(Double(view.layer.presentation()!.position.x))
    }
    expectClose(xs, [50, 100, 50, 50, 100, 100])
  }

  @Test func integerRepeatCountSnapsBackToTheModel() {
    let clock = VirtualClock()
    var stopped: (String?, Bool)?
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.beginAnimations("slide", context: nil)
      UIView.setAnimationDuration(1)
      UIView.setAnimationCurve(.linear)
      UIView.setAnimationRepeatAutoreverses(true)
      UIView.setAnimationRepeatCount(2)
      UIView.setAnimationDidStop { id, finished, _ in stopped = (id, finished) }
      view.center = CGPoint(x: 100, y: 0)
      UIView.commitAnimations()
      return view
    }
    clock.advance(to: 3.999)
    #expect(abs(view.layer.presentation()!.position.x - 0.1) < 1e-6)
    clock.advance(to: 4.0)
    #expect(view.layer.presentation()!.position.x == 100)
    clock.advance(to: 4.1)
    #expect(stopped?.0 == "slide" && stopped?.1 == true)
  }

  @Test func beginCommitDefaultsAndWillStart() {
    let clock = VirtualClock()
    var started: Double?
    let view = clock.run { () -> UIView in
      let view = UIView(frame: .zero)
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDelay(0.5)
      UIView.setAnimationWillStart { _, _ in started = CACurrentMediaTime() }
      view.alpha = 0
      UIView.commitAnimations()
      let a = view.layer.animation(forKey: "opacity")!
      #expect(a.duration == 0.2)
      #expect(a.timingFunction == CAMediaTimingFunction(name: .easeInEaseOut))
      return view
    }
    clock.advance(to: 0.4)
    #expect(view.layer.presentation()!.opacity == 1)  // the from value during the delay (fill both)
    clock.advance(to: 0.6)
    #expect(started == 0.5)
    #expect(view.layer.presentation()!.opacity < 1)
  }

  @Test func nestedBlocksInheritDurationAndCurveUnlessOverridden() {
    let clock = VirtualClock()
    clock.run {
      let a = UIView(frame: .zero), b = UIView(frame: .zero), c = UIView(frame: .zero)
      UIView.animate(withDuration: 2, delay: 0, options: .curveEaseIn, animations: {
        a.alpha = 0
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: { b.alpha = 0 })
        UIView.animate(withDuration: 0.5, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve, .curveLinear],
                       animations: { c.alpha = 0 })
      })
      let inner = b.layer.animation(forKey: "opacity")!
      #expect(inner.duration == 2 && inner.timingFunction == CAMediaTimingFunction(name: .easeIn))
      #expect(inner.beginTime == 0.25)
      let own = c.layer.animation(forKey: "opacity")!
      #expect(own.duration == 0.5 && own.timingFunction == CAMediaTimingFunction(name: .linear))
    }
  }

  @Test func springBlockUsesUIKitsSpring() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [],
                     animations: { view.center = CGPoint(x: 100, y: 0) })
      let s = view.layer.animation(forKey: "position") as! CASpringAnimation
      #expect(abs(s.stiffness - 646.8780) < 1e-3 && abs(s.damping - 25.4338) < 1e-3 && s.mass == 1)
      return view
    }
    clock.advance(to: 0.25)
    #expect(abs(view.layer.presentation()!.position.x - 98.715) < 1e-3)
  }

  @Test func keyframeViewAnimation() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.animateKeyframes(withDuration: 2, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
      })
      return view
    }
    var xs: [Double] = []
    for t in [0.25, 0.75, 1.5, 2.0] { clock.advance(to: t); xs.append(Double(view.layer.presentation()!.position.x)) }
    expectClose(xs, [50, 100, 50, 0])
  }

  @Test func completionBlocksChainAtTheirVirtualTimes() {
    let clock = VirtualClock()
    var times: [Double] = []
    clock.run {
      let view = UIView(frame: .zero)
      UIView.animate(withDuration: 0.3, animations: { view.alpha = 0.3 }) { _ in
        times.append(CACurrentMediaTime())
        UIView.animate(withDuration: 0.15, animations: { view.alpha = 0 }) { _ in times.append(CACurrentMediaTime()) }
      }
      // Nothing animated: completion still runs, right after this code, finished.
      UIView.animate(withDuration: 1, animations: {}) { finished in times.append(finished ? -1 : -2) }
    }
    clock.runUntilIdle()
    expectClose(times, [-1, 0.3, 0.45], tolerance: 1e-12)
  }

  @Test func performWithoutAnimationAndZeroDuration() {
    VirtualClock().run {
      let view = UIView(frame: .zero)
      UIView.animate(withDuration: 1, animations: {
        UIView.performWithoutAnimation { view.alpha = 0.5 }
      })
      #expect(view.layer.animationKeys() == nil)
      UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 })
      #expect(view.layer.animationKeys() == nil && abs(view.alpha - 0.2) < 1e-7)
    }
  }

  @Test func cancellingFreezesWhereTheViewIsOnScreen() {
    // The source material's idiom: read the presentation layer, remove the animations, set the model.
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 100, y: 0) })
      return view
    }
    clock.advance(to: 0.3)
    clock.run {
      let onScreen = view.layer.presentation()!.frame
      view.layer.removeAllAnimations()
      view.frame = onScreen
    }
    clock.advance(to: 2)
    #expect(abs(view.layer.presentation()!.position.x - 30) < 1e-9)
  }

  @Test func animationQueueRunsOneAfterAnother() {
    let clock = VirtualClock()
    var log: [String] = []
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      let queue = AnimationQueue()
      for (i, x) in [100.0, 200.0, 300.0].enumerated() {
        queue.addOperation(AnimationOperation(duration: 1, animations: { view.center.x = x }) { _ in
          log.append("\(i)@\(CACurrentMediaTime())")
          if i == 1 { queue.cancelAllOperations() }
        })
      }
      return view
    }
    clock.runUntilIdle()
    #expect(log == ["0@1.0", "1@2.0"])
    #expect(view.center.x == 200)
  }

  @Test func aQueueNobodyHoldsStillRunsItsOperations() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      let queue = AnimationQueue()  // released when this closure returns, as in a scene
      for x in [100.0, 200.0] { queue.addAnimation(withDuration: 1) { view.center.x = x } }
      return view
    }
    clock.advance(to: 1.5)
    #expect(view.center.x == 200)
    clock.runUntilIdle()
    #expect(view.layer.presentation()!.position.x == 200)
  }

  @Test func subviewOrderFollowsTheHierarchyCalls() {
    VirtualClock().run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let a = UIView(), b = UIView(), c = UIView()
      root.addSubview(a); root.addSubview(b); root.insertSubview(c, belowSubview: a)
      #expect(root.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
      root.bringSubviewToFront(c)
      root.sendSubviewToBack(b)
      root.exchangeSubview(at: 1, withSubviewAt: 2)
      #expect(root.subviews.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0) })
      #expect(root.layer.sublayers!.map { ObjectIdentifier($0) } == [b, c, a].map { ObjectIdentifier($0.layer) })
      a.removeFromSuperview()
      #expect(root.subviews.count == 2 && a.layer.superlayer == nil)
    }
  }
}
