import Foundation

/// A swipe action's button (iOS 11). Destructive actions are `systemRed`, normal
/// ones `systemGray` **[est]** (research on lists §4).
open class UIContextualAction {
  /// `UIContextualAction.Style`.
  public enum Style: Int, Sendable { case normal, destructive }
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  public let style: Style
  public let handler: Handler
  open var title: String?
  open var image: UIImage?
  open var backgroundColor: UIColor!

  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = style == .destructive ? .systemRed : .systemGray
  }
}

/// The actions a row shows when swiped. A full swipe runs the first by default.
open class UISwipeActionsConfiguration {
  public let actions: [UIContextualAction]
  open var performsFirstActionWithFullSwipe = true
  public init(actions: [UIContextualAction]) { self.actions = actions }
}
