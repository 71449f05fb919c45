import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

@MainActor
@Suite struct CurlTests {
  @Test func curlUpRevealsTheNewPageFromTheBottomRightWithALightBack() throws {
    let baked = try TransitionCurl().bake()
    // The page is at x 37.5…337.5, y 133.5…533.5; the curl up runs 0.25…1.25 s (ease in-out).
    let early = try Rasterizer().render(baked.timeline.renderTree(at: 0.45), options: RenderOptions(scale: 1, background: .white))
    let teal = { (p: RGBA) in Int(p.b) > Int(p.r) + 60 && p.g > p.r }, yellow = { (p: RGBA) in p.r > 240 && p.g > 190 && p.b < 40 }
    // The fold is tilted: the bottom-right corner lifts first.
    #expect(teal(early.pixel(x: 332, y: 528)) && yellow(early.pixel(x: 43, y: 528)))
    let mid = try Rasterizer().render(baked.timeline.renderTree(at: 0.6), options: RenderOptions(scale: 1, background: .white))
    #expect(yellow(mid.pixel(x: 60, y: 150)))   // old page still flat at the top
    #expect(teal(mid.pixel(x: 300, y: 520)))    // new page revealed at the bottom
    // Somewhere between, the page's back: light, nearly white.
    let column = (150..<520).map { mid.pixel(x: 200, y: $0) }
    #expect(column.contains { $0.r > 245 && $0.g > 235 && $0.b > 190 })
    // Done: only the new page; the label changed with it, unanimated.
    let after = try Rasterizer().render(baked.timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
    #expect(after.pixel(x: 60, y: 150) == after.pixel(x: 60, y: 520))
    let animatedKeys = baked.timeline.animatedProperties.map(\.keyPath)
    #expect(!animatedKeys.contains("backgroundColor"))
  }

  @Test func theCurlNeverLeavesThePage() throws {
    let baked = try TransitionCurl().bake()
    // The page is x 37.5…337.5, y 133.5…533.5: outside it only the white window, at every stage.
    for t in stride(from: 0.3, through: 1.2, by: 0.1) {
      let image = try Rasterizer().render(baked.timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white))
      for (x, y) in [(36, 300), (339, 300), (187, 131), (187, 535), (36, 135), (339, 531)] {
        #expect(image.pixel(x: x, y: y) == (255, 255, 255, 255), "t \(t) at (\(x), \(y))")
      }
    }
  }

  @Test func theRollIsLitAndCastsAShadow() throws {
    let baked = try TransitionCurl().bake()
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 0.7), options: RenderOptions(scale: 1, background: .white))
    // Down the middle column: the light back, then the roll darkening to its
    // underside, then the revealed teal page, darker under the roll's shadow.
    let column = (133...533).map { image.pixel(x: 60, y: $0) }
    let luma = column.map { 0.2126 * Double($0.r) + 0.7152 * Double($0.g) + 0.0722 * Double($0.b) }
    let teal = try #require(column.indices.first { Int(column[$0].b) > Int(column[$0].r) + 60 && column[$0].g > column[$0].r })
    try #require(teal > 30 && teal + 80 < column.count)
    let rollBottom = luma[teal - 2], rollTop = luma[teal - 25]
    #expect(rollTop > rollBottom + 60)  // lit above, in shade below
    #expect(luma[teal + 1] + 25 < luma[teal + 45])  // the shadow fades out below the roll
    #expect(abs(luma[teal + 45] - luma[teal + 80]) < 2)
  }
}
