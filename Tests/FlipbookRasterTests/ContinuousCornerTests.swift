import Flipbook
import Foundation
import Testing
import FlipbookTestSupport

/// `cornerCurve = .continuous`: the corner leaves the edge 1.52866 radii before the
/// corner (PaintCode's measurement of iOS's curve), so along the edge, between one
/// and one and a half radii from the corner, it already bends in where a circular
/// corner is still straight; on the diagonal the two nearly meet (0.2915 r against 0.2929 r).
@Suite struct ContinuousCornerTests {
  func corner(_ curve: CALayerCornerCurve, radius: CGFloat = 100) throws -> RasterImage {
    let root = makeRoot(CGSize(width: 300, height: 300))
    let l = solid(CGRect(x: 0, y: 0, width: 300, height: 300), .black)
    l.cornerRadius = radius
    l.cornerCurve = curve
    root.addSublayer(l)
    return try render(root)
  }

  /// How far in from the top edge the shape starts at `x` (the first row more than half black).
  func inset(_ image: RasterImage, x: Int) -> Int {
    (0..<150).first { image.pixel(x: x, y: $0).r < 128 } ?? 150
  }

  @Test func theContinuousCornerBendsEarlierAndKeepsTheDiagonal() throws {
    let circular = try corner(.circular), continuous = try corner(.continuous)
    // 85 pt from the right edge (0.85 r): the circle has come in 1.1 pt, the continuous curve 2.4 pt.
    #expect(inset(circular, x: 300 - 85) == 1)
    #expect(inset(continuous, x: 300 - 85) == 2)
    // 1.2 r from the corner the circular edge is straight; the continuous one is still (just) curving.
    #expect(inset(circular, x: 300 - 120) == 0)
    #expect(inset(continuous, x: 300 - 153) == 0, "straight from 1.53 r")
    // On the diagonal both corners pass within a pixel of each other (29.2 pt and 29.15 pt in).
    let diagonalCircular = (0..<100).first { circular.pixel(x: 299 - $0, y: $0).r < 128 } ?? 0
    let diagonalContinuous = (0..<100).first { continuous.pixel(x: 299 - $0, y: $0).r < 128 } ?? 0
    #expect(abs(diagonalCircular - diagonalContinuous) <= 1 && (28...30).contains(diagonalContinuous))
  }

  @Test func aCapsuleOfContinuousCornersHasRoundEnds() throws {
    // Radius half the height: no room for the longer corner, so it becomes the circle, as on iOS.
    let root = makeRoot(CGSize(width: 200, height: 100))
    for curve in [CALayerCornerCurve.circular, .continuous] {
      let l = solid(CGRect(x: 0, y: 0, width: 200, height: 100), .black)
      l.cornerRadius = 50
      l.cornerCurve = curve
      root.sublayers = [l]
      let image = try render(root)
      #expect(inset(image, x: 100) == 0)
      #expect(inset(image, x: 50) == 0)
      #expect((13...16).contains(inset(image, x: 15)), "\(curve.rawValue): \(inset(image, x: 15))")
    }
  }
}
