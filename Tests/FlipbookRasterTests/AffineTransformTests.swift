import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

@Suite struct AffineTransformTests {
  @Test func rotationByPositiveAngleTurnsClockwiseOnAYDownScreen() {
    let t = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(near(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1), 1e-12))
    #expect(near(t.b, 1, 1e-12) && near(t.c, -1, 1e-12))
  }

  @Test func translatedByAppliesTheTranslationFirst() {
    let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
    #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 30))
    let u = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 10))
    #expect(CGPoint.zero.applying(u) == CGPoint(x: 10, y: 10))
  }

  @Test func invertedUndoesAndSingularStaysUnchanged() {
    let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -4)
    let p = CGPoint(x: 12.5, y: -7)
    #expect(near(p.applying(t).applying(t.inverted()), p, 1e-9))
    let singular = CGAffineTransform(scaleX: 0, y: 1)
    #expect(singular.inverted() == singular)
    #expect(CGAffineTransform.identity.isIdentity)
  }

  @Test func rectApplyingGivesTheBoundingBoxAndSizeIgnoresTranslation() {
    let r = CGRect(x: 0, y: 0, width: 100, height: 50)
    #expect(near(r.applying(CGAffineTransform(rotationAngle: .pi / 2)), CGRect(x: -50, y: 0, width: 50, height: 100), 1e-9))
    let size = CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 100, y: 100))
    #expect(size == CGSize(width: 3, height: 4))
  }
}
