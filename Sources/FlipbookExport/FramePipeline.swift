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
  /// With `reproduce`, repeats are made on the workers too (the CLI writes the
  /// repeated file there, beside the other worker's drawing, instead of on the
  /// consuming thread): a worker calls it for a repeated frame with the product of
  /// the frame before, its own or one delivered. When that frame is another
  /// worker's and not delivered yet, the worker goes on; once the first frame of the
  /// hold arrives, the waiting repeats are reproduced by whichever worker is free (so
  /// a hold split between workers, or the held end of a scene, is not written by the
  /// consumer, nor by one worker while the other has stopped).
  public func run<Product>(times: [Double],
                           produce: @escaping @Sendable (_ index: Int, _ image: RasterImage) throws -> Product,
                           reproduce: (@Sendable (_ index: Int, _ earlier: Product) throws -> Product)? = nil,
                           consume: (_ index: Int, _ product: Product) throws -> Void) throws {
    let workers = min(jobs, max(1, times.count))
    let state = PipelineState<Product>(count: times.count, window: window, workers: workers, keepsLastTaken: reproduce != nil)
    let timeline = self.timeline, options = self.options, reuse = reusesIdenticalFrames
    for worker in 0..<workers {
      let thread = Thread {
        let rasterizer = Rasterizer()
        var last: (index: Int, tree: RenderTree)?
        /// The product of frame `last.index`, when this worker has it.
        var lastProduct: Product?
        /// Draws frame `index` or repeats the frame before; nil when the repeat waits
        /// for the frame before (`PipelineState.productOrWait`).
        func make(_ index: Int) throws -> Delivery<Product>? {
          let held = lastProduct
          lastProduct = nil
          let tree = try timeline.renderTree(at: times[index])
          let follows = last?.index == index - 1
          defer { last = (index, tree) }
          if reuse && index > 0 {
            let previous = follows ? last?.tree : try timeline.renderTree(at: times[index - 1])
            if previous == tree {
              guard let reproduce else { return .reused }
              // The frame before: this worker's own, or one delivered; or it waits for it.
              guard let earlier = (follows ? held : nil) ?? state.productOrWait(index) else { return nil }
              let product = try reproduce(index, earlier)
              lastProduct = product
              return .made(.success(product))
            }
          }
          let product = try produce(index, try rasterizer.render(tree, options: options))
          lastProduct = product
          return .made(.success(product))
        }
        while let work = state.nextWork(worker: worker, chunk: FramePipeline.chunk) {
          switch work {
          case .frame(let index):
            do {
              if let delivery = try make(index) { state.deliver(index, delivery) }
            } catch { state.deliver(index, .made(.failure(error))) }
          case .repeat(let index, let earlier):
            // Only `reproduce` leaves repeats waiting.
            state.deliver(index, .made(Result { try reproduce.map { try $0(index, earlier) } ?? earlier }))
          }
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

