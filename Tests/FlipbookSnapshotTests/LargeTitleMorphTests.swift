import Foundation
import Testing
@testable import Flipbook
import FlipbookScenes
import FlipbookTestSupport

/// The large title morph (`navigation-bar`): on push the large "Settings" shrinks
/// and rises into the back button's place instead of sliding left where it was.
@Suite struct LargeTitleMorphTests {
  /// The mean row of the black title's grey pixels (neutral, darker than the bar) left of the
  /// bar's middle, and how many: the blue back label and chevron do not count.
  func titleRow(_ image: RasterImage) -> (row: Double, count: Int) {
    var sum = 0.0, count = 0
    for y in 60..<150 { for x in 10..<150 {
      let p = image.pixel(x: x, y: y)
      if p.r < 170 && abs(Int(p.r) - Int(p.g)) < 20 && abs(Int(p.g) - Int(p.b)) < 30 { sum += Double(y); count += 1 }
    } }
    return (count > 0 ? sum / Double(count) : 0, count)
  }

  @Test func theLargeTitleRisesIntoTheBackButton() throws {
    let baked = try NavigationBarScene().bakeOnMainActor()
    func frame(_ t: Double) throws -> RasterImage {
      try Rasterizer().render(baked.timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white))
    }
    let before = titleRow(try frame(0.38)), during = titleRow(try frame(0.5)), after = titleRow(try frame(0.8))
    #expect(before.row > 110 && before.count > 300, "the large title at rest: \(before)")
    #expect(during.row < before.row - 12 && during.count > 20, "shrunk, half-way up: \(during)")
    #expect(after.count < 10, "gone into the (blue) back button: \(after)")
  }
}
