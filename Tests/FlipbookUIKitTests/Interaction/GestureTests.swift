import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// The recognizers' state machines and thresholds (research/interaction §2,
/// from iOS 18's decompiled UIKitCore and Apple's documentation).
@MainActor
@Suite struct GestureTests {
  /// Records each state a recognizer reports through its action, with the time.
  final class Log {
    var entries: [(UIGestureRecognizer.State, Double)] = []
    var states: [UIGestureRecognizer.State] { entries.map(\.0) }
  }

  @discardableResult
  func recognizer<G: UIGestureRecognizer>(_ g: G, on view: UIView, _ log: Log) -> G {
    g.addTarget(handler: { g in log.entries.append((g.state, EventState.current.now)) })
    view.addGestureRecognizer(g)
    return g
  }

  @Test func aTapRecognizesOnLiftAndFailsPast45Points() {
    let log = Log(), far = Log()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      recognizer(UITapGestureRecognizer(), on: view, log)
      Hand().tap(CGPoint(x: 100, y: 100), at: 0.5)
    }
    clock.runUntilIdle()
    #expect(log.states == [.ended])
    #expect(abs((log.entries.first?.1 ?? 0) - 0.58) < 1e-9)
    let other = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let (clock2, _) = touchWorld { window in
      window.addSubview(other)
      recognizer(UITapGestureRecognizer(), on: other, far)
      Hand().drag(CGPoint(x: 100, y: 100), by: CGVector(dx: 46, dy: 0), at: 0.1, duration: 0.1)
    }
    clock2.runUntilIdle()
    #expect(far.states.isEmpty)
  }

  @Test func aSingleTapWaitsForTheDoubleTapToFail() {
    let single = Log(), double = Log()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      let s = recognizer(UITapGestureRecognizer(), on: view, single)
      let d = recognizer(UITapGestureRecognizer(), on: view, double)
      d.numberOfTapsRequired = 2
      s.require(toFail: d)
      Hand().tap(CGPoint(x: 100, y: 100), at: 0.5)
      Hand().doubleTap(CGPoint(x: 100, y: 100), at: 2)
    }
    clock.runUntilIdle()
    // The single tap fires 0.35 s after the lift, when the double tap gives up.
    #expect(single.states == [.ended])
    #expect(abs((single.entries.first?.1 ?? 0) - (0.58 + 0.35)) < 1e-9)
    #expect(double.states == [.ended])
    #expect(abs((double.entries.first?.1 ?? 0) - 2.23) < 1e-9)
  }

  @Test func aLongPressBeginsAfterHalfASecond() {
    let log = Log()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      recognizer(UILongPressGestureRecognizer(), on: view, log)
      Hand().longPress(CGPoint(x: 100, y: 100), at: 1, duration: 0.8)
      Hand().longPress(CGPoint(x: 100, y: 100), at: 3, duration: 0.4)
    }
    clock.runUntilIdle()
    #expect(log.states == [.began, .ended])
    #expect(abs(log.entries[0].1 - 1.5) < 1e-9)
    #expect(abs(log.entries[1].1 - 1.8) < 1e-9)
  }

  @Test func aPanBeginsAfterTenPointsWithTheHysteresisRemoved() {
    var translations: [CGPoint] = []
    var velocity = CGPoint.zero
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      let pan = UIPanGestureRecognizer(handler: { g in
        guard let pan = g as? UIPanGestureRecognizer else { return }
        translations.append(pan.translation(in: view))
        if pan.state == .ended { velocity = pan.velocity(in: view) }
      })
      view.addGestureRecognizer(pan)
      // 300 pt right in 0.5 s at constant speed: 600 pt/s, 10 pt per 60 Hz sample.
      Hand().drag(CGPoint(x: 40, y: 300), by: CGVector(dx: 300, dy: 0), at: 0.2, duration: 0.5, motion: .linear)
    }
    clock.runUntilIdle()
    // Begins at the first sample that reaches 10 pt, reporting 10 − 10 = 0.
    #expect(translations.first == CGPoint(x: 0, y: 0))
    #expect(translations.last == CGPoint(x: 290, y: 0))
    #expect(abs(velocity.x - 600) < 1e-6)
    #expect(velocity.y == 0)
  }

  @Test func setTranslationRebasesThePan() {
    var seen: [CGFloat] = []
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      view.addGestureRecognizer(UIPanGestureRecognizer(handler: { g in
        guard let pan = g as? UIPanGestureRecognizer else { return }
        seen.append(pan.translation(in: view).x)
        pan.setTranslation(.zero, in: view)
      }))
      Hand().drag(CGPoint(x: 40, y: 300), by: CGVector(dx: 300, dy: 0), at: 0.2, duration: 0.5, motion: .linear)
    }
    clock.runUntilIdle()
    // Each change reports the 10 pt moved since the last (the end reports the 0 since the last change).
    #expect(seen.dropFirst().dropLast().allSatisfy { abs($0 - 10) < 1e-9 })
    #expect(seen.last == 0)
    #expect(abs(seen.reduce(0, +) - 290) < 1e-9)
  }

  @Test func aSwipeRecognizesInItsDirectionOnly() {
    let right = Log(), up = Log()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      recognizer(UISwipeGestureRecognizer(), on: view, right)
      let u = recognizer(UISwipeGestureRecognizer(), on: view, up)
      u.direction = .up
      Hand().swipe(CGPoint(x: 100, y: 400), .right, at: 0.5)
    }
    clock.runUntilIdle()
    #expect(right.states == [.ended])
    #expect(up.states.isEmpty)
  }

  @Test func pinchAndRotationFollowTwoFingers() {
    var scale: CGFloat = 0, rotation: CGFloat = 0
    final class Both: UIGestureRecognizerDelegate {
      func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
    }
    let both = Both()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      let pinch = UIPinchGestureRecognizer(handler: { g in scale = (g as? UIPinchGestureRecognizer)?.scale ?? 0 })
      let rotate = UIRotationGestureRecognizer(handler: { g in rotation = (g as? UIRotationGestureRecognizer)?.rotation ?? 0 })
      pinch.delegate = both
      rotate.delegate = both
      view.addGestureRecognizer(pinch)
      view.addGestureRecognizer(rotate)
      Hand().pinch(CGPoint(x: 195, y: 400), scale: 2, at: 0.5)
      Hand().rotate(CGPoint(x: 195, y: 400), by: .pi / 2, at: 2)
    }
    clock.runUntilIdle()
    #expect(abs(scale - 2) < 1e-9)
    #expect(abs(rotation - .pi / 2) < 1e-9)
  }

  @Test func aRecognizerCancelsTheViewsTouchesWhenItRecognizes() {
    let view = TouchLogView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      view.addGestureRecognizer(UIPanGestureRecognizer())
      Hand().drag(CGPoint(x: 100, y: 300), by: CGVector(dx: 100, dy: 0), at: 0.2)
    }
    clock.runUntilIdle()
    #expect(view.log.first == "began")
    #expect(view.log.last == "cancelled")
    #expect(!view.log.contains("ended"))
  }

  @Test func aControlsTapWinsOverAnAncestorsTapRecognizer() {
    let log = Log()
    var taps = 0
    let (clock, _) = touchWorld { window in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
      button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
      window.addSubview(button)
      recognizer(UITapGestureRecognizer(), on: window, log)
      Hand().tap(button, at: 0.5)
      Hand().tap(CGPoint(x: 300, y: 600), at: 1)
    }
    clock.runUntilIdle()
    #expect(taps == 1)
    #expect(log.states == [.ended])
  }

  @Test func delegateCanStopARecognizerAndRefuseATouch() {
    final class No: UIGestureRecognizerDelegate {
      func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { false }
    }
    let no = No()
    let log = Log()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let (clock, _) = touchWorld { window in
      window.addSubview(view)
      recognizer(UITapGestureRecognizer(), on: view, log).delegate = no
      Hand().tap(view, at: 0.5)
    }
    clock.runUntilIdle()
    #expect(log.states.isEmpty)
  }
}
