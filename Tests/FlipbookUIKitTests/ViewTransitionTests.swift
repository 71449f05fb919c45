import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookScenes
import FlipbookTestSupport

@MainActor
@Suite struct ViewTransitionTests {
  /// Width of the run of pixels in row `y` that are not white.
  func coloredWidth(_ image: RasterImage, y: Int) -> Int {
    (0..<image.width).filter { let p = image.pixel(x: $0, y: y); return !(p.r > 250 && p.g > 250 && p.b > 250) }.count
  }

  func flipScene(options: UIView.AnimationOptions) -> (VirtualClock, UIView, UIView, UIView, [String]) {
    let clock = VirtualClock()
    final class Log { var lines: [String] = [] }
    let log = Log()
    let (root, a, b) = clock.run { () -> (UIView, UIView, UIView) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      root.backgroundColor = .white
      let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      root.addSubview(container)
      let a = UIView(frame: container.bounds); a.backgroundColor = .red
      let b = UIView(frame: container.bounds); b.backgroundColor = .blue
      container.addSubview(a)
      return (root, a, b)
    }
    clock.advance(to: 1)
    clock.run {
      UIView.transition(from: a, to: b, duration: 1, options: options) { finished in
        log.lines.append("done \(finished) \(CACurrentMediaTime())")
      }
    }
    clock.runUntilIdle()
    return (clock, root, a, b, log.lines)
  }

  @Test func flipTurnsTheContainerInPerspectiveAndSwapsTheViews() throws {
    let (clock, root, a, b, log) = flipScene(options: [.transitionFlipFromLeft, .curveLinear])
    #expect(log == ["done true 2.0"])
    #expect(a.superview == nil && b.superview != nil)
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    func image(_ t: Double) throws -> RasterImage {
      try Rasterizer().render(timeline.renderTree(at: t), options: RenderOptions(scale: 1, background: .white))
    }
    // A quarter in (45°, linear): the old (red) card, narrower, its left edge nearer (taller).
    let quarter = try image(1.25)
    #expect(quarter.pixel(x: 100, y: 100).r > 200 && quarter.pixel(x: 100, y: 100).b < 60)
    let width = coloredWidth(quarter, y: 100)
    #expect(width > 60 && width < 95)
    func columnHeight(_ x: Int) -> Int { (0..<200).filter { quarter.pixel(x: x, y: $0).g < 200 }.count }
    let columns = (0..<200).filter { quarter.pixel(x: $0, y: 100).g < 200 }
    #expect(columnHeight(columns.first! + 1) > columnHeight(columns.last! - 1))
    // Three quarters in: the new (blue) side, on the back, turning into place.
    let threeQuarters = try image(1.75)
    #expect(threeQuarters.pixel(x: 100, y: 100).b > 150 && threeQuarters.pixel(x: 100, y: 100).r < 60)
    // Afterwards only the new content shows.
    let after = try image(2.5)
    #expect(after.pixel(x: 100, y: 100) == (0, 0, 255, 255) && coloredWidth(after, y: 100) == 100)
  }

  @Test func flipFromRightBringsTheRightEdgeForward() throws {
    let (clock, root, _, _, _) = flipScene(options: [.transitionFlipFromRight, .curveLinear])
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    let quarter = try Rasterizer().render(timeline.renderTree(at: 1.25), options: RenderOptions(scale: 1, background: .white))
    let columns = (0..<200).filter { quarter.pixel(x: $0, y: 100).g < 200 }
    func height(_ x: Int) -> Int { (0..<200).filter { quarter.pixel(x: x, y: $0).g < 200 }.count }
    #expect(height(columns.last! - 1) > height(columns.first! + 1))
  }

  @Test func crossDissolveAndShowHide() throws {
    let (clock, root, a, b, log) = flipScene(options: [.transitionCrossDissolve, .curveLinear, .showHideTransitionViews])
    #expect(log == ["done true 2.0"])
    #expect(a.superview != nil && a.isHidden && !b.isHidden)
    let timeline = clock.bake(root: root.layer, size: CGSize(width: 200, height: 200))
    let mid = try Rasterizer().render(timeline.renderTree(at: 1.5), options: RenderOptions(scale: 1, background: .white))
      .pixel(x: 100, y: 100)
    // A dissolve: half of each view, nothing of the white behind.
    #expect(abs(Int(mid.r) - 128) <= 1 && mid.g == 0 && abs(Int(mid.b) - 128) <= 1)
  }

  @Test func transitionWithViewRunsTheBlockUnanimated() {
    let clock = VirtualClock()
    var done: [Bool] = []
    clock.run {
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      CATransaction.flush()
      UIView.transition(with: card, duration: 0.5, options: .transitionFlipFromTop, animations: { card.alpha = 0.5 },
                        completion: { done.append($0) })
      #expect(card.layer.animationKeys() == ["transition"])  // no opacity animation: the change is in the transition
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(0.3)
      UIView.setAnimationTransition(.curlUp, for: card, cache: true)
      card.alpha = 1
      UIView.commitAnimations()
      #expect(card.layer.animation(forKey: "transition")?.duration == 0.3)
    }
    clock.runUntilIdle()
    #expect(done == [false])  // replaced by the begin/commit transition
  }
}
