import Flipbook
import Foundation
import Testing
import FlipbookTestSupport
@testable import FlipbookRaster

@Suite struct PerspectiveTests {
  /// A container filling the root, centred so its perspective sublayerTransform
  /// (m34 = −1/500) has its vanishing point in the middle.
  func perspectiveScene(_ size: CGSize) -> (root: CALayer, container: CALayer) {
    let root = makeRoot(size)
    let container = CALayer()
    container.frame = root.bounds
    var p = CATransform3DIdentity
    p.m34 = -1.0 / 500
    container.sublayerTransform = p
    root.addSublayer(container)
    return (root, container)
  }

  /// The rows of column x covered by red, alpha-weighted.
  func coverage(_ image: RasterImage, column x: Int) -> Double {
    (0..<image.height).reduce(0.0) { sum, y in
      let p = image.pixel(x: x, y: y)
      return sum + Double(255 - Int(p.g)) / 255
    }
  }

  // Semantics doc §9.1 perspective vector, drawn: the left (near) edge is taller.
  @Test func yRotatedCardShowsPerspective() throws {
    let (root, container) = perspectiveScene(CGSize(width: 200, height: 200))
    let card = solid(CGRect(x: 50, y: 50, width: 100, height: 100), .red)
    card.transform = CATransform3DMakeRotation(.pi / 4, 0, 1, 0)
    container.addSublayer(card)
    let image = try render(root)
    // Edges from the doc's projected corners: x from 61.954 to 133.020; at column
    // centre 63.5 the card spans 107.3 px, at 131.5 it spans 93.8 px.
    #expect(abs(coverage(image, column: 63) - 107.3) < 1.5)
    #expect(abs(coverage(image, column: 131) - 93.8) < 1.5)
    #expect(coverage(image, column: 60) < 0.5)
    #expect(coverage(image, column: 134) < 0.5)
  }

  @Test func backFacingLayerIsHiddenWhenNotDoubleSided() throws {
    let (root, container) = perspectiveScene(CGSize(width: 100, height: 100))
    let card = solid(CGRect(x: 20, y: 20, width: 60, height: 60), .red)
    card.transform = CATransform3DMakeRotation(.pi * 0.8, 0, 1, 0)
    container.addSublayer(card)
    #expect(close(try render(root).pixel(x: 50, y: 50), 255, 0, 0))  // double-sided: its back shows
    card.isDoubleSided = false
    #expect(close(try render(root).pixel(x: 50, y: 50), 255, 255, 255))
  }

  @Test func perspectiveCardMatchesReference() throws {
    let (root, container) = perspectiveScene(CGSize(width: 160, height: 120))
    let card = CAGradientLayer()
    card.frame = CGRect(x: 30, y: 20, width: 100, height: 80)
    card.colors = [UIColor.systemBlue.cgColor, UIColor.systemTeal.cgColor]
    card.cornerRadius = 10
    card.borderWidth = 2
    card.borderColor = UIColor.white.cgColor
    card.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
    let label = CATextLayer()
    label.frame = CGRect(x: 10, y: 28, width: 80, height: 24)
    label.string = "3D"
    label.fontSize = 20
    label.alignmentMode = .center
    card.addSublayer(label)
    container.addSublayer(card)
    try assertMatchesReference(try render(root, scale: 1), named: "perspective-card")
  }

  /// A layer that only turns keeps its flat plane: the same density step draws it
  /// once, a changed layer draws anew, and a kept plane gives the bytes of a fresh one.
  @Test func aTurningLayersPlaneIsDrawnOnceAndReusedOnlyWhileTheLayerIsTheSame() throws {
    let (root, container) = perspectiveScene(CGSize(width: 120, height: 120))
    let card = solid(CGRect(x: 30, y: 30, width: 60, height: 60), .red)
    card.name = "plane-reuse-test"  // a render node no other test draws
    container.addSublayer(card)
    func planes() -> Int { planeStores.count { _, node in node.name == "plane-reuse-test" } }
    func frame(_ angle: CGFloat) throws -> RasterImage {
      card.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
      return try render(root, scale: 2)
    }
    let first = try frame(0.30).bitmap
    #expect(planes() == 1)
    _ = try frame(0.31)  // a hundredth of a radian on: the same density step, so the same plane
    #expect(planes() == 1)
    card.backgroundColor = UIColor.blue.cgColor
    let blue = try frame(0.30)
    #expect(planes() == 2)
    #expect(close(blue.pixel(x: 120, y: 120), 0, 0, 255))
    planeStores.removeAll()
    card.backgroundColor = UIColor.red.cgColor
    #expect(try frame(0.30).bitmap == first)
  }
}
