import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
@testable import FlipbookScenes
import FlipbookTestSupport

@MainActor
@Suite struct ViewControllerTests {
  @Test func navigationPushSlidesInFromTheRightAndPopReverses() throws {
    let baked = try NavigationPushPop().bake()
    // Push at 0.3 s on UIKit's curve 7, the critically damped spring ω = √(1000/3):
    // 0.1 s in it has gone p = 1 − (1 + ω·0.1)e^(−ω·0.1) = 0.5448 of the way, so the
    // new screen's left edge is at 375 · (1 − p) = 170.7 (an ease-in-out would be at 326).
    let mid = try frame(baked, 0.4)
    let edge = try #require(firstX(mid, y: 400, near: systemOrange))
    #expect(abs(edge - 171) <= 2)
    // The old screen has moved left by 0.3 · 375 · p and is dimmed by 0.1 · p (darker than systemBlue).
    let old = mid.pixel(x: 20, y: 400)
    #expect(old.b > 230 && old.b < 250 && old.r < 10)
    // The soft shadow beside the new screen's leading edge darkens the old screen there.
    #expect(mid.pixel(x: edge - 2, y: 400).b < old.b - 10)
    // Pushed: only the new screen.
    #expect(try frame(baked, 1.0).pixel(x: 20, y: 400) == (255, 149, 0, 255))
    // Popped at 1.3 s: back to the first screen.
    #expect(try frame(baked, 2.0).pixel(x: 300, y: 400) == (0, 122, 255, 255))
  }

  @Test func navigationStackAndCompletionOrder() {
    let clock = VirtualClock()
    var log: [String] = []
    clock.run {
      let nav = UINavigationController(rootViewController: DemoScreen("A", .red))
      let window = Scenes.makeWindow()
      window.rootViewController = nav
      let b = DemoScreen("B", .blue)
      nav.pushViewController(b, animated: true)
      #expect(nav.viewControllers.count == 1)  // until the transition completes
      SceneScheduler.main.asyncAfter(delay: 0.6) {
        log.append("pushed \(nav.viewControllers.map { $0.title! }) \(CACurrentMediaTime())")
        #expect(b.navigationController === nav && b.view.superview === nav.view)
        nav.popViewController(animated: false)
        log.append("popped \(nav.viewControllers.map { $0.title! }) \(b.view.superview == nil)")
      }
    }
    clock.runUntilIdle()
    #expect(log == ["pushed [\"A\", \"B\"] 0.6", "popped [\"A\"] true"])
  }

  /// `.automatic`, the default since iOS 13: a page sheet on the curve-7 spring.
  @Test func presentShowsAPageSheetAndDismissUncovers() throws {
    let baked = try PresentDismiss().bake()
    // Presented at 0.3 s; 0.1 s in the spring has gone p = 0.5448 of the way, so the
    // card (top 10 pt below the 20 pt status bar) is 0.4552 · (637 + 30) pt short of it.
    let mid = try frame(baked, 0.4)
    let top = try #require((0..<667).first { y in let p = mid.pixel(x: 20, y: y); return p.r > 240 && p.g < 60 })
    let expected: Double = 30 + 0.4552 * 667 + 44  // the pink body starts below the card's 44-pt header
    #expect(abs(Double(top) - expected) <= 3, "\(top)")
    // Presented: the card from 30 pt, the presenter shrunk behind it over black.
    let shown = try frame(baked, 1.0)
    #expect(shown.pixel(x: 20, y: 400) == (255, 45, 85, 255))
    #expect(shown.pixel(x: 2, y: 15) == (0, 0, 0, 255))
    #expect(try frame(baked, 2.0).pixel(x: 20, y: 400) == (48, 176, 199, 255))
  }

  @Test func presentationRelationships() {
    VirtualClock().run {
      let home = DemoScreen("Home", .red)
      let window = Scenes.makeWindow()
      window.rootViewController = home
      let modal = DemoScreen("Modal", .blue)
      home.present(modal, animated: false)
      #expect(home.presentedViewController === modal && modal.presentingViewController === home)
      #expect(modal.view.superview === window)
      modal.dismiss(animated: false)
      #expect(home.presentedViewController == nil && modal.view.superview == nil)
    }
  }

  @Test func tabBarShowsTheSelectedController() throws {
    let baked = try TabBarSwitch().bake()
    #expect(try frame(baked, 0.2).pixel(x: 20, y: 400) == (88, 86, 214, 255))
    #expect(try frame(baked, 0.7).pixel(x: 20, y: 400) == (52, 199, 89, 255))
    #expect(try frame(baked, 1.2).pixel(x: 20, y: 400) == (175, 82, 222, 255))
    // The tab bar stays at the bottom: systemChromeMaterial over the purple screen,
    // near white with the purple's tint (about (254, 229, 255)).
    let bar = try frame(baked, 1.2).pixel(x: 20, y: 660)
    #expect(bar.r > 240 && bar.b > 240 && bar.g > 210 && bar.g < 245)
  }

  @Test func circleRevealGrowsFromItsOriginAndShrinksBack() throws {
    let baked = try CustomCircleReveal().bake()
    // Push at 0.3 s for 0.6 s: a third in, near the origin (320, 600) the new screen, far away the old.
    let early = try frame(baked, 0.5)
    #expect(early.pixel(x: 320, y: 600) == (255, 149, 0, 255))
    #expect(early.pixel(x: 20, y: 100) == (0, 122, 255, 255))
    // Pop at 1.5 s (reversed): part way, the old (detail) circle still covers the origin, not the far corner.
    let late = try frame(baked, 1.8)
    #expect(late.pixel(x: 320, y: 600) == (255, 149, 0, 255))
    #expect(late.pixel(x: 20, y: 100) == (0, 122, 255, 255))
    #expect(try frame(baked, 2.3).pixel(x: 320, y: 600) == (0, 122, 255, 255))
  }

