/// `Task` in a file that imports UIKit or QuartzCore (see UIKit.swift): Swift
/// concurrency runs on real time, on executors Flipbook cannot see, so a
/// `Task { … }` or `Task.sleep` in scene code would run after the scene was
/// baked, or never, and its animations would silently be missing. Starting or
/// sleeping in one is therefore a compile error that names the virtual-time
/// replacement. The type itself stays, so a property such as
/// `var loading: Task<Void, Never>?` and its `cancel()` still compile; write
/// `_Concurrency.Task` for a task that is not scene code.
public struct VirtualTask<Success: Sendable, Failure: Error>: Sendable {
  private init() {}

  @available(*, unavailable, message: "a Task runs outside the scene's virtual clock; schedule the work with DispatchQueue.main.async { … } (or asyncAfter for a delay)")
  @discardableResult
  public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success)
  where Failure == Never { self.init() }

  @available(*, unavailable, message: "a Task runs outside the scene's virtual clock; schedule the work with DispatchQueue.main.async { … } (or asyncAfter for a delay)")
  @discardableResult
  public init(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success)
  where Failure == any Error { self.init() }

  @available(*, unavailable, message: "a detached Task runs outside the scene's virtual clock; schedule the work with DispatchQueue.main.async { … }")
  @discardableResult
  public static func detached(priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success)
    -> VirtualTask where Failure == Never { VirtualTask() }

  /// Never running, so there is nothing to cancel.
  public func cancel() {}
  /// Never started, so never cancelled.
  public var isCancelled: Bool { false }
}

extension VirtualTask where Success == Never, Failure == Never {
  @available(*, unavailable, message: "Task.sleep waits in real time, outside the scene's virtual clock; write DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }, or UIView.animate(withDuration:delay:…)")
  public static func sleep(nanoseconds duration: UInt64) async throws {}

  @available(*, unavailable, message: "Task.sleep waits in real time, outside the scene's virtual clock; write DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { … }, or UIView.animate(withDuration:delay:…)")
  public static func sleep(for duration: Duration) async throws {}
}
