import UIKit
import Testing
import FlipbookTestSupport

/// Swift concurrency in pasted code runs on the scene's virtual clock: each case
/// records the virtual times at which its steps ran and checks them exactly (to
/// the clock's 1e-9), as they would run on an iPhone without its jitter.
@MainActor @Suite(.serialized) struct ConcurrencyPasteTests {
  /// A scene of length `.untilIdle` whose `build` runs `body` with a log of (time, event).
  struct Probe: Scene {
    static let id = "concurrency-probe"
    static let summary = "records when concurrent work ran"
    nonisolated(unsafe) static var body: @MainActor (Log) -> Void = { _ in }
    nonisolated(unsafe) static var log = Log()
    var canvas: Canvas { Canvas(size: CGSize(width: 40, height: 40), scale: 1, fps: 10) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      Self.body(Self.log)
      return view.layer
    }
  }

  final class Log: @unchecked Sendable {
    var entries: [(Double, String)] = []
    func note(_ event: String) { entries.append((CACurrentMediaTime(), event)) }
    var events: [String] { entries.map(\.1) }
    func time(of event: String) -> Double? { entries.first { $0.1 == event }?.0 }
  }

  /// Bakes a probe running `body`; returns the log and the baked scene's length.
  func run(_ body: @escaping @MainActor (Log) -> Void) throws -> (Log, Double) {
    Probe.log = Log()
    Probe.body = body
    let baked = try Probe().bake()
    return (Probe.log, baked.duration)
  }

  @Test func sleepsWakeAtExactVirtualTimes() throws {
    let (log, _) = try run { log in
      Task {
        log.note("start")
        try await Task.sleep(for: .seconds(0.4))
        log.note("for")
        try await Task.sleep(nanoseconds: 250_000_000)
        log.note("nanoseconds")
        try await Task.sleep(until: .now + .milliseconds(100), clock: .continuous)
        log.note("until")
        let clock = ContinuousClock()
        let start = clock.now
        try await clock.sleep(for: .seconds(1))
        log.note("clock \(clock.now - start)")
      }
      log.note("built")
    }
    #expect(log.events == ["built", "start", "for", "nanoseconds", "until", "clock 1.0 seconds"])
    #expect(abs((log.time(of: "for") ?? 0) - 0.4) < 1e-9)
    #expect(abs((log.time(of: "nanoseconds") ?? 0) - 0.65) < 1e-9)
    #expect(abs((log.time(of: "until") ?? 0) - 0.75) < 1e-9)
    #expect(abs((log.time(of: "clock 1.0 seconds") ?? 0) - 1.75) < 1e-9)
  }

  @Test func yieldLetsWorkDueNowRunFirst() throws {
    let (log, _) = try run { log in
      Task {
        log.note("a1")
        await Task.yield()
        log.note("a2")
      }
      Task { log.note("b") }
      DispatchQueue.main.async { log.note("main queue") }
      Task.detached {
        await Task.yield()
        log.note("detached")
      }
    }
    #expect(log.events == ["a1", "b", "main queue", "a2", "detached"])
    #expect(log.entries.allSatisfy { $0.0 == 0 })
  }

  @Test func cancellingWakesTheSleeperAtOnceAndEndsTheScene() throws {
    let (log, duration) = try run { log in
      let task = Task {
        do {
          try await Task.sleep(for: .seconds(5))
          log.note("slept")
        } catch {
          log.note("cancelled \(Task.isCancelled) \(error is CancellationError)")
        }
      }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { task.cancel() }
    }
    #expect(log.events == ["cancelled true true"])
    #expect(abs((log.time(of: "cancelled true true") ?? 0) - 0.3) < 1e-9)
    #expect(duration < 1, "the cancelled wake-up at 5 s must not keep the scene going")
  }

