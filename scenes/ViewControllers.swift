import Flipbook
import Foundation

// Article 004 (custom view-controller transitions) and UIKit's default ones.

/// A screen: a coloured view with a title label, as a view controller; outside a
/// navigation controller it draws a header of its own.
final class DemoScreen: UIViewController {
  let color: UIColor
  init(_ title: String, _ color: UIColor) {
    self.color = color
    super.init(nibName: nil, bundle: nil)
    self.title = title
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func viewDidLoad() {
    view.layer.name = title
    view.backgroundColor = color
    if navigationController == nil { addHeader() }
    let body = UILabel(frame: CGRect(x: 20, y: 300, width: 335, height: 40))
    body.text = title
    body.font = .boldSystemFont(ofSize: 34)
    body.textColor = .white
    body.textAlignment = .center
    view.addSubview(body)
  }

  private var header: (bar: UIView, label: UILabel)?

  /// A 44 pt header with the title in 17 pt semibold, as a bar draws it: below the
  /// status bar, its background reaching up behind it (laid out with the safe area).
  private func addHeader() {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    bar.backgroundColor = UIColor.systemBackground.withAlphaComponent(0.85)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    label.text = title
    label.font = .systemFont(ofSize: 17, weight: .semibold)
    label.textAlignment = .center
    bar.addSubview(label)
    view.addSubview(bar)
    header = (bar, label)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let header else { return }
    let top = view.safeAreaInsets.top
    header.bar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: top + 44)
    header.label.frame = CGRect(x: 0, y: top, width: view.bounds.width, height: 44)
  }
}

/// A window whose root is `root`.
@MainActor func window(root: UIViewController) -> UIWindow {
  let window = Scenes.makeWindow()
  window.rootViewController = root
  return window
}

public struct NavigationPushPop: Scene {
  public static let id = "nav-push-pop"
  public static let summary = "UINavigationController: push slides the new screen in from the right over a dimmed old one, then pop"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    let nav = UINavigationController(rootViewController: DemoScreen("Inbox", .systemBlue))
    let w = window(root: nav)
    SceneScheduler.main.asyncAfter(delay: 0.3) { nav.pushViewController(DemoScreen("Message", .systemOrange), animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.3) { nav.popViewController(animated: true) }
    return w.layer
  }
}

public struct PresentDismiss: Scene {
  public static let id = "present-dismiss"
  public static let summary = "present(_:animated:) shows a page sheet (iOS 13+), the screen behind shrinking and dimming, then dismiss(animated:)"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    let home = DemoScreen("Home", .systemTeal)
    let w = window(root: home)
    let compose = DemoScreen("Compose", .systemPink)
    SceneScheduler.main.asyncAfter(delay: 0.3) { home.present(compose, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.3) { compose.dismiss(animated: true) }
    return w.layer
  }
}

public struct TabBarSwitch: Scene {
  public static let id = "tab-bar"
  public static let summary = "UITabBarController: three tabs with symbol icons and a badge, switching to the second and third"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .seconds(1.5) }
  public func build() -> CALayer {
    let tabs = UITabBarController()
    let screens = [DemoScreen("Feed", .systemIndigo), DemoScreen("Search", .systemGreen), DemoScreen("Profile", .systemPurple)]
    for (screen, symbol) in zip(screens, ["house", "magnifyingglass", "person"]) {
      screen.tabBarItem = UITabBarItem(title: screen.title, image: UIImage(systemName: symbol),
                                       selectedImage: UIImage(systemName: symbol == "magnifyingglass" ? symbol : symbol + ".fill"))
    }
    screens[2].tabBarItem.badgeValue = "3"
    tabs.setViewControllers(screens, animated: false)
    // iOS 15+ draws a tab bar clear over content that does not scroll; apps that
    // want the material there set it as the scroll-edge appearance too.
    let appearance = UITabBarAppearance()
    appearance.configureWithDefaultBackground()
    tabs.tabBar.scrollEdgeAppearance = appearance
    let w = window(root: tabs)
    SceneScheduler.main.asyncAfter(delay: 0.5) { tabs.selectedIndex = 1 }
    SceneScheduler.main.asyncAfter(delay: 1.0) { tabs.selectedIndex = 2 }
    return w.layer
  }
}

// MARK: - The article's reusable transition (MBTransition)

public enum TransitionType { case push, present }

