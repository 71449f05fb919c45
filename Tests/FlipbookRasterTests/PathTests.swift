import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

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
