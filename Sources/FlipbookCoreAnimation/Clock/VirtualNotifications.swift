import Foundation

extension NotificationCenter {
  /// A block observer on the scene's queue (`queue: .main` in a file that
  /// imports UIKit or Flipbook): the block runs when the notification is posted,
  /// as Apple's Foundation runs it for a post made on the main thread (it waits
  /// for the queue to run the block). Foundation's own form would hand the block
  /// to the real main queue, which the scene's thread may be draining (Swift
  /// Testing on Linux runs the main actor there): the post would wait for ever.
  public func addObserver(forName name: NSNotification.Name?, object obj: Any?, queue: VirtualOperationQueue,
                          using block: @escaping (Notification) -> Void) -> NSObjectProtocol {
    // The scene runs on one thread: the block is called on the thread that posts, as the queue's would be.
    nonisolated(unsafe) let block = block
    return addObserver(forName: name, object: obj, queue: nil) { block($0) }
  }
}
