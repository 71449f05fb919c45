import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UINavigationBar as a navigation controller draws it (docs/research/ios-look.md §3).
@MainActor
@Suite struct NavigationBarTests {
  /// A navigation controller in an iPhone 15 window with the status bar (59 pt).
  func navigation(_ root: UIViewController, large: Bool = false,
                  setUp: (UINavigationController) -> Void = { _ in }) -> (VirtualClock, UINavigationController) {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 393, height: 852), scale: 3, showsStatusBar: true)
    let nav = clock.run { () -> UINavigationController in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let nav = UINavigationController(rootViewController: root)
      nav.navigationBar.prefersLargeTitles = large
      setUp(nav)
      window.rootViewController = nav
      window.makeKeyAndVisible()
      return nav
    }
    clock.runUntilIdle()
    return (clock, nav)
  }

  func screen(_ title: String) -> UIViewController {
    let vc = UIViewController()
    vc.title = title
    return vc
  }

  @Test func aLargeTitleBarIs96PointsBelowTheStatusBar() throws {
    let (clock, nav) = navigation(screen("Settings"), large: true)
    defer { withExtendedLifetime(clock) {} }
    let bar = nav.navigationBar
    #expect(bar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
    let content = try #require(bar.content)
    #expect(content.largeTitleLabel.text == "Settings" && !content.largeTitleLabel.isHidden && content.titleLabel.isHidden)
    #expect(content.largeTitleLabel.font == .systemFont(ofSize: 34, weight: .bold) && content.largeTitleLabel.frame.minX == 16)
    // The background reaches up under the status bar; the content's safe area starts below the bar.
    #expect(bar.background.view.frame == CGRect(x: 0, y: -59, width: 393, height: 155))
    #expect(nav.topViewController?.view.safeAreaInsets.top == 155)
  }

  @Test func anInlineTitleIsCentredSemiboldWithItemsSixteenFromTheEdges() throws {
    let root = screen("Inbox")
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .edit)
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .done)
    let (clock, nav) = navigation(root)
    defer { withExtendedLifetime(clock) {} }
    let content = try #require(nav.navigationBar.content)
    #expect(nav.navigationBar.frame.height == 44 && nav.topViewController?.view.safeAreaInsets.top == 103)
    #expect(content.titleLabel.font == .systemFont(ofSize: 17, weight: .semibold))
    #expect(abs(content.titleLabel.frame.midX - 196.5) < 0.01 && abs(content.titleLabel.frame.midY - 22) < 0.26)
    let edit = try #require(content.rightViews.first as? UILabel), done = try #require(content.leftViews.first as? UILabel)
    #expect(abs(edit.frame.maxX - (393 - 16)) < 0.01 && done.frame.minX == 16)
    #expect(edit.textColor == .systemBlue && done.font == .systemFont(ofSize: 17, weight: .semibold))
  }

  @Test func aPushShowsTheBackButtonWithThePreviousTitle() throws {
    let (clock, nav) = navigation(screen("Settings"))
    defer { withExtendedLifetime(clock) {} }
    clock.run { nav.pushViewController(self.screen("General"), animated: true) }
    clock.advance(to: clock.now + 0.6)
    let content = try #require(nav.navigationBar.content)
    #expect(content.titleLabel.text == "General" && content.backLabel.text == "Settings")
    #expect(content.chevron.frame.minX == 8 && content.backLabel.frame.minX == 26.5)
    #expect(content.backLabel.textColor == .systemBlue)
    // A title that would reach the centred one reads "Back".
    clock.run {
      let long = self.screen("A very long screen title indeed")
      nav.pushViewController(long, animated: false)
      nav.pushViewController(self.screen("Detail"), animated: false)
    }
    clock.runUntilIdle()
    #expect(nav.navigationBar.content?.backLabel.text == "Back")
  }

  @Test func duringAPushTheOldTitleSlidesIntoTheBackButton() throws {
    let (clock, nav) = navigation(screen("Settings"))
    defer { withExtendedLifetime(clock) {} }
    let old = try #require(nav.navigationBar.content)
    let start = clock.now
    clock.run { nav.pushViewController(self.screen("General"), animated: true) }
    let new = try #require(nav.navigationBar.content)
    clock.advance(to: start + 0.1)
    let oldTitle = try #require(old.titleLabel.layer.presentation()), newBack = try #require(new.backLabel.layer.presentation())
    let newTitle = try #require(new.titleLabel.layer.presentation())
    // Both move from the old title's place towards x 26.5 together, one fading out, one in.
    #expect(oldTitle.frame.minX < old.titleLabel.frame.minX + 170 && oldTitle.frame.minX > 26.5)
    #expect(abs(oldTitle.frame.minX - newBack.frame.minX) < 1)
    #expect(oldTitle.opacity > 0 && oldTitle.opacity < 1 && abs(oldTitle.opacity + newBack.opacity - 1) < 0.01)
    #expect(newTitle.frame.midX > 196.5 && newTitle.opacity < 1)
  }

  @Test func theBackgroundIsClearAtTheScrollEdgeAndMaterialOnceScrolled() throws {
    let scrolled = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 2000)
    scrolled.view = scroll
    let (clock, nav) = navigation(screen("Top"))
    defer { withExtendedLifetime(clock) {} }
    let background = nav.navigationBar.background
    #expect(background.material.alpha == 0 && background.hairline.alpha == 0)
    clock.run {
      scroll.contentOffset.y = 200
      nav.pushViewController(scrolled, animated: false)
    }
    clock.runUntilIdle()
    #expect((background.material.alpha == 1 && background.material.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemChromeMaterial)))
    #expect(background.hairline.alpha == 1 && background.hairline.backgroundColor == UIColor(white: 0, alpha: 0.3))
    #expect(abs(background.hairline.frame.height - 1.0 / 3) < 1e-9)
  }

  @Test func theIOS15AppearanceSnippetGivesAnOpaqueColouredBar() throws {
    let (clock, nav) = navigation(screen("Home")) { nav in
      let appearance = UINavigationBarAppearance()
      appearance.configureWithOpaqueBackground()
      appearance.backgroundColor = .systemIndigo
      appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
      nav.navigationBar.standardAppearance = appearance
      nav.navigationBar.scrollEdgeAppearance = appearance
    }
    defer { withExtendedLifetime(clock) {} }
    let bar = nav.navigationBar
    #expect(bar.background.colour.backgroundColor == .systemIndigo && bar.background.material.alpha == 0)
    #expect(bar.content?.titleLabel.textColor == .white)
  }

  @Test func anEmptyStackDrawsAnEmptyBarAndAPushMakesTheRoot() throws {
    let clock = VirtualClock()
    let nav = clock.run { () -> UINavigationController in
      let nav = UINavigationController()
      _ = nav.view
      nav.pushViewController(self.screen("First"), animated: true)
      return nav
    }
    #expect(nav.viewControllers.count == 1 && nav.navigationBar.content?.titleLabel.text == "First")
    #expect(nav.navigationBar.content?.hasBackButton == false)
  }

  @Test func popToRootLeavesOnlyTheRoot() throws {
    let (clock, nav) = navigation(screen("Root"))
    defer { withExtendedLifetime(clock) {} }
    clock.run {
      nav.pushViewController(self.screen("A"), animated: false)
      nav.pushViewController(self.screen("B"), animated: false)
    }
    clock.runUntilIdle()
    let popped = clock.run { nav.popToRootViewController(animated: true) }
    clock.advance(to: clock.now + 1)
    #expect(popped?.map(\.title) == ["A", "B"] && nav.viewControllers.map(\.title) == ["Root"])
    #expect(nav.navigationBar.content?.titleLabel.text == "Root")
  }

  @Test func theBackButtonModeIsTheItemBelows() throws {
    let root = screen("Settings")
    root.navigationItem.backButtonDisplayMode = .minimal
    let (clock, nav) = navigation(root)
    defer { withExtendedLifetime(clock) {} }
    clock.run { nav.pushViewController(self.screen("General"), animated: false) }
    clock.runUntilIdle()
    let content = try #require(nav.navigationBar.content)
    #expect(content.hasBackButton && content.backLabel.text == nil)
  }

  @Test func scrollingPastTheEdgeBringsTheMaterial() throws {
    let list = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 3000)
    list.view = scroll
    let (clock, nav) = navigation(list)
    defer { withExtendedLifetime(clock) {} }
    // In a navigation controller the scroll view's inset takes the bars: its top is at −103.
    #expect(scroll.adjustedContentInset.top == 103)
    scroll.contentOffset.y = -103
    #expect(nav.navigationBar.background.material.alpha == 0)
    clock.run { scroll.contentOffset.y = 40 }
    #expect((nav.navigationBar.background.material.alpha == 1 && nav.navigationBar.background.material.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemChromeMaterial)))
  }

  @Test func viewsInTheBarAreNotCoveredByIt() throws {
    let root = screen("Home")
    let titleView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    root.navigationItem.titleView = titleView
    let (clock, _) = navigation(root)
    defer { withExtendedLifetime(clock) {} }
    #expect(titleView.safeAreaInsets.top == 0)
  }

  @Test func aTranslucentBarTintColourLiesOverTheMaterial() throws {
    let scrolled = UIViewController()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    scroll.contentSize = CGSize(width: 393, height: 3000)
    scroll.contentOffset.y = 200
    scrolled.view = scroll
    let (clock, nav) = navigation(scrolled) { nav in nav.navigationBar.barTintColor = .systemOrange }
    defer { withExtendedLifetime(clock) {} }
    // The colour view is above the material (UIKit's order), so the tint is not blurred away.
    let background = nav.navigationBar.background
    let subviews = background.view.subviews
    let colour = try #require(subviews.firstIndex { $0 === background.colour })
    let material = try #require(subviews.firstIndex { $0 === background.material })
    #expect(colour > material && background.colour.backgroundColor == .systemOrange)
  }

  @Test func popToRootGoesStraightToTheRootAndDropsTheRest() throws {
    let (clock, nav) = navigation(screen("Root"))
    defer { withExtendedLifetime(clock) {} }
    let (a, b) = (screen("A"), screen("B"))
    clock.run {
      nav.pushViewController(a, animated: false)
      nav.pushViewController(b, animated: false)
    }
    clock.runUntilIdle()
    clock.run { _ = nav.popToRootViewController(animated: true) }
    // Mid-pop the stack is unchanged; the bar is on its way to the root's title.
    #expect(nav.viewControllers.count == 3 && nav.navigationBar.content?.titleLabel.text == "Root")
    clock.advance(to: clock.now + 1)
    #expect(nav.viewControllers.map(\.title) == ["Root"] && a.parent == nil && b.parent == nil)
  }
}
