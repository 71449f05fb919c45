import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Semantics doc §6.
@MainActor
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

  /// The doc's vector (§6.7) with a linear curve: each keyframe moves over its span and holds.
  @Test func keyframeViewAnimation() {
    let xs = keyframeXs(options: UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue),
                        at: [0.25, 0.75, 1.5, 2.0])
    expectClose(xs, [50, 100, 50, 0])
  }

  /// With no curve in the options, UIKit paces the whole keyframe animation with
  /// ease-in-out: a quarter of the way in, the first keyframe has covered
  /// easeInOut(0.125) / 0.25 of its distance; half way, exactly the second keyframe's start.
  @Test func keyframesAreEasedInOutOverTheWholeDurationByDefault() {
    let xs = keyframeXs(options: [], at: [0.25, 1.0, 2.0])
    let eased = Double(CAMediaTimingFunction(name: .easeInEaseOut).evaluate(at: 0.125))
    expectClose(xs, [100 * eased / 0.25, 100, 0])
  }

  func keyframeXs(options: UIView.KeyframeAnimationOptions, at times: [Double]) -> [Double] {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) { view.center.x = 100 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 0 }
      })
      return view
    }
    return times.map { t in
      clock.advance(to: t)
      return Double(view.layer.presentation()?.position.x ?? .nan)
    }
  }

  /// `center.x += 10; center.y -= 10` in one keyframe both set `position`: one keyframe, not two.
  @Test func severalSettersInOneKeyframeAreOneKeyframe() throws {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.center = .zero
      UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          view.center.x += 10
          view.center.y -= 10
        }
      })
      return view
    }
    let anim = try #require(view.layer.animation(forKey: "position") as? CAKeyframeAnimation)
    // The initial value, the keyframe at 0.5, held to 1: three values, not four.
    #expect(anim.values?.count == 3 && anim.keyTimes?.map(\.doubleValue) == [0, 0.5, 1])
    #expect((anim.values?[1] as? CGPoint) == CGPoint(x: 10, y: -10))
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
