import Foundation

// MARK: - UINavigationController

/// A stack of controllers under a navigation bar. Push slides the new view in
/// from the right over the old one, which moves left under a dimming shade, on
/// the curve-7 spring (DefaultAnimators.swift); pop reverses it; a delegate's
/// animator replaces the default. The bar stays put while its title, back button
/// and items change (NavigationBarTransition) over the same time. Child views
/// fill the controller's view, under the bar, and their safe area excludes it.
open class UINavigationController: UIViewController {
  /// A kind of navigation transition, passed to the delegate when it is asked for an animator.
  public enum Operation: Int, Sendable {
    /// No operation.
    case none
    /// A push of a view controller onto the navigation stack.
    case push
    /// A pop of one or more view controllers off the navigation stack.
    case pop
  }

  /// The stack, bottom first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  var stack: [UIViewController] = []
  /// The delegate that can supply the animator and interaction controller of a push or pop.
  open weak var delegate: UINavigationControllerDelegate?
  /// The view controller at the top of the navigation stack.
  open var topViewController: UIViewController? { viewControllers.last }
  /// The view controller whose view is visible: one presented by the navigation controller, else the top one.
  open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
  override var visibleChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

  /// The navigation bar the controller manages, showing the top controller's navigation item.
  public private(set) lazy var navigationBar: UINavigationBar = {
    let bar = UINavigationBar(frame: .zero)
    bar.owner = self
    return bar
  }()
  /// As UIKit: the bar's style decides (`.black` → light content); with the bar
  /// hidden the top controller does.
  open override var preferredStatusBarStyle: UIStatusBarStyle { navigationBar.barStyle == .black ? .lightContent : .default }
  open override var childForStatusBarStyle: UIViewController? { isNavigationBarHidden ? topViewController : nil }
  /// A Boolean value that indicates whether the navigation bar is hidden; setting it hides or shows the bar at once.
  open var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  /// While a push or pop runs: the controller the bar is changing to (its scroll
  /// position picks the bar's appearance).
  var incomingController: UIViewController?
  /// The left-edge swipe that pops interactively (UINavigationController+InteractivePop.swift).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePop.recognizer }
  lazy var interactivePop = InteractivePop(self)

  /// Creates a navigation controller whose stack holds the given root view controller.
  public init(rootViewController: UIViewController) {
    super.init(nibName: nil, bundle: nil)
    stack = [rootViewController]
    addChild(rootViewController)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func loadView() {
    super.loadView()
    if let top = viewControllers.last {
      top.view.frame = view.bounds
      top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(top.view)
    }
    view.addGestureRecognizer(interactivePop.recognizer)
    view.addSubview(navigationBar)
    layOutBar()
    navigationBar.show(barContent(for: viewControllers.count - 1))
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    // During a push or pop the transition places the bar and changes its background.
    guard incomingController == nil else { return }
    if navigationBar.content?.bounds.width != view.bounds.width { navigationBarChanged() } else { layOutBar() }
  }

  /// Hides or shows the navigation bar.
  ///
  /// The bar changes at once: `animated` is accepted for source compatibility, but no animation is run.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
    if isViewLoaded { layOutBar() }
  }

  /// Pushes a view controller onto the stack, sliding its view in from the right when `animated` is true.
  ///
  /// On an empty stack the controller becomes the root, without a transition.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    guard let from = topViewController else {
      // On an empty stack the pushed controller becomes the root, without a transition.
      addChild(viewController)
      stack = [viewController]
      if isViewLoaded {
        viewController.view.frame = view.bounds
        viewController.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.insertSubview(viewController.view, belowSubview: navigationBar)
        navigationBarChanged()
      }
      viewController.didMove(toParent: self)
      return
    }
    addChild(viewController)
    transition(.push, from: from, to: viewController, toIndex: viewControllers.count, animated: animated) { completed in
      if completed {
        self.stack.append(viewController)
        viewController.didMove(toParent: self)
      } else {
        viewController.removeFromParent()
      }
    }
  }

  /// Pops to the root: the top controller animates away as in a pop, straight to
  /// the root; the ones between leave the stack with it when it completes.
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = viewControllers.first else { return nil }
    return popToViewController(root, animated: animated)
  }

  /// Pops to `viewController` (on the stack) the same way.
  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }), index < viewControllers.count - 1,
          incomingController == nil, let from = topViewController else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    transition(.pop, from: from, to: viewController, toIndex: index, animated: animated) { completed in
      guard completed else { return }
      for vc in popped { vc.willMove(toParent: nil); vc.removeFromParent() }
      self.stack = Array(self.stack[...index])
    }
    return popped
  }

  /// Pops the top view controller off the stack and returns it, or returns `nil` when only the root is left.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let from = topViewController else { return nil }
    let to = viewControllers[viewControllers.count - 2]
    transition(.pop, from: from, to: to, toIndex: viewControllers.count - 2, animated: animated) { completed in
      if completed {
        self.stack.removeLast()
        from.removeFromParent()
      }
    }
    return from
  }

  /// Runs a push or pop from `from` to `to`, which will sit at `toIndex` of the stack.
  func transition(_ operation: Operation, from: UIViewController, to: UIViewController, toIndex index: Int,
                          animated: Bool, done: @escaping (Bool) -> Void) {
    let container = view!
    let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to)
      ?? NavigationSlideAnimator(operation: operation)
    let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
      ?? (operation == .pop ? interactivePop.takeDriver() : nil)
    let onScreen = isOnScreen
    (to.isMovingToParent, from.isMovingFromParent) = (operation == .push, operation == .pop)
    to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]  // (its viewDidLoad may set up its navigation item)
    let context = TransitionContext(container: container, from: from, to: to, animated: animated,
                                    finalFrameOfTo: container.bounds, animator: animator) { completed in
      if completed { from.view.removeFromSuperview() } else { to.view.removeFromSuperview() }
      if onScreen { Self.endTransitionAppearance(from: from, to: to, completed: completed) }
      (to.isMovingToParent, from.isMovingFromParent) = (false, false)
      self.incomingController = nil
      done(completed)
      // A cancelled transition leaves the bar showing the controller that stays.
      if !completed { self.navigationBarChanged() }
    }
    // The coordinator is there for the will-appear calls (children find it through `parent`).
    context.coordinate([self, from, to])
    if onScreen { Self.beginTransitionAppearance(from: from, to: to, animated: animated) }
    incomingController = to
    let content = barContent(for: index, pushing: operation == .push ? to : nil)
    context.run(interaction: interaction)
    container.bringSubviewToFront(navigationBar)
    if animated {
      let custom = !(animator is NavigationSlideAnimator)
      navigationBar.transition(to: content, push: operation == .push, duration: animator.transitionDuration(using: context),
                               options: interaction != nil ? .curveLinear : custom ? .curveEaseInOut : NavigationSlideAnimator.curve7,
                               interactive: interaction != nil) {
        self.layOutBar(for: content)
      }
    } else {
      navigationBar.show(content)
      layOutBar()
    }
  }
}
