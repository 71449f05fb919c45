import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIViewPropertyAnimator: start, pause, scrub, reverse, continue, stop and finish,
/// with the states and completion positions UIKit documents.
@MainActor
@Suite struct PropertyAnimatorTests {
  func shownX(_ view: UIView) -> Double { Double(view.layer.presentation()?.position.x ?? .nan) }

  /// A view at x 0 (center) and a linear animator moving it to x 100 over `duration`.
  func make(_ clock: VirtualClock, duration: Double = 1) -> (UIView, UIViewPropertyAnimator) {
    clock.run {
      let view = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
      let animator = UIViewPropertyAnimator(duration: duration, curve: .linear) { view.center.x = 100 }
      return (view, animator)
    }
  }

  @Test func runsTheBlockOnStartAndCompletesAtTheEnd() {
    let clock = VirtualClock()
    let (view, animator) = make(clock)
    var ended: [UIViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    #expect(view.center.x == 0 && animator.state == .inactive)  // the block has not run yet
    clock.run { animator.startAnimation() }
    #expect(view.center.x == 100 && animator.state == .active && animator.isRunning)
    clock.advance(to: 0.25)
    #expect(abs(shownX(view) - 25) < 1e-6)
    clock.advance(to: 1.01)
    #expect(ended == [.end] && animator.state == .inactive && !animator.isRunning)
    #expect(abs(shownX(view) - 100) < 1e-9)
  }

  @Test func animationsAddedWhileRunningAreStoppedAndFinishedWithTheRest() {
    let clock = VirtualClock()
    let (view, animator) = make(clock)
    clock.run { animator.startAnimation() }
    clock.advance(to: 0.5)
    clock.run { animator.addAnimations { view.alpha = 0 } }
    clock.advance(to: 0.6)
    clock.run {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .start)
    }
    // The added change is undone with the first: alpha back to 1, no animation left on it.
    #expect(view.alpha == 1 && view.center.x == 0)
    #expect(view.layer.animationKeys()?.isEmpty ?? true)
  }

  @Test func twoSettersOfOnePropertyAreOneChangeFromTheFirstStartToTheLastEnd() {
    let clock = VirtualClock()
    let (view, animator) = clock.run { () -> (UIView, UIViewPropertyAnimator) in
      let view = UIView(frame: CGRect(x: -10, y: 0, width: 20, height: 20))
      let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
        view.frame.origin.x = 40
        view.frame.size.width = 40
      }
      return (view, animator)
    }
    clock.run { animator.startAnimation() }
    clock.advance(to: 0.5)
    // position.x goes 0 → 60 (x 40, width 40: the second setter moves the centre too): half way is 30.
    #expect(abs(shownX(view) - 30) < 1e-6)
    clock.run {
      animator.stopAnimation(false)
      animator.finishAnimation(at: .start)
    }
    #expect(view.frame == CGRect(x: -10, y: 0, width: 20, height: 20))
  }

  @Test func scrubsWhilePausedAndContinuesOverTheRemainingShare() {
    let clock = VirtualClock()
    let (view, animator) = make(clock, duration: 2)
    clock.run {
      animator.pauseAnimation()
      animator.fractionComplete = 0.3
    }
    clock.advance(to: 0.1)
    #expect(abs(shownX(view) - 30) < 1e-6)
    clock.run { animator.fractionComplete = 0.5 }
    clock.advance(to: 0.2)
    #expect(abs(shownX(view) - 50) < 1e-6 && animator.fractionComplete == 0.5)
    clock.run { animator.startAnimation() }  // half the way left: 1 s of the 2
    clock.advance(to: 0.7)
    #expect(abs(shownX(view) - 75) < 1e-6)
    #expect(abs(Double(animator.fractionComplete) - 0.75) < 1e-6)
    clock.advance(to: 1.21)
    #expect(animator.state == .inactive)
  }

  @Test func reversedRunsBackAndFinishesAtTheStart() {
    let clock = VirtualClock()
    let (view, animator) = make(clock)
    var ended: [UIViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    clock.run { animator.startAnimation() }
    clock.advance(to: 0.4)
    clock.run { animator.isReversed = true }  // turns around at 40: 0.4 s back
    clock.advance(to: 0.6)
    #expect(abs(shownX(view) - 20) < 1e-4)  // the linear curve goes through the Bézier solver
    clock.advance(to: 0.81)
    #expect(ended == [.start])
    #expect(view.center.x == 0)  // the model is back at the start
  }

  @Test func stopThenFinishAtTheCurrentPosition() {
    let clock = VirtualClock()
    let (view, animator) = make(clock)
    var ended: [UIViewAnimatingPosition] = []
    animator.addCompletion { ended.append($0) }
    clock.run { animator.startAnimation() }
    clock.advance(to: 0.3)
    clock.run { animator.stopAnimation(false) }
    #expect(animator.state == .stopped && ended.isEmpty)
    #expect(abs(Double(view.center.x) - 30) < 1e-6)
    clock.run { animator.finishAnimation(at: .current) }
    #expect(ended == [.current] && animator.state == .inactive)
    clock.advance(to: 2)
    #expect(abs(shownX(view) - 30) < 1e-6)
  }

  @Test func pausesOnCompletionStaysActiveAtTheEnd() {
    let clock = VirtualClock()
    let (_, animator) = make(clock)
    animator.pausesOnCompletion = true
    clock.run { animator.startAnimation() }
    clock.advance(to: 1.5)
    #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1)
  }

  @Test func whatUIKitRaisesForIsReported() {
    let clock = VirtualClock()
    clock.run {
      let view = UIView(frame: .zero)
      let running = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [],
                                                                  animations: { view.alpha = 0 })
      running.pauseAnimation()
      let idle = UIViewPropertyAnimator(duration: 1, curve: .easeIn)
      idle.finishAnimation(at: .end)
    }
    #expect(clock.errors.count == 2)
    #expect("\(clock.errors.first.map { "\($0)" } ?? "")".contains("non-interruptible"))
  }
}
