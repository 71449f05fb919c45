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
      let bad = CAKeyframeAnimation(keyPath: "opacity")
      bad.values = [0, 1, 0.5]
      bad.keyTimes = [0, 1]
      #expect(throws: AnimationError.self) { try layer.addAnimation(bad, forKey: nil) }
    }
    #expect(clock.errors.isEmpty)
  }

  static let badKeyTimes: [([NSNumber], String)] = [
    ([0, 0.5], "keyTimes has 2 entries for 3 values"),
    ([0, 0.7, 0.5], "keyTimes[2] (0.5) is less than keyTimes[1] (0.7)"),
    ([0, 0.5, 1.5], "keyTimes[2] is 1.5, outside 0…1"),
  ]

  @Test(arguments: 0..<3)
  func badKeyTimesAreReportedClearly(_ i: Int) {
    let (times, message) = Self.badKeyTimes[i]
    VirtualClock().run {
      let layer = CALayer()
      let a = CAKeyframeAnimation(keyPath: "position.x")
      a.values = [0, 10, 30]
      a.keyTimes = times
      do {
        try layer.addAnimation(a, forKey: "k")
        Issue.record("expected an error")
      } catch {
        #expect("\(error)".contains(message), "\(error)")
      }
    }
  }
}
