import UIKit
import Testing
import PastedSamplesSwift6

/// Code written in Xcode's Swift 6 language mode (PastedSamplesSwift6) compiles
/// unchanged, because UIKit's views and controllers are @MainActor here too, and
/// runs on the scene's virtual clock: the main-actor dispatch, the timer that
/// re-enters the main actor, the nonisolated animation delegate.
@MainActor @Suite struct Swift6PasteTests {
  @Test func swift6ViewCodeRunsAtExactVirtualTimes() throws {
    let baked = try ToastScene().bake()
    let controller = try #require(ToastScene.controller)
    #expect(controller.toast.events == ["shown at 0.0", "hidden at 1.25"])
    #expect(controller.toast.ticks == 3)
    #expect(controller.toast.backgroundColor == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 0.85))
    #expect(controller.toast.frames == 5)
    #expect(controller.animatorEnd == .end)
    #expect(controller.pulseStops == [true])
    // Idle once the hide animation has ended: 1 s on screen plus its 0.25 s fade.
    #expect(abs(baked.duration - 1.25) < 1e-9)
    // The toast in window → controller view → toast; a layer with nothing to show is left out of the tree.
    let toastAt = { (t: Double) throws -> CGFloat in
      try baked.timeline.renderTree(at: t).layers.first?.sublayers.first?.sublayers.first?.opacity ?? 0
    }
    #expect(abs(try toastAt(0.125) - 0.5) < 0.05)
    #expect(try toastAt(0.6) == 1)
    #expect(try toastAt(1.25) == 0)
  }

  @Test func scenesBakeFromAnyThread() async throws {
    // A worker off the main actor (a command, a test on the cooperative pool)
    // bakes through the main actor and gets the same timeline.
    let here = try ToastScene().bake()
    let away = try await _Concurrency.Task.detached { try ToastScene().bakeOnMainActor() }.value
    #expect(try here.jsonData() == away.jsonData())
    // On the main actor already (whichever thread runs it), it bakes in place.
    let again = try ToastScene().bakeOnMainActor()
    #expect(try here.jsonData() == again.jsonData())
  }
}
