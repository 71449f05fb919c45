import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

/// Semantics doc §3: from/to/by, additive, cumulative, value functions, key paths.
@Suite struct BasicAnimationTests {
  nonisolated(unsafe) static let cases: [(String, Any?, Any?, Any?, Double)] = [
    ("from to", 1.0, 0.0, nil, 0.5),
    ("from by", 1.0, nil, -0.5, 0.75),
    ("to by", nil, 1.0, 0.5, 0.75),
    ("from only", 0.6, nil, nil, 0.4),
    ("to only", nil, 0.8, nil, 0.5),
    ("by only", nil, nil, 0.3, 0.35),
  ]

  @Test(arguments: 0..<6)
  func theSevenFromToByCases(index: Int) {
    let (name, from, to, by, expected) = Self.cases[index]
    let v = presented(at: 0.5, setup: { layer in
      layer.opacity = 0.2
      layer.add(basic("opacity", from: from, to: to, by: by), forKey: "a")
    }, read: { Double($0.opacity) })
    #expect(abs(v - expected) < 1e-6, "\(name)")
  }

  @Test func allNilAnimatesFromThePreviousValueToTheModel() {
    // The implicit-animation case: the default action on a committed layer.
    let clock = VirtualClock()
    let layer = clock.run { shownLayer() }
    clock.advance(to: 1)
    clock.run { layer.opacity = 0.2 }
    clock.advance(to: 1.125)
    // default timing function at x = 0.5 is 0.8024 → 1 − 0.8 · 0.8024
    #expect(abs(Double(layer.presentation()!.opacity) - (1 - 0.8 * 0.802403)) < 1e-4)
    clock.advance(to: 1.25)
    #expect(layer.presentation()!.opacity == 0.2)
  }

  @Test func additivePositionAddsToTheModel() {
    let values = sampled(at: [0, 0.5, 0.999], setup: {
      let layer = CALayer()
      layer.position = CGPoint(x: 100, y: 100)
      let a = basic("position", from: CGPoint(x: -50, y: 0), to: CGPoint.zero)
      a.isAdditive = true
      layer.add(a, forKey: "a")
      return layer
    }, read: { $0.position })
    #expect(values[0] == CGPoint(x: 50, y: 100))
    #expect(values[1] == CGPoint(x: 75, y: 100))
    #expect(abs(values[2].x - 99.95) < 1e-9)
  }

  @Test func cumulativeRotationAddsWholeCycles() {
    let v = sampled(at: [1.5, 2.5, 3.5], setup: {
      let layer = CALayer()
      let a = basic("transform.rotation.z", from: 0.0, to: Double.pi)
      a.repeatCount = 3; a.isCumulative = true; a.fillMode = .forwards; a.isRemovedOnCompletion = false
      a.valueFunction = nil
      layer.add(a, forKey: "spin")
      return layer
    }, read: { $0.transform })
    // 1.5π and 2.5π read back as the same matrices as −0.5π and 0.5π.
    #expect(close(v[0], CATransform3DMakeRotation(1.5 * .pi, 0, 0, 1).flatten, tolerance: 1e-9))
    #expect(close(v[1], CATransform3DMakeRotation(2.5 * .pi, 0, 0, 1).flatten, tolerance: 1e-9))
    #expect(close(v[2], CATransform3DMakeRotation(3 * .pi, 0, 0, 1).flatten, tolerance: 1e-9))
  }

  @Test func cumulativeWithANonZeroFromAddsTheEndValue() {
    let v = presented(at: 1.5, setup: { layer in
      let a = basic("zPosition", from: 5.0, to: 10.0)
      a.repeatCount = 2; a.isCumulative = true
      layer.add(a, forKey: "a")
    }, read: { Double($0.zPosition) })
    #expect(abs(v - 17.5) < 1e-9)
  }

