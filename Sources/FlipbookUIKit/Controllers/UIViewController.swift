import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIViewController

/// UIKit's view controller, enough for containment, navigation, presentation and
/// custom transitions: `view` (loaded on first use), `title`, children, the
/// navigation and presentation relationships, and `transitioningDelegate`.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// As in Apple's SDK, the designated initialiser: `loadView()` loads the view
  /// from the XIB `nibName` (or one named after the class) when there is one.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    (nibName, nibBundle) = (nibNameOrNil, nibBundleOrNil)
    super.init()
  }

  /// The required initialiser: a storyboard makes its controllers with it (the
  /// coder holds the scene; the view is made from it when first needed).
  public required init?(coder: NSCoder) { super.init() }

  /// The XIB `loadView()` reads, and where (nil: the app's resources).
  public private(set) var nibName: String?
  /// The bundle the XIB named `nibName` is read from (nil: the app's resources).
  public private(set) var nibBundle: Bundle?
  /// The storyboard scene or XIB this controller came from (InterfaceBuilder/).
  var nibSource: NibSource?
  /// The storyboard the controller was made from.
  open var storyboard: UIStoryboard? { nibSource?.storyboard }

  // Segues (InterfaceBuilder/NibSegues.swift runs them in UIKit's order).
  /// Performs the segue with `identifier` from this controller's storyboard scene.
  open func performSegue(withIdentifier identifier: String, sender: Any?) { runSegue(identifier, sender: sender) }
  /// Asked before a triggered segue runs (not for `performSegue`); false cancels it.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Called with the segue, its destination made, before it is performed.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Whether this controller takes an unwind segue's action (by default: it has the method).
  open func canPerformUnwindSegueAction(_ action: Selector, from fromViewController: UIViewController, sender: Any?) -> Bool {
    SelectorRegistry.responds(self, to: action)
  }

  /// Creates a controller without a nib name or bundle (`loadView()` looks for a XIB named after the class).
  public override convenience init() { self.init(nibName: nil, bundle: nil) }

  /// A presented controller's presenter; otherwise its view's superview (a window's
  /// root controller's is the window), as Apple's responder chain article gives it.
  open override var next: UIResponder? {
    if parent == nil, let presenter = presentingViewController { return presenter }
    return viewIfLoaded?.superview
  }

  /// The controller's title; a navigation bar shows it (through `navigationItem`).
  open var title: String? {
    didSet {
      navigationItemStorage?.title = title
      if tabBarItemStorage?.title == oldValue { tabBarItemStorage?.title = title }
    }
  }
  private var navigationItemStorage: UINavigationItem?
  private var tabBarItemStorage: UITabBarItem?
  /// The controller's tab in a tab bar controller: made on first use with its title.
  open var tabBarItem: UITabBarItem! {
    get {
      if let item = tabBarItemStorage { return item }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set {
      tabBarItemStorage = newValue
      tabBarController?.tabBarItemsChanged()
    }
  }
  /// What a navigation bar shows for this controller, made on first use with its title.
  open var navigationItem: UINavigationItem {
    if let item = navigationItemStorage { return item }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }
  private var loadedView: UIView?
  /// The view if it has been loaded, else nil (loads nothing).
  open var viewIfLoaded: UIView? { loadedView }
  /// Loads the view now if it is not loaded (`loadView()`, then `viewDidLoad()`).
  open func loadViewIfNeeded() { _ = view }
  /// Called on a controller read from a storyboard or nib, after its outlets are set.
  open func awakeFromNib() {}
  /// Whether a tab bar hides while this controller is on a navigation stack.
  open var hidesBottomBarWhenPushed = false
  /// The status bar's content style while this controller decides it (see `statusBarStyleController`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the status bar hides while this controller decides it; false by default.
  open var prefersStatusBarHidden: Bool { false }
  /// A child that decides the status bar's style instead (nil: this controller does).
  open var childForStatusBarStyle: UIViewController? { nil }
  /// A child that decides whether the status bar hides instead (nil: this controller does).
  ///
  /// Flipbook never reads it: the controller that decides the style (`childForStatusBarStyle`) decides this too.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// Whether a presented controller that does not cover the screen decides the status bar.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// Light or dark for this controller's views (UIView+Traits.swift).
  open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified {
    didSet { if oldValue != overrideUserInterfaceStyle { styleOverrideChanged() } }
  }
  /// Called after the controller's traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Handlers from `registerForTraitChanges` (UITraitChanges.swift).
  var traitHandlers: [TraitHandler] = []
  /// The view, made by `loadView()` on first access (then `viewDidLoad()` runs).
  open var view: UIView! {
    get {
      if loadedView == nil {
        loadView()
        adoptView()
        viewDidLoad()
      }
      return loadedView
    }
    set {
      loadedView = newValue
      adoptView()
    }
  }

  /// The root view reports its layout to the controller and gets the system's
  /// minimum margins for a controller's view: 16 pt at the sides on a phone
  /// narrower than 414 pt, 20 pt on wider ones, none above and below
  /// (`systemMinimumLayoutMargins`, iOS 11 and later).
  private func adoptView() {
    guard let view = loadedView else { return }
    view.viewDelegate = self
    let side: CGFloat = UIScreen.main.bounds.width >= 414 ? 20 : 16
    view.layoutMargins = UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
  }
  /// Whether the view is loaded (asking does not load it).
  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view from the controller's storyboard scene or XIB, else makes a
  /// plain view the size of a phone screen (375x667 pt); override to build your own.
  open func loadView() {
    if loadViewFromDocument() { return }
    loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  }
  /// Called once the view is loaded, after `loadView()`; does nothing by default.
  open func viewDidLoad() {}
  /// Around the view's `layoutSubviews()`, as UIKit calls them.
  open func viewWillLayoutSubviews() {}
  /// Called after the view's `layoutSubviews()`; does nothing by default.
  open func viewDidLayoutSubviews() {}
  /// Runs in the update-constraints pass for the controller's view (call super).
  open func updateViewConstraints() {}
  /// Called when the view is about to appear (`animated`: the transition animates); does nothing by default.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called when the view has appeared, as the transition that shows it completes; does nothing by default.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called when the view is about to disappear (`animated`: the transition animates); does nothing by default.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called when the view has disappeared, as the transition that hides it completes; does nothing by default.
  open func viewDidDisappear(_ animated: Bool) {}

  // Appearance (UIViewController+Appearance.swift): UIKit calls these; a custom container calls them for its children.
  var appearance = AppearanceState.disappeared
  var appearanceAnimated = false
  var forwardedAppearance: [UIViewController] = []
  /// Tells the controller its view is about to appear or disappear: `viewWillAppear(_:)` or `viewWillDisappear(_:)`.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) { startAppearance(isAppearing, animated: animated) }
  /// Tells the controller its appearance transition ended: `viewDidAppear(_:)` or `viewDidDisappear(_:)`.
  open func endAppearanceTransition() { finishAppearance() }
  /// Whether the appearance calls pass on to the children whose views this controller shows; true by default.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// The children whose views this controller shows (a container shows one).
  var visibleChildren: [UIViewController] {
    children.filter { $0.isViewLoaded && loadedView.map($0.view.isDescendant(of:)) == true }
  }
  /// True while a navigation controller pushes this controller (until its `viewDidAppear(_:)` has run).
  public internal(set) var isMovingToParent = false
  /// True while a navigation controller pops this controller (until its `viewDidDisappear(_:)` has run).
  public internal(set) var isMovingFromParent = false
  /// True while this controller is being presented (until its `viewDidAppear(_:)` has run).
  public internal(set) var isBeingPresented = false
  /// True while this controller is being dismissed (until its `viewDidDisappear(_:)` has run).
  public internal(set) var isBeingDismissed = false
  /// Never called: a scene gets no memory warnings (declared so subclasses override it as on iOS).
  open func didReceiveMemoryWarning() {}
  /// Never called: Flipbook's screen does not rotate or resize (declared so subclasses override it).
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

  // MARK: Editing

  /// Whether the controller is editing (`setEditing(_:animated:)` changes it).
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  var editingState = false
  var editButton: UIBarButtonItem?

  /// Turns editing on or off; `editButtonItem` shows Done while editing. A table
  /// view controller passes it to its table.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    editButton?.title = editing ? "Done" : "Edit"
    editButton?.style = editing ? .done : .plain
  }

  /// An Edit / Done button that toggles `isEditing`, as UIKit's.
  open var editButtonItem: UIBarButtonItem {
    if let editButton { return editButton }
    let item = UIBarButtonItem(title: "Edit", primaryAction: UIAction { [weak self] _ in
      guard let self else { return }
      self.setEditing(!self.isEditing, animated: true)
    })
    editButton = item
    return item
  }

  // MARK: Containment

  /// The child controllers, in the order they were added.
  public private(set) var children: [UIViewController] = []
  /// The container controller this one is a child of, or nil.
  public private(set) weak var parent: UIViewController?

  /// Adds `child` as the last child, taking it from its old parent first.
  ///
  /// Unlike UIKit, it does not call the child's `willMove(toParent:)`.
  open func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent's children.
  ///
  /// Unlike UIKit, it does not call `didMove(toParent:)` with nil.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// Called before the controller joins a container, or leaves one (`parent` nil); does nothing by default.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller joined a container, or left one (`parent` nil); does nothing by default.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest navigation controller above.
  open var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

  /// The nearest tab bar controller above.
  open var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

  /// The first controller of type `T` among the parents, nearest first.
  private func nearestAncestor<T: UIViewController>(_: T.Type) -> T? {
    guard let parent else { return nil }
    return sequence(first: parent, next: { $0.parent }).lazy.compactMap { $0 as? T }.first
  }

  // MARK: Presentation

  /// The controller that presented this one (the root of the presenter's parent chain), or nil.
  public internal(set) weak var presentingViewController: UIViewController?
  /// The controller this one presented (set on the root of its parent chain), or nil.
  public internal(set) var presentedViewController: UIViewController?
  /// How the controller is presented: `.automatic` (a page sheet) by default.
  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  /// Asked for the animator (and interaction controller) of present and dismiss.
  open weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
  /// The animator UIKit uses for this controller without a transitioning delegate
  /// (cover vertical; an alert controller has its own).
  func defaultTransitionAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
    if modalTransitionStyle != .coverVertical { return ModalStyleAnimator(presenting: presenting, style: modalTransitionStyle) }
    return modalPresentationStyle.isSheet ? PageSheetAnimator(presenting: presenting) : CoverVerticalAnimator(presenting: presenting)
  }
  /// Where the presented view ends: the page sheet's card, else the whole container.
  func presentedFrame(in container: UIView) -> CGRect {
    guard modalPresentationStyle.isSheet && modalTransitionStyle == .coverVertical else { return container.bounds }
    return PageSheetAnimator.sheetFrame(in: container.bounds, safeTop: container.window?.safeAreaInsets.top ?? 0)
  }
  /// How a presentation without a transitioning delegate animates (ModalStyleAnimator).
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical

  /// Presents `viewControllerToPresent` (UIViewController+Presentation.swift).
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    runPresentation(of: viewControllerToPresent, animated: flag, completion: completion)
  }
  /// Dismisses the controller this one presented (or this one, if it was presented).
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { runDismissal(animated: flag, completion: completion) }
  /// The coordinator of the presentation, dismissal, push or pop under way for this controller
  /// or its nearest parent in one, from the will-appear calls to the transition's end; else nil.
  open var transitionCoordinator: UIViewControllerTransitionCoordinator? { coordinatorInEffect }
  /// The presentation controller managing this controller (or its presented parent).
  open var presentationController: UIPresentationController? { managingPresentationController }
  /// The transition running for this controller (its coordinator), if any.
  weak var activeTransition: TransitionContext?
  /// The presentation controller that manages (or will manage) this controller's presentation.
  var ownPresentationController: UIPresentationController?
}
