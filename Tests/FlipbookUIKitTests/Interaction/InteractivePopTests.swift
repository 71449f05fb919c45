import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// The navigation controller's left-edge swipe (research/interaction §6).
@MainActor
@Suite struct InteractivePopTests {
  func navigation(_ script: (Hand, UINavigationController) -> Void) -> (VirtualClock, UINavigationController) {
    let nav = UINavigationController(rootViewController: UIViewController())
    let (clock, _) = touchWorld { window in
      window.rootViewController = nav
      let second = UIViewController()
      second.view.backgroundColor = .systemPurple
      nav.pushViewController(second, animated: false)
      script(Hand(), nav)
    }
    return (clock, nav)
  }

  @Test func aLongEdgeSwipePopsAndTheViewFollowsTheFinger() {
    var midway: CGFloat = -1
    let (clock, nav) = navigation { hand, nav in
      hand.edgeSwipe(distance: 260, at: 0.5, duration: 0.5, motion: .easeInOut)
      EventState.current.after(0.75) {
        midway = nav.viewControllers.last?.view.layer.presentation()?.frame.minX ?? -1
      }
    }
    clock.runUntilIdle()
    #expect(nav.viewControllers.count == 1)
    // Halfway through the swipe the top view has moved right with the finger.
    #expect(midway > 40 && midway < 260, "\(midway)")
  }

  @Test func aShortSlowSwipeCancelsAndTheStackStays() {
    let (clock, nav) = navigation { hand, _ in
      hand.edgeSwipe(distance: 80, at: 0.5, duration: 0.6, motion: .easeOut)
    }
    clock.runUntilIdle()
    #expect(nav.viewControllers.count == 2)
    #expect(nav.topViewController?.view.frame.minX == 0)
  }

  @Test func theGestureDoesNotBeginAtTheRoot() {
    let nav = UINavigationController(rootViewController: UIViewController())
    let (clock, _) = touchWorld { window in
      window.rootViewController = nav
      Hand().edgeSwipe(distance: 260, at: 0.5)
    }
    clock.runUntilIdle()
    #expect(nav.viewControllers.count == 1)
    #expect(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
  }
}
