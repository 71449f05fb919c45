import Foundation
import Testing
@testable import Flipbook
import FlipbookScenes
import FlipbookTestSupport

/// `--device`: the canvas inside a phone Flipbook draws (bezel, screen corners,
/// Dynamic Island or notch, or a home button, by canvas size), on a background.
@Suite struct DeviceFrameTests {
  func render(_ baked: BakedScene, at t: Double) throws -> RasterImage {
    try Rasterizer().render(baked.timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: baked.canvas.background))
  }

  @Test func aTallCanvasGetsTheDynamicIslandAndRoundScreenCorners() throws {
    let baked = try NavigationBarScene().bakeOnMainActor()
    let navy = CGColor(srgbRed: 0.1, green: 0.2, blue: 0.4, alpha: 1)
    let framed = try baked.inDeviceFrame(background: navy)
    // 40 pt of background and a 14 pt bezel on every side of the 393x852 screen.
    #expect(framed.canvas.size == CGSize(width: 393 + 2 * 54, height: 852 + 2 * 54))
    #expect(framed.duration == baked.duration)
    let image = try render(framed, at: 0.2)
    let plain = try render(baked, at: 0.2)
    #expect(close(image.pixel(x: 5, y: 5), 26, 51, 102), "the background around the phone")
    #expect(image.pixel(x: 47, y: 500).r < 40, "the bezel beside the screen")
    // The screen is the scene's frame, offset by the margin and bezel.
    #expect(image.pixel(x: 54 + 200, y: 54 + 400) == plain.pixel(x: 200, y: 400))
    // The island: black, centred 11 pt below the screen's top.
    #expect(image.pixel(x: 54 + 196, y: 54 + 29) == (0, 0, 0, 255))
    // The screen's corner (radius 55) is bezel, not screen.
    #expect(image.pixel(x: 54 + 3, y: 54 + 3).r < 40)
  }

  @Test func anIPhone8CanvasGetsChinsAndAHomeButton() throws {
    let framed = try AlertIOS7().bakeOnMainActor().inDeviceFrame(background: .white)
    #expect(framed.canvas.size == CGSize(width: 375 + 2 * 62, height: 667 + 2 * 140))
    let image = try render(framed, at: 0)
    #expect(image.pixel(x: 62 + 2, y: 140 + 2) == (255, 255, 255, 255), "square screen corners on a white scene")
    #expect(image.pixel(x: 249, y: 140 + 667 + 50 - 27).r > 70, "the home button's ring")
  }
}

