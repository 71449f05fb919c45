import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIPresentationController

/// UIKit's presentation controller: what manages a presented controller on screen. A
/// `.custom` presentation asks its transitioning delegate for one
/// (`presentationController(forPresented:presenting:source:)`) and gets a plain one
/// otherwise; it gets a container view of its own over the window, the presented view
/// ends at `frameOfPresentedViewInContainerView`, and the four transition calls come
/// around the animator's work, so a subclass can add a dimming view and fade it with
/// the transition coordinator, as on iOS. The other styles keep UIKit's own
/// presentation and use the window as their container.
@preconcurrency @MainActor
open class UIPresentationController: UITraitEnvironment {
  /// The controller being presented.
  public let presentedViewController: UIViewController
  private weak var assignedPresenter: UIViewController?
  /// The controller that presents `presentedViewController` (given at creation, or set when it is presented).
  public var presentingViewController: UIViewController {
    assignedPresenter ?? presentedViewController.presentingViewController ?? presentedViewController
  }
  /// The view the presentation's views sit in: set when the presentation starts.
  public internal(set) var containerView: UIView?
  /// The delegate asked about adapting the presentation.
  public weak var delegate: UIAdaptivePresentationControllerDelegate?
  /// Traits given to the presented controller instead of the container's.
  open var overrideTraitCollection: UITraitCollection?

  /// Creates a presentation controller for presenting `presentedViewController` from `presentingViewController`.
  public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    assignedPresenter = presentingViewController
  }

  /// The view the transition animates in: the presented controller's view unless a subclass wraps it.
  open var presentedView: UIView? { presentedViewController.view }
  /// Where the presented view ends in the container: the whole container unless a subclass says otherwise.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }
  /// Whether the presentation covers the whole screen.
  open var shouldPresentInFullscreen: Bool { true }
  /// Whether the presenting view leaves the screen when the presentation ends: false, so a
  /// `.custom` presentation leaves it in place and the transition context's `view(forKey: .from)` is nil.
  open var shouldRemovePresentersView: Bool { false }
  /// The presented controller's presentation style.
  open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
  /// The style the presentation adapts to in a compact environment: `.fullScreen`.
  open var adaptivePresentationStyle: UIModalPresentationStyle { .fullScreen }
  /// The style the presentation adapts to in the given traits: `.fullScreen`.
  open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle { .fullScreen }
  /// The traits of the presented controller.
  open var traitCollection: UITraitCollection { overrideTraitCollection ?? presentedViewController.traitCollection }
  /// Called when the traits change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Called before the presentation's animations start (views added here are in the container).
  open func presentationTransitionWillBegin() {}
  /// Called when the presentation ends; `completed` is false when it was cancelled.
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  /// Called before the dismissal's animations start.
  open func dismissalTransitionWillBegin() {}
  /// Called when the dismissal ends; `completed` is false when it was cancelled.
  open func dismissalTransitionDidEnd(_ completed: Bool) {}
  /// Called before the container view lays out its subviews.
  open func containerViewWillLayoutSubviews() {}
  /// Called after the container view laid out its subviews.
  open func containerViewDidLayoutSubviews() {}
  /// Called before the container's size changes (the screen never rotates here, so never).
  open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}

  // MARK: Flipbook's part

  /// A `.custom` presentation that leaves the presenting view where it is: the
  /// transition context names no from-view on present, no to-view on dismiss.
  var leavesPresenterInPlace: Bool { presentationStyle == .custom && !shouldRemovePresentersView }

  /// The container of a presentation in `window`: a view of its own over the window
  /// for `.custom` (UIKit's transition view), the window itself for the other styles.
  func openContainer(in window: UIView, presenter: UIViewController) -> UIView {
    if assignedPresenter == nil { assignedPresenter = presenter }
    guard presentationStyle == .custom else {
      containerView = window
      return window
    }
    let container = PresentationContainerView(frame: window.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.presentationController = self
    window.addSubview(container)
    containerView = container
    return container
  }

  /// Takes the container of a `.custom` presentation off the screen, with everything in it.
  func closeContainer() {
    guard let container = containerView as? PresentationContainerView else { return }
    container.removeFromSuperview()
    containerView = nil
  }
}

/// The container of a `.custom` presentation: it tells its presentation controller when it lays out.
final class PresentationContainerView: UIView {
  weak var presentationController: UIPresentationController?

  override func layoutSubviews() {
    presentationController?.containerViewWillLayoutSubviews()
    super.layoutSubviews()
    presentationController?.containerViewDidLayoutSubviews()
  }
}

// MARK: - Adaptive presentation delegate

/// `UIAdaptivePresentationControllerDelegate`: asked how a presentation adapts and told
/// when the user dismisses a sheet. A scene's presentations never adapt and are dismissed
/// only by code, so Flipbook asks for none of these and calls none of them.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  /// The style to adapt to in a compact environment.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// The style to adapt to in the given traits.
  func adaptivePresentationStyle(for controller: UIPresentationController,
                                 traitCollection: UITraitCollection) -> UIModalPresentationStyle
  /// Whether a user's swipe may dismiss the presented sheet.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  /// Told that a user's swipe starts dismissing the sheet.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  /// Told that a user's swipe dismissed the sheet.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// Told that a user tried to dismiss a sheet that may not be dismissed.
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  /// Returns the presentation controller's own adaptive style.
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
    controller.adaptivePresentationStyle
  }
  /// Returns `adaptivePresentationStyle(for:)`.
  public func adaptivePresentationStyle(for controller: UIPresentationController,
                                        traitCollection: UITraitCollection) -> UIModalPresentationStyle {
    adaptivePresentationStyle(for: controller)
  }
  /// Returns true.
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
  /// Does nothing.
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  /// Does nothing.
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
