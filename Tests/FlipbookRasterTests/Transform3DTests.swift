import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

@Suite struct Transform3DTests {
  @Test func rotationAboutZMatchesAppleLayout() {
    let t = CATransform3DMakeRotation(0.3, 0, 0, 1)
    #expect(near(t.m11, cos(0.3)) && near(t.m12, sin(0.3)) && near(t.m21, -sin(0.3)) && near(t.m22, cos(0.3)))
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DMakeRotation(1, 0, 0, 0) == CATransform3DIdentity)
  }

  @Test func concatAppliesTheFirstArgumentFirst() {
    let a = CATransform3DMakeTranslation(10, 0, 0), b = CATransform3DMakeScale(2, 2, 1)
    let ab = CATransform3DConcat(a, b)
    #expect(ab.m41 == 20)  // translate, then scale
    #expect(CATransform3DConcat(b, a).m41 == 10)
    // CATransform3DTranslate(t, …) = translate · t
    #expect(CATransform3DTranslate(b, 10, 0, 0).m41 == 20)
    #expect(near(CATransform3DScale(a, 3, 3, 1).m41, 10))
  }

  @Test func invertRoundTripsAndSingularIsReturnedUnchanged() {
    var t = CATransform3DRotate(CATransform3DMakeTranslation(5, 6, 7), 0.8, 1, 2, 3)
    t.m34 = -1.0 / 500
    let product = CATransform3DConcat(t, CATransform3DInvert(t))
    for (x, y) in zip(product.rows.flatMap { $0 }, CATransform3DIdentity.rows.flatMap { $0 }) {
      #expect(near(x, y, 1e-12))
    }
    let singular = CATransform3DMakeScale(0, 1, 1)
    #expect(CATransform3DInvert(singular) == singular)
  }

  @Test func affineConversionsRoundTrip() {
    let a = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let t = CATransform3DMakeAffineTransform(a)
    #expect(CATransform3DIsAffine(t))
    #expect(CATransform3DGetAffineTransform(t) == a)
    var p = t
    p.m34 = -0.002
    #expect(!CATransform3DIsAffine(p))
    #expect(CATransform3DEqualToTransform(t, t) && !CATransform3DIsIdentity(t))
  }
}
