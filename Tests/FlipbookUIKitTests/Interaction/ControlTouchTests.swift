import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Controls tracking a scripted finger: UIKit's event order, the 70 pt slop,
/// and each control's response to a tap or drag.
@MainActor
@Suite struct ControlTouchTests {
  final class Events {
    var names: [String] = []
  }

  func log(_ control: UIControl, _ events: Events) {
    let all: [(UIControl.Event, String)] = [(.touchDown, "down"), (.touchDragInside, "dragInside"),
      (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
      (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"), (.valueChanged, "changed")]
    for (event, name) in all { control.addAction(UIAction { _ in events.names.append(name) }, for: event) }
  }

  @Test func aTapSendsDownThenUpInsideAndHighlightsMeanwhile() {
    let events = Events()
    var highlighted: [Bool] = []
    let button = UIButton(type: .system)
    let (clock, _) = touchWorld { window in
      button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
      window.addSubview(button)
      log(button, events)
      Hand().tap(button, at: 0.5)
      EventState.current.after(0.54) { highlighted.append(button.isHighlighted) }
      EventState.current.after(0.6) { highlighted.append(button.isHighlighted) }
    }
    clock.runUntilIdle()
    #expect(events.names == ["down", "upInside"])
    #expect(highlighted == [true, false])
    // A system button's title dims to 20 % while highlighted, as iOS draws it.
  }

  @Test func draggingOutPast70PointsExitsAndLiftsOutside() {
    let events = Events()
    let (clock, _) = touchWorld { window in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
      window.addSubview(button)
      log(button, events)
      Hand().drag(button, by: CGVector(dx: 0, dy: 150), at: 0.5, duration: 0.3, motion: .linear)
    }
    clock.runUntilIdle()
    let names = events.names
    #expect(names.first == "down")
    #expect(names.contains("exit"))
    #expect(names.last == "upOutside")
    // Still "inside" within 70 pt of the bounds: the exit comes once the finger is 70 pt below.
    let out = names.firstIndex(of: "dragOutside") ?? 0
    #expect(out > 1 && names[1..<out].allSatisfy { $0 == "dragInside" })
    #expect(names[out + 1] == "exit")
  }

  @Test func aSwitchTogglesOnTapWithItsAnimation() {
    let events = Events()
    let toggle = UISwitch()
    let (clock, _) = touchWorld { window in
      toggle.frame.origin = CGPoint(x: 50, y: 50)
      window.addSubview(toggle)
      log(toggle, events)
      Hand().tap(toggle, at: 0.5)
    }
    clock.advance(to: 0.6)
    #expect(toggle.isOn)
    #expect(toggle.layer.sublayers?.contains { !($0.animationKeys() ?? []).isEmpty } == true
      || toggle.subviews.contains { !($0.layer.animationKeys() ?? []).isEmpty })
    clock.runUntilIdle()
    #expect(events.names == ["down", "changed", "upInside"])
  }

  @Test func aSliderFollowsTheThumbDragged() {
    var values: [Float] = []
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 328, height: 31))
    let (clock, _) = touchWorld { window in
      window.addSubview(slider)
      slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
      // The thumb's centre at value 0 is 14 pt in; the track travels 328 − 28 = 300 pt.
      Hand().drag(CGPoint(x: 34, y: 115.5), by: CGVector(dx: 150, dy: 0), at: 0.5, duration: 0.4)
      Hand().drag(CGPoint(x: 300, y: 115.5), by: CGVector(dx: -100, dy: 0), at: 1.5, duration: 0.2)
    }
    clock.runUntilIdle()
    #expect(abs(slider.value - 0.5) < 1e-5)
    #expect(values.count > 5)
  }

  @Test func aSegmentTappedSlidesTheSelection() {
    let segments = UISegmentedControl(items: ["A", "B", "C"])
    var changes = 0
    let (clock, _) = touchWorld { window in
      segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
      segments.selectedSegmentIndex = 0
      window.addSubview(segments)
      segments.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
      Hand().tap(CGPoint(x: 250, y: 116), at: 0.5)
    }
    clock.runUntilIdle()
    #expect(segments.selectedSegmentIndex == 2)
    #expect(changes == 1)
  }

  @Test func aStepperStepsWithinItsLimits() {
    let stepper = UIStepper()
    let (clock, _) = touchWorld { window in
      stepper.frame.origin = CGPoint(x: 10, y: 10)
      stepper.maximumValue = 2
      window.addSubview(stepper)
      let plus = CGPoint(x: 10 + 70, y: 26), minus = CGPoint(x: 10 + 24, y: 26)
      for (i, point) in [plus, plus, plus, minus].enumerated() { Hand().tap(point, at: 0.5 + 0.5 * Double(i)) }
    }
    clock.runUntilIdle()
    #expect(stepper.value == 1)
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
  }

  @Test func aDisabledControlIgnoresTouches() {
    let events = Events()
    let (clock, _) = touchWorld { window in
      let button = UIButton(type: .system)
      button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
      button.isEnabled = false
      window.addSubview(button)
      log(button, events)
      Hand().tap(button, at: 0.5)
    }
    clock.runUntilIdle()
    #expect(events.names.isEmpty)
  }
}
