// `import UIKit` on Linux: Flipbook's UIKit, Core Animation and Core Graphics API
// under Apple's module name, so a pasted file compiles without edits (with
// Foundation, as Apple's UIKit brings it). Declared on Linux only: see Package.swift.
@_exported import Flipbook
@_exported import Dispatch
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
public typealias DispatchQueue = VirtualDispatchQueue
public typealias DispatchTime = VirtualDispatchTime
public typealias DispatchWallTime = VirtualDispatchWallTime
public typealias DispatchWorkItem = VirtualDispatchWorkItem
public typealias DispatchGroup = VirtualDispatchGroup
public typealias OperationQueue = VirtualOperationQueue
public typealias Timer = VirtualTimer
public typealias RunLoop = VirtualRunLoop
/// URL loading from local files on the virtual clock (VirtualURLSession.swift).
public typealias URLSession = VirtualURLSession
public typealias URLSessionDataTask = VirtualURLSessionDataTask
/// Swift concurrency on the virtual clock: tasks run, sleep and read clocks in
/// the scene's time (VirtualTask.swift, SceneExecutor.swift).
public typealias Task = VirtualTask
public typealias ContinuousClock = VirtualContinuousClock
public typealias SuspendingClock = VirtualSuspendingClock
