import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// More of UIViewPropertyAnimator as UIKit documents it: animations added while
/// running take the remaining time, `scrubsLinearly`, the misuse UIKit raises
/// for, every `UISpringTimingParameters` initialiser, the protocols, and iOS 17's
/// duration-and-bounce springs.
@MainActor @Suite struct PropertyAnimatorMoreTests {
  func shown(_ view: UIView) -> CGPoint { view.layer.presentation()?.position ?? CGPoint(x: CGFloat.nan, y: .nan) }

  func view(_ clock: VirtualClock) -> UIView {
    clock.run { UIView(frame: CGRect(x: -10, y: -10, width: 20, height: 20)) }
  }

  @Test func animationsAddedWhileRunningStartNowAndEndWithTheRest() {
    let clock = VirtualClock()
    let v = view(clock)
    let animator = clock.run { UIViewPropertyAnimator(duration: 1, curve: .linear) { v.center.x = 100 } }
    clock.run { animator.startAnimation() }
    clock.advance(to: 0.5)
    clock.run { animator.addAnimations { v.center.y = 100 } }
    // y runs from 0 at 0.5 s to 100 at 1 s, in step with x: half way there at 0.75 s.
    #expect(abs(shown(v).y) < 1e-6)
    clock.advance(to: 0.75)
    #expect(abs(shown(v).y - 50) < 1e-6 && abs(shown(v).x - 75) < 1e-6)
    clock.advance(to: 1.01)
    #expect(v.center == CGPoint(x: 100, y: 100) && animator.state == .inactive)
  }

  @Test func scrubbingFollowsTheCurveUnlessLinear() {
    for linear in [true, false] {
      let clock = VirtualClock()
      let v = view(clock)
      let animator = clock.run { UIViewPropertyAnimator(duration: 1, curve: .easeIn) { v.center.x = 100 } }
      animator.scrubsLinearly = linear
      clock.run { animator.fractionComplete = 0.5 }
      clock.advance(to: 0.1)
      let expected = linear ? 50 : 100 * Double(CAMediaTimingFunction(name: .easeIn).evaluate(at: 0.5))
      #expect(abs(Double(shown(v).x) - expected) < 1e-6, "scrubsLinearly \(linear)")
      #expect(animator.fractionComplete == 0.5)
    }
  }

  @Test func changingIsInterruptibleWhileActiveIsReported() {
    let clock = VirtualClock()
    let v = view(clock)
    clock.run {
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v.alpha = 0 }
      animator.startAnimation()
      animator.isInterruptible = false
    }
    #expect(clock.errors.map { "\($0)" }.contains { $0.contains("change isInterruptible on an active animator") })
  }

  @Test func runningPropertyAnimatorTakesNoOptionsByDefault() {
    let clock = VirtualClock()
    let v = view(clock)
    var ended: UIViewAnimatingPosition?
    let animator = clock.run {
      UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, animations: { v.alpha = 0 }) { ended = $0 }
    }
    let implicit: UIViewImplicitlyAnimating = animator
    #expect(implicit.isRunning && !animator.isInterruptible)
    clock.advance(to: 0.6)
    #expect(ended == .end)
  }

  @Test func springTimingParametersFromEveryInitialiser() throws {
    let critical = UISpringTimingParameters()
    #expect(critical.dampingRatio == 1 && critical.physics == nil)
    #expect(UISpringTimingParameters(dampingRatio: 0.5).dampingRatio == 0.5)
    let moving = UISpringTimingParameters(dampingRatio: 0.7, initialVelocity: CGVector(dx: 2, dy: 0))
    #expect(moving.initialVelocity.dx == 2)
    let physical = try #require(UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20,
                                                         initialVelocity: CGVector(dx: 0, dy: 0)).physics)
    #expect(physical.mass == 2 && physical.stiffness == 300 && physical.damping == 20)
    // iOS 17: 0.5 s, no bounce → stiffness (2π/0.5)², damping 2·1·(2π/0.5).
    let bounceless = try #require(UISpringTimingParameters(duration: 0.5, bounce: 0).physics)
    #expect(abs(bounceless.stiffness - 157.91367) < 1e-4 && abs(bounceless.damping - 25.13274) < 1e-4)
    let bouncy = try #require(UISpringTimingParameters(duration: 0.5, bounce: 0.3).physics)
    #expect(abs(bouncy.damping - 0.7 * 25.13274) < 1e-4)
    // An animator with physics runs for the spring's settling time, whatever its duration.
    let clock = VirtualClock()
    let v = view(clock)
    var endedAt: Double?
    clock.run {
      let animator = UIViewPropertyAnimator(duration: 10, timingParameters: UISpringTimingParameters(duration: 0.5, bounce: 0))
      animator.addAnimations { v.center.x = 100 }
      animator.addCompletion { _ in endedAt = clock.now }
      animator.startAnimation()
    }
    clock.runUntilIdle()
    let spring = CASpringAnimation()
    (spring.stiffness, spring.damping) = (157.91367041742973, 25.132741228718345)
    #expect(abs((endedAt ?? 0) - spring.settlingDuration) < 1e-6)
  }

  @Test func springDurationBounceBlocksSettleWhenTheSpringDoes() throws {
    let clock = VirtualClock()
    let v = view(clock)
    var finishedAt: Double?
    clock.run {
      UIView.animate(springDuration: 0.4, bounce: 0.2, animations: { v.center.x = 100 }) { _ in finishedAt = clock.now }
    }
    let spring = try #require(v.layer.animation(forKey: "position") as? CASpringAnimation)
    let omega = 2 * Double.pi / 0.4
    #expect(abs(spring.stiffness - omega * omega) < 1e-9 && abs(spring.damping - 2 * 0.8 * omega) < 1e-9)
    #expect(spring.mass == 1)
    clock.runUntilIdle()
    #expect(abs((finishedAt ?? 0) - spring.settlingDuration) < 1e-6)
    #expect(v.center.x == 100)
  }
}
