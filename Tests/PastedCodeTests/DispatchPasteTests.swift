import UIKit
import Testing
import PastedSamples

/// `DispatchQueue`, `DispatchWorkItem` and `Timer` as iOS code writes them, in a
/// file that imports UIKit only (PastedSamples/Sequencer.swift): they run at exact
/// virtual times within the scene.
@MainActor @Suite struct DispatchPasteTests {
  struct SequencedScene: Scene {
    static let id = "pasted-dispatch"
    static let summary = "pasted dispatch and timer code"
    nonisolated(unsafe) static let sequencer = Sequencer()
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      card.backgroundColor = .systemBlue
      window.addSubview(card)
      Self.sequencer.start(card: card)
      return window.layer
    }
  }

  @Test func pastedSchedulingRunsAtExactVirtualTimes() throws {
    let baked = try SequencedScene().bake()
    let log = SequencedScene.sequencer.log
    #expect(log == ["async at 0.0", "back on main", "once at 0.25", "third tick at 0.30000000000000004",
                    "fade at 0.5"])
    #expect(!log.contains("hide ran"))
    #expect(SequencedScene.sequencer.ticks == 3)
    // The fade the delayed block started ends at 0.75 s: the scene is idle then.
    #expect(abs(baked.duration - 0.75) < 1e-9)
    let card = try baked.timeline.renderTree(at: 0.75).layers.first?.sublayers.first
    #expect(abs(Double(card?.opacity ?? 0) - 0.2) < 1e-6)
  }

  struct GroupScene: Scene {
    static let id = "pasted-dispatch-group"
    static let summary = "a dispatch group, the main operation queue and same-instant work"
    nonisolated(unsafe) static let sequencer = GroupSequencer()
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let window = UIWindow(frame: UIScreen.main.bounds)
      let card = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      window.addSubview(card)
      Self.sequencer.start(card: card)
      return window.layer
    }
  }

  @Test func groupsOperationsAndSameInstantWorkRunInIOSOrder() throws {
    _ = try GroupScene().bake()
    // The operation runs after the code running now; the group's notify once both
    // steps have left; the fire-date timer 0.3 s in. Work due together at 0.5 s
    // runs in the order it was scheduled: the dispatch and the timer when the code
    // ran, the completion when the animation's transaction committed, after it.
    #expect(GroupScene.sequencer.log == [
      "operation at 0.0", "run loop at 0.0", "step at 0.2", "fire-date timer at 0.3", "step at 0.4", "group done at 0.4",
      "dispatch", "timer", "completion",
    ])
  }

  struct ForeverTimerScene: Scene {
    static let id = "pasted-forever-timer"
    static let summary = "a repeating timer in an untilIdle scene"
    var canvas: Canvas { Canvas(size: CGSize(width: 10, height: 10), scale: 1, fps: 10) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let layer = CALayer()
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in layer.opacity = 1 - layer.opacity }
      return layer
    }
  }

  @Test func repeatingTimerInAnUntilIdleSceneIsAnError() {
    #expect {
      _ = try ForeverTimerScene().bake()
    } throws: { error in
      let text = "\(error)"
      return text.contains("DispatchPasteTests.swift") && text.contains(".seconds(n)")
    }
  }

  struct ForeverSpinScene: Scene {
    static let id = "pasted-forever-spin"
    static let summary = "an endless rotation in an untilIdle scene"
    var canvas: Canvas { Canvas(size: CGSize(width: 10, height: 10), scale: 1, fps: 10) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let layer = CALayer()
      layer.name = "spinner"
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = CGFloat.pi * 2
      spin.repeatCount = HUGE
      layer.add(spin, forKey: "spin")
      return layer
    }
  }

  @Test func anEndlessAnimationInAnUntilIdleSceneIsAnErrorNamingIt() throws {
    #expect {
      _ = try ForeverSpinScene().bake()
    } throws: { error in
      let text = "\(error)"
      return text.contains("'spin' on 'spinner'") && text.contains(".seconds(n)")
    }
  }
}

