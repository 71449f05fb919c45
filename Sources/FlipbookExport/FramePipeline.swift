import Foundation
import FlipbookTimeline
import FlipbookRaster
import FlipbookImageIO

// MARK: - Frame pipeline

/// Renders frames of a baked scene on worker threads. Each worker takes the
/// next frame index, evaluates the timeline's render tree (a pure function of
/// time) and rasterizes it; results are handed back in frame order. At most
/// `window` frames are in flight, so memory stays bounded whatever the length.
/// The output does not depend on the number of workers.
///
/// Identical frames are not drawn twice: when a frame's render tree equals the
/// tree of the frame before it in `times` (a hold, a pause, the end state), the
/// earlier frame's product is handed over again. Render trees are pure values of
/// the timeline and time, and drawing is deterministic, so the product is what
/// drawing would have made, byte for byte, whatever the number of workers.
public struct FramePipeline: Sendable {
  /// The baked timeline whose frames are rendered.
  public var timeline: Timeline
  /// How each frame is rendered.
  public var options: RenderOptions
  /// The number of worker threads that render frames; at least 1.
  public var jobs: Int
  /// Frames that may be rendered ahead of the one being consumed.
  public var window: Int
  /// Hand over the previous product for a frame whose render tree is unchanged (default on).
  public var reusesIdenticalFrames: Bool

  /// Each worker's stack: evaluation and drawing recurse once per tree level, about
  /// 40 KB a level in a debug build, so the deepest tree a timeline may hold (128
  /// levels) needs about 5 MB there; 16 MB leaves room (it is address space, not memory).
  public static let workerStackSize = 16 << 20

  /// Frames a worker takes at a time (consecutive), so it usually drew the frame
  /// before and its PNG bands match that frame's: 8 measured ×1.93 for two jobs
  /// against ×1.80–1.87 with 4 (flipbook-bench, 2 cores, C baseline ×1.94–1.98).
  static let chunk = 8
  /// Frames in flight per worker by default: memory stays as it was with chunks of 4.
  static let framesInFlightPerWorker = 8

  /// Creates a pipeline with the given number of workers (at least 1) and window (by default 8 frames per worker,
  /// never fewer than the workers); identical frames are reused unless turned off.
  public init(timeline: Timeline, options: RenderOptions, jobs: Int, window: Int? = nil, reusesIdenticalFrames: Bool = true) {
    self.timeline = timeline
    self.options = options
    self.reusesIdenticalFrames = reusesIdenticalFrames
    self.jobs = max(1, jobs)
    self.window = max(self.jobs, window ?? self.jobs * FramePipeline.framesInFlightPerWorker)
  }

  /// Renders the frames at `times` (any order of work, delivery in order) and
  /// calls `produce` on the worker thread for each (e.g. to encode a PNG), then
  /// `consume` on the calling thread in order. The first error stops the run.
  ///
  /// With `reproduce`, a worker calls it for a repeated frame with the product of
  /// the frame before, on its own thread (the CLI writes the repeated file there,
  /// beside the other worker's drawing, instead of on the consuming thread), when
  /// that product is at hand: its own last frame, or one delivered and not yet
  /// consumed, or the last consumed. Otherwise the repeat reaches `consume` as
  /// the earlier product, as without `reproduce`.
  public func run<Product>(times: [Double],
                           produce: @escaping @Sendable (_ index: Int, _ image: RasterImage) throws -> Product,
                           reproduce: (@Sendable (_ index: Int, _ earlier: Product) throws -> Product)? = nil,
                           consume: (_ index: Int, _ product: Product) throws -> Void) throws {
    let workers = min(jobs, max(1, times.count))
    let state = PipelineState<Product>(count: times.count, window: window, workers: workers)
    let timeline = self.timeline, options = self.options, reuse = reusesIdenticalFrames
    for worker in 0..<workers {
      let thread = Thread {
        let rasterizer = Rasterizer()
        var last: (index: Int, tree: RenderTree)?
        /// The product of frame `last.index`, when this worker has it.
        var lastProduct: Product?
        /// Draws frame `index`, or marks it a repeat of the frame before.
        func make(_ index: Int) throws -> Delivery<Product> {
          let held = lastProduct
          lastProduct = nil
          let tree = try timeline.renderTree(at: times[index])
          let follows = last?.index == index - 1
          defer { last = (index, tree) }
          if reuse && index > 0 {
            let previous = follows ? last?.tree : try timeline.renderTree(at: times[index - 1])
            if previous == tree {
              // The frame before: this worker's own, or one another worker delivered.
              guard let reproduce, let earlier = (follows ? held : nil) ?? state.product(of: index - 1) else {
                return .reused
              }
              let product = try reproduce(index, earlier)
              lastProduct = product
              return .made(.success(product))
            }
          }
          let product = try produce(index, try rasterizer.render(tree, options: options))
          lastProduct = product
          return .made(.success(product))
        }
        while let index = state.nextFrame(worker: worker, chunk: FramePipeline.chunk) {
          do { state.deliver(index, try make(index)) } catch { state.deliver(index, .made(.failure(error))) }
        }
        state.workerFinished()
      }
      thread.stackSize = FramePipeline.workerStackSize
      thread.start()
    }
    var failure: Error?
    var previous: Product?
    for index in 0..<times.count {
      let product: Product?
      switch state.take(index) {
      case .made(.success(let made)): product = made
      case .made(.failure(let error)): (product, failure) = (nil, error)
      // Frame index − 1 was consumed just before, so `previous` is its product.
      case .reused: product = previous
      }
      guard failure == nil, let product else {
        failure = failure ?? PipelineError.noEarlierFrame(index)
        break
      }
      previous = product
      if reproduce != nil { state.keep(index, product) }
      do { try consume(index, product) } catch {
        failure = error
        break
      }
    }
    state.cancel()
    state.waitForWorkers(workers)
    if let failure { throw failure }
  }
}

