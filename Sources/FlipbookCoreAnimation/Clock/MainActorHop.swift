import Foundation

/// Runs `body` on the main actor and returns its result, from any thread: at
/// once when called on the main thread (a command's `run()`, a `@MainActor`
/// test), else by waiting for the main queue (a worker thread, a test on the
/// cooperative pool). Scenes build on the main actor because UIKit's views are
/// main-actor isolated, as in Apple's SDK; everything after the bake (the
/// timeline, the frames) is `Sendable` and runs anywhere.
public func onMainActor<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
  if Thread.isMainThread {
    return try MainActor.assumeIsolated(body)
  }
  return try DispatchQueue.main.sync { try MainActor.assumeIsolated(body) }
}

extension Scene {
  /// `bake(limit:)` from code that is not on the main actor: see `onMainActor`.
  public nonisolated func bakeOnMainActor(limit: Double = 600) throws -> BakedScene {
    nonisolated(unsafe) let scene = self
    return try onMainActor { try scene.bake(limit: limit) }
  }
}
