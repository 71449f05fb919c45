import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookSnapshot
import FlipbookTesting
import FlipbookScenes
import XCTest
import FlipbookTestSupport

func solidImage(_ w: Int, _ h: Int, _ c: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
  RGBAImage(width: w, height: h, pixels: Array((0..<(w * h)).flatMap { _ in [c.0, c.1, c.2, c.3] }))
}

/// A 40x20 image with a black rectangle whose right edge is at x = `edge` (fractional: anti-aliased).
func edgeImage(_ edge: CGFloat) throws -> RGBAImage {
  try VirtualClock(recordsHistory: false).run {
    let root = CALayer()
    root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
    root.anchorPoint = .zero
    let bar = CALayer()
    bar.frame = CGRect(x: 5, y: 0, width: edge - 5, height: 20)
    bar.backgroundColor = .black
    root.addSublayer(bar)
    return RGBAImage(try root.renderImage(size: root.bounds.size, options: RenderOptions(scale: 1, background: .white)))
  }
}
