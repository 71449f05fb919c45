import Flipbook
import Foundation
import Testing

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }
func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  near(a.origin, b.origin, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}

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

@Suite struct LayerGeometryTests {
  func layer(anchor: CGPoint = CGPoint(x: 0.5, y: 0.5), position: CGPoint = CGPoint(x: 200, y: 300)) -> CALayer {
    let l = CALayer()
    l.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
    l.position = position
    l.anchorPoint = anchor
    return l
  }

  // Semantics doc §9.1 frame vectors (render_vectors.py).
  @Test func frameFollowsPositionAnchorPointBoundsAndTransform() {
    #expect(layer().frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    #expect(layer(anchor: .zero).frame == CGRect(x: 200, y: 300, width: 100, height: 50))
    #expect(layer(anchor: CGPoint(x: 1, y: 1)).frame == CGRect(x: 100, y: 250, width: 100, height: 50))
    let shifted = layer()
    shifted.bounds.origin = CGPoint(x: 11, y: 22)
    #expect(shifted.frame == CGRect(x: 150, y: 275, width: 100, height: 50))
    #expect(layer(anchor: CGPoint(x: 2, y: -1), position: .zero).frame == CGRect(x: -200, y: 50, width: 100, height: 50))
    let scaled = layer(); scaled.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(scaled.frame == CGRect(x: 100, y: 250, width: 200, height: 100))
    let scaledCorner = layer(anchor: .zero); scaledCorner.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(scaledCorner.frame == CGRect(x: 200, y: 300, width: 200, height: 100))
    let rotated = layer(); rotated.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(near(rotated.frame, CGRect(x: 175, y: 250, width: 50, height: 100), 1e-9))
    let rotatedCorner = layer(anchor: .zero); rotatedCorner.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    #expect(near(rotatedCorner.frame, CGRect(x: 150, y: 300, width: 50, height: 100), 1e-9))
    // local (100, 0) → (200, 400): clockwise.
    #expect(near(rotatedCorner.convert(CGPoint(x: 100, y: 0), to: nil), CGPoint(x: 200, y: 400), 1e-9))
  }

  @Test func settingFrameSetsPositionAndBoundsSize() {
    let l = CALayer()
    l.anchorPoint = CGPoint(x: 0.25, y: 1)
    l.frame = CGRect(x: 10, y: 20, width: 40, height: 60)
    #expect(l.bounds.size == CGSize(width: 40, height: 60))
    #expect(l.position == CGPoint(x: 20, y: 80))
    #expect(l.frame == CGRect(x: 10, y: 20, width: 40, height: 60))
  }

  // Semantics doc §9.1 perspective vector.
  @Test func perspectiveSublayerTransformProjectsAboutTheContainerCentre() {
    let container = CALayer()
    container.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
    container.position = CGPoint(x: 100, y: 100)
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 500
    container.sublayerTransform = p
    let child = CALayer()
    child.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    child.position = CGPoint(x: 100, y: 100)
    child.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    container.addSublayer(child)
    let expected: [(CGPoint, CGPoint)] = [
      (CGPoint(x: 0, y: 0), CGPoint(x: 61.954, y: 46.195)), (CGPoint(x: 100, y: 0), CGPoint(x: 133.020, y: 53.302)),
      (CGPoint(x: 0, y: 100), CGPoint(x: 61.954, y: 153.805)), (CGPoint(x: 100, y: 100), CGPoint(x: 133.020, y: 146.698)),
      (CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 100)),
    ]
    for (local, want) in expected {
      #expect(near(child.convert(local, to: container), want, 1e-3), "\(local)")
      #expect(near(container.convert(want, to: child), local, 1e-2), "inverse of \(local)")
    }
  }

  @Test func convertBetweenSiblingsAndFromNil() {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
    root.anchorPoint = .zero
    let a = CALayer(), b = CALayer()
    a.frame = CGRect(x: 10, y: 20, width: 50, height: 50)
    b.frame = CGRect(x: 100, y: 100, width: 80, height: 80)
    b.transform = CATransform3DMakeScale(2, 2, 1)  // about b's centre (140, 140)
    root.addSublayer(a); root.addSublayer(b)
    #expect(a.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 15, y: 25))
    // b local (40, 40) is its centre → root (140, 140); a's local for that is (130, 120).
    #expect(near(b.convert(CGPoint(x: 40, y: 40), to: a), CGPoint(x: 130, y: 120)))
    #expect(near(b.convert(CGPoint(x: 130, y: 120), from: a), CGPoint(x: 40, y: 40)))
    #expect(near(a.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: b), CGRect(x: -25, y: -20, width: 5, height: 5)))
    #expect(near(a.convert(CGPoint(x: 15, y: 25), from: nil), CGPoint(x: 5, y: 5)))
  }

  @Test func sublayerManagementKeepsOrderAndParents() {
    let root = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
    root.addSublayer(a); root.addSublayer(b)
    root.insertSublayer(c, at: 1)
    #expect(root.sublayers!.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
    root.insertSublayer(d, above: a)
    #expect(root.sublayers!.map(ObjectIdentifier.init) == [a, d, c, b].map(ObjectIdentifier.init))
    root.insertSublayer(a, below: b)  // moves a
    #expect(root.sublayers!.map(ObjectIdentifier.init) == [d, c, a, b].map(ObjectIdentifier.init))
    root.insertSublayer(d, above: a)  // moves d up
    #expect(root.sublayers!.map(ObjectIdentifier.init) == [c, a, d, b].map(ObjectIdentifier.init))
    root.insertSublayer(d, above: c)  // and back down
    #expect(root.sublayers!.map(ObjectIdentifier.init) == [c, d, a, b].map(ObjectIdentifier.init))
    root.replaceSublayer(c, with: CALayer())
    #expect(root.sublayers!.count == 4)
    #expect(c.superlayer == nil && root.sublayers!.count == 4)
    b.removeFromSuperlayer()
    #expect(b.superlayer == nil && root.sublayers!.count == 3)
    let other = CALayer()
    other.addSublayer(d)
    #expect(d.superlayer === other && root.sublayers!.count == 2)
    root.sublayers = nil
    #expect(root.sublayers == nil && a.superlayer == nil)
  }

  @Test func zPositionSortsSiblingsStably() {
    let root = CALayer()
    let layers = (0..<4).map { i -> CALayer in let l = CALayer(); l.name = "\(i)"; return l }
    layers.forEach(root.addSublayer)
    layers[0].zPosition = 5
    layers[2].zPosition = -1
    #expect(root.sublayersInDrawingOrder.map { $0.name! } == ["2", "1", "3", "0"])
  }
}