/// CADisplayLink's closure form on the scene's frames.
@MainActor @Suite struct DisplayLinkTests {
  struct LinkScene: Scene {
    static let id = "pasted-display-link"
    static let summary = "a display link moving a layer by hand"
    nonisolated(unsafe) static var stamps: [Double] = []
    var canvas: Canvas { Canvas(size: CGSize(width: 10, height: 10), scale: 1, fps: 30) }
    var length: SceneLength { .untilIdle(hold: 0) }
    func build() -> CALayer {
      let layer = CALayer()
      LinkScene.stamps = []
      let link = CADisplayLink { link in
        LinkScene.stamps.append(link.timestamp)
        CATransaction.setDisableActions(true)  // per-frame code sets the model, unanimated
        layer.opacity -= 0.25
        if LinkScene.stamps.count == 3 { link.invalidate() }
      }
      link.preferredFramesPerSecond = 15
      link.add(to: .main, forMode: .common)
      return layer
    }
  }

  @Test func firesOnFramesAtThePreferredRateUntilInvalidated() throws {
    let baked = try LinkScene().bake()
    // 30 frames/s canvas, 15 preferred: every second frame.
    #expect(LinkScene.stamps.map { ($0 * 15).rounded() } == [1, 2, 3])
    #expect(abs(baked.duration - 0.2) < 1e-9)
    let layer = try baked.timeline.renderTree(at: 0.2).layers.first
    #expect(abs(Double(layer?.opacity ?? 0) - 0.25) < 1e-6)
  }
}

/// `CAFrameRateRange` (iOS 15) on a display link: the preferred rate (or else the
/// maximum) is the rate it fires at, the default range every frame; nothing traps.
@MainActor @Suite struct FrameRateRangeTests {
  @Test func theRangesPreferredRateIsTheRateItFiresAt() {
    let clock = VirtualClock()  // 60 frames/s outside a scene
    var stamps: [Double] = []
    let link = CADisplayLink { stamps.append($0.timestamp) }
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 15)
    clock.run { link.add(to: .main, forMode: .common) }
    clock.advance(to: 0.3)
    link.invalidate()
    #expect(stamps.map { ($0 * 15).rounded() } == [1, 2, 3, 4])
    #expect(abs(link.duration - 1.0 / 15) < 1e-9)
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 80, maximum: 120)
    #expect(link.preferredFramesPerSecond == 120)
    link.preferredFrameRateRange = .default
    #expect(link.preferredFramesPerSecond == 0 && link.preferredFrameRateRange.isEqual(to: .default))
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: .infinity, preferred: .nan)
    #expect(link.preferredFramesPerSecond == 0)
  }
}

/// Foundation's settable `fireDate` and Dispatch's `notify` after the item ran.
@MainActor @Suite struct TimerDateAndNotifyTests {
  @Test func movingFireDateReschedulesTheTimer() {
    let clock = VirtualClock()
    var fired: [Double] = []
    clock.run {
      let timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
        fired.append(clock.now)
        if fired.count == 3 { timer.invalidate() }
      }
      #expect(timer.fireDate == Date(timeIntervalSinceReferenceDate: 0.5))
      timer.fireDate = Date(timeIntervalSinceReferenceDate: 0.2)
    }
    clock.advance(to: 2)
    #expect(fired.count == 3)
    #expect(zip(fired, [0.2, 0.7, 1.2]).allSatisfy { abs($0 - $1) < 1e-9 })
  }

  @Test func notifyAfterPerformRunsOnTheNextTurn() {
    let clock = VirtualClock()
    var log: [String] = []
    clock.run {
      let item = DispatchWorkItem { log.append("work") }
      item.perform()
      item.notify(queue: .main) { log.append("notified") }
      log.append("after notify")
    }
    clock.advance(to: 0.1)
    #expect(log == ["work", "after notify", "notified"])
  }
}
