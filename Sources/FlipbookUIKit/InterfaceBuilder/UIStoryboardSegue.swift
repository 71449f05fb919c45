import Foundation

/// UIKit's segue: made by a storyboard when one is triggered or performed, handed
/// to `prepare(for:sender:)`, then performed. Subclass it (a custom segue in the
/// storyboard) and override `perform()` to run your own transition.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  /// The segue's identifier, as set in the storyboard, or `nil` if it has none.
  public let identifier: String?
  /// The view controller the segue starts from.
  public let source: UIViewController
  /// The view controller the segue presents or shows.
  public let destination: UIViewController
  /// What `perform()` does for the storyboard's segue kinds (nil for a custom segue).
  var performer: ((UIStoryboardSegue) -> Void)?

  /// Creates a segue with the given identifier between the given source and destination view controllers.
  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    (self.identifier, self.source, self.destination) = (identifier, source, destination)
  }

  /// Creates a segue that runs the given block when it is performed.
  public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                          performHandler: @escaping () -> Void) {
    self.init(identifier: identifier, source: source, destination: destination)
    performer = { _ in performHandler() }
  }

  /// Runs the segue's transition (a custom subclass overrides it).
  open func perform() { performer?(self) }
}

/// What an unwind segue came from (iOS passes it to `unwind(for:towards:)`).
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource {
  /// The view controller the unwind segue started from.
  public let source: UIViewController
  /// The action method the unwind segue was connected to.
  public let unwindAction: Selector
  /// The object that triggered the unwind segue.
  public let sender: Any?
  init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    (self.source, self.unwindAction, self.sender) = (source, unwindAction, sender)
  }
}
