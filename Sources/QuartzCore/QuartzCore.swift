// `import QuartzCore` on Linux: Flipbook's Core Animation (layers, animations,
// transactions, the virtual clock) and the Core Graphics types it takes, with
// Foundation. Declared on Linux only: see Package.swift.
@_exported import Foundation
@_exported import FlipbookGeometry
@_exported import FlipbookCoreAnimation
@_exported import Dispatch

// Dispatch and Timer on the scene's virtual clock (see VirtualDispatch.swift):
// declared in a module that imports Dispatch and Foundation, these names shadow
// theirs in code that imports QuartzCore or UIKit, so pasted scheduling runs at
// exact virtual times. They shadow only in a module imported directly: a file that
// also imports Foundation or UIKit sees two declarations where it names these
// types (the compiler says "ambiguous"); QuartzCore brings Foundation, so drop it.
/// A queue whose work runs on the scene's virtual clock, in place of Dispatch's `DispatchQueue`.
public typealias DispatchQueue = VirtualDispatchQueue
/// A point in time on the scene's virtual clock, in place of Dispatch's `DispatchTime`.
public typealias DispatchTime = VirtualDispatchTime
/// A point on the scene's virtual clock (a scene has no other), in place of Dispatch's `DispatchWallTime`.
public typealias DispatchWallTime = VirtualDispatchWallTime
/// A block that runs on the virtual clock and can be cancelled first, in place of Dispatch's `DispatchWorkItem`.
public typealias DispatchWorkItem = VirtualDispatchWorkItem
/// A group whose `notify` runs on the virtual clock (it has no `wait()`), in place of Dispatch's `DispatchGroup`.
public typealias DispatchGroup = VirtualDispatchGroup
/// A queue whose operations run on the scene's virtual clock, in place of Foundation's `OperationQueue`.
public typealias OperationQueue = VirtualOperationQueue
/// A timer that fires at exact times on the scene's virtual clock, in place of Foundation's `Timer`.
public typealias Timer = VirtualTimer
/// A run loop whose timers fire on the scene's virtual clock (it has no `run()`), in place of Foundation's `RunLoop`.
public typealias RunLoop = VirtualRunLoop
/// Swift concurrency on the virtual clock: tasks run, sleep and read clocks in
/// the scene's time (VirtualTask.swift, SceneExecutor.swift).
public typealias Task = VirtualTask
/// A clock that reads the scene's virtual time, in place of the standard library's `ContinuousClock`.
public typealias ContinuousClock = VirtualContinuousClock
/// A clock that reads the scene's virtual time, in place of the standard library's `SuspendingClock`.
public typealias SuspendingClock = VirtualSuspendingClock
