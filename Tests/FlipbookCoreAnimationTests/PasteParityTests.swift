import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
import FlipbookTestSupport

/// What iOS runs must run here: the patterns real code uses that Flipbook once
/// refused or ran differently (issue "Paste parity"), each written from its shape.
@MainActor
@Suite struct PasteParityTests {
  /// `repeatDuration = .infinity` repeats for ever on iOS, like a HUGE repeatCount.
  @Test func anInfiniteRepeatDurationRepeatsForEver() {
    let v: [Double] = sampled(at: [0.25, 10.25, 1000.75], setup: {
      let layer = CALayer()
      let a = CABasicAnimation(keyPath: "zPosition")
      a.fromValue = 0; a.toValue = 100; a.duration = 1
      a.repeatDuration = .infinity
      layer.add(a, forKey: "spin")
      return layer
    }, read: { Double($0.zPosition) })
    expectClose(v, [25, 25, 75])
  }

  /// Apple: "If the duration property of the animation is zero or negative it is
  /// given the default duration" — the copy on the layer reads back with it.
  @Test func aZeroDurationReadsBackAsTheTransactionsDuration() {
    let clock = VirtualClock()
    let (plain, slow) = clock.run { () -> (CALayer, CALayer) in
      let plain = CALayer(), slow = CALayer()
      plain.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      slow.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
      CATransaction.commit()
      return (plain, slow)
    }
    #expect(plain.animation(forKey: "fade")?.duration == 0.25)
    #expect(slow.animation(forKey: "fade")?.duration == 2)
  }

  /// A bare `CABasicAnimation()` in `actions` runs under the key it was found at,
  /// over the transaction's duration, from the old value to the new; the
  /// dictionary's animation is left as it was (Core Animation adds a copy).
  @Test func aBareBasicAnimationInActionsTakesTheKeyAndTheTransactionsDuration() {
    let clock = VirtualClock()
    let action = CABasicAnimation()
    let layer = clock.run { () -> CALayer in
      let layer = shownLayer()
      layer.actions = ["opacity": action]
      return layer
    }
    clock.advance(to: 1)
    clock.run {
      CATransaction.begin()
      CATransaction.setAnimationDuration(1)
      layer.opacity = 0
      CATransaction.commit()
    }
    let added = layer.animation(forKey: "opacity") as? CABasicAnimation
    #expect(added?.keyPath == "opacity" && added?.duration == 1)
    #expect(action.keyPath == nil && action.fromValue == nil && action.duration == 0)
    clock.advance(to: 1.5)
    #expect(abs(Double(layer.presentationCopy().opacity) - 0.5) < 1e-9)  // linear: no timing function
    clock.advance(to: 3)
    clock.run { layer.opacity = 1 }  // the second change starts from 0, not from the first's fromValue
    clock.advance(to: 3.125)
    #expect(abs(Double(layer.presentationCopy().opacity) - 0.5) < 1e-9)
  }

  /// Doc §1.6: a group applies its children in array order, each non-additive
  /// child replacing the value so far and each additive one adding to it (Apple
  /// documents no reordering; the researched model, docs/research cited in the note).
  @Test func aGroupAppliesItsChildrenInArrayOrder() {
    func group(_ additiveFirst: Bool) -> Double {
      sampled(at: [1], setup: {
        let layer = CALayer()
        let absolute = CABasicAnimation(keyPath: "zPosition")
        absolute.fromValue = 50; absolute.toValue = 50; absolute.duration = 2
        let additive = CABasicAnimation(keyPath: "zPosition")
        additive.fromValue = 10; additive.toValue = 10; additive.isAdditive = true; additive.duration = 2
        let g = CAAnimationGroup()
        g.animations = additiveFirst ? [additive, absolute] : [absolute, additive]
        g.duration = 2
        layer.add(g, forKey: "g")
        return layer
      }, read: { Double($0.zPosition) })[0]
    }
    #expect(group(false) == 60)
    #expect(group(true) == 50)
  }

  /// A whole turn draws the whole circle in either direction (the loaders' circle
  /// idiom, `UIBezierPath(arcCenter:…, startAngle: 0, endAngle: 2π, clockwise: false)`).
  @Test func aWholeTurnArcIsAFullCircleEitherWay() {
    for clockwise in [true, false] {
      let path = CGMutablePath()
      path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
      let box = path.boundingBox
      #expect(abs(box.width - 10) < 1e-6 && abs(box.height - 10) < 1e-6, "clockwise: \(clockwise)")
    }
  }

  /// `emitterCells.<name>.<property>` reaches a cell by name (CAEmitterCell.h).
  @Test func emitterCellKeyPathsReachCellsByName() {
    let clock = VirtualClock()
    clock.run {
      let emitter = CAEmitterLayer()
      let spark = CAEmitterCell()
      spark.name = "spark"
      let trail = CAEmitterCell()
      trail.name = "trail"
      spark.emitterCells = [trail]
      emitter.emitterCells = [spark]
      emitter.setValue(500, forKeyPath: "emitterCells.spark.birthRate")
      emitter.setValue(0.5, forKeyPath: "emitterCells.spark.trail.scale")
      #expect(spark.birthRate == 500 && trail.scale == 0.5)
      #expect(emitter.value(forKeyPath: "emitterCells.spark.birthRate") as? Double == 500)
      emitter.setValue(1, forKeyPath: "emitterCells.smoke.birthRate")
    }
    #expect(clock.errors.count == 1 && "\(clock.errors[0])".contains("names no emitter cell"))
  }

  /// Locations that do not pair with the colours are ignored (stops spread evenly),
  /// as iOS draws such a gradient rather than refusing it.
  @Test func gradientLocationsThatDoNotFitAreSpreadEvenly() throws {
    let clock = VirtualClock()
    let tree = try clock.run { () throws -> RenderTree in
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 30, height: 10)
      gradient.colors = [CGColor.black, CGColor.white, CGColor.black, CGColor.white]
      gradient.locations = [0, 1]
      return try gradient.renderTree(size: CGSize(width: 30, height: 10))
    }
    guard case .gradient(let g)? = tree.layers.first?.content else { Issue.record("no gradient"); return }
    expectClose(g.locations.map { Double($0) }, [0, 1.0 / 3, 2.0 / 3, 1])
  }
}
