import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
@testable import FlipbookScenes
import FlipbookTestSupport

/// `Canvas.showsStatusBar`: the status bar drawn over each window and the safe
/// area it makes, per device height (docs/research/ios-look.md §4).
@MainActor @Suite struct StatusBarTests {
  func window(height: CGFloat, statusBar: Bool) -> (VirtualClock, UIWindow, UIView) {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 375, height: height), scale: 2, showsStatusBar: statusBar)
    let (window, view) = clock.run { () -> (UIWindow, UIView) in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: height))
      let controller = UIViewController()
      window.rootViewController = controller
      return (window, controller.view)
    }
    clock.runUntilIdle()
    return (clock, window, view)
  }

  @Test func offByDefaultWithNoSafeArea() {
    let (_, window, view) = window(height: 667, statusBar: false)
    #expect(!window.subviews.contains { $0.layer.name == "status bar" })
    #expect(view.safeAreaInsets == .zero)
  }

  @Test func aPhoneWithAHomeButtonHasTwentyPoints() throws {
    let (clock, window, view) = window(height: 667, statusBar: true)
    defer { withExtendedLifetime(clock) {} }  // the canvas is the clock's
    let bar = try #require(window.subviews.first { $0.layer.name == "status bar" })
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 375, height: 20) && bar.layer.zPosition > 0)
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  @Test func anIPhone15HasFiftyNineAndThirtyFour() throws {
    let (clock, _, view) = window(height: 852, statusBar: true)
    defer { withExtendedLifetime(clock) {} }
    #expect(view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    // A subview 30 pt down is covered by the rest of the bar only.
    let child = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
    view.addSubview(child)
    #expect(child.safeAreaInsets.top == 29 && child.safeAreaInsets.bottom == 0)
  }

  @Test func theSceneSafeAreaPlacesTheBannerAndToolbar() throws {
    let baked = try StatusBarScene().bake()
    let image = try Rasterizer().render(baked.timeline.renderTree(at: baked.duration),
                                        options: RenderOptions(scale: 1, background: .white))
    // The banner (systemYellow) starts 8 pt below the 59 pt status bar; the toolbar
    // (systemBlue) ends 34 pt above the bottom.
    let yellow = (0..<200).first { y in let p = image.pixel(x: 196, y: y); return p.r > 240 && p.g > 190 && p.b < 30 }
    #expect(yellow == 67)
    let blue = (700..<852).last { y in let p = image.pixel(x: 196, y: y); return p.b > 240 && p.r < 20 }
    #expect(blue == 852 - 34 - 1)
    // The home indicator: a black pill 8 pt above the bottom, 134 pt wide.
    #expect(image.pixel(x: 196, y: 852 - 10) == (0, 0, 0, 255))
    #expect(image.pixel(x: 196 - 70, y: 852 - 10) != (0, 0, 0, 255))
  }
}
