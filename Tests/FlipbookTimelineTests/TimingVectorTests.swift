import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Semantics doc §1.7, vectors T1–T16, with each boundary probed just before and after.
@Suite struct TimingVectorTests {
  @Test func t1RepeatCountFractionalHoldsWithFillForwards() {
    let v = linearSamples([0.5, 1.999, 2.0, 2.5, 2.999, 3.0, 3.5]) {
      $0.duration = 2; $0.repeatCount = 1.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [25, 99.95, 0, 25, 49.95, 50, 50])
  }

  @Test func t2FillRemovedShowsTheModelAtTheEnd() {
    let v = linearSamples([2.5, 2.999, 3.0]) { $0.duration = 2; $0.repeatCount = 1.5 }
    expectClose(v, [25, 49.95, model])
  }

  @Test func t3AutoreversesIsOneCycle() {
    let v = linearSamples([0.25, 1.0, 1.25, 1.75, 1.999, 2.0, 5.0]) {
      $0.autoreverses = true; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [25, 100, 75, 25, 0.1, 0, 0])
  }

  @Test func t4AutoreverseWithHalfRepeatEndsOnTheToValue() {
    let v = linearSamples([2.25, 2.5, 3.0]) {
      $0.autoreverses = true; $0.repeatCount = 1.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [25, 50, 100])
  }

  @Test func t5BeginTimeAndSpeed() {
    let v = linearSamples([0.5, 0.999, 1.0, 1.25, 1.5, 2.0]) {
      $0.beginTime = 1; $0.speed = 2; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [model, model, 0, 50, 100, 100])
  }

  @Test func t6TimeOffsetShiftsThePhaseNotTheInterval() {
    let v = linearSamples([0, 0.4, 0.499, 0.5, 0.6, 0.99, 1.0]) {
      $0.timeOffset = 0.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [50, 90, 99.9, 0, 10, 49, 50])
  }

  @Test func t7FillBackwardsShowsTheFromValueDuringTheDelay() {
    let v = linearSamples([0.5, 1.5, 1.999, 2.0, 2.5]) { $0.beginTime = 1; $0.fillMode = .backwards }
    expectClose(v, [0, 50, 99.9, model, model])
  }

  @Test func t8FillBoth() {
    let v = linearSamples([0.5, 2.5]) { $0.beginTime = 1; $0.fillMode = .both; $0.isRemovedOnCompletion = false }
    expectClose(v, [0, 100])
  }

  @Test func t9RepeatDurationEndsMidCycle() {
    let v = linearSamples([1.25, 2.25, 2.5]) {
      $0.repeatDuration = 2.5; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [25, 25, 50])
  }

  @Test func t10ZeroDurationMeansAQuarterSecond() {
    let v = linearSamples([0.125, 0.2499, 0.25, 0.3]) {
      $0.duration = 0; $0.fillMode = .forwards; $0.isRemovedOnCompletion = false
    }
    expectClose(v, [50, 99.96, 100, 100])
    let removed = linearSamples([0.2499, 0.25]) { $0.duration = 0 }
    expectClose(removed, [99.96, model])
  }

  @Test func t10TransactionDurationIsTheDefault() {
    let v = linearSamples([0.5, 1.0, 1.999, 2.0]) {
      $0.duration = 0
      CATransaction.setAnimationDuration(2)
    }
    expectClose(v, [25, 50, 99.95, model])
  }

  @Test func t11EaseInEaseOut() {
    let v = linearSamples([0.25, 0.5, 0.75]) { $0.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut) }
    expectClose(v, [12.9162, 50, 87.0838])
  }

  @Test func t12TimingFunctionIsRetracedBackwards() {
    let v = linearSamples([0.25, 1.75]) { $0.timingFunction = CAMediaTimingFunction(name: .easeIn); $0.autoreverses = true }
    expectClose(v, [9.3465, 9.3465])
  }

  @Test func t13InfiniteRepeat() {
    let v = linearSamples([1000.25]) { $0.repeatCount = .infinity }
    expectClose(v, [25])
    let v2 = linearSamples([7.5]) { $0.repeatCount = .greatestFiniteMagnitude }
    expectClose(v2, [50])
  }

  @Test func t14SpeedZeroFreezesAtTimeOffset() {
    let v = linearSamples([0, 7]) { $0.speed = 0; $0.timeOffset = 0.3 }
    expectClose(v, [30, 30])
  }

  @Test func t15LayerSpeedMultipliesDown() {
    let v: [Double] = sampled(at: [0.25, 0.5, 1.0], setup: {
      let parent = CALayer()
      parent.speed = 2
      let layer = CALayer()
      layer.zPosition = -1
      parent.addSublayer(layer)
      let anim = CABasicAnimation(keyPath: "zPosition")
      anim.fromValue = 0; anim.toValue = 100; anim.duration = 1; anim.speed = 0.5
      anim.fillMode = .forwards; anim.isRemovedOnCompletion = false
      layer.add(anim, forKey: "a")
      return layer
    }, read: { Double($0.zPosition) })
    expectClose(v, [25, 50, 100])
  }

  @Test func pausedLayerPausesItsSubtree() {
    let clock = VirtualClock()
    let (parent, layer) = clock.run { () -> (CALayer, CALayer) in
      let parent = CALayer(), layer = CALayer()
      parent.addSublayer(layer)
      let anim = CABasicAnimation(keyPath: "opacity")
      anim.fromValue = 0; anim.toValue = 1; anim.duration = 1
      layer.add(anim, forKey: "fade")
      return (parent, layer)
    }
    clock.advance(to: 0.4)
    clock.run {
      // The usual pause idiom.
      let paused = parent.convertTime(CACurrentMediaTime(), from: nil)
      parent.speed = 0
      parent.timeOffset = paused
    }
    clock.advance(to: 3)
    #expect(abs(Double(layer.presentation()!.opacity) - 0.4) < 1e-6)
  }

  @Test func t16GroupClipsItsChildren() {
    let v: [Double] = sampled(at: [0.25, 0.75, 0.99, 1.0, 1.5], setup: {
      let layer = CALayer()
      layer.zPosition = -1
      let child = CABasicAnimation(keyPath: "zPosition")
      child.fromValue = 0; child.toValue = 100; child.duration = 2; child.beginTime = 0.5
      let group = CAAnimationGroup()
      group.duration = 1
      group.animations = [child]
      layer.add(group, forKey: "g")
      return layer
    }, read: { Double($0.zPosition) })
    expectClose(v, [model, 12.5, 24.5, model, model])
  }

  @Test func groupWithoutDurationGetsAQuarterSecond() {
    let v: [Double] = sampled(at: [0.2, 0.25], setup: {
      let layer = CALayer()
      layer.zPosition = -1
      let child = CABasicAnimation(keyPath: "zPosition")
      child.fromValue = 0; child.toValue = 100; child.duration = 1
      let group = CAAnimationGroup()
      group.animations = [child]
      layer.add(group, forKey: "g")
      return layer
    }, read: { Double($0.zPosition) })
    expectClose(v, [20, model])
  }

  @Test func addedAnimationBeginsWhenAdded() {
    let clock = VirtualClock()
    let layer = clock.run { CALayer() }
    clock.advance(to: 2)
    clock.run {
      let anim = CABasicAnimation(keyPath: "opacity")
      anim.fromValue = 0; anim.toValue = 1; anim.duration = 1
      layer.add(anim, forKey: "fade")
      #expect(layer.animation(forKey: "fade")?.beginTime == 2)
    }
    clock.advance(to: 2.25)
    #expect(abs(layer.presentation()!.opacity - 0.25) < 1e-6)
  }
}
