import Flipbook

// The names a `flipbook init` package declares in its own module (InitTemplate's
// VirtualClock.swift): in the scenes, `Task`, the clocks, dispatch and timers are the
// scene's virtual-clock versions, as they are in pasted code.
typealias Task = VirtualTask
typealias ContinuousClock = VirtualContinuousClock
typealias SuspendingClock = VirtualSuspendingClock
typealias DispatchQueue = VirtualDispatchQueue
typealias DispatchTime = VirtualDispatchTime
typealias OperationQueue = VirtualOperationQueue
typealias Timer = VirtualTimer
typealias RunLoop = VirtualRunLoop
