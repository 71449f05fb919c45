import Foundation

/// UIKit's segue: made by a storyboard when one is triggered or performed, handed
/// to `prepare(for:sender:)`, then performed. Subclass it (a custom segue in the
/// storyboard) and override `perform()` to run your own transition.
@preconcurrency @MainActor
open class UIStoryboardSegue {
  public let identifier: String?
  public let source: UIViewController
  public let destination: UIViewController
  /// What `perform()` does for the storyboard's segue kinds (nil for a custom segue).
  var performer: ((UIStoryboardSegue) -> Void)?

  public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
    (self.identifier, self.source, self.destination) = (identifier, source, destination)
  }

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
  public let source: UIViewController
  public let unwindAction: Selector
  public let sender: Any?
  init(source: UIViewController, unwindAction: Selector, sender: Any?) {
    (self.source, self.unwindAction, self.sender) = (source, unwindAction, sender)
  }
}
