import Foundation

/// Runs `body` on the main actor and returns its result, from any thread: at
/// once when called on the main thread (a command's `run()`, a `@MainActor`
/// test), else by waiting for the main queue (a worker thread, a test on the
/// cooperative pool). Scenes build on the main actor because UIKit's views are
/// main-actor isolated, as in Apple's SDK; everything after the bake (the
/// timeline, the frames) is `Sendable` and runs anywhere.
public func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
  if Thread.isMainThread || MainQueueMark.isCurrent {
    return try MainActor.assumeIsolated(body)
  }
  return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

/// Whether the running code is on the main queue, whichever thread drains it:
/// after `dispatchMain()` (Swift Testing's entry point on Linux) the main
/// actor's jobs run on a worker thread, where `Thread.isMainThread` is false and
/// waiting for the main queue would wait for ourselves.
enum MainQueueMark {
  private static let key = DispatchSpecificKey<Bool>()
  private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)
  static var isCurrent: Bool {
    _ = marked
    return DispatchQueue.getSpecific(key: key) == true
  }
}

extension Scene {
  /// `bake(limit:)` from code that is not on the main actor: see `onMainActor`.
  public nonisolated func bakeOnMainActor(limit: Double = 600) throws -> BakedScene {
    nonisolated(unsafe) let scene = self
    return try onMainActor { try scene.bake(limit: limit) }
  }
}
