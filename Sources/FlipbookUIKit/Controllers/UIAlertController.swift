import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - UIAlertAction

/// An alert's button: a title, a style and the handler a tap would run.
@preconcurrency @MainActor
open class UIAlertAction {
  /// A style of action, which decides where the action's button is placed and how its title is drawn.
  public enum Style: Int, Sendable {
    /// The default style, for an action that does something.
    case `default` = 0
    /// A style for an action that cancels and leaves things unchanged, placed apart from the other actions.
    case cancel = 1
    /// A style for an action that might change or delete data, its title drawn in red.
    case destructive = 2
  }

  /// The text of the action's button.
  public let title: String?
  /// The style of the action, which decides where it is placed and how its title is drawn.
  public let style: Style
  /// A Boolean value that indicates whether the action is enabled; a disabled action is drawn dimmed and ignores taps.
  open var isEnabled = true
  let handler: ((UIAlertAction) -> Void)?

  /// Creates an action with the given title and style, and the handler to run when the user taps it.
  public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
    (self.title, self.style, self.handler) = (title, style, handler)
  }
}

// MARK: - UIAlertController

/// UIKit's alert and action sheet, drawn with iOS 17's geometry (docs/research/
/// ios-look.md §8, from UIKit's `UIAlertControllerVisualStyleAlert`):
/// - `.alert`: a 270 pt box centred on the screen, corner radius 14, the title
///   in 17 pt semibold and the message in 13 pt, 16 pt side insets, the title's
///   first baseline 36 pt from the top, the message's 20 pt below it, the
///   actions 24 pt below the last baseline in 44 pt rows (two side by side, the
///   cancel action on the left; three or more stacked, cancel last), hairline
///   separators, the preferred (else the cancel) action in semibold, a
///   destructive one red; a black dimming view at 0.2;
/// - `.actionSheet`: the screen's width less 8 pt a side, 8 pt above the bottom,
///   actions 57 pt tall in 20 pt, the cancel action in its own group 8 pt below.
/// Present springs the box from 1.2x to 1x and fades it in; dismiss fades it out
/// (AlertAnimators.swift). The backgrounds are light and nearly opaque: the
/// material blur behind them is not drawn yet.
/// A scene has no finger to tap with: `tap(_:)` (Flipbook's, not UIKit's)
/// scripts a user's tap on an action, as `sendActions(for:)` scripts a control's.
open class UIAlertController: UIViewController {
  /// A style of alert controller: an action sheet or an alert.
  public enum Style: Int, Sendable {
    /// An action sheet, which slides up from the bottom of the screen, its cancel action in a group of its own.
    case actionSheet = 0
    /// An alert, a box centered on the screen.
    case alert = 1
  }

  /// The text that gives more detail about the reason for the alert, drawn below the title.
  open var message: String?
  /// The style of the alert controller, set when it is created.
  public private(set) var preferredStyle: Style = .alert
  /// The actions the user can choose, in the order they were added.
  public private(set) var actions: [UIAlertAction] = []
  /// The action drawn in semibold (an alert's default action).
  open var preferredAction: UIAlertAction?
  /// The box the controller draws (its view is the whole screen, for the dimming).
  var box: UIView?
  let dimming = UIView()

  /// Creates an alert controller with the given title, message and style, to be presented over the full screen.
  public convenience init(title: String?, message: String?, preferredStyle: Style) {
    self.init(nibName: nil, bundle: nil)
    self.title = title
    self.message = message
    self.preferredStyle = preferredStyle
    modalPresentationStyle = .overFullScreen
  }

  /// Adds an action to the alert; set up all actions before presenting, as the box is drawn when it is presented.
  open func addAction(_ action: UIAlertAction) { actions.append(action) }

  /// Flipbook's scripting of a user's tap on `action`: the alert is dismissed
  /// (animated), and the action's handler runs when it has gone, as UIKit runs it.
  public func tap(_ action: UIAlertAction) {
    guard action.isEnabled, !isBeingDismissed, presentingViewController != nil,
          actions.contains(where: { $0 === action }) else { return }
    dismiss(animated: true) { action.handler?(action) }
  }

  override func defaultTransitionAnimator(presenting: Bool) -> UIViewControllerAnimatedTransitioning {
    AlertTransitionAnimator(presenting: presenting, style: preferredStyle)
  }

  /// Creates the controller's clear, full-screen view with the black dimming view behind the alert.
  open override func loadView() {
    super.loadView()
    view.backgroundColor = .clear
    dimming.frame = view.bounds
    dimming.backgroundColor = UIColor(white: 0, alpha: 0.2)
    dimming.layer.name = "alert dimming"
    view.addSubview(dimming)
  }

  /// Draws the box from the title, message and actions as they are when it is
  /// presented (code often adds actions, or sets `view.tintColor`, after making it).
  @discardableResult
  func makeBoxIfNeeded() -> UIView {
    if let box { return box }
    dimming.frame = view.bounds
    let made = preferredStyle == .alert ? AlertLayout.alert(self, in: view.bounds)
                                         : AlertLayout.actionSheet(self, in: view.bounds)
    made.layer.name = preferredStyle == .alert ? "alert" : "action sheet"
    view.addSubview(made)
    box = made
    return made
  }

  /// The action drawn in semibold: the preferred one, else (in an alert) the cancel action.
  var emphasised: UIAlertAction? {
    preferredAction ?? (preferredStyle == .alert ? actions.first { $0.style == .cancel } : nil)
  }
}
