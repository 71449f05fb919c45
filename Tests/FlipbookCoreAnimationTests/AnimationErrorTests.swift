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

  /// A layer class of the scene's own: a key path no built-in property has is most
  /// likely its custom animatable property, which iOS animates and Flipbook cannot.
  final class ProgressLayer: CALayer {}

  @Test func anUnknownKeyPathOnTheScenesOwnLayerIsReportedWithTheCallSite() throws {
    let clock = VirtualClock()
    clock.run {
      let layer = ProgressLayer()
      layer.name = "card"
      layer.add(basic("opactiy", from: 0.0, to: 1.0), forKey: "fade")
      #expect(layer.animationKeys() == nil)
    }
    let error = try #require(clock.errors.first as? AnimationError)
    #expect(error.keyPath == "opactiy")
    #expect(error.location.hasPrefix("FlipbookCoreAnimationTests/AnimationErrorTests.swift:"))
    #expect("\(error)".contains("layer 'card'"))
    #expect("\(error)".contains("Did you mean 'opacity'"))
  }

  /// On Core Animation's own layers iOS runs such animations without effect
  /// (a misspelt key path, `frame`, a value of the wrong type): so does Flipbook,
  /// keeping their timing (the delegate still hears the stop at the end).
  @Test func whatIOSRunsWithoutEffectRunsWithoutEffect() {
    let clock = VirtualClock()
    let log = EventLog()
    let layer = clock.run { () -> CALayer in
      let layer = CALayer()
      let misspelt = basic("opactiy", from: 0.0, to: 1.0)
      misspelt.duration = 1
      misspelt.delegate = log
      layer.add(misspelt, forKey: "fade")
      layer.add(basic("frame", from: CGRect.zero, to: CGRect(x: 0, y: 0, width: 9, height: 9)), forKey: "frame")
      layer.add(basic("opacity", from: "zero", to: 1.0), forKey: "typo")
      let group = CAAnimationGroup()
      group.animations = [basic("position.x", from: 0.0, to: 100.0), basic("locaton", from: 0.0, to: 1.0)]
      group.duration = 1
      layer.add(group, forKey: "group")
      #expect(layer.animationKeys() == ["fade", "frame", "typo", "group"])
      return layer
    }
    clock.advance(to: 0.5)
    #expect(layer.presentationCopy().opacity == 1)
    #expect(layer.presentationCopy().position.x == 50)   // the group's other child plays
    clock.advance(to: 2)
    #expect(log.events.contains("stop true 1.0"))
    #expect(clock.errors.isEmpty)
  }

  @Test func aWrongValueTypeOnTheScenesOwnLayerNamesTheKeyPathAndTheExpectedType() throws {
    let clock = VirtualClock()
    clock.run {
      let layer = ProgressLayer()
      #expect(throws: AnimationError.self) { try layer.addAnimation(basic("position", from: 3.0, to: 4.0), forKey: nil) }
      do {
        try layer.addAnimation(basic("opacity", from: "zero", to: 1.0), forKey: nil)
        Issue.record("expected an error")
      } catch {
        #expect("\(error)".contains("animation of 'opacity': fromValue is a String; this key path takes a number"))
      }
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
