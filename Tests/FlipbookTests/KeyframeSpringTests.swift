import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookModel

/// A keyframe animation on zPosition over 1 s, sampled at normalised times.
func keyframeSamples(_ values: [Any], _ times: [Double], configure: (CAKeyframeAnimation) -> Void = { _ in }) -> [Double] {
  sampled(at: times, setup: {
    let layer = CALayer()
    let a = CAKeyframeAnimation(keyPath: "zPosition")
    a.values = values
    a.duration = 1
    a.fillMode = .forwards
    a.isRemovedOnCompletion = false
    configure(a)
    layer.add(a, forKey: "k")
    return layer
  }, read: { Double($0.zPosition) })
}

/// Semantics doc §4.4.
@Suite struct KeyframeTests {
  @Test func linearEvenlySpaced() {
    expectClose(keyframeSamples([0, 10, 30], [0.25, 0.5, 0.75]), [5, 10, 20])
  }

  @Test func linearWithKeyTimes() {
    expectClose(keyframeSamples([0, 10, 30], [0.125, 0.5, 1]) { $0.keyTimes = [0, 0.25, 1] }, [5, 16.6667, 30])
  }

  @Test func perSegmentTimingFunctions() {
    let v = keyframeSamples([0, 100, 200], [0.25, 0.5, 0.75]) {
      $0.keyTimes = [0, 0.5, 1]
      $0.timingFunctions = [CAMediaTimingFunction(name: .easeIn), CAMediaTimingFunction(name: .easeOut)]
    }
    expectClose(v, [31.5357, 100, 168.4643])
  }

  @Test func discreteWithoutKeyTimes() {
    expectClose(keyframeSamples([1, 2, 3], [0.32, 0.34, 0.66, 0.67, 0.99, 1.0]) { $0.calculationMode = .discrete },
                [1, 2, 2, 3, 3, 3])
  }

  @Test func discreteWithKeyTimes() {
    expectClose(keyframeSamples([1, 2, 3], [0.2, 0.3, 0.75]) {
      $0.calculationMode = .discrete; $0.keyTimes = [0, 0.25, 0.5, 1]
    }, [1, 2, 3])
  }

  @Test func discreteWithOneKeyTimeTooFewShowsTheLastValueOnlyAtTheEnd() {
    expectClose(keyframeSamples([1, 2, 3], [0.25, 0.75, 0.999, 1.0]) {
      $0.calculationMode = .discrete; $0.keyTimes = [0, 0.5, 1]
    }, [1, 2, 2, 3])
  }

  @Test func pacedIgnoresKeyTimes() {
    expectClose(keyframeSamples([0, 10, 40], [0.25, 0.5]) { $0.calculationMode = .paced; $0.keyTimes = [0, 0.9, 1] },
                [10, 20])
  }

  @Test func cubicCatmullRom() {
    expectClose(keyframeSamples([0, 10, 20, 30], [1.0 / 6, 0.5, 5.0 / 6]) { $0.calculationMode = .cubic },
                [4.375, 15, 25.625])
  }

  @Test func cubicWithFullTensionIsSmoothstep() {
    expectClose(keyframeSamples([0, 10, 30], [0.25]) { $0.calculationMode = .cubic; $0.tensionValues = [1, 1, 1] }, [5])
  }