  @Test func valueFunctionRotatesPastHalfATurn() {
    let v = sampled(at: [0.25, 0.5], setup: {
      let layer = CALayer()
      let a = basic("transform", from: 0.0, to: 2 * Double.pi)
      a.valueFunction = CAValueFunction(name: .rotateZ)
      layer.add(a, forKey: "spin")
      return layer
    }, read: { $0.transform })
    #expect(abs(v[0].m11) < 1e-12 && abs(v[0].m12 - 1) < 1e-12 && abs(v[0].m21 + 1) < 1e-12 && abs(v[0].m22) < 1e-12)
    #expect(abs(v[1].m11 + 1) < 1e-12 && abs(v[1].m22 + 1) < 1e-12)
  }

  @Test func valueFunctionScaleTakesThreeValues() {
    let m = presented(at: 0.5, setup: { layer in
      let a = basic("transform", from: [1, 1, 1], to: [3, 3, 3])
      a.valueFunction = CAValueFunction(name: .scale)
      layer.add(a, forKey: "grow")
    }, read: { $0.transform })
    #expect(close(m, CATransform3DMakeScale(2, 2, 2).flatten))
  }

  @Test func transformSubKeyPathsOnAnIdentityBase() {
    let r = presented(at: 0.5, setup: { $0.add(basic("transform.rotation.z", from: 0.0, to: Double.pi / 2), forKey: "r") },
                      read: { $0.transform })
    #expect(close(r, CATransform3DMakeRotation(.pi / 4, 0, 0, 1).flatten, tolerance: 1e-12))
    let t = presented(at: 0.25, setup: { $0.add(basic("transform.translation.y", from: 0.0, to: 100.0), forKey: "t") },
                      read: { $0.transform })
    #expect(abs(t.m42 - 25) < 1e-12 && abs(t.m41) < 1e-12 && abs(t.m11 - 1) < 1e-12)
    let s = presented(at: 0.5, setup: { $0.add(basic("transform.scale", from: 1.2, to: 1.0), forKey: "s") },
                      read: { $0.transform })
    #expect(abs(s.m11 - 1.1) < 1e-12 && abs(s.m22 - 1.1) < 1e-12 && abs(s.m33 - 1.1) < 1e-12)
    let sx = presented(at: 0.5, setup: { $0.add(basic("transform.scale.x", from: 1.0, to: 3.0), forKey: "s") },
                       read: { $0.transform })
    #expect(abs(sx.m11 - 2) < 1e-12 && abs(sx.m22 - 1) < 1e-12)
    let tr = presented(at: 0.5, setup: {
      $0.add(basic("transform.translation", from: CGSize.zero, to: CGSize(width: 10, height: 20)), forKey: "t")
    }, read: { $0.transform })
    #expect(abs(tr.m41 - 5) < 1e-12 && abs(tr.m42 - 10) < 1e-12)
  }