/// What a worker hands to the consumer for one frame.
private enum Delivery<Product> {
  case made(Result<Product, Error>)
  /// Same render tree as the frame before: the consumer repeats that frame's product.
  case reused
}

/// A frame marked as a repeat had no earlier frame (cannot happen: frame 0 is always drawn).
enum PipelineError: Error, CustomStringConvertible {
  case noEarlierFrame(Int)
  var description: String {
    switch self { case .noEarlierFrame(let i): "internal error: frame \(i) repeats a frame that was not made" }
  }
}

/// Shared between the workers and the consumer, guarded by one condition lock.
private final class PipelineState<Product>: @unchecked Sendable {
  private let condition = NSCondition()
  private let count: Int
  private let window: Int
  private var next = 0
  private var consumed = 0
  /// Frames each worker claimed and has not started, in order.
  private var claims: [Range<Int>]
  private var results: [Int: Delivery<Product>] = [:]
  private var lastTaken: (index: Int, product: Product)?
  private var cancelled = false
  private var finishedWorkers = 0
  /// The frame the consumer is waiting for, if it is waiting: only its delivery wakes it.
  private var awaited: Int?
  /// Workers waiting for the window to move: only then does taking a frame wake anyone.
  private var waitingWorkers = 0

  init(count: Int, window: Int, workers: Int) {
    self.count = count
    self.window = window
    claims = Array(repeating: 0..<0, count: workers)
  }

  /// The next frame for `worker` to render, or nil when there is none left.
  /// A worker claims `chunk` consecutive frames at a time (so it usually drew the
  /// frame before and can compare with it and keep PNG bands from it), while the
  /// window allows. When the window is full, it takes the back half of the
  /// longest unstarted claim instead of waiting, and works through it in order (so
  /// it still follows its own frames: taking one frame at a time from the back made
  /// every repeat there go to the consumer): the frame the consumer waits for is
  /// never stuck behind more than half of a slow worker's queue.
  func nextFrame(worker: Int, chunk: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !cancelled {
      if let index = claims[worker].popFirst() { return index }
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
      if next >= count { return nil }
      waitingWorkers += 1
      condition.wait()
      waitingWorkers -= 1
    }
    return nil
  }

  /// Wakes the consumer only for the frame it waits for: a wake-up for any other
  /// frame took a core from a worker for nothing (two workers on two cores).
  func deliver(_ index: Int, _ result: Delivery<Product>) {
    condition.lock()
    results[index] = result
    if awaited == index { condition.broadcast() }
    condition.unlock()
  }

  /// Frame `index`'s product when it is known without waiting: delivered and not
  /// yet taken (a delivered repeat's is its frame before's), or the last one the
  /// consumer took.
  func product(of index: Int) -> Product? {
    condition.lock()
    defer { condition.unlock() }
    var frame = index
    while true {
      switch results[frame] {
      case .made(.success(let product)): return product
      case .reused where frame > 0: frame -= 1
      default: return lastTaken?.index == frame ? lastTaken?.product : nil
      }
    }
  }

  /// Records the product the consumer took for frame `index` (a repeat's included).
  func keep(_ index: Int, _ product: Product) {
    condition.lock()
    lastTaken = (index, product)
    condition.unlock()
  }

  func take(_ index: Int) -> Delivery<Product> {
    condition.lock()
    defer { condition.unlock() }
    while true {
      if let r = results.removeValue(forKey: index) {
        consumed = index + 1
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
