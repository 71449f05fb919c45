import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// A script step that cannot run is one message naming the step and its line,
/// and the scene fails; nothing traps.
@MainActor
@Suite struct BadScriptTests {
  func messages(_ clock: VirtualClock) -> [String] { clock.errors.map { "\($0)" } }

  @Test func aTouchOutsideEveryWindow() {
    let (clock, _) = touchWorld { _ in Hand().tap(CGPoint(x: 500, y: 100), at: 0.5) }
    clock.runUntilIdle()
    #expect(messages(clock).count == 1)
    #expect(messages(clock).first?.contains("Hand.tap at 0.5 s (FlipbookUIKitTests/BadScriptTests.swift:") == true)
    #expect(messages(clock).first?.contains("outside every window") == true)
  }

  @Test func aPathWithAPointThatIsNotFinite() {
    let (clock, _) = touchWorld { _ in
      Hand().drag(CGPoint(x: 100, y: 100), along: [.zero, CGPoint(x: CGFloat.nan, y: 3)], at: 0.5)
      Hand().tap(CGPoint(x: CGFloat.infinity, y: 0), at: 0.6)
    }
    clock.runUntilIdle()
    let all = messages(clock)
    #expect(all.count == 2)
    #expect(all.contains { $0.contains("Hand.drag at 0.5 s") && $0.contains("not finite") })
    #expect(all.contains { $0.contains("Hand.tap at 0.6 s") && $0.contains("not finite") })
  }

  @Test func aStepBeforeTheCurrentTime() {
    let (clock, _) = touchWorld { _ in }
    clock.advance(to: 1)
    clock.run { Hand().swipe(CGPoint(x: 100, y: 100), .left, at: 0.5) }
    clock.runUntilIdle()
    #expect(messages(clock).first?.contains("before the scene's current time (1.0 s)") == true)
  }

  struct LateScene: Scene {
    static let id = "late-touch"
    static let summary = "a tap after the scene's end"
    init() {}
    var canvas: Canvas { Canvas(size: CGSize(width: 100, height: 100), scale: 1, fps: 10) }
    var length: SceneLength { .seconds(1) }
    func build() -> CALayer {
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.makeKeyAndVisible()
      Hand().longPress(CGPoint(x: 50, y: 50), at: 0.8, duration: 0.5)
      return window.layer
    }
  }

  @Test func aStepEndingAfterAFixedLengthScene() {
    #expect(throws: SceneError.self) { try LateScene().bake() }
    do { _ = try LateScene().bake() } catch {
      #expect("\(error)".contains("Hand.longPress at 0.8 s"))
      #expect("\(error)".contains("ends at 1.3 s, after the scene's end (1.0 s)"))
    }
  }
}
