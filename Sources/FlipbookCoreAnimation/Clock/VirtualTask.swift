/// `Task` in a file that imports UIKit, QuartzCore or Combine (and in every file
/// of a `flipbook init` package): Swift's `Task`, started on the scene's virtual
/// clock and remembered by it. The task itself is a real `_Concurrency.Task`
/// (`base`); what makes it virtual is where its jobs run (SceneExecutor.swift) and
/// that `Task.sleep` here sleeps in virtual time. The scene knows each task it
/// started, and where, so one still waiting when the scene's clock has nothing
/// left to do fails the bake by name (TaskRegistry).
public struct VirtualTask<Success: Sendable, Failure: Error>: Sendable, Hashable {
  /// The Swift task.
  public let base: _Concurrency.Task<Success, Failure>

  /// Wraps a Swift task the scene has already started.
  public init(_ base: _Concurrency.Task<Success, Failure>) { self.base = base }

  /// `Task { … }`: runs `operation` on the scene's clock, on the actor it is isolated
  /// to (the main actor, in a view controller), from the current virtual instant.
  /// The closure inherits the caller's actor and captures `self` implicitly, as
  /// Swift's `Task.init` declares (its underscored attributes, repeated here).
  @discardableResult
  public init(name: String? = nil, priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
              @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) where Failure == Never {
    let done = TaskRegistry.started(at: fileID, line: line)
    if isMainActorIsolated(operation) {
      let body = TaskOperation(operation)
      self.init(_Concurrency.Task(name: name, priority: priority) { @MainActor in
        defer { done() }
        return await body.run()
      })
    } else {
      let task = _Concurrency.Task(name: name, priority: priority, operation: operation)
      TaskRegistry.watch(task, done: done)
      self.init(task)
    }
  }

  /// `Task { … }` whose operation throws.
  @discardableResult
  public init(name: String? = nil, priority: TaskPriority? = nil, fileID: StaticString = #fileID, line: UInt = #line,
              @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) where Failure == any Error {
    let done = TaskRegistry.started(at: fileID, line: line)
    if isMainActorIsolated(operation) {
      let body = ThrowingTaskOperation(operation)
      self.init(_Concurrency.Task(name: name, priority: priority) { @MainActor in
        defer { done() }
        return try await body.run()
      })
    } else {
      let task = _Concurrency.Task(name: name, priority: priority, operation: operation)
      TaskRegistry.watch(task, done: done)
      self.init(task)
    }
  }

  /// `Task.detached { … }`: on the scene's clock too, isolated to no actor.
  @discardableResult
  public static func detached(name: String? = nil, priority: TaskPriority? = nil, fileID: StaticString = #fileID,
                              line: UInt = #line, @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success)
    -> VirtualTask where Failure == Never {
    let done = TaskRegistry.started(at: fileID, line: line)
    return VirtualTask(_Concurrency.Task.detached(name: name, priority: priority) {
      defer { done() }
      return await operation()
    })
  }

  /// `Task.detached { … }` whose operation throws.
  @discardableResult
  public static func detached(name: String? = nil, priority: TaskPriority? = nil, fileID: StaticString = #fileID,
                              line: UInt = #line, @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success)
    -> VirtualTask where Failure == any Error {
    let done = TaskRegistry.started(at: fileID, line: line)
    return VirtualTask(_Concurrency.Task.detached(name: name, priority: priority) {
      defer { done() }
      return try await operation()
    })
  }

  /// The task's result, once it has finished.
  public var result: Result<Success, Failure> { get async { await base.result } }
  /// Cancels the task, as Swift's `Task.cancel()` does.
  public func cancel() { base.cancel() }
  /// A Boolean value that indicates whether the task has been cancelled.
  public var isCancelled: Bool { base.isCancelled }
}

extension VirtualTask where Failure == Never {
  /// The value the task's operation returns, once it has finished.
  public var value: Success { get async { await base.value } }
}

extension VirtualTask where Failure == any Error {
  /// The value the task's operation returns, once it has finished; throws the error it threw.
  public var value: Success { get async throws { try await base.value } }
}

extension VirtualTask where Success == Never, Failure == Never {
  /// A Boolean value that indicates whether the current task has been cancelled.
  public static var isCancelled: Bool { _Concurrency.Task<Never, Never>.isCancelled }
  /// Throws `CancellationError` if the current task has been cancelled.
  public static func checkCancellation() throws { try _Concurrency.Task<Never, Never>.checkCancellation() }
  /// The priority of the current task.
  public static var currentPriority: TaskPriority { _Concurrency.Task<Never, Never>.currentPriority }
  /// The base priority of the current task, or `nil` outside a task.
  public static var basePriority: TaskPriority? { _Concurrency.Task<Never, Never>.basePriority }
  /// Lets other work due at this virtual instant run first (the clock runs it in order).
  nonisolated(nonsending) public static func yield() async { await _Concurrency.Task<Never, Never>.yield() }
}

/// A task's operation, held so a main-actor task can call it after noting its
/// end (reading `isolation` on the parameter itself crashes Swift 6.3's SILGen).
private final class TaskOperation<Success: Sendable>: @unchecked Sendable {
  private let operation: @isolated(any) () async -> Success
  init(_ operation: @escaping @isolated(any) () async -> Success) { self.operation = operation }
  nonisolated(nonsending) func run() async -> Success { await operation() }
}

/// Whether `operation` is isolated to the main actor (a `Task { }` made in main-actor code).
private func isMainActorIsolated<T>(_ operation: @escaping @isolated(any) () async throws -> T) -> Bool {
  operation.isolation.map { $0 === MainActor.shared } ?? false
}

private final class ThrowingTaskOperation<Success: Sendable>: @unchecked Sendable {
  private let operation: @isolated(any) () async throws -> Success
  init(_ operation: @escaping @isolated(any) () async throws -> Success) { self.operation = operation }
  nonisolated(nonsending) func run() async throws -> Success { try await operation() }
}
