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
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      (self.center, self.name, self.object) = (center, name, object)
    }

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
