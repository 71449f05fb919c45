// The names a `flipbook init` package declares in its own module (InitTemplate's
// VirtualClock.swift), so these tests import UIKit, Combine and Testing (which brings
// Foundation) together, as a package's files do.
import UIKit

typealias DispatchQueue = VirtualDispatchQueue
typealias DispatchTime = VirtualDispatchTime
typealias DispatchWallTime = VirtualDispatchWallTime
typealias DispatchWorkItem = VirtualDispatchWorkItem
typealias DispatchGroup = VirtualDispatchGroup
typealias OperationQueue = VirtualOperationQueue
typealias Timer = VirtualTimer
typealias RunLoop = VirtualRunLoop
typealias Task = VirtualTask
typealias ContinuousClock = VirtualContinuousClock
typealias SuspendingClock = VirtualSuspendingClock
typealias URLSession = VirtualURLSession
typealias URLSessionDataTask = VirtualURLSessionDataTask
