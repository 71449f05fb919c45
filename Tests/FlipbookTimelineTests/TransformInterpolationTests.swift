import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

@MainActor
@Suite struct TransformInterpolationTests {
  static let samples: [CATransform3D] = [
    CATransform3DIdentity,
    CATransform3DMakeRotation(0.7, 0, 0, 1),
    CATransform3DMakeRotation(-2.5, 0, 1, 0),
    CATransform3DConcat(CATransform3DMakeScale(2, 0.5, 1), CATransform3DMakeRotation(1.1, 1, 1, 0)),
    CATransform3DConcat(CATransform3DMakeScale(-1, 1, 1), CATransform3DMakeTranslation(5, -7, 3)),
    CATransform3DMakeAffineTransform(CGAffineTransform(a: 1, b: 0.3, c: 0.4, d: 1.2, tx: 9, ty: 4)),
    { var m = CATransform3DMakeRotation(.pi / 3, 0, 1, 0); m.m34 = -1 / 500; return m }(),
    { var p = CATransform3DIdentity; p.m34 = -1 / 500; return CATransform3DConcat(CATransform3DMakeRotation(.pi / 4, 0, 1, 0), p) }(),
  ]

  @Test(arguments: 0..<8)
  func decompositionRecomposesExactly(_ i: Int) throws {
    let m = Self.samples[i]
    let d = try #require(TransformDecomposition(m))
    #expect(close(d.matrix, m.flatten, tolerance: 1e-12), "\(m)")
    // Interpolating a transform with itself is the identity operation.
    #expect(close(TransformDecomposition.interpolate(m, m, 0.37), m.flatten, tolerance: 1e-12))
  }

  @Test func rotationsInterpolateAlongTheShorterArc() {
    let a = CATransform3DMakeRotation(0.2, 0, 0, 1), b = CATransform3DMakeRotation(1.4, 0, 0, 1)
    #expect(close(TransformDecomposition.interpolate(a, b, 0.5), CATransform3DMakeRotation(0.8, 0, 0, 1).flatten, tolerance: 1e-12))
    // Scale and translation interpolate linearly alongside.
    let s = TransformDecomposition.interpolate(CATransform3DMakeScale(1.2, 1.2, 1), CATransform3DMakeTranslation(10, 0, 0), 0.5)
    #expect(close(s, CATransform3DConcat(CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DMakeTranslation(5, 0, 0)).flatten, tolerance: 1e-12))
    // Singular matrices fall back to entry-wise interpolation.
    let z = TransformDecomposition.interpolate(CATransform3DMakeScale(0, 0, 1), CATransform3DIdentity, 0.5)
    #expect(abs(z.m11 - 0.5) < 1e-12 && abs(z.m22 - 0.5) < 1e-12)
  }

  @Test(arguments: [("x", CGFloat(1), CGFloat(0), CGFloat(0)), ("y", 0, 1, 0), ("z", 0, 0, 1)])
  func rotationSubKeyPathsMatchCATransform3DMakeRotation(axis: String, x: CGFloat, y: CGFloat, z: CGFloat) {
    let m = presented(at: 0.5, setup: { $0.add(basic("transform.rotation.\(axis)", from: 0.0, to: 1.2), forKey: "r") },
                      read: { $0.transform })
    #expect(close(m, CATransform3DMakeRotation(0.6, x, y, z).flatten, tolerance: 1e-12), "\(axis)")
    // And reading the component back gives the angle.
    let c = TransformComponents(CATransform3DMakeRotation(0.6, x, y, z))
    #expect(abs(c.rotation[["x", "y", "z"].firstIndex(of: axis)!] - 0.6) < 1e-12)
  }

  @Test func viewTransformAnimatesAdditivelyThroughTheDecomposition() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
      })
      let a = view.layer.animation(forKey: "transform") as! CABasicAnimation
      #expect(a.isAdditive)
      return view
    }
    clock.advance(to: 0.5)
    // from·new⁻¹ = scale 1.2 · rot(−π/2) interpolated halfway to identity, then · rot(π/2).
    let expected = CATransform3DConcat(
      CATransform3DConcat(CATransform3DMakeScale(1.1, 1.1, 1), CATransform3DMakeRotation(-.pi / 4, 0, 0, 1)),
      CATransform3DMakeRotation(.pi / 2, 0, 0, 1))
    #expect(close(view.layer.presentation()!.transform, expected.flatten, tolerance: 1e-9))
  }

  @Test func layoutSubviewsOptionAnimatesWhatLayoutChanges() {
    final class Card: UIView {
      let badge = UIView(frame: .zero)
      override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
      }
      required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      override func layoutSubviews() { badge.frame = CGRect(x: bounds.width - 10, y: 0, width: 10, height: 10) }
    }
    let clock = VirtualClock()
    let card = clock.run { () -> Card in
      let card = Card(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      card.layoutIfNeeded()
      UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveLinear], animations: {
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 50)
      })
      return card
    }
    #expect(card.badge.layer.animationKeys() != nil)
    clock.advance(to: 0.5)
    #expect(abs(card.badge.layer.presentation()!.position.x - 145) < 1e-9)
  }

  /// `transform.scale` reads and writes plain scale-and-translate matrices without
  /// decomposing them: exactly what the decomposition gives, on many random ones.
  @Test func plainScaleShortcutEqualsTheDecomposition() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      let sx = Double.random(in: 0.001...50, using: &generator), sy = Double.random(in: 0.001...50, using: &generator)
      let sz = Bool.random(using: &generator) ? 1 : Double.random(in: 0.001...50, using: &generator)
      var m = CATransform3DMakeScale(sx, sy, sz)
      (m.m41, m.m42, m.m43) = (Double.random(in: -500...500, using: &generator), Double.random(in: -500...500, using: &generator), 0)
      let s = TransformComponents.plainScale(m)
      let c = TransformComponents(m)
      #expect(s.map { [$0.x, $0.y, $0.z] } == c.scale)
      let d = Double.random(in: -3...3, using: &generator)
      var slow = c
      slow.scale = [d, d, d]
      #expect(TransformComponents.settingPlainScale(m, to: d) == slow.matrix, "scale \(sx), \(sy), \(sz) set to \(d)")
    }
    #expect(TransformComponents.plainScale(CATransform3DMakeRotation(0.1, 0, 0, 1)) == nil)
    #expect(TransformComponents.plainScale(CATransform3DMakeScale(-1, 1, 1)) == nil)
    var perspective = CATransform3DIdentity
    perspective.m34 = -1 / 500
    #expect(TransformComponents.plainScale(perspective) == nil)
  }
}