/// The article's design: one object is the navigation and transitioning delegate
/// and the animator; `setTransition(from:to:type:duration:)` is the single call;
/// subclasses override `animateTransition(using:)` and tell the reverse direction
/// (pop, dismiss) by comparing the controllers with the ones given.
open class MBTransition: NSObject, UIViewControllerAnimatedTransitioning, UINavigationControllerDelegate,
  UIViewControllerTransitioningDelegate {
  public var duration: TimeInterval = 0.5
  public weak var fromVC: UIViewController?
  public weak var toVC: UIViewController?
  /// Drives the next transition by progress when set (interactive pop/dismiss).
  public var interaction: UIPercentDrivenInteractiveTransition?

  public func setTransition(from fromVC: UIViewController, to toVC: UIViewController, type: TransitionType, duration: TimeInterval) {
    self.fromVC = fromVC
    self.toVC = toVC
    self.duration = duration
    switch type {
    case .push: fromVC.navigationController?.delegate = self
    case .present:
      fromVC.transitioningDelegate = self
      toVC.transitioningDelegate = self
      // Since iOS 13 a presentation is a page sheet unless told otherwise; these
      // animators move both screens, so it is full screen (under `.custom` UIKit
      // hands an animator no presenting view: `view(forKey: .from)` is nil).
      toVC.modalPresentationStyle = .fullScreen
    }
  }

  /// True for pop and dismiss: the controllers are the other way round.
  public func isReversed(from: UIViewController?, to: UIViewController?) -> Bool {
    !(fromVC.map { type(of: $0) == type(of: from!) } == true && toVC.map { type(of: $0) == type(of: to!) } == true
      && fromVC === from)
  }

  public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
  open func animationEnded(_ transitionCompleted: Bool) {}
  open func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    transitionContext.completeTransition(true)
  }

  public func navigationController(_ navigationController: UINavigationController,
                                   animationControllerFor operation: UINavigationController.Operation,
                                   from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
  public func navigationController(_ navigationController: UINavigationController,
                                   interactionControllerFor animationController: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { interaction }
  public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                  source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
  public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
  public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
    -> UIViewControllerInteractiveTransitioning? { interaction }
}

/// Circular reveal: the new screen appears through a circle growing from a point
/// (a shape-layer mask with an animated path); reversed, the circle shrinks away.
public final class CircleRevealTransition: MBTransition {
  public var origin = CGPoint(x: 320, y: 600)

  public override func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
          let toController = ctx.viewController(forKey: .to) else { return }
    let container = ctx.containerView
    let reversed = isReversed(from: ctx.viewController(forKey: .from), to: toController)
    toView.frame = ctx.finalFrame(for: toController)
    let revealing = reversed ? fromView : toView
    if reversed {
      container.insertSubview(toView, belowSubview: fromView)
    } else {
      container.addSubview(toView)
    }
    // The largest distance from the origin to a corner: the circle then covers everything.
    let b = container.bounds
    let radius = [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                  CGPoint(x: b.maxX, y: b.maxY)].map { hypot($0.x - origin.x, $0.y - origin.y) }.max()!
    func circle(_ r: CGFloat) -> CGPath {
      UIBezierPath(ovalIn: CGRect(x: origin.x - r, y: origin.y - r, width: 2 * r, height: 2 * r)).cgPath
    }
    let small = circle(1), large = circle(radius)
    let mask = CAShapeLayer()
    mask.path = reversed ? small : large
    revealing.layer.mask = mask
    let grow = CABasicAnimation(keyPath: "path")
    grow.fromValue = reversed ? large : small
    grow.toValue = reversed ? small : large
    grow.duration = transitionDuration(using: ctx)
    grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    CATransaction.begin()
    CATransaction.setCompletionBlock {
      revealing.layer.mask = nil
      ctx.completeTransition(!ctx.transitionWasCancelled)
    }
    mask.add(grow, forKey: "reveal")
    CATransaction.commit()
  }
}

/// Zoom from a thumbnail: the presented screen grows out of the thumbnail's frame;
/// reversed, it shrinks back into it.
public final class ZoomTransition: MBTransition {
  public var thumbnailFrame = CGRect(x: 40, y: 400, width: 90, height: 120)

  public override func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
          let toController = ctx.viewController(forKey: .to) else { return }
    let container = ctx.containerView
    let reversed = isReversed(from: ctx.viewController(forKey: .from), to: toController)
    let full = container.bounds
    let zoomed = reversed ? fromView : toView
    let shrunk = CGAffineTransform(translationX: thumbnailFrame.midX - full.midX, y: thumbnailFrame.midY - full.midY)
      .scaledBy(x: thumbnailFrame.width / full.width, y: thumbnailFrame.height / full.height)
    if !reversed {
      toView.frame = ctx.finalFrame(for: toController)
      toView.transform = shrunk
      toView.alpha = 0.5
      toView.layer.cornerRadius = 40
      toView.clipsToBounds = true
      container.addSubview(toView)
    }
    UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, usingSpringWithDamping: 0.85,
                   initialSpringVelocity: 0, options: [], animations: {
      zoomed.transform = reversed ? shrunk : .identity
      zoomed.alpha = reversed ? 0.5 : 1
      zoomed.layer.cornerRadius = reversed ? 40 : 0
    }, completion: { _ in
      if reversed { zoomed.transform = .identity }
      ctx.completeTransition(!ctx.transitionWasCancelled)
    })
  }
}

