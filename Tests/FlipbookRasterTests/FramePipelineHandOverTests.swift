import Foundation
import Synchronization
import Testing
@testable import Flipbook
import FlipbookScenes

/// The pipeline's hand-over between workers and the consumer: every frame reaches
/// the consumer once and in order (a repeat reproduced on a worker, even when the
/// frame before was another worker's), and a failure stops the run, whatever the
/// number of workers, the window, and which side is slower. The consumer is woken
/// only for the frame it waits for, and workers only when the window moves, so a
/// missed wake-up would hang here (each test has a time limit).
@MainActor
@Suite(.timeLimit(.minutes(1))) struct FramePipelineHandOverTests {
  static let baked = Result { try AlertIOS7().bake() }

  /// Microseconds to pause at frame `index` (a fixed scatter, so runs differ in interleaving, not in work).
  nonisolated static func pause(_ index: Int, every: Int) -> UInt32 { index % every == 0 ? UInt32((index * 7919) % 5 + 1) * 300 : 0 }

  @Test(arguments: [(1, 1), (2, 2), (2, 3), (3, 4), (4, 16)])
  func everyFrameArrivesOnceInOrder(jobs: Int, window: Int) throws {
    let baked = try Self.baked.get()
    let times = (0..<90).map { baked.time(ofFrame: $0 * 3 % baked.frameCount) }
    let trees = try times.map { try baked.timeline.renderTree(at: $0) }
    let changes = Set(times.indices.filter { $0 == 0 || trees[$0] != trees[$0 - 1] })
    for slowSide in ["workers", "consumer"] {
      var seen: [Int] = []
      let drawn = Mutex(Set<Int>())
      try FramePipeline(timeline: baked.timeline, options: RenderOptions(scale: 0.25), jobs: jobs, window: window)
        .run(times: times, produce: { index, _ in
          if slowSide == "workers" { usleep(Self.pause(index, every: 3)) }
          drawn.withLock { _ = $0.insert(index) }
          return index
        }, reproduce: { index, _ in index }, consume: { index, product in
          if slowSide == "consumer" { usleep(Self.pause(index, every: 2)) }
          // Every repeat was reproduced on a worker, even one of another worker's frame
          // that was not delivered yet when it was reached.
          #expect(product == index)
          seen.append(index)
        })
      #expect(seen == Array(times.indices), "\(slowSide) slower, \(jobs) jobs, window \(window)")
      // Exactly the frames that differ from the one before were drawn, once each.
      #expect(drawn.withLock { $0 } == changes)
    }
  }

  struct Refused: Error, Equatable { var frame: Int }

  @Test(arguments: [1, 2, 4])
  func aFailureStopsTheRunAfterTheFramesBeforeIt(jobs: Int) throws {
    let baked = try Self.baked.get()
    let times = (0..<60).map { baked.time(ofFrame: $0 * 2 % baked.frameCount) }
    var seen: [Int] = []
    #expect(throws: Refused(frame: 37)) {
      try FramePipeline(timeline: baked.timeline, options: RenderOptions(scale: 0.25), jobs: jobs, window: 2 * jobs)
        .run(times: times, produce: { index, _ in
          if index == 37 { throw Refused(frame: 37) }
          usleep(Self.pause(index, every: 4))
          return index
        }, consume: { index, _ in seen.append(index) })
    }
    #expect(seen == Array(0..<37))
  }
}
