import Testing
import UIKit
import FlipbookTestSupport
@testable import IBSamples

/// Tab bar controllers, container views and the iOS 13 `creator:` form.
@MainActor @Suite(.serialized) struct ContainerTests {
  struct TabsScene: Scene {
    static let id = "ib-tabs"
    static let summary = "Tabs.storyboard: a tab bar controller, a container view"
    var canvas: Canvas { Canvas(size: CGSize(width: 393, height: 852), scale: 1, fps: 10) }
    var length: SceneLength { .seconds(0.3) }
    nonisolated(unsafe) static var window: UIWindow?
    func build() -> CALayer {
      AppResources.add(folder: pastedFolder)
      let window = UIWindow(storyboard: "Tabs")
      Self.window = window
      return window.layer
    }
  }

  /// The tabs come from the relationship segues in order, each with its item; the
  /// container view holds the embedded controller's view, its child, filling it.
  @Test func tabsAndAnEmbeddedController() throws {
    let baked = try TabsScene().bake()
    let tabs = try #require(TabsScene.window?.rootViewController as? UITabBarController)
    #expect(tabs.viewControllers.map { $0.tabBarItem.title } == ["Feed", "Profile"])
    #expect(tabs.viewControllers.first?.tabBarItem.image != nil)
    let feed = try #require(tabs.viewControllers.first)
    #expect(feed.children.count == 1)
    let box = try #require(feed.view.subviews.first)
    #expect(feed.children.first?.view.superview === box)
    #expect(near(box.frame, CGRect(x: 40, y: 40, width: 313, height: 160)))
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 0.2), options: RenderOptions(scale: 1, background: .white))
    #expect(close(image.pixel(x: 196, y: 120), 48, 176, 199))  // systemTeal, the child's view
    #expect(close(image.pixel(x: 20, y: 20), 242, 242, 242))  // the feed's white 0.95
  }

  /// `creator:` gets the coder and makes the controller with it; the storyboard's values still apply.
  @Test func creatorMakesTheControllerFromTheCoder() throws {
    var made = 0
    var vc: ProfileViewController?
    let clock = VirtualClock()
    clock.run {
      AppResources.add(folder: pastedFolder)
      let storyboard = UIStoryboard(name: "Tabs", bundle: nil)
      vc = storyboard.instantiateViewController(identifier: "Profile") { coder in
        made += 1
        return ProfileViewController(coder: coder)
      }
    }
    #expect(made == 1 && vc?.tabBarItem.title == "Profile" && vc?.storyboard != nil)
    #expect(clock.errors.isEmpty)
  }
}
