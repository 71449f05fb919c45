import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// `viewControllers =` and `setViewControllers(_:animated:)`, as onboarding flows use them.
@MainActor @Suite struct NavigationStackTests {
  @Test func settingTheStackShowsItsTopAndDropsTheRest() {
    let clock = VirtualClock()
    let (nav, a, b, c) = clock.run { () -> (UINavigationController, UIViewController, UIViewController, UIViewController) in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
      let nav = UINavigationController(rootViewController: a)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      nav.viewControllers = [a, b]
      #expect(nav.topViewController === b && b.view.superview === nav.view && a.view.superview == nil)
      nav.setViewControllers([c], animated: true)
      #expect(nav.viewControllers == [c])
      return (nav, a, b, c)
    }
    clock.advance(to: 0.1)
    // Mid-push: both views in the container.
    #expect(b.view.superview === nav.view && c.view.superview === nav.view)
    clock.runUntilIdle(limit: 2)
    #expect(nav.children == [c] && a.parent == nil && b.parent == nil)
    #expect(c.view.superview === nav.view && b.view.superview == nil)
    #expect(c.view.frame == nav.view.bounds)
  }
}
