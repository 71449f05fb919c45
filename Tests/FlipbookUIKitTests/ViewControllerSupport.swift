import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
@testable import FlipbookScenes
import FlipbookTestSupport

/// Renders a scene's frame at scale 1.
func frame(_ baked: BakedScene, _ t: Double) throws -> RasterImage {
  try Rasterizer().render(baked.timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white))
}

/// The first x in row y (from the left) whose pixel is close to `c`.
func firstX(_ image: RasterImage, y: Int, near c: (Int, Int, Int)) -> Int? {
  (0..<image.width).first { x in
    let p = image.pixel(x: x, y: y)
    return abs(Int(p.r) - c.0) < 12 && abs(Int(p.g) - c.1) < 12 && abs(Int(p.b) - c.2) < 12
  }
}

let systemBlue = (0, 122, 255), systemOrange = (255, 149, 0), systemPink = (255, 45, 85), systemTeal = (48, 176, 199)
