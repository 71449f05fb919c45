import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

@Suite struct AnimationErrorTests {
  @Test func anAnimationWithoutAKeyPathIsNamedPlainly() {
    let error = AnimationError(layerPath: "'dot'", keyPath: "", problem: "duration is -1", fix: "Give the animation a positive duration.")
    #expect("\(error)" == "layer 'dot': animation: duration is -1. Give the animation a positive duration.")
  }

  @Test func unknownKeyPathIsReportedWithTheCallSite() {
    let clock = VirtualClock()
    clock.run {
      let layer = CALayer()
      layer.name = "card"
      layer.add(basic("opactiy", from: 0.0, to: 1.0), forKey: "fade")
      #expect(layer.animationKeys() == nil)
    }
    let error = try! #require(clock.errors.first as? AnimationError)
    #expect(error.keyPath == "opactiy")
    #expect(error.location.hasPrefix("FlipbookCoreAnimationTests/AnimationErrorTests.swift:"))
    #expect("\(error)".contains("layer 'card'"))
    #expect("\(error)".contains("Did you mean 'opacity'"))
  }

  @Test func wrongValueTypeNamesTheKeyPathAndTheExpectedType() throws {
    let clock = VirtualClock()
    clock.run {
      let layer = CALayer()
      #expect(throws: AnimationError.self) { try layer.addAnimation(basic("position", from: 3.0, to: 4.0), forKey: nil) }
      do {
        try layer.addAnimation(basic("opacity", from: "zero", to: 1.0), forKey: nil)
      } catch {
        #expect("\(error)".contains("animation of 'opacity': fromValue is a String; this key path takes a number"))
      }
      let noKey = CABasicAnimation()
      #expect(throws: AnimationError.self) { try layer.addAnimation(noKey, forKey: nil) }
      let vf = basic("opacity", from: 0.0, to: 1.0)
      vf.valueFunction = CAValueFunction(name: .rotateZ)
      #expect(throws: AnimationError.self) { try layer.addAnimation(vf, forKey: nil) }
    }
    #expect(clock.errors.isEmpty)
  }

  static let badKeyTimes: [[NSNumber]] = [[0, 0.5], [0, 0.7, 0.5], [0, 0.5, 1.5], [0, 0.2, 0.4, 1]]

  /// Apple's keyTimes reference: "If the values in this array are invalid or
  /// inappropriate for the current calculation mode, they are ignored". iOS never
  /// throws at add(_:forKey:): the keyframes are spaced evenly (0, 0.5, 1 here).
  @Test(arguments: 0..<4)
  func invalidKeyTimesAreIgnoredAsOnIOS(_ i: Int) throws {
    let clock = VirtualClock()
    let layer = try clock.run { () throws -> CALayer in
      let layer = CALayer()
      let a = CAKeyframeAnimation(keyPath: "position.x")
      a.values = [0, 10, 30]
      a.keyTimes = Self.badKeyTimes[i]
      a.duration = 1
      try layer.addAnimation(a, forKey: "k")
      return layer
    }
    clock.advance(to: 0.25)
    #expect(abs(Double(layer.presentationCopy().position.x) - 5) < 1e-9)
    clock.advance(to: 0.75)
    #expect(abs(Double(layer.presentationCopy().position.x) - 20) < 1e-9)
    #expect(clock.errors.isEmpty)
  }
}
