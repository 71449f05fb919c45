import Foundation

/// What a worker hands to the consumer for one frame.
enum Delivery<Product> {
  case made(Result<Product, Error>)
  /// Same render tree as the frame before: the consumer repeats that frame's product
  /// (only without `reproduce`; with it, a repeat is always made on a worker).
  case reused
}

/// A worker's next task.
enum Work<Product> {
  /// Make frame `index`: draw it, or repeat the frame before.
  case frame(Int)
  /// Frame `index` repeats a frame whose product is at hand.
  case `repeat`(Int, of: Product)
}

/// A frame marked as a repeat had no earlier frame (cannot happen: frame 0 is always drawn).
enum PipelineError: Error, CustomStringConvertible {
  case noEarlierFrame(Int)
  var description: String {
    switch self { case .noEarlierFrame(let i): "internal error: frame \(i) repeats a frame that was not made" }
  }
}

/// Shared between the workers and the consumer, guarded by one condition lock.
final class PipelineState<Product>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var next = 0
  private var consumed = 0
  /// Frames each worker claimed and has not started, in order.
  private var claims: [Range<Int>]
  private var results: [Int: Delivery<Product>] = [:]
  /// The last product the consumer took, when repeats are reproduced (so a repeat of
  /// it can still be made after it left `results`).
  private var lastTaken: (index: Int, product: Product)?
  private let keepsLastTaken: Bool
  /// Repeats whose frame before had no product yet when a worker reached them, by
  /// the frame whose product they wait for (the first frame of the hold, so a whole
  /// hold becomes ready at once), and that frame by repeat.
  private var waiting: [Int: [Int]] = [:]
  private var sourceOfWaiting: [Int: Int] = [:]
  /// Repeats whose product is known, for any worker to reproduce, the earliest first.
  private var ready: [Int: Product] = [:]
  private var cancelled = false
  private var finishedWorkers = 0
  /// The frame the consumer is waiting for, if it is waiting: only its delivery wakes it.
  private var awaited: Int?
  /// Workers waiting for the window to move: only then does taking a frame wake anyone.
  private var waitingWorkers = 0

  init(count: Int, window: Int, workers: Int, keepsLastTaken: Bool) {
    self.count = count
    self.window = window
    self.keepsLastTaken = keepsLastTaken
    claims = Array(repeating: 0..<0, count: workers)
  }

  /// What a worker does next: reproduce a repeat that was waiting (the earliest
  /// first: the consumer waits for it), or make a frame of its claim; nil when
  /// nothing is left, not even a repeat that waits for a frame still being made.
  /// A worker claims `chunk` consecutive frames at a time (so it usually drew the
  /// frame before and can compare with it and keep PNG bands from it), while the
  /// window allows. When the window is full, it takes the back half of the
  /// longest unstarted claim instead of waiting, and works through it in order (so
  /// it still follows its own frames: taking one frame at a time from the back made
  /// every repeat there go to the consumer): the frame the consumer waits for is
  /// never stuck behind more than half of a slow worker's queue.
  func nextWork(worker: Int, chunk: Int) -> Work<Product>? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled {
      if let index = ready.keys.min(), let earlier = ready.removeValue(forKey: index) { return .repeat(index, of: earlier) }
      if let index = claims[worker].popFirst() { return .frame(index) }
      if next < count && next < consumed + window {
        let end = min(count, next + chunk, consumed + window)
        claims[worker] = next..<end
        next = end
        continue
      }
      if let victim = claims.indices.max(by: { claims[$0].count < claims[$1].count }), !claims[victim].isEmpty {
        let left = claims[victim], split = left.upperBound - max(1, left.count / 2)
        (claims[victim], claims[worker]) = (left.lowerBound..<split, split..<left.upperBound)
        continue
      }
      if next >= count && sourceOfWaiting.isEmpty { return nil }
      waitingWorkers += 1
      condition.wait()
      waitingWorkers -= 1
    }
    return nil
  }

  /// Wakes the consumer only for the frame it waits for: a wake-up for any other
  /// frame took a core from a worker for nothing (two workers on two cores).
  /// Repeats that waited for this frame become ready, for whichever worker is free
  /// (a failed frame drops them: the run stops there).
  func deliver(_ index: Int, _ result: Delivery<Product>) {
    condition.lock()
    defer { condition.unlock() }
    results[index] = result
    if awaited == index { condition.broadcast() }
    guard let repeats = waiting.removeValue(forKey: index) else { return }
    for frame in repeats { sourceOfWaiting[frame] = nil }
    if case .made(.success(let product)) = result {
      for frame in repeats { ready[frame] = product }
    }
    if waitingWorkers > 0 { condition.broadcast() }
  }

  /// The product of frame `index − 1` when it is known without waiting (delivered and
  /// not yet taken, ready to be repeated, or the last one the consumer took);
  /// otherwise nil, and frame `index` waits with the hold it belongs to: it becomes
  /// ready when the hold's first frame is delivered. The check and the wait are one
  /// step, so a delivery cannot slip between them.
  func productOrWait(_ index: Int) -> Product? {
    condition.lock()
    defer { condition.unlock() }
    let before = index - 1
    if case .made(.success(let product)) = results[before] { return product }
    if let product = ready[before] { return product }
    if lastTaken?.index == before, let product = lastTaken?.product { return product }
    let source = sourceOfWaiting[before] ?? before
    waiting[source, default: []].append(index)
    sourceOfWaiting[index] = source
    return nil
  }

  func take(_ index: Int) -> Delivery<Product> {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let r = results.removeValue(forKey: index) {
        consumed = index + 1
        if keepsLastTaken, case .made(.success(let product)) = r { lastTaken = (index, product) }
        if waitingWorkers > 0 { condition.broadcast() }
        return r
      }
      awaited = index
      condition.wait()
      awaited = nil
    }
  }

  func cancel() {
    condition.lock()
    cancelled = true
    condition.broadcast()
    condition.unlock()
  }

  func workerFinished() {
    condition.lock()
    finishedWorkers += 1
    condition.broadcast()
    condition.unlock()
  }

  func waitForWorkers(_ n: Int) {
    condition.lock()
    while finishedWorkers < n { condition.wait() }
    condition.unlock()
  }
}
