import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// CALayer and CAAnimation as key-value coding containers, and delegates on every
/// animation kind.
@Suite struct KeyValueCodingTests {
  /// Tags the animations it hears about by their "name" value.
  final class TagLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.value(forKey: "name") ?? "-")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
      events.append("stop \(anim.value(forKey: "name") ?? "-") \(CACurrentMediaTime())")
    }
  }

  @Test func aDelegateTellsAnimationsApartByTheirValues() {
    let clock = VirtualClock()
    let log = TagLog()
    clock.run {
      let layer = CALayer()
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.duration = 0.5
      fade.setValue("fadeOut", forKey: "name")
      fade.delegate = log
      let move = CABasicAnimation(keyPath: "position.x")
      move.toValue = 100
      move.duration = 1
      move.setValue("slide", forKey: "name")
      move.delegate = log
      layer.add(fade, forKey: nil)
      layer.add(move, forKey: nil)
    }
    clock.advance(to: 2)
    #expect(log.events == ["start fadeOut", "start slide", "stop fadeOut 0.5", "stop slide 1.0"])
  }

  @Test func everyAnimationKindCallsItsDelegate() {
    let clock = VirtualClock()
    let log = TagLog()
    clock.run {
      let layer = CALayer()
      let keyframes = CAKeyframeAnimation(keyPath: "opacity")
      keyframes.values = [0, 1, 0]
      keyframes.duration = 0.4
      let spring = CASpringAnimation(keyPath: "position.y")
      spring.toValue = 50
      spring.duration = 0.6
      let group = CAAnimationGroup()
      group.animations = [CABasicAnimation(keyPath: "opacity")]
      group.duration = 0.8
      let transition = CATransition()
      transition.duration = 1
      for (name, a) in [("keyframes", keyframes), ("spring", spring), ("group", group), ("transition", transition)] as [(String, CAAnimation)] {
        a.setValue(name, forKey: "name")
        a.delegate = log
        layer.add(a, forKey: name)
      }
    }
    clock.advance(to: 2)
    #expect(log.events.filter { $0.hasPrefix("stop") }
      == ["stop keyframes 0.4", "stop spring 0.6", "stop group 0.8", "stop transition 1.0"])
  }

  @Test func layerKeyPathsSetTheModelAndOtherKeysAreStored() throws {
    let layer = CALayer()
    layer.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
    #expect(abs(layer.transform.m12 - 1) < 1e-12 && abs(layer.transform.m11) < 1e-12)
    let angle = try #require(layer.value(forKeyPath: "transform.rotation.z") as? Double)
    #expect(abs(angle - .pi / 2) < 1e-9)
    layer.setValue(40, forKeyPath: "bounds.size.width")
    #expect(layer.bounds.width == 40)
    layer.setValue("card-3", forKey: "cardID")
    #expect(layer.value(forKey: "cardID") as? String == "card-3")
  }

  @Test func aShownLayersKeyPathChangeAnimatesImplicitly() {
    let clock = VirtualClock()
    let layer = clock.run { shownLayer() }
    clock.advance(to: 1)
    clock.run { layer.setValue(0.2, forKeyPath: "opacity") }
    clock.advance(to: 1.125)
    #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.8 * 0.802403)) < 1e-4)
  }

  @Test func aValueOfTheWrongTypeIsReportedWithTheLayer() {
    let clock = VirtualClock()
    clock.run {
      let layer = CALayer()
      layer.name = "badge"
      layer.setValue("wide", forKeyPath: "bounds.size.width")
    }
    #expect(clock.errors.contains { "\($0)".contains("'badge'") && "\($0)".contains("bounds.size.width") })
  }
}
