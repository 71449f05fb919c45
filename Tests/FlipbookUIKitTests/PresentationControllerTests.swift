import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookRenderTree
@testable import FlipbookTimeline
@testable import FlipbookUIKit
@testable import FlipbookScenes
import FlipbookTestSupport

/// A half-height card over a dimming view that fades with the transition: the pattern of
/// Apple's custom-presentation sample and of the paste corpus's presentation controllers.
final class HalfSheetPresentation: UIPresentationController {
  let dimming = UIView()
  var log: [String] = []

  override var frameOfPresentedViewInContainerView: CGRect {
    guard let bounds = containerView?.bounds else { return .zero }
    return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
  }

  override func presentationTransitionWillBegin() {
    log.append("presentation will begin")
    guard let container = containerView else { return }
    dimming.frame = container.bounds
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.4)
    dimming.alpha = 0
    dimming.layer.name = "dimming"
    container.addSubview(dimming)
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 })
  }

  override func presentationTransitionDidEnd(_ completed: Bool) { log.append("presentation did end \(completed)") }
  override func dismissalTransitionWillBegin() {
    log.append("dismissal will begin")
    presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
  }
  override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissal did end \(completed)") }
}

final class HalfSheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
  var made: HalfSheetPresentation?
  func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                              source: UIViewController) -> UIPresentationController? {
    let controller = HalfSheetPresentation(presentedViewController: presented, presenting: presenting)
    made = controller
    return controller
  }
}

/// A card that logs what its coordinator says in its appearance calls.
final class LoggingCard: UIViewController {
  var log: [String] = []
  override func viewDidLoad() { view.backgroundColor = .systemPink }
  override func viewWillAppear(_ animated: Bool) {
    guard let coordinator = transitionCoordinator else { return log.append("will appear without a coordinator") }
    log.append("will appear: \(coordinator.presentationStyle == .custom) \(coordinator.transitionDuration) "
               + "\(coordinator.view(forKey: .from) == nil) \(coordinator.view(forKey: .to) === view)")
    coordinator.animate(alongsideTransition: nil) { context in self.log.append("completion cancelled: \(context.isCancelled)") }
  }
  override func viewDidAppear(_ animated: Bool) { log.append("did appear, coordinator: \(transitionCoordinator != nil)") }
}

struct HalfSheetScene: Scene {
  static let id = "test-half-sheet"
  static let summary = "a custom presentation controller's half-height card over a fading dimming view"
  var canvas: Canvas { Scenes.appCanvas }
  var length: SceneLength { .seconds(2.2) }
  func build() -> CALayer {
    let home = UIViewController()
    home.view.backgroundColor = .systemTeal
    let window = Scenes.makeWindow()
    window.rootViewController = home
    let card = LoggingCard()
    let delegate = HalfSheetDelegate()
    card.modalPresentationStyle = .custom
    card.transitioningDelegate = delegate
    SceneScheduler.main.asyncAfter(delay: 0.3) { home.present(card, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.3) { withExtendedLifetime(delegate) { card.dismiss(animated: true) } }
    return window.layer
  }
}

@MainActor
@Suite struct PresentationControllerTests {
  /// The default animator (cover vertical, 0.35 s ease-in-out) moves the card to the
  /// presentation controller's frame while the dimming view fades on the same curve.
  @Test func aCustomPresentationPlacesTheCardAndFadesItsDimmingAlongside() throws {
    let baked = try HalfSheetScene().bake()
    // Half way (0.475 s), ease-in-out is half way: dimming at 0.4 · 0.5 over the teal, the card's top at 333.5 + 166.75.
    let mid = try frame(baked, 0.475)
    let dimmedHalf = mid.pixel(x: 20, y: 200)
    for (channel, teal) in zip([dimmedHalf.r, dimmedHalf.g, dimmedHalf.b], [48.0, 176, 199]) {
      #expect(abs(Double(channel) - teal * 0.8) <= 3, "\(dimmedHalf)")
    }
    let top = try #require((300..<667).first { mid.pixel(x: 20, y: $0).r > 200 })
    #expect(abs(Double(top) - 500.25) <= 2, "\(top)")
    // Presented: the card fills the lower half, the dimming is at its full 0.4.
    let shown = try frame(baked, 1.0)
    #expect(shown.pixel(x: 20, y: 600) == (255, 45, 85, 255))
    let dimmed = shown.pixel(x: 20, y: 200)
    #expect(abs(Double(dimmed.g) - 176 * 0.6) <= 3, "\(dimmed)")
    // Dismissed: the container went with the dimming view and the card.
    let after = try frame(baked, 2.0)
    #expect(after.pixel(x: 20, y: 200) == (48, 176, 199, 255))
    #expect(after.pixel(x: 20, y: 600) == (48, 176, 199, 255))
  }

