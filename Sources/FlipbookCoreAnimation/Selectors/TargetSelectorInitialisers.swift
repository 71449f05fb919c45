import Foundation

// Apple's target/selector forms of timers and display links, for code the
// adaptation plugin has adapted (`#selector(…)` becomes a `Selector`). The target
// is kept until the timer or link is invalidated, as Foundation and Core Animation keep it.

extension VirtualTimer {
  /// Creates a timer that calls the selector on the target, passing the timer, once added to a run loop.
  public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                          repeats: Bool, file: StaticString = #fileID, line: UInt = #line) {
    let object = target as AnyObject
    self.init(timeInterval: interval, repeats: repeats,
              block: { timer in SelectorRegistry.perform(selector, on: object, [timer]) }, file: file, line: line)
    self.userInfo = userInfo
  }

  /// Creates a timer that calls the selector on the target, passing the timer, and schedules it on the running
  /// scene's virtual clock.
  @discardableResult
  public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                   userInfo: Any?, repeats: Bool,
                                   file: StaticString = #fileID, line: UInt = #line) -> VirtualTimer {
    let timer = VirtualTimer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo,
                             repeats: repeats, file: file, line: line)
    timer.schedule(on: VirtualClock.current)
    return timer
  }
}

extension CADisplayLink {
  /// Calls `selector` on `target` with the link at every frame once added to a run loop.
  public convenience init(target: Any, selector: Selector, file: StaticString = #fileID, line: UInt = #line) {
    let object = target as AnyObject
    self.init(handler: { link in SelectorRegistry.perform(selector, on: object, [link]) }, file: file, line: line)
  }
}

extension NotificationCenter {
  /// Calls `selector` on `observer` with each notification named `name` (from
  /// `object`, if given), as it is posted.
  public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {
    let target = WeakObserver(object: observer as AnyObject)
    _ = addObserver(forName: name, object: object, queue: nil) { note in
      guard let observer = target.object else { return }
      SelectorRegistry.perform(selector, on: observer, [note])
    }
  }
}

/// The observer, held weakly as NotificationCenter holds selector observers (posts
/// happen on the scene's thread, where the observer lives).
private struct WeakObserver: @unchecked Sendable {
  weak var object: AnyObject?
}
