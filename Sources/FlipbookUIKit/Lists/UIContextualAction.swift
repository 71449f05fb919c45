import Foundation

/// A swipe action's button (iOS 11). Destructive actions are `systemRed`, normal
/// ones `systemGray` **[est]** (research on lists §4).
open class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    /// A style for an ordinary action, gray by default.
    case normal
    /// A style for an action that deletes data, red by default.
    case destructive
  }
  /// A closure that performs the action, given the action, the view that showed it, and a completion to call when done.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The style of the action, which sets its default background color.
  public let style: Style
  /// The closure that performs the action when the user taps it.
  public let handler: Handler
  /// The title shown on the action's button.
  open var title: String?
  /// The image shown on the action's button.
  ///
  /// Stored for source compatibility; Flipbook's swipe buttons show only the title.
  open var image: UIImage?
  /// The background color of the action's button: `systemRed` for destructive actions, `systemGray` otherwise, by default.
  open var backgroundColor: UIColor!

  /// Creates a contextual action with the given style, title and handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The actions a row shows when swiped. A full swipe runs the first by default.
open class UISwipeActionsConfiguration {
  /// The swipe actions, the first nearest the edge the row is swiped from.
  public let actions: [UIContextualAction]
  /// A Boolean value that indicates whether a full swipe performs the first action, `true` by default.
  ///
  /// Flipbook counts a swipe past 60% of the table's width as a full swipe.
  open var performsFirstActionWithFullSwipe = true
  /// Creates a swipe actions configuration with the given actions.
  public init(actions: [UIContextualAction]) { self.actions = actions }
}
