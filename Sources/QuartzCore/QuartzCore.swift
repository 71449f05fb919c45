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
public typealias DispatchQueue = VirtualDispatchQueue
public typealias DispatchTime = VirtualDispatchTime
public typealias DispatchWallTime = VirtualDispatchWallTime
public typealias DispatchWorkItem = VirtualDispatchWorkItem
public typealias DispatchGroup = VirtualDispatchGroup
public typealias OperationQueue = VirtualOperationQueue
public typealias Timer = VirtualTimer
public typealias RunLoop = VirtualRunLoop
/// Swift concurrency on the virtual clock: tasks run, sleep and read clocks in
/// the scene's time (VirtualTask.swift, SceneExecutor.swift).
public typealias Task = VirtualTask
public typealias ContinuousClock = VirtualContinuousClock
public typealias SuspendingClock = VirtualSuspendingClock
