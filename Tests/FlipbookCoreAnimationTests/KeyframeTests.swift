import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

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