  @Test func childTasksStreamsAndDetachedTasksRunOnTheClock() throws {
    let (log, _) = try run { log in
      Task {
        async let a: Int = { try? await Task.sleep(for: .seconds(0.2)); return 1 }()
        async let b: Int = { try? await Task.sleep(for: .seconds(0.5)); return 2 }()
        log.note("async let \(await a + b)")
        let sum = await withTaskGroup(of: Int.self) { group in
          for i in 1...3 { group.addTask { try? await Task.sleep(for: .seconds(Double(i) * 0.1)); return i } }
          var sum = 0
          for await part in group { sum += part }
          return sum
        }
        log.note("group \(sum)")
        let stream = AsyncStream<Int> { continuation in
          for i in 0..<3 {
            DispatchQueue.main.asyncAfter(deadline: .now() + Double(i + 1) * 0.1) { continuation.yield(i) }
          }
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { continuation.finish() }
        }
        for await element in stream { log.note("element \(element)") }
        let value = await Task.detached { () -> Int in
          try? await Task.sleep(for: .seconds(0.25))
          return 7
        }.value
        log.note("detached \(value)")
        let answer = await MainActor.run { 42 }
        log.note("main actor \(answer)")
      }
    }
    let expected: [(String, Double)] = [("async let 3", 0.5), ("group 6", 0.8), ("element 0", 0.9),
                                        ("element 1", 1.0), ("element 2", 1.1), ("detached 7", 1.45),
                                        ("main actor 42", 1.45)]
    #expect(log.events == expected.map(\.0))
    for (event, time) in expected { #expect(abs((log.time(of: event) ?? -1) - time) < 1e-9, "\(event)") }
  }

  @Test func asyncAnimateResumesWhenTheAnimationEnds() throws {
    let (log, _) = try run { log in
      let view = UIView()
      Task {
        let finished = await UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut) { view.alpha = 0 }
        log.note("animate \(finished)")
        let springFinished = await withCheckedContinuation { done in
          let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) { view.alpha = 1 }
          animator.addCompletion { done.resume(returning: $0 == .end) }
          animator.startAnimation()
        }
        log.note("animator \(springFinished)")
      }
    }
    #expect(log.events == ["animate true", "animator true"])
    #expect(abs((log.time(of: "animate true") ?? 0) - 0.4) < 1e-9)
    #expect(abs((log.time(of: "animator true") ?? 0) - 0.9) < 1e-9)
  }

  @Test func asyncLoadingAndTheSuspendingClockRunInVirtualTime() throws {
    let (log, _) = try run { log in
      URLSession.serve("https://example.com/story.json", data: Data("{}".utf8))
      URLSession.latency = 0.5
      Task {
        let (data, _) = try await URLSession.shared.data(from: URL(string: "https://example.com/story.json")!)
        log.note("loaded \(data.count)")
        let clock = SuspendingClock()
        try await clock.sleep(until: clock.now.advanced(by: .milliseconds(250)))
        try Task.checkCancellation()
        log.note("slept")
      }
    }
    #expect(log.events == ["loaded 2", "slept"])
    #expect(abs((log.time(of: "loaded 2") ?? 0) - 0.5) < 1e-9)
    #expect(abs((log.time(of: "slept") ?? 0) - 0.75) < 1e-9)
  }

  @Test func aTaskWaitingForeverFailsTheSceneNamingIt() throws {
    Probe.log = Log()
    Probe.body = { _ in
      let (stream, _) = AsyncStream<Int>.makeStream()
      Task { for await _ in stream {} }
    }
    #expect {
      try Probe().bake()
    } throws: { error in
      let text = "\(error)"
      return text.contains("ConcurrencyPasteTests.swift:") && text.contains("was still waiting when nothing was left")
    }
  }

  @Test func bakingTwiceGivesTheSameTimeline() throws {
    func bake() throws -> Timeline {
      Probe.body = { _ in
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        Task {
          for step in 1...5 {
            try await Task.sleep(for: .milliseconds(70))
            view.frame.origin.x = CGFloat(step * 5)
          }
        }
      }
      return try Probe().bake().timeline
    }
    #expect(try bake() == bake())
  }
}
