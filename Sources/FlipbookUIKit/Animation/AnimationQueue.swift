import Foundation
@_exported import FlipbookCoreAnimation

// MARK: - Serial animation queue

/// One UIView animation block, run by an `AnimationQueue` when its turn comes
/// (the source material's `AnimationOperation`, an NSOperation subclass).
@preconcurrency @MainActor
public final class AnimationOperation {
  let duration: TimeInterval
  let delay: TimeInterval
  let options: UIView.AnimationOptions
  let animations: () -> Void
  let completion: ((Bool) -> Void)?
  /// A Boolean value that indicates whether the operation has been cancelled.
  public private(set) var isCancelled = false
  /// A Boolean value that indicates whether the operation's animations are running.
  public private(set) var isExecuting = false
  /// A Boolean value that indicates whether the operation has finished, or was skipped because it was cancelled.
  public private(set) var isFinished = false

  /// Creates an operation that runs `UIView.animate(withDuration:delay:options:animations:completion:)` with
  /// the given values when its turn comes.
  public init(duration: TimeInterval, delay: TimeInterval = 0, options: UIView.AnimationOptions = [],
              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
    self.duration = duration
    self.delay = delay
    self.options = options
    self.animations = animations
    self.completion = completion
  }

  /// A cancelled operation that has not started never runs; one that is running
  /// finishes its animation (cancel the layer's animations to stop it).
  public func cancel() { isCancelled = true }

  func start(_ done: @escaping () -> Void) {
    if isCancelled {
      isFinished = true
      done()
      return
    }
    isExecuting = true
    UIView.animate(withDuration: duration, delay: delay, options: options, animations: animations) { finished in
      self.isExecuting = false
      self.isFinished = true
      self.completion?(finished)
      done()
    }
  }
}

/// Runs animation operations one after another, each starting when the previous
/// one's animations have completed (an `OperationQueue` with
/// `maxConcurrentOperationCount = 1`, on the virtual clock).
@preconcurrency @MainActor
public final class AnimationQueue {
  /// The operations that have not finished, the running one first.
  public private(set) var operations: [AnimationOperation] = []
  private var running = false
  /// Kept for source compatibility; the queue is always serial.
  public var maxConcurrentOperationCount = 1

  /// Creates an empty queue.
  public init() {}

  /// The number of operations that have not finished.
  public var operationCount: Int { operations.count }

  /// Adds an operation to the end of the queue, starting it at once if the queue is idle.
  public func addOperation(_ op: AnimationOperation) {
    operations.append(op)
    startNextIfIdle()
  }

  /// Adds an operation made from a block.
  public func addAnimation(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                           options: UIView.AnimationOptions = [], animations: @escaping () -> Void) {
    addOperation(AnimationOperation(duration: duration, delay: delay, options: options, animations: animations))
  }

  /// Cancels every operation not yet finished; the running one completes its block.
  public func cancelAllOperations() {
    for op in operations { op.cancel() }
  }

  private func startNextIfIdle() {
    guard !running, let next = operations.first else { return }
    running = true
    // The queue keeps itself alive while it has work, as OperationQueue does:
    // scenes often let go of it once the operations are added.
    next.start {
      self.operations.removeFirst()
      self.running = false
      self.startNextIfIdle()
    }
  }
}
