import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

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

  /// The samples are kept between reads, and made again when any number they come from changes.
  @Test func changingAValueResamples() throws {
    let a = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    a.damping = 14; a.stiffness = 14; a.mass = 1
    a.fromValue = 1.2; a.toValue = 1.0
    #expect(abs(a.duration - 1.317) < 1e-6)
    a.stiffness = 300
    #expect(a.duration < 1.0)
    a.stiffness = 14
    #expect(abs(a.duration - 1.317) < 1e-6)
    a.toValue = 0.5
    let values = try #require(a.sampleValues() as? [Double])
    #expect(abs(values[0] - 1.2) < 1e-6 && abs(values.last! - 0.5) < 1e-3)
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
