import Foundation
import Testing
import Flipbook

/// A block observer on `.main` runs when the notification is posted, even when
/// the scene's main actor runs on a thread draining the main queue (Swift
/// Testing on Linux): Flipbook's overload takes the scene's queue.
@Suite struct NotificationQueueTests {
  @Test func aMainQueueObserverRunsDuringThePost() {
    let name = Notification.Name("FlipbookNotificationQueueTest")
    final class Count: @unchecked Sendable { var value = 0 }
    let count = Count()
    let seen = onMainActor { () -> Int in
      let token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in count.value += 1 }
      NotificationCenter.default.post(name: name, object: nil)
      NotificationCenter.default.removeObserver(token)
      return count.value
    }
    #expect(seen == 1)
  }
}
