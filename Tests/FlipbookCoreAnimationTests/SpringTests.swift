import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Semantics doc §5.
@Suite struct SpringTests {
  func progress(_ s: SpringParams, _ times: [Double]) -> [Double] { times.map { s.progress(at: $0) } }

  @Test func defaultSpring() {
    let s = SpringParams(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
    expectClose(progress(s, [0.05, 0.1, 0.2, 0.3, 0.5, 1.0]),
                [0.104405, 0.340300, 0.849426, 1.124355, 1.074591, 1.002170], tolerance: 1e-6)
    #expect(abs(s.duration() - 1.4727) < 1e-4)
  }

  @Test func settlingDurationMatchesApplesDocumentation() {
    let a = CASpringAnimation()
    a.damping = 5
    #expect(abs(a.settlingDuration - 2.8550) < 1e-4)
    a.damping = 15
    #expect(abs(a.settlingDuration - 1.0221) < 1e-4)
    a.speed = 2
    #expect(abs(a.settlingDuration - 1.0221 / 2) < 1e-4)
  }

  @Test func bouncySpringPeak() {
    let s = SpringParams(mass: 2.4, stiffness: 450, damping: 32, initialVelocity: 0)
    expectClose(progress(s, [0.1, 0.2, 0.3, 0.5]), [0.54576, 1.09287, 1.15464, 0.97188], tolerance: 1e-5)
    #expect(abs(s.progress(at: 0.26266) - 1.17359) < 1e-5)
    #expect(abs(s.duration() - 1.1026) < 1e-4)
  }

  @Test func overdampedIsCriticalUnlessAllowed() {
    let critical = SpringParams(mass: 1, stiffness: 14, damping: 14, initialVelocity: 0)
    expectClose(progress(critical, [0.1, 0.3, 0.5]).map { 1.2 - 0.2 * $0 }, [1.18905, 1.13816, 1.08842], tolerance: 1e-5)
    #expect(abs(critical.duration() - 2.5) < 1e-9)
    let over = SpringParams(mass: 1, stiffness: 14, damping: 14, initialVelocity: 0, allowsOverdamping: true)
    expectClose(progress(over, [0.1, 0.3, 0.5]).map { 1.2 - 0.2 * $0 }, [1.19086, 1.15734, 1.12695], tolerance: 1e-5)
    #expect(abs(over.duration() - 6.5) < 1e-9)
  }

  @Test func iOS7AlertSpring() {
    let s = SpringParams(mass: 3, stiffness: 1000, damping: 500, initialVelocity: 0)
    expectClose(progress(s, [0.05, 0.1, 0.2, 0.3]), [0.23223, 0.54478, 0.87928, 0.97292], tolerance: 1e-5)
    #expect(abs(s.duration() - 0.6) < 1e-9)
    let uikit = UIKitSpring.settlingDuration(mass: 3, stiffness: 1000, damping: 500, velocity: 0)
    #expect(abs(uikit - 0.5058237871) < 1e-9)
    #expect(abs(uikit - 0.5058237314224243) < 1e-6)  // LMAlertView's reverse-engineered value
  }

  static let uikitVectors: [(Double, Double, Double, Double, Double, Double, Double)] = [
    (0.5, 0.5, 0, 646.8780, 25.4338, 0.98715, 1.00097),
    (1.0, 0.7, 0, 96.8186, 13.7755, 1.04113, 0.99857),
    (0.3, 1.0, 0, 947.2880, 61.5561, 0.94448, 0.99900),
    (0.8, 0.7, 20, 161.2419, 17.7773, 1.00892, 1.00037),
  ]

  @Test(arguments: 0..<4)
  func uikitSpringParameters(_ i: Int) {
    let (T, ratio, v, k, c, half, end) = Self.uikitVectors[i]
    let p = UIKitSpring.parameters(duration: T, dampingRatio: ratio, velocity: v)
    #expect(abs(p.stiffness - k) < 1e-3 && abs(p.damping - c) < 1e-3)
    let s = SpringParams(mass: 1, stiffness: p.stiffness, damping: p.damping, initialVelocity: v)
    #expect(abs(s.progress(at: T / 2) - half) < 1e-5 && abs(s.progress(at: T) - end) < 1e-5)
  }

  @Test func perceptualDurationAndBounce() {
    let a = CASpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
    #expect(abs(a.perceptualDuration - 0.5) < 1e-9)
    #expect(abs(a.bounce - 0.3) < 1e-9)
    #expect(a.allowsOverdamping)
    #expect(a.duration == a.settlingDuration)
  }

  @Test func springAnimationOnALayer() {
    let v = sampled(at: [0.1, 0.3], setup: {
      let layer = CALayer()
      let a = CASpringAnimation(keyPath: "position.y")
      a.fromValue = 0
      a.toValue = 100
      a.mass = 2.4; a.stiffness = 450; a.damping = 32
      a.duration = a.settlingDuration
      layer.add(a, forKey: "drop")
      return layer
    }, read: { Double($0.position.y) })
    expectClose(v, [54.576, 115.464], tolerance: 1e-3)
  }
}
