import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

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