public struct CustomCircleReveal: Scene {
  public static let id = "custom-circle-reveal"
  public static let summary = "MBTransition subclass: push reveals the new screen through a growing circle; pop shrinks it away (article 004)"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    let list = DemoScreen("Gallery", .systemBlue)
    let nav = UINavigationController(rootViewController: list)
    let w = window(root: nav)
    let detail = DemoScreen("Detail", .systemOrange)
    let transition = CircleRevealTransition()
    transition.setTransition(from: list, to: detail, type: .push, duration: 0.6)
    // The delegate properties are weak: the scheduled work keeps the transition alive
    // (the article makes it a singleton for the same reason).
    SceneScheduler.main.asyncAfter(delay: 0.3) { [transition] in _ = transition; nav.pushViewController(detail, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.5) { [transition] in _ = transition; nav.popViewController(animated: true) }
    return w.layer
  }
}

public struct CustomZoom: Scene {
  public static let id = "custom-zoom"
  public static let summary = "MBTransition subclass: present zooms a screen out of a thumbnail; dismiss zooms it back (article 004)"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    let home = DemoScreen("Albums", .systemIndigo)
    let w = window(root: home)
    let thumbnail = UIView(frame: CGRect(x: 40, y: 400, width: 90, height: 120))
    thumbnail.backgroundColor = .systemPink
    thumbnail.layer.cornerRadius = 8
    home.view.addSubview(thumbnail)
    let photo = DemoScreen("Photo", .systemPink)
    let transition = ZoomTransition()
    transition.thumbnailFrame = thumbnail.frame
    transition.setTransition(from: home, to: photo, type: .present, duration: 0.6)
    SceneScheduler.main.asyncAfter(delay: 0.3) { [transition] in _ = transition; home.present(photo, animated: true) }
    SceneScheduler.main.asyncAfter(delay: 1.6) { [transition] in _ = transition; photo.dismiss(animated: true) }
    return w.layer
  }
}

/// An interactive pop driven by a scripted progress: 0.3, then 0.6, then finish
/// (or cancel), as a pan gesture would drive UIPercentDrivenInteractiveTransition.
public struct InteractivePop: Scene {
  public static let id = "interactive-pop"
  public static let summary = "UIPercentDrivenInteractiveTransition: a pop driven to 30%, 60%, then finished"
  public init() {}
  var cancels = false
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    let list = DemoScreen("Messages", .systemGreen)
    let nav = UINavigationController(rootViewController: list)
    let w = window(root: nav)
    let chat = DemoScreen("Chat", .systemPurple)
    nav.pushViewController(chat, animated: false)
    let driver = UIPercentDrivenInteractiveTransition()
    let transition = MBSlideTransition()
    transition.setTransition(from: list, to: chat, type: .push, duration: 0.5)
    let cancels = self.cancels
    SceneScheduler.main.asyncAfter(delay: 0.3) {
      transition.interaction = driver
      nav.popViewController(animated: true)
    }
    SceneScheduler.main.asyncAfter(delay: 0.6) { driver.update(0.3) }
    SceneScheduler.main.asyncAfter(delay: 0.9) { driver.update(0.6) }
    SceneScheduler.main.asyncAfter(delay: 1.2) { if cancels { driver.cancel() } else { driver.finish() } }
    return w.layer
  }
}

public struct InteractivePopCancelled: Scene {
  public static let id = "interactive-pop-cancel"
  public static let summary = "UIPercentDrivenInteractiveTransition: a pop driven to 30%, 60%, then cancelled (the screen slides back)"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.4) }
  public func build() -> CALayer {
    var scene = InteractivePop()
    scene.cancels = true
    return scene.build()
  }
}

/// A plain horizontal slide as an MBTransition (used by the interactive scenes).
open class MBSlideTransition: MBTransition {
  open override func animateTransition(using ctx: UIViewControllerContextTransitioning) {
    guard let fromView = ctx.view(forKey: .from), let toView = ctx.view(forKey: .to),
          let toController = ctx.viewController(forKey: .to) else { return }
    let reversed = isReversed(from: ctx.viewController(forKey: .from), to: toController)
    let final = ctx.finalFrame(for: toController)
    let w = final.width
    toView.frame = final.offsetBy(dx: reversed ? -w / 3 : w, dy: 0)
    if reversed { ctx.containerView.insertSubview(toView, belowSubview: fromView) } else { ctx.containerView.addSubview(toView) }
    UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0, options: .curveLinear, animations: {
      toView.frame = final
      fromView.frame = final.offsetBy(dx: reversed ? w : -w / 3, dy: 0)
    }, completion: { _ in
      fromView.frame = final
      if ctx.transitionWasCancelled { toView.removeFromSuperview() }
      ctx.completeTransition(!ctx.transitionWasCancelled)
    })
  }
}
