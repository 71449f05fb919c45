import Foundation
import Synchronization
import Testing
@testable import Flipbook
import FlipbookScenes
import FlipbookTestSupport

/// Frames whose render tree repeats the one before are handed over again instead
/// of drawn: the bytes are the same as drawing them, whatever the number of jobs.
@MainActor
@Suite struct FrameReuseTests {
  /// PNG bytes of `times` through a pipeline, and how many frames were drawn.
  func render(_ baked: BakedScene, _ times: [Double], jobs: Int, reuse: Bool, window: Int? = nil) throws -> ([[UInt8]], Int) {
    final class Count: @unchecked Sendable {
      let lock = NSLock()
      var drawn = 0
    }
    let count = Count()
    var out: [[UInt8]] = []
    try FramePipeline(timeline: baked.timeline, options: RenderOptions(scale: 1, background: .white), jobs: jobs,
                      window: window, reusesIdenticalFrames: reuse)
      .run(times: times, produce: { _, image in
        count.lock.withLock { count.drawn += 1 }
        return try image.pngData()
      }, consume: { _, bytes in out.append(bytes) })
    return (out, count.drawn)
  }

  @Test func heldFramesAreReusedAndIdenticalToDrawnOnes() throws {
    let baked = try AlertIOS7().bake()
    // The spring settles before the dismissal at 2 s: frames 100-119 hold still.
    let times = (96..<124).map { baked.time(ofFrame: $0) }
    let (drawn, drawnCount) = try render(baked, times, jobs: 1, reuse: false)
    let (reused, reusedCount) = try render(baked, times, jobs: 1, reuse: true)
    let (reusedTwoJobs, _) = try render(baked, times, jobs: 2, reuse: true)
    #expect(drawnCount == times.count)
    #expect(reusedCount < times.count - 10, "only \(times.count - reusedCount) frames reused")
    #expect(reused == drawn && reusedTwoJobs == drawn)
  }

  /// With `reproduce`, every repeat is made on a worker (the CLI writes those files
  /// there), also when the frame before was another worker's: the consumer gets each
  /// frame's own product, with the bytes of drawing it.
  @Test func workersReproduceEveryRepeat() throws {
    let baked = try AlertIOS7().bake()
    let times = (96..<124).map { baked.time(ofFrame: $0) }
    let (drawn, _) = try render(baked, times, jobs: 1, reuse: false)
    for jobs in [1, 2, 3] {
      let count = Mutex((drawn: 0, reproduced: 0))
      var out: [[UInt8]] = []
      try FramePipeline(timeline: baked.timeline, options: RenderOptions(scale: 1, background: .white), jobs: jobs, window: jobs)
        .run(times: times, produce: { _, image in
          count.withLock { $0.drawn += 1 }
          return try image.pngData()
        }, reproduce: { _, earlier in
          count.withLock { $0.reproduced += 1 }
          return earlier
        }, consume: { _, bytes in out.append(bytes) })
      #expect(out == drawn, "\(jobs) jobs")
      // Four frames differ from the one before; the other 24 are repeats, however the
      // frames fell between workers.
      let made = count.withLock { $0 }
      #expect(made.drawn == 4 && made.reproduced == 24, "\(jobs) jobs")
    }
  }

  /// With the window as small as the workers allow, a worker that finds it full
  /// takes frames from the end of another's claim: every frame still arrives once,
  /// in order, with the bytes of a one-job render.
  @Test func workersTakingFromEachOthersClaimsKeepTheBytes() throws {
    let baked = try AlertIOS7().bake()
    let times = (0..<40).map { baked.time(ofFrame: $0 * 3) }
    let (one, _) = try render(baked, times, jobs: 1, reuse: true)
    for jobs in [2, 3] {
      let (many, drawn) = try render(baked, times, jobs: jobs, reuse: true, window: jobs)
      #expect(many == one && drawn <= times.count, "\(jobs) jobs")
    }
  }

  /// A thread's next canvas of the same size reuses the last one's memory
  /// (SurfacePool): nothing of the previous frame may show through.
  @Test func aRecycledCanvasStartsClear() throws {
    let red = RenderNode(bounds: CGRect(x: 0, y: 0, width: 20, height: 20), backgroundColor: CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 1))
    let size = CGSize(width: 40, height: 40)
    let first = try Rasterizer().render(RenderTree(size: size, layers: [red]), options: RenderOptions(scale: 1, background: nil))
    #expect(first.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    _ = consume first
    let clear = try Rasterizer().render(RenderTree(size: size, layers: []), options: RenderOptions(scale: 1, background: nil))
    #expect(clear.pixel(x: 5, y: 5) == (0, 0, 0, 0))
    _ = consume clear
    let white = try Rasterizer().render(RenderTree(size: size, layers: []), options: RenderOptions(scale: 1, background: .white))
    #expect(white.pixel(x: 5, y: 5) == (255, 255, 255, 255))
  }
}