  @Test func theCoordinatorIsThereFromWillAppearToTheEndOfTheTransition() {
    let clock = VirtualClock()
    let card = LoggingCard()
    let delegate = HalfSheetDelegate()
    var window: UIWindow?
    clock.run {
      let home = UIViewController()
      window = Scenes.makeWindow()
      window?.rootViewController = home
      card.modalPresentationStyle = .custom
      card.transitioningDelegate = delegate
      SceneScheduler.main.asyncAfter(delay: 0.1) {
        home.present(card, animated: true)
        #expect(card.transitionCoordinator != nil && home.transitionCoordinator != nil)
        #expect(card.presentationController === delegate.made)
      }
      SceneScheduler.main.asyncAfter(delay: 1) { card.dismiss(animated: false) }
    }
    clock.runUntilIdle()
    #expect(card.log == ["will appear: true 0.35 true true", "completion cancelled: false", "did appear, coordinator: false"])
    #expect(delegate.made?.log == ["presentation will begin", "presentation did end true", "dismissal will begin",
                                   "dismissal did end true"])
    #expect(card.view.superview == nil && delegate.made?.containerView == nil)
    #expect(window?.subviews.contains { $0 is PresentationContainerView } == false)
  }

  /// An interaction controller that does not want an interactive start (the corpus's menu
  /// dismissed by a tap) lets the dismissal play by itself; before, it stayed paused.
  @Test func aDismissalWhoseInteractionWaitsPlaysByItself() {
    final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
      let interaction = UIPercentDrivenInteractiveTransition()
      func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning? { interaction }
    }
    let clock = VirtualClock()
    let card = LoggingCard()
    let delegate = Delegate()
    delegate.interaction.wantsInteractiveStart = false
    var dismissedAt: Double?
    clock.run {
      let home = UIViewController()
      let window = Scenes.makeWindow()
      window.rootViewController = home
      card.modalPresentationStyle = .overFullScreen
      card.transitioningDelegate = delegate
      home.present(card, animated: false)
      SceneScheduler.main.asyncAfter(delay: 0.5) {
        card.dismiss(animated: true) { dismissedAt = CACurrentMediaTime() }
        #expect(card.transitionCoordinator?.isInteractive == false)
      }
    }
    clock.runUntilIdle()
    #expect(card.view.superview == nil)
    #expect(abs((dismissedAt ?? 0) - 0.85) < 0.02, "\(String(describing: dismissedAt))")
  }

  @Test func aPushRunsAlongsideAnimationsOnItsSpring() throws {
    let baked = try AlongsidePushScene().bake()
    // Pushed at 0.3 s on curve 7: 0.1 s in, the spring has gone 0.5448 of the way.
    let mid = try #require(try node("overlay", in: baked, at: 0.4))
    #expect(abs(Double(mid.opacity) - (1 - 0.5448)) <= 0.01, "\(mid.opacity)")
    // Before the push it is opaque; pushed, it has faded out (a transparent layer leaves the render tree).
    #expect(try node("overlay", in: baked, at: 0.29)?.opacity == 1)
    #expect(try node("overlay", in: baked, at: 1.2) == nil)
  }

  private func node(_ name: String, in baked: BakedScene, at t: Double) throws -> RenderNode? {
    func find(_ nodes: [RenderNode]) -> RenderNode? {
      for node in nodes {
        if node.name == name { return node }
        if let found = find(node.sublayers) { return found }
      }
      return nil
    }
    return find(try baked.timeline.renderTree(at: t).layers)
  }
}

/// The pushed screen fades a view of the window out beside the push, from `viewWillAppear`.
final class FadingOnPush: UIViewController {
  weak var overlay: UIView?
  override func viewWillAppear(_ animated: Bool) {
    transitionCoordinator?.animate(alongsideTransition: { _ in self.overlay?.alpha = 0 }, completion: nil)
  }
}

struct AlongsidePushScene: Scene {
  static let id = "test-alongside-push"
  static let summary = "an alongside animation of a push"
  var canvas: Canvas { Scenes.appCanvas }
  var length: SceneLength { .seconds(1.5) }
  func build() -> CALayer {
    let nav = UINavigationController(rootViewController: UIViewController())
    let window = Scenes.makeWindow()
    window.rootViewController = nav
    let overlay = UIView(frame: CGRect(x: 0, y: 600, width: 40, height: 40))
    overlay.backgroundColor = .systemRed
    overlay.layer.name = "overlay"
    window.addSubview(overlay)
    let next = FadingOnPush()
    next.overlay = overlay
    SceneScheduler.main.asyncAfter(delay: 0.3) { nav.pushViewController(next, animated: true) }
    return window.layer
  }
}
