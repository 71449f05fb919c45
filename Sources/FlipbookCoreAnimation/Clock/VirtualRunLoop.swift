import Foundation

/// `RunLoop` in a file that imports UIKit or QuartzCore (named so there, like
/// `DispatchQueue`): the main run loop of the scene's virtual clock. Timers and
/// display links added to it fire at virtual times; `perform` runs its block
/// after the code running now, as the main run loop's next turn would. Running
/// the loop yourself would block the scene's only thread, so `run` does not compile.
public final class VirtualRunLoop: Sendable {
  /// The run loop mode, Foundation's `RunLoop.Mode`; every mode behaves the same here.
  public typealias Mode = RunLoop.Mode

  /// The main run loop of the scene's virtual clock.
  public static let main = VirtualRunLoop()
  /// The scene has one thread: the main run loop.
  public static var current: VirtualRunLoop { main }

  /// Schedules a virtual timer on the running scene's clock (any mode).
  public func add(_ timer: VirtualTimer, forMode mode: Mode) {
    timer.schedule(on: VirtualClock.current)
  }

  /// Runs the block after the code running now, at the same virtual time, as the run loop's next turn would.
  public func perform(_ block: @escaping () -> Void) {
    VirtualClock.current.schedule(after: 0, block)
  }

  /// Runs the block after the code running now, at the same virtual time; the modes are ignored.
  public func perform(inModes modes: [Mode], block: @escaping () -> Void) { perform(block) }

  @available(*, unavailable, message: "running the run loop would block the scene's only thread; schedule work with DispatchQueue.main.asyncAfter")
  public func run() {}

  @available(*, unavailable, message: "running the run loop would block the scene's only thread; schedule work with DispatchQueue.main.asyncAfter")
  public func run(until limitDate: Date) {}

  @available(*, unavailable, message: "running the run loop would block the scene's only thread; schedule work with DispatchQueue.main.asyncAfter")
  public func run(mode: Mode, before limitDate: Date) -> Bool { false }
}
