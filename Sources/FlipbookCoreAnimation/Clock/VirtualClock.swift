import Foundation
import FlipbookTimeline


// MARK: - VirtualClock

/// The deterministic clock a scene runs on. Scene code runs at time 0;
/// `CACurrentMediaTime()` returns the clock's time; scheduled work (delays,
/// delegate callbacks, completion blocks) runs at exact virtual times, in time
/// order and, at equal times, in the order it was scheduled. Nothing ever waits
/// on the wall clock.
///
/// The clock also plays Core Animation's commit: when time moves on, every layer
/// changed since the last commit records its state, which is what a baked
/// `Timeline` is made of.
///
/// Like UIKit, a clock is single-threaded: use it (and the layers made under
/// it) from one thread. `@unchecked Sendable` only so it can be bound as a task local.
public final class VirtualClock: @unchecked Sendable {
  /// The current virtual time in seconds.
  public private(set) var now: Double = 0
  /// Whether layers made under this clock record their history for baking.
  public let recordsHistory: Bool
  /// The canvas of the scene running on this clock (`UIScreen.main` reports it);
  /// nil outside a scene.
  public var canvas: Canvas?

  private struct Work {
    var time: Double
    var sequence: Int
    var run: () -> Void
    /// A repeating timer's next firing (work that never runs out by itself).
    var isTimerTick = false
    /// Work that only decorates a scene while it runs (a caret's blink): an
    /// `.untilIdle` scene ends when nothing else is left.
    var isAmbient = false
  }
  private var queue: [Work] = []
  private var sequence = 0
  private var nextLayerID = 0
  /// Layers changed since the last commit, in the order they changed.
  private var dirty: [CALayer] = []
  /// Every layer made under this clock (strong: a removed layer's history still bakes).
  private(set) var layers: [CALayer] = []
  /// Repeating timers not invalidated, with where each was scheduled.
  package var repeatingTimers: [ObjectIdentifier: String] = [:]
  /// The state of the scene's random numbers (SceneRandom.swift): the same on every run.
  package var randomState: UInt64 = 0x243F_6A88_85A3_08D3
  /// Layers marked by `setNeedsLayout()` since the last layout pass, in order.
  private var layoutQueue: [CALayer] = []
  private var displayQueue: [CALayer] = []
  /// Run at the start of every commit (UIKit updates Auto Layout there).
  private var commitObservers: [() -> Void] = []
  /// Errors raised where the API cannot throw (`add(_:forKey:)`), in order.
  public private(set) var errors: [Error] = []
  /// When scripted input (a `Hand` step) ends, and which: a fixed-length scene
  /// reports a step that outlasts it.
  package var scheduledInput: [(end: Double, step: String)] = []
  /// The transaction stack; the bottom entry is the implicit transaction, if any.
  var transactions: [TransactionState] = []
  /// State that layers above Core Animation keep per clock (UIKit's animation
  /// blocks and views), one object per type: see `slot(_:)`.
  private var slots: [ObjectIdentifier: AnyObject] = [:]

  /// Creates a clock at virtual time 0 that, unless told otherwise, records the layers made under it for baking.
  public init(recordsHistory: Bool = true) {
    self.recordsHistory = recordsHistory
  }

  // MARK: Binding

  @TaskLocal private static var bound: VirtualClock?

  private static let threadKey = "flipbook.VirtualClock.default"

  /// The clock code is running on: the one bound by `run(_:)`, or else this
  /// thread's default clock (which does not record history).
  public static var current: VirtualClock {
    if let bound { return bound }
    if let driving = SceneExecutor.drivingClock { return driving }
    let dict = Thread.current.threadDictionary
    if let clock = dict[threadKey] as? VirtualClock { return clock }
    let clock = VirtualClock(recordsHistory: false)
    dict[threadKey] = clock
    return clock
  }

  /// Runs `body` with this clock as the current one (layers made inside belong to it).
  /// While it runs, this thread drives the clock: the Swift concurrency jobs it
  /// starts (tasks, resumptions) run on the clock (SceneExecutor.swift).
  public func run<T>(_ body: () throws -> T) rethrows -> T {
    try SceneExecutor.driving(self) {
      try VirtualClock.$bound.withValue(self) { try body() }
    }
  }

  // MARK: Scheduling

  /// Runs `work` at virtual time `time` (now, if `time` is in the past).
  public func schedule(at time: Double, _ work: @escaping () -> Void) {
    schedule(at: time, isTimerTick: false, work)
  }

  /// `schedule(at:_:)`, marking a repeating timer's firing.
  /// Returns the work's number, which `unschedule(_:)` takes.
  @discardableResult
  package func schedule(at time: Double, isTimerTick: Bool, isAmbient: Bool = false, _ work: @escaping () -> Void) -> Int {
    let t = time.isNaN ? now : max(time, now)
    sequence += 1
    let item = Work(time: t, sequence: sequence, run: work, isTimerTick: isTimerTick || isAmbient, isAmbient: isAmbient)
    // Keep the queue sorted by (time, sequence): insert after every item due no later.
    var lo = 0, hi = queue.count
    while lo < hi {
      let mid = (lo + hi) / 2
      if queue[mid].time <= t { lo = mid + 1 } else { hi = mid }
    }
    queue.insert(item, at: lo)
    return sequence
  }

  /// Removes scheduled work that has not run yet (a cancelled sleep), so it
  /// neither runs nor keeps an `.untilIdle` scene going.
  package func unschedule(_ number: Int) {
    queue.removeAll { $0.sequence == number }
  }

