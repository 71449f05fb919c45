import Foundation
import OpenCombine

extension NotificationCenter {
  /// `NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)`:
  /// each notification posted, as it is posted (the scene's posts happen on its clock:
  /// keyboard frames, text changes, your own).
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// The publisher `publisher(for:object:)` makes.
  public struct Publisher: OpenCombine.Publisher {
    /// The kind of values this publisher sends: the notifications as they are posted.
    public typealias Output = Notification
    /// The kind of errors this publisher might send; it never fails.
    public typealias Failure = Never

    /// The notification center this publisher observes.
    public let center: NotificationCenter
    /// The name of the notifications this publisher sends.
    public let name: Notification.Name
    /// The object whose notifications this publisher sends, or `nil` for those of any sender.
    public let object: AnyObject?

    /// Creates a publisher that sends the notifications of the given name posted to a notification center.
    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      (self.center, self.name, self.object) = (center, name, object)
    }

    /// Adds an observer to the notification center for the subscriber, removing it when the subscriber cancels.
    public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
      let subject = PassthroughSubject<Notification, Never>()
      nonisolated(unsafe) let send = subject
      let observer = center.addObserver(forName: name, object: object, queue: nil) { send.send($0) }
      nonisolated(unsafe) let token = observer
      let center = self.center
      subject.handleEvents(receiveCancel: { center.removeObserver(token) }).receive(subscriber: subscriber)
    }
  }
}
