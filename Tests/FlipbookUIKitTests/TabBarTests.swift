import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UITabBar as a tab bar controller draws it (docs/research/ios-look.md §5).
@MainActor
@Suite struct TabBarTests {
  func tabs(_ controllers: [UIViewController]) -> (VirtualClock, UITabBarController) {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 393, height: 852), scale: 3, showsStatusBar: true)
    let tabs = clock.run { () -> UITabBarController in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
      let tabs = UITabBarController()
      tabs.setViewControllers(controllers, animated: false)
      window.rootViewController = tabs
      window.makeKeyAndVisible()
      return tabs
    }
    clock.runUntilIdle()
    return (clock, tabs)
  }

  func screen(_ title: String, _ symbol: String) -> UIViewController {
    let vc = UIViewController()
    vc.title = title
    vc.tabBarItem.image = UIImage(systemName: symbol)
    return vc
  }

  @Test func theBarIs49PointsAboveTheHomeIndicatorWithIconsOverTitles() throws {
    let (clock, tabs) = tabs([screen("Home", "house"), screen("Search", "magnifyingglass")])
    defer { withExtendedLifetime(clock) {} }
    #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 83, width: 393, height: 83))
    #expect(tabs.selectedViewController?.view.safeAreaInsets.bottom == 83)
    let buttons = tabs.tabBar.buttons
    #expect(buttons.map(\.title.text) == ["Home", "Search"] && buttons.map(\.frame.width) == [196.5, 196.5])
    let home = try #require(buttons.first)
    #expect(home.title.font == .systemFont(ofSize: 10, weight: .medium))
    // The title's baseline 4 pt plus its descent above the 49 pt row's bottom; the 25 pt icon above it.
    let baseline = home.title.frame.minY + home.title.font.ascender
    #expect(abs(baseline - (49 - 4 + home.title.font.descender)) <= 0.34)
    #expect(home.icon.frame.size == CGSize(width: 25, height: 25) && abs(home.icon.frame.midX - 98.25) < 0.01)
    #expect(home.icon.image?.size == CGSize(width: 25, height: 25))
  }

  @Test func theSelectedTabIsInTheTintOthersGrey() throws {
    let (clock, tabs) = tabs([screen("Home", "house"), screen("Search", "magnifyingglass")])
    defer { withExtendedLifetime(clock) {} }
    let colours = { tabs.tabBar.buttons.map(\.title.textColor) }
    #expect(colours() == [.systemBlue, UIColor(white: 0.6, alpha: 1)])
    clock.run { tabs.selectedIndex = 1 }
    #expect(colours() == [UIColor(white: 0.6, alpha: 1), .systemBlue])
    #expect(tabs.tabBar.buttons[1].icon.tintColor == .systemBlue)
  }

  @Test func aBadgeSitsAtTheIconsTopRight() throws {
    let inbox = screen("Inbox", "bell")
    inbox.tabBarItem.badgeValue = "12"
    let (clock, tabs) = tabs([inbox])
    defer { withExtendedLifetime(clock) {} }
    let button = try #require(tabs.tabBar.buttons.first)
    #expect(button.badge.text == "12" && button.badge.backgroundColor == .systemRed && button.badge.frame.height == 18)
    #expect(button.badge.frame.minX == button.icon.frame.midX + 6 && button.badge.frame.width > 18)
  }

  @Test func theBackgroundIsClearOverContentThatDoesNotScroll() throws {
    let (clock, tabs) = tabs([screen("Home", "house")])
    defer { withExtendedLifetime(clock) {} }
    #expect(tabs.tabBar.background.material.alpha == 0)
    let appearance = UITabBarAppearance()
    appearance.configureWithDefaultBackground()
    clock.run { tabs.tabBar.scrollEdgeAppearance = appearance }
    #expect((tabs.tabBar.background.material.alpha == 1 && tabs.tabBar.background.material.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemChromeMaterial)))
    #expect(tabs.tabBar.background.hairline.frame.maxY == 0 && tabs.tabBar.background.hairline.alpha == 1)
  }

  @Test func aTabBarItemReplacedLaterIsShown() throws {
    let home = screen("Home", "house")
    let (clock, tabs) = tabs([home, screen("Search", "magnifyingglass")])
    defer { withExtendedLifetime(clock) {} }
    clock.run { home.tabBarItem = UITabBarItem(title: "Start", image: UIImage(systemName: "star"), tag: 0) }
    #expect(tabs.tabBar.buttons.map(\.title.text) == ["Start", "Search"])
  }
}
