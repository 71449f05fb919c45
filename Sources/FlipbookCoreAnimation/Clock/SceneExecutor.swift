internal import CFlipbookConcurrency

// MARK: - Swift concurrency on the virtual clock
//
// What runs where. A scene runs on one thread, which drives its clock (`VirtualClock.run`).
// While it does, every job that thread hands to Swift's executors is given to the
// clock instead (CFlipbookConcurrency): a main-actor job (a `Task { }` made in a
// view controller, a continuation resumed on the main actor, `MainActor.run`) and a
// global one (`Task.detached`, a task group's child, a nonisolated async function)
// alike. The clock runs each at the virtual instant it was enqueued, after the work
// already due then, in order: as the main queue runs a job on iOS, but at an exact
// time. A job resumes only when something on the clock resumes it (a virtual sleep's
// wake-up, an animation's completion, a stream element yielded by scheduled work),
// so a task's whole life runs inside the bake, on the scene's thread, the same on
// every run. Other threads (render workers, a test runner's own tasks) are untouched.
//
// Why not a custom executor. Main-actor code hops to `MainActor`'s executor whatever
// executor its task prefers, and in Swift 6.3 that executor hands jobs straight to
// libdispatch's main queue (the runtime's enqueueMainExecutor hook is not consulted
// on that path), which the scene's thread cannot drain while it bakes: a
// `Task { }` would run after the scene was baked, or never. Taking the job where
// the runtime hands it over keeps UIKit's isolation (main-actor code still runs
// on the main executor, as `MainActor.assumeIsolated` checks) and needs no change
// to the code that made the task.
//
// When a bake is finished. An `.untilIdle` scene ends when nothing is left on its
// clock; a task made with `Task { }` that has not finished by then is waiting on
// something outside the scene (a continuation nobody resumes, a network call, a
// real-time sleep through `_Concurrency`): the bake fails naming where the task was
// made (`TaskRegistry`). A job resumed later from another thread is not the
// scene's: it goes to the real executors, after the bake, and changes no frame.

/// Hands the jobs of a thread that drives a clock to that clock.
enum SceneExecutor {
  /// Whether jobs can be captured here (Linux); elsewhere tasks run on the system's executors.
  static let isAvailable: Bool = flipbook_concurrency_install(captureJob) != 0

  /// The clock this thread drives, if any.
  static var drivingClock: VirtualClock? {
    flipbook_concurrency_context().map { Unmanaged<VirtualClock>.fromOpaque($0).takeUnretainedValue() }
  }

  /// Runs `body` with this thread driving `clock`.
  static func driving<T>(_ clock: VirtualClock, _ body: () throws -> T) rethrows -> T {
    _ = isAvailable
    let previous = flipbook_concurrency_swap_context(Unmanaged.passUnretained(clock).toOpaque())
    defer { _ = flipbook_concurrency_swap_context(previous) }
    return try body()
  }
}

/// A job taken from the runtime: it runs on the clock now, after the work already due.
/// A global job runs on the main executor, as every job of the scene does (the
/// scene has one thread; pointfree's `withMainSerialExecutor` makes the same
/// choice for tests): run on the generic executor, a task's `Task.yield()` would
/// be handed to libdispatch's global queues past the hook.
private func captureJob(_ context: UnsafeMutableRawPointer, _ job: UnsafeMutableRawPointer?,
                        _ work: flipbook_job_work?) {
  let clock = Unmanaged<VirtualClock>.fromOpaque(context).takeUnretainedValue()
  nonisolated(unsafe) let job = job
  if let work {
    clock.schedule(at: clock.now, isTimerTick: false) { flipbook_concurrency_run(work, job) }
  } else if let job {
    clock.schedule(at: clock.now, isTimerTick: false) {
      unsafeBitCast(job, to: UnownedJob.self).runSynchronously(on: MainActor.sharedUnownedExecutor)
    }
  }
}