@Suite struct PathTests {
  @Test func circleLengthAndPointsAtLength() {
    let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    // Four cubic quarter-arcs overshoot the true circle by at most 2.7e-4 of the radius
    // (as Core Graphics' do), so the length runs slightly long.
    #expect(abs(path.length - .pi * 100) < 0.06)
    // Starts at (maxX, midY) and runs toward increasing angle (down on screen).
    #expect(near(path.point(atLength: 0)!, CGPoint(x: 100, y: 50), 1e-9))
    #expect(near(path.point(atLength: .pi * 25)!, CGPoint(x: 50, y: 100), 0.05))
    #expect(near(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 100), 1e-6))
  }

  @Test func arcDirectionsFollowCoreGraphicsAndUIKit() {
    // CG clockwise: true sweeps toward decreasing angles (up on a y-down screen).
    let cg = CGMutablePath()
    cg.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(cg.boundingBoxOfPath.minY < -9)  // went through 270°
    let ui = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(near(ui.currentPoint, CGPoint(x: 0, y: 10), 1e-9))
    #expect(near(ui.cgPath.length, .pi * 5, 5e-3))
  }

  @Test func roundedRectsAndPerCornerRadii() {
    let p = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft],
                         cornerRadii: CGSize(width: 20, height: 20)).cgPath
    #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 60), 1e-6))
    // Perimeter: straight sides minus the cut corner plus a quarter circle.
    let expected: CGFloat = 320 - 40 + CGFloat.pi * 10
    #expect(abs(p.length - expected) < 0.02)
  }

  @Test func tangentArcTouchesBothLines() {
    let p = CGMutablePath()
    p.move(to: CGPoint(x: 0, y: 0))
    p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    #expect(near(p.currentPoint, CGPoint(x: 100, y: 20), 1e-9))
    #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 20), 1e-6))
  }

  @Test func trimmingSelectsAFractionOfTheLength() {
    let p = CGMutablePath()
    p.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
    let half = p.data.trimmed(from: 0.25, to: 0.75)
    #expect(abs(half.length - 100) < 1e-9)
    #expect(half.elements.first == .moveTo(CGPoint(x: 50, y: 0)))
    #expect(half.currentPoint == CGPoint(x: 100, y: 50))
    #expect(p.data.trimmed(from: 0.6, to: 0.4).isEmpty)
  }

  @Test func quadraticCurvesMeasureAsTheirCubicEquivalents() {
    let p = CGMutablePath()
    p.move(to: .zero)
    p.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 50))
    #expect(near(p.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 25), 1e-9))
    #expect(p.boundingBox.height == 50)
  }
}
