import IBSamples
import Testing
import UIKit
import FlipbookTestSupport

/// Actions and segues as the storyboard wires them, run at virtual times.
@MainActor @Suite(.serialized) struct SegueTests {
  func button(_ titled: String, in view: UIView) -> UIButton? { view.button(titled: titled) }

  /// A tap on "Details" runs the show segue (should → prepare → push, the
  /// destination's view loading with the prepared value); "Done" unwinds: the
  /// source's prepare, then the destination's unwind action, then the pop.
  @Test func showAndUnwindRunInUIKitsOrder() throws {
    var stackSizes: [Int] = []
    let baked = try HomeScene(script: { window in
      guard let nav = window.rootViewController as? UINavigationController, let home = home(window) else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        button("Details", in: home.view)?.sendActions(for: .touchUpInside)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.7) { stackSizes.append(nav.viewControllers.count) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.8) {
        guard let detail = nav.topViewController else { return }
        button("Done", in: detail.view)?.sendActions(for: .touchUpInside)
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) { stackSizes.append(nav.viewControllers.count) }
    }).bake()
    #expect(stackSizes == [2, 1])
    #expect(Array(Trace.lines.dropFirst(4)) == [
      "Home.shouldPerformSegue showDetail",
      "Home.prepare showDetail to DetailViewController",
      "Detail.viewDidLoad heading=Morning run done=Done",
      "Detail.prepare unwind to HomeViewController",
      "Home.unwindToHome from DetailViewController",
    ])
    // Mid-push (0.1 s + 0.25 s) the yellow detail screen has slid in partway.
    let middle = try Rasterizer().render(baked.timeline.renderTree(at: 0.35), options: RenderOptions(scale: 1, background: .white))
    let yellowAtRight = middle.pixel(x: 380, y: 700)
    #expect(yellowAtRight.r > 240 && yellowAtRight.g > 190 && yellowAtRight.b < 40)
  }

  /// `performSegue(withIdentifier:)` runs a controller's manual segue: a full-screen
  /// cross-dissolve presentation, in the segue's styles, with no `shouldPerformSegue`.
  @Test func manualSegueCrossDissolves() throws {
    var presented: UIViewController?
    let baked = try HomeScene(script: { window in
      guard let home = home(window) else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        home.performSegue(withIdentifier: "settings", sender: nil)
        presented = home.presentedViewController ?? home.navigationController?.presentedViewController
      }
    }).bake()
    let settings = try #require(presented)
    #expect(settings.modalTransitionStyle == .crossDissolve && settings.modalPresentationStyle == .fullScreen)
    #expect(!Trace.lines.contains { $0.hasPrefix("Home.shouldPerformSegue") })
    #expect(Trace.lines.last == "Home.prepare settings to UIViewController")
    // Half-way through the dissolve the indigo screen is half over white.
    let image = try Rasterizer().render(baked.timeline.renderTree(at: 1.4), options: RenderOptions(scale: 1, background: .white))
    let indigo = image.pixel(x: 200, y: 800)
    #expect(close(indigo, 88, 86, 214, tolerance: 3))
  }

  /// A custom segue class from the storyboard is made with the destination, given to
  /// `prepare(for:sender:)`, then its own `perform()` runs the transition.
  @Test func customSegueClassPerformsItsOwnTransition() throws {
    var presented: UIViewController?
    _ = try HomeScene(script: { window in
      guard let home = home(window) else { return }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        home.performSegue(withIdentifier: "fade", sender: nil)
        presented = home.navigationController?.presentedViewController
      }
    }).bake()
    #expect(presented.map { String(describing: type(of: $0)) } == "DetailViewController")
    #expect(Array(Trace.lines.suffix(3)) == [
      "Home.prepare fade to DetailViewController", "FadeSegue.perform fade", "Detail.viewDidLoad heading=Morning run done=Done",
    ])
  }

  /// The button's action reaches the controller through the plugin's selector;
  /// the spring grows the card's height constraint (an outlet) from 200 to 260.
  @Test func actionAnimatesTheConstraintOutlet() throws {
    var card: UIView?
    let baked = try HomeScene(script: { window in
      guard let home = home(window) else { return }
      card = home.view.subviews.first
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
        button("Animate", in: home.view)?.sendActions(for: .touchUpInside)
      }
    }).bake()
    #expect(Trace.lines.contains("Home.animateCard sender=UIButton"))
    #expect(near(try #require(card).frame.height, 260))
    let height = { (t: Double) throws -> Double in
      let tree = try baked.timeline.renderTree(at: t)
      let image = try Rasterizer().render(tree, options: RenderOptions(scale: 1, background: .white))
      // The card is purple (Brand: 0x4D33CC); count its rows down its middle (clear of the label and badge).
      return Double((100..<500).filter { y in close(image.pixel(x: 200, y: y), 0x4D, 0x33, 0xCC, tolerance: 6) }.count)
    }
    #expect(abs(try height(0.05) - 200) <= 1)
    #expect(abs(try height(1.4) - 260) <= 1)
    #expect(try height(0.3) > 215)  // the spring is under way
  }
}
