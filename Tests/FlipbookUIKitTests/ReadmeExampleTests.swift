import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

@MainActor
@Suite struct ReadmeExampleTests {
  @Test func theReadmeSceneBouncesPastItsTarget() throws {
    let baked = try Bounce().bake()
    // 0.2 s delay + 1.2 s spring + 0.5 s hold.
    #expect(abs(baked.duration - 1.9) < 1e-9)
    let ball = baked.timeline.layers.first { $0.animations.contains { $0.key == "position" } }!.id
    let ys = stride(from: 0.2, through: 1.4, by: 0.01).map {
      Double(baked.timeline.presentedProps(ofLayer: ball, at: $0)!.position.y)
    }
    #expect(ys.first! == 108)
    #expect(ys.max()! > 560)  // a damping ratio of 0.35 overshoots
    // UIKit's solver bounds the sine term's envelope |B|·e^(−ζω₀T) by 0.001; with ζ = 0.35,
    // |B| = 0.374, so the whole envelope at the end is 0.00286 of the 480-pt distance (1.37 pt).
    let end = Double(baked.timeline.presentedProps(ofLayer: ball, at: 1.4 - 1e-9)!.position.y)
    #expect(abs(end - 560) < 1.38)
    #expect(baked.timeline.presentedProps(ofLayer: ball, at: 1.41)!.position.y == 560)
  }
}