  @Test func pathWithRotationMode() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 100, y: 100))
    path.addLine(to: CGPoint(x: 100, y: 0))
    let samples = sampled(at: [0.25, 0.75], setup: {
      let layer = CALayer()
      let a = CAKeyframeAnimation(keyPath: "position")
      a.path = path
      a.duration = 1
      a.rotationMode = .rotateAuto
      layer.add(a, forKey: "follow")
      return layer
    }, read: { ($0.position, atan2(Double($0.transform.m12), Double($0.transform.m11))) })
    #expect(samples[0].0 == CGPoint(x: 50, y: 50))
    #expect(abs(samples[0].1 - .pi / 4) < 1e-12)  // tangent (1, 1) in y-down space: clockwise 45°
    #expect(samples[1].0 == CGPoint(x: 100, y: 50))
    #expect(abs(samples[1].1 + .pi / 2) < 1e-12)  // heading up
    let reversed = presented(at: 0.25, setup: { layer in
      let a = CAKeyframeAnimation(keyPath: "position")
      a.path = path
      a.duration = 1
      a.rotationMode = .rotateAutoReverse
      layer.add(a, forKey: "follow")
    }, read: { atan2(Double($0.transform.m12), Double($0.transform.m11)) })
    #expect(abs(reversed - (-3 * .pi / 4)) < 1e-12)  // 5π/4 ≡ −3π/4
  }

  @Test func pacedPathMovesAtConstantSpeed() {
    let path = CGMutablePath()
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 30, y: 0))
    path.addLine(to: CGPoint(x: 30, y: 10))
    let p = presented(at: 0.5, setup: { layer in
      let a = CAKeyframeAnimation(keyPath: "position")
      a.path = path
      a.duration = 1
      a.calculationMode = .paced
      layer.add(a, forKey: "follow")
    }, read: { $0.position })
    #expect(abs(p.x - 20) < 1e-6 && abs(p.y) < 1e-6)
  }
}

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

/// Semantics doc §5.7: JNWSpringAnimation exactly as the library behaves.
@Suite struct JNWSpringTests {
  @Test func alertScaleSpring() throws {
    let a = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    a.damping = 14; a.stiffness = 14; a.mass = 1
    a.fromValue = 1.2; a.toValue = 1.0
    let values = a.sampleValues() as! [Double]
    #expect(values.count == 1317)
    #expect(abs(a.duration - 1.317) < 1e-6)
    #expect(abs(values[0] - 1.2) < 1e-6 && abs(values.last! - 1.000020) < 1e-6)
    let scales = sampled(at: [0.1, 0.3, 0.5, 1.0, 1.3], setup: {
      let layer = CALayer()
      layer.add(a, forKey: "scale")
      return layer
    }, read: { Double($0.transform.m11) })
    expectClose(scales, [1.09937, 1.02453, 1.00606, 1.00018, 1.00002], tolerance: 1e-5)
  }

  @Test func defaultsAndBouncySampling() {
    let a = JNWSpringAnimation(keyPath: "position.x")
    #expect(a.stiffness == 300 && a.damping == 30 && a.mass == 5)
    a.damping = 32; a.stiffness = 450; a.mass = 2.4
    a.fromValue = 0.0; a.toValue = 1.0
    let values = a.sampleValues() as! [Double]
    #expect(values.count == 917)
    #expect(abs(values.max()! - 1.20131) < 1e-5 && values.firstIndex(of: values.max()!) == 220)
    a.damping = -3
    #expect(a.damping == 1)
  }

  @Test func pointValuesSpringPerComponent() {
    let a = JNWSpringAnimation(keyPath: "position")
    a.fromValue = CGPoint(x: 0, y: 0)
    a.toValue = CGPoint(x: 100, y: 50)
    let values = a.sampleValues() as! [CGPoint]
    #expect(values.first == .zero)
    #expect(abs(values.last!.x - 100) <= 0.01 && abs(values.last!.y - 50) <= 0.005)
  }

  @Test func unsupportedKeyPathsAndMissingValuesAreErrors() {
    VirtualClock().run {
      let layer = CALayer()
      let a = JNWSpringAnimation(keyPath: "opacity")
      a.fromValue = 0.0; a.toValue = 1.0
      #expect(throws: AnimationError.self) { try layer.addAnimation(a, forKey: nil) }
      let b = JNWSpringAnimation(keyPath: "position.x")
      #expect(throws: AnimationError.self) { try layer.addAnimation(b, forKey: nil) }
    }
  }
}
