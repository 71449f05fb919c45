// `import UIKit` on Linux: Flipbook's UIKit, Core Animation and Core Graphics API
// under Apple's module name, so a pasted file compiles without edits (with
// Foundation, as Apple's UIKit brings it). Declared on Linux only: see Package.swift.
@_exported import Flipbook
@_exported import Dispatch
@_exported import FlipbookNetworking
// URLRequest, URLSessionConfiguration, HTTPURLResponse…: Apple's Foundation includes them.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif

// Dispatch and Timer on the scene's virtual clock, as in QuartzCore.swift.
// Declared here too: the names shadow Dispatch's and Foundation's only when the
// module declaring them is imported directly. A file that also imports Foundation,
// QuartzCore or Combine itself (or Testing, which brings Foundation) sees two
// declarations where it names these types (the compiler says "ambiguous"): UIKit
// brings Foundation and QuartzCore, as on iOS, so drop the extra import; in a
// `flipbook init` package the target declares the names itself and every mix compiles.
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
/// URL loading from local files on the virtual clock (VirtualURLSession.swift).
public typealias URLSession = VirtualURLSession
/// A data task answered from local files on the virtual clock, in place of Foundation's `URLSessionDataTask`.
public typealias URLSessionDataTask = VirtualURLSessionDataTask
/// Swift concurrency on the virtual clock: tasks run, sleep and read clocks in
/// the scene's time (VirtualTask.swift, SceneExecutor.swift).
public typealias Task = VirtualTask
/// A clock that reads the scene's virtual time, in place of the standard library's `ContinuousClock`.
public typealias ContinuousClock = VirtualContinuousClock
/// A clock that reads the scene's virtual time, in place of the standard library's `SuspendingClock`.
public typealias SuspendingClock = VirtualSuspendingClock