  @Test func subKeyPathKeepsTheOtherComponentsOfANonIdentityTransform() {
    // Scale replaced, rotation and translation kept (the doc's recommended S·R·T).
    let m = presented(at: 0.5, setup: { layer in
      layer.transform = CATransform3DConcat(CATransform3DMakeRotation(.pi / 6, 0, 0, 1), CATransform3DMakeTranslation(7, 9, 0))
      layer.add(basic("transform.scale", from: 1.0, to: 3.0), forKey: "s")
    }, read: { $0.transform })
    let expected = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeScale(2, 2, 2), CATransform3DMakeRotation(.pi / 6, 0, 0, 1)),
                                       CATransform3DMakeTranslation(7, 9, 0))
    #expect(close(m, expected.flatten, tolerance: 1e-9))
  }

  @Test func structureFieldsReplaceOneComponent() {
    let p = presented(at: 0.5, setup: { layer in
      layer.position = CGPoint(x: 3, y: 40)
      layer.add(basic("position.x", from: 0.0, to: 100.0), forKey: "x")
    }, read: { $0.position })
    #expect(p == CGPoint(x: 50, y: 40))
    let b = presented(at: 0.5, setup: { layer in
      layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 20)
      layer.position = CGPoint(x: 50, y: 50)
      layer.add(basic("bounds.size.width", from: 10.0, to: 30.0), forKey: "w")
    }, read: { ($0.bounds, $0.frame) })
    #expect(b.0 == CGRect(x: 0, y: 0, width: 20, height: 20))
    #expect(b.1 == CGRect(x: 40, y: 40, width: 20, height: 20))  // grows about the anchor
    let s = presented(at: 0.5, setup: { $0.add(basic("shadowOffset", to: CGSize(width: 0, height: 10)), forKey: "s") },
                      read: { $0.shadowOffset })
    #expect(s == CGSize(width: 0, height: 3.5))
    let h = presented(at: 0.5, setup: { $0.add(basic("shadowOffset.height", to: 10.0), forKey: "s") },
                      read: { $0.shadowOffset })
    #expect(h == CGSize(width: 0, height: 3.5))
  }

  @Test func coloursInterpolatePerComponent() {
    let c = presented(at: 0.25, setup: { layer in
      layer.add(basic("backgroundColor", from: UIColor.red.cgColor, to: UIColor.blue), forKey: "c")
    }, read: { $0.backgroundColor! })
    #expect(abs(c.red - 0.75) < 1e-12 && abs(c.blue - 0.25) < 1e-12 && c.alpha == 1)
    // nil is transparent in the other colour, so a fade-in keeps its hue.
    let f = presented(at: 0.5, setup: { $0.add(basic("backgroundColor", from: nil, to: UIColor.red.cgColor), forKey: "c") },
                      read: { $0.backgroundColor! })
    #expect(f.red == 1 && f.green == 0 && abs(f.alpha - 0.5) < 1e-12)
  }

  @Test func shapeAndGradientPropertiesAnimate() {
    let clock = VirtualClock()
    let (shape, gradient) = clock.run { () -> (CAShapeLayer, CAGradientLayer) in
      let shape = CAShapeLayer()
      let a = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
      let b = UIBezierPath(rect: CGRect(x: 10, y: 20, width: 30, height: 10)).cgPath
      shape.path = b
      shape.add(basic("path", from: a, to: b), forKey: "morph")
      shape.add(basic("strokeEnd", from: 0.0, to: 1.0), forKey: "draw")
      let gradient = CAGradientLayer()
      gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      gradient.add(basic("locations", from: [0, 0.2], to: [0.6, 1]), forKey: "loc")
      gradient.add(basic("colors", from: [UIColor.black.cgColor, UIColor.black.cgColor],
                         to: [UIColor.white.cgColor, UIColor.white.cgColor]), forKey: "col")
      return (shape, gradient)
    }
    clock.advance(to: 0.5)
    let p = shape.presentation()!
    #expect(p.strokeEnd == 0.5)
    #expect(p.path!.data.elements.first == .moveTo(CGPoint(x: 5, y: 10)))
    let g = gradient.presentation()!
    expectClose(g.locations!.map(\.doubleValue), [0.3, 0.6], tolerance: 1e-12)
    #expect((g.colors as! [CGColor]).allSatisfy { abs($0.red - 0.5) < 1e-12 })
  }

  @Test func laterAnimationsOnOneKeyApplyInOrder() {
    // A non-additive animation replaces what came before; an additive one adds to it.
    let v = presented(at: 0.5, setup: { layer in
      layer.zPosition = 1000
      layer.add(basic("zPosition", from: 0.0, to: 100.0), forKey: "a")
      let add = basic("zPosition", from: 10.0, to: 10.0)
      add.isAdditive = true
      layer.add(add, forKey: "b")
    }, read: { Double($0.zPosition) })
    #expect(v == 60)
  }

  @Test func addingUnderAnExistingKeyReplacesIt() {
    let clock = VirtualClock()
    let layer = clock.run { () -> CALayer in
      let layer = CALayer()
      layer.add(basic("opacity", from: 0.0, to: 1.0), forKey: "fade")
      layer.add(basic("opacity", from: 1.0, to: 0.0), forKey: "fade")
      #expect(layer.animationKeys() == ["fade"])
      return layer
    }
    clock.advance(to: 0.25)
    #expect(layer.presentation()!.opacity == 0.75)
    clock.run {
      layer.removeAnimation(forKey: "fade")
      #expect(layer.animationKeys() == nil)
      #expect(layer.presentation()!.opacity == 1)
    }
  }
}
