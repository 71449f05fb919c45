import Foundation
import IBSamples
import Testing
import UIKit
import FlipbookTestSupport

/// The app's storyboard, as pasted into IBSamples/Pasted (Main.storyboard in Base.lproj).
let pastedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../IBSamples/Pasted").standardizedFileURL.path

/// A window showing the storyboard's initial controller, on a 393x852 canvas (an iPhone 15).
struct HomeScene: Scene {
  static let id = "ib-home"
  static let summary = "Main.storyboard's initial screen"
  var canvas: Canvas { Canvas(size: CGSize(width: 393, height: 852), scale: 1, fps: 30) }
  var length: SceneLength { .seconds(1.5) }
  var script: @MainActor (UIWindow) -> Void = { _ in }

  func build() -> CALayer {
    Trace.lines = []  // here, not in a suite's init: suites run side by side on the main actor
    AppResources.add(folder: pastedFolder)
    let window = UIWindow(storyboard: "Main")
    window.layoutIfNeeded()
    script(window)
    return window.layer
  }
}

@MainActor
func home(_ window: UIWindow) -> UIViewController? {
  (window.rootViewController as? UINavigationController)?.viewControllers.first
}

@MainActor @Suite(.serialized) struct StoryboardTests {
  @Test func initialControllerIsTheNavigationControllerWithItsRoot() throws {
    var root: UIViewController?
    _ = try HomeScene(script: { window in root = window.rootViewController }).bake()
    let nav = try #require(root as? UINavigationController)
    #expect(nav.navigationBar.prefersLargeTitles)
    let home = try #require(nav.viewControllers.first)
    #expect(String(describing: type(of: home)) == "HomeViewController")
    #expect(home.title == "Home")
    #expect(home.navigationItem.title == "Activity")
  }

  /// UIKit's order: the controller is made and awakes with no view; the view nib
  /// loads when needed: views are made (a view's init(coder:) already has its
  /// subviews), runtime attributes set, outlets connected, awakeFromNib, then viewDidLoad.
  @Test func loadingFollowsUIKitsOrder() throws {
    _ = try HomeScene().bake()
    #expect(Trace.lines.prefix(4) == [
      "Home.awakeFromNib view loaded=false",
      "CardView.init(coder:) subviews=2",
      "CardView.awakeFromNib cornerRadius=16.0",
      "Home.viewDidLoad card=true title=Morning run dots=3",
    ])
  }

  @Test func framesAfterLayoutFollowTheConstraints() throws {
    var frames: [CGRect] = []
    _ = try HomeScene(script: { window in
      guard let home = home(window) else { return }
      let card = home.view.subviews[0], stack = home.view.subviews[1]
      frames = [card.frame, stack.frame, stack.subviews[1].frame, card.subviews[1].frame]
    }).bake()
    try #require(frames.count == 4)
    #expect(near(frames[0].minX, 20) && near(frames[0].width, 353) && near(frames[0].height, 200))
    #expect(near(frames[1].minY, frames[0].maxY + 20) && near(frames[1].height, 60))
    // Below the large-title bar (96 pt, no status bar on this canvas) by 20 pt.
    #expect(near(frames[0].minY, 96 + 20))
    // fillEqually with 12 pt spacing: (353 - 24) / 3 = 109.67 wide, edges snapped to
    // this 1x canvas's pixels as UIKit snaps them: 121.67…231.33 → 122…231.
    #expect(near(frames[2].minX, 122) && near(frames[2].width, 109))
    // The badge: 40 wide, square by its 1:1 ratio, 20 from the card's trailing edge.
    #expect(near(frames[3], CGRect(x: 293, y: 20, width: 40, height: 40)))
  }
}
