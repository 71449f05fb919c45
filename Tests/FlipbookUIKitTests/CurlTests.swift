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
  @Test func curlUpRevealsTheNewPageFromTheBottomWithALightBack() throws {
    let baked = try TransitionCurl().bake()
    // The page is at x 37.5…337.5, y 133.5…533.5; the curl up runs 0.25…1.25 s (ease in-out).
    let mid = try Rasterizer().render(baked.timeline.renderTree(at: 0.6), options: RenderOptions(scale: 1, background: .white))
    let top = mid.pixel(x: 60, y: 150), bottom = mid.pixel(x: 60, y: 520)
    #expect(top.r > 240 && top.g > 190 && top.b < 40)        // old page (yellow) still flat at the top
    #expect(bottom.r < 80 && bottom.g > 150 && bottom.b > 170)  // new page (teal) revealed at the bottom
    // Somewhere between, the page's back: light, nearly white.
    let column = (150..<520).map { mid.pixel(x: 60, y: $0) }
    #expect(column.contains { $0.r > 245 && $0.g > 235 && $0.b > 190 })
    // Done: only the new page; the label changed with it, unanimated.
    let after = try Rasterizer().render(baked.timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
    #expect(after.pixel(x: 60, y: 150) == after.pixel(x: 60, y: 520))
    let animatedKeys = baked.timeline.animatedProperties.map(\.keyPath)
    #expect(!animatedKeys.contains("backgroundColor"))
  }
}