  @Test func zoomGrowsOutOfTheThumbnailAndBack() throws {
    let baked = try CustomZoom().bake()
    // Early in the zoom the photo screen is small, around the thumbnail (40…130, 400…520).
    let early = try frame(baked, 0.36)
    let pink = (0..<375).filter { x in let p = early.pixel(x: x, y: 460); return p.r > 200 && p.g < 150 && p.b > 60 }
    #expect(pink.count > 60 && pink.count < 300)
    #expect(try frame(baked, 1.2).pixel(x: 300, y: 200) == (255, 45, 85, 255))
    #expect(try frame(baked, 2.5).pixel(x: 300, y: 200) == (88, 86, 214, 255))
  }

  @Test func isReversedComparesTheControllers() {
    VirtualClock().run {
      let a = DemoScreen("A", .red), b = DemoScreen("B", .blue)
      let t = MBTransition()
      let nav = UINavigationController(rootViewController: a)
      _ = nav.view
      t.setTransition(from: a, to: b, type: .push, duration: 0.3)
      #expect(nav.delegate === t)
      #expect(!t.isReversed(from: a, to: b) && t.isReversed(from: b, to: a))
      t.setTransition(from: a, to: b, type: .present, duration: 0.3)
      #expect(a.transitioningDelegate === t && b.transitioningDelegate === t)
    }
  }

  @Test func interactivePopFollowsTheScriptedProgressThenFinishes() throws {
    let baked = try InteractivePop().bake()
    // Pop starts at 0.3 s paused at 0; 30% from 0.6 s, 60% from 0.9 s (linear slide of the chat screen).
    func chatLeftEdge(_ t: Double) throws -> Int? { firstX(try frame(baked, t), y: 400, near: (175, 82, 222)) }
    #expect(try chatLeftEdge(0.5) == 0)
    #expect(abs((try chatLeftEdge(0.75) ?? -1) - 112) <= 2)  // 0.3 · 375
    #expect(abs((try chatLeftEdge(1.0) ?? -1) - 225) <= 2)  // 0.6 · 375
    // Finished at 1.2 s: the remaining 40% of 0.5 s plays in 0.2 s; then only Messages shows.
    #expect(try frame(baked, 1.5).pixel(x: 20, y: 400) == (52, 199, 89, 255))
  }

  /// Cancelled at 60 %, the pop plays back: the "Chat" title fades back in as it slides
  /// back to the middle (it used to stay hidden until the end, then pop in at full strength).
  @Test func aCancelledPopFadesTheTitleBackIn() throws {
    let baked = try InteractivePopCancelled().bake()
    func titlePixels(_ t: Double) throws -> Int {
      let image = try frame(baked, t)
      var dark = 0
      for y in 28..<60 { for x in 150..<226 { let p = image.pixel(x: x, y: y); if Int(p.r) + Int(p.g) + Int(p.b) < 200 { dark += 1 } } }
      return dark
    }
    let during = try titlePixels(1.42), after = try titlePixels(1.6)
    #expect(during > 20 && after > 40, "during \(during), after \(after)")
  }

  @Test func cancelledInteractivePopSlidesBackAndKeepsTheStack() throws {
    let clock = VirtualClock()
    var completions: [Bool] = []
    let (nav, root) = clock.run { () -> (UINavigationController, CALayer) in
      let list = DemoScreen("Messages", .systemGreen)
      let nav = UINavigationController(rootViewController: list)
      let window = Scenes.makeWindow()
      window.rootViewController = nav
      let chat = DemoScreen("Chat", .systemPurple)
      nav.pushViewController(chat, animated: false)
      let driver = UIPercentDrivenInteractiveTransition()
      final class Probe: MBSlideTransition {
        var ended: ((Bool) -> Void)?
        override func animationEnded(_ transitionCompleted: Bool) { ended?(transitionCompleted) }
      }
      let transition = Probe()
      transition.ended = { completions.append($0) }
      transition.setTransition(from: list, to: chat, type: .push, duration: 0.5)
      transition.interaction = driver
      SceneScheduler.main.asyncAfter(delay: 0.1) { [transition] in _ = transition; nav.popViewController(animated: true) }
      SceneScheduler.main.asyncAfter(delay: 0.2) { driver.update(0.6) }
      SceneScheduler.main.asyncAfter(delay: 0.3) { driver.cancel() }
      return (nav, window.layer)
    }
    clock.runUntilIdle()
    #expect(completions == [false])
    #expect(nav.viewControllers.count == 2)
    let timeline = clock.bake(root: root, size: CGSize(width: 375, height: 667))
    let image = try Rasterizer().render(timeline.renderTree(at: clock.now + 0.1), options: RenderOptions(scale: 1, background: .white))
    #expect(image.pixel(x: 20, y: 400) == (175, 82, 222, 255))
    // Half way back (0.15 s into the 0.3 s reverse), the chat screen is 30% off.
    let back = try Rasterizer().render(timeline.renderTree(at: 0.45), options: RenderOptions(scale: 1, background: .white))
    #expect(abs((firstX(back, y: 400, near: (175, 82, 222)) ?? -1) - 112) <= 3)
  }
}