  /// Runs `work` after `delay` seconds of virtual time.
  public func schedule(after delay: Double, _ work: @escaping () -> Void) {
    schedule(at: now + max(0, delay), work)
  }

  /// The time of the next scheduled work, if any.
  public var nextEventTime: Double? { queue.first?.time }

  /// Commits, then runs every piece of work due at or before `time` (work may
  /// schedule more), and leaves the clock at `time`.
  public func advance(to time: Double) {
    run {
      commit()
      while let first = queue.first, first.time <= time {
        queue.removeFirst()
        now = max(now, first.time)
        first.run()
        commit()
      }
      if time > now { now = time }
    }
  }

  /// How long repeating timers alone may keep an `.untilIdle` scene going (seconds of virtual time).
  public static let timerGrace = 60.0

  /// Advances by `interval` seconds.
  public func advance(by interval: Double) { advance(to: now + interval) }

  /// Runs scheduled work until none is left or the next is after `limit`; returns
  /// the time of the last work run.
  /// With `stoppingAtTimers`, repeating timers (and display links) alone keep
  /// running for at most `timerGrace` seconds after the last other work: one that
  /// stops itself (after n ticks) runs to its end, one that never stops is cut
  /// there, and the scene reports it.
  @discardableResult
  public func runUntilIdle(limit: Double = 3600, stoppingAtTimers: Bool = false) -> Double {
    run {
      commit()
      var last = now, lastOtherWork = now
      while let first = queue.first, first.time <= limit {
        if stoppingAtTimers, first.time > lastOtherWork + Self.timerGrace, queue.allSatisfy(\.isTimerTick) { break }
        if stoppingAtTimers, queue.allSatisfy(\.isAmbient) { break }
        queue.removeFirst()
        now = max(now, first.time)
        last = now
        if !first.isTimerTick { lastOtherWork = now }
        first.run()
        commit()
      }
      return last
    }
  }

  // MARK: Layers and commits

  /// The clock's instance of `T`, made on first use: how a framework built on
  /// Core Animation (UIKit) keeps its own per-clock state without Core Animation
  /// knowing its types.
  package func slot<T: ClockSlot>(_ type: T.Type) -> T {
    if let existing = slots[ObjectIdentifier(type)] as? T { return existing }
    let made = T()
    slots[ObjectIdentifier(type)] = made
    made.attached(to: self)
    return made
  }

  func register(_ layer: CALayer) -> Int {
    nextLayerID += 1
    if recordsHistory { layers.append(layer) }
    return nextLayerID
  }

  func markDirty(_ layer: CALayer) {
    guard recordsHistory, !layer.isDirty else { return }
    layer.isDirty = true
    dirty.append(layer)
  }

  func layerNeedsLayout(_ layer: CALayer) { layoutQueue.append(layer) }

  func takeLayersNeedingLayout() -> [CALayer] {
    defer { layoutQueue.removeAll() }
    return layoutQueue
  }

  func layerNeedsDisplay(_ layer: CALayer) { displayQueue.append(layer) }

  func takeLayersNeedingDisplay() -> [CALayer] {
    defer { displayQueue.removeAll() }
    return displayQueue
  }

  /// Runs `observer` at the start of every commit, before the layout pass
  /// (as UIKit's run-loop observer runs before Core Animation's commit).
  package func addCommitObserver(_ observer: @escaping () -> Void) {
    commitObservers.append(observer)
  }

  /// Core Animation's commit: lays out the layers that need it, closes the
  /// implicit transaction and records the state of every changed layer at the
  /// current time.
  public func commit() {
    for observer in commitObservers { observer() }
    layOutMarkedLayers()
    displayMarkedLayers()
    if let implicit = transactions.first, implicit.isImplicit, transactions.count == 1 {
      transactions.removeAll()
      implicit.didCommit(clock: self)
    }
    for layer in dirty {
      layer.isDirty = false
      layer.recordSnapshot(at: now)
    }
    dirty.removeAll()
  }

  package func report(_ error: Error) { errors.append(error) }
}

/// Per-clock state of a framework built on Core Animation (see `VirtualClock.slot(_:)`).
package protocol ClockSlot: AnyObject {
  init()
  /// Called once, when the slot is made for `clock`.
  func attached(to clock: VirtualClock)
}

extension ClockSlot {
  package func attached(to clock: VirtualClock) {}
}

/// `CACurrentMediaTime()`: the current virtual time of the running clock.
public func CACurrentMediaTime() -> CFTimeInterval { VirtualClock.current.now }

// MARK: - Delayed work, as on the main queue

/// The virtual-clock stand-in for `DispatchQueue.main`: `asyncAfter` runs work at
/// the exact virtual time. Scenes write `DispatchQueue.main.asyncAfter(deadline: .now() + 1) { … }`
/// as `SceneScheduler.main.asyncAfter(delay: 1) { … }`, or call `schedule(after:)` on the clock.
/// (Not `Scheduler`: that is Combine's protocol, which pasted code names.)
public struct SceneScheduler: Sendable {
  /// The scheduler that runs work on the running scene's virtual clock.
  public static let main = SceneScheduler()

  /// Runs `work` after `delay` seconds of virtual time.
  public func asyncAfter(delay: Double, execute work: @escaping () -> Void) {
    VirtualClock.current.schedule(after: delay, work)
  }

  /// Runs `work` at the current virtual time, after the code running now.
  public func async(execute work: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, work)
  }
}
