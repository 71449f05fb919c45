import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// What Apple dispatches by selector, on the virtual clock. The registrations here
/// are written as the adaptation plugin generates them for pasted classes.
@MainActor @Suite(.serialized) struct SelectorDispatchTests {
  class Pulse: UIView {
    var log: [String] = []
    func tapped(_ sender: UIButton) { log.append("tapped \(sender.tag) \(CACurrentMediaTime())") }
    func tick(_ timer: VirtualTimer) { log.append("tick \(CACurrentMediaTime()) \(timer.userInfo as? String ?? "")") }
    func frame(_ link: CADisplayLink) { log.append("frame \(link.timestamp)") }
    func later(_ value: Any?) { log.append("later \(value as? Int ?? -1) \(CACurrentMediaTime())") }
    func heard(_ note: Notification) { log.append("heard \(note.name.rawValue)") }
    func done() { log.append("base done") }
  }

  final class LoudPulse: Pulse {
    override func done() { log.append("loud done"); super.done() }
  }

  static func register() {
    func on(_ name: String, _ body: @escaping (Pulse, SelectorArguments) -> Void) {
      SelectorRegistry.register(Pulse.self, name) { target, arguments in
        MainActor.assumeIsolated {
          guard let target = target as? Pulse else { return }
          body(target, arguments)
        }
      }
    }
    on("tapped:") { t, a in if let b = a.value(0, as: UIButton.self) { t.tapped(b) } }
    on("tick:") { t, a in if let timer = a.value(0, as: VirtualTimer.self) { t.tick(timer) } }
    on("frame:") { t, a in if let link = a.value(0, as: CADisplayLink.self) { t.frame(link) } }
    on("later:") { t, a in t.later(a.any(0)) }
    on("heard:") { t, a in if let n = a.value(0, as: Notification.self) { t.heard(n) } }
    on("done") { t, _ in t.done() }
  }

  @Test func targetActionTimersLinksDelaysAndNotifications() {
    Self.register()
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 10, height: 10), scale: 1, fps: 10)
    let pulse = clock.run { () -> Pulse in
      let pulse = Pulse(frame: .zero)
      let button = UIButton(type: .system)
      button.tag = 7
      button.addTarget(pulse, action: Selector("tapped:"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
      VirtualTimer.scheduledTimer(timeInterval: 0.5, target: pulse, selector: Selector("tick:"), userInfo: "info", repeats: false)
      let link = CADisplayLink(target: pulse, selector: Selector("frame:"))
      link.add(to: .main, forMode: .common)
      VirtualDispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { link.invalidate() }
      pulse.perform(Selector("later:"), with: 3, afterDelay: 1)
      pulse.perform(Selector("later:"), with: 4, afterDelay: 2)
      NSObject.cancelPreviousPerformRequests(withTarget: pulse, selector: Selector("later:"), object: nil)
      pulse.perform(Selector("later:"), with: 5, afterDelay: 1.5)
      NotificationCenter.default.addObserver(pulse, selector: Selector("heard:"), name: Notification.Name("ping"), object: nil)
      NotificationCenter.default.post(name: Notification.Name("ping"), object: nil)
      #expect(pulse.responds(to: Selector("done")) && !pulse.responds(to: Selector("vanish")))
      return pulse
    }
    clock.runUntilIdle(limit: 3)
    #expect(pulse.log == ["tapped 7 0.0", "heard ping", "frame 0.1", "frame 0.2", "tick 0.5 info", "later 5 1.5"])
    #expect(clock.errors.isEmpty)
  }

  /// A subclass inherits its superclass's registrations, and its override runs (with `super`).
  @Test func overridesAreCalledThroughTheSuperclassRegistration() {
    Self.register()
    let clock = VirtualClock()
    let loud = clock.run { () -> LoudPulse in
      let loud = LoudPulse(frame: .zero)
      loud.perform(Selector("done"))
      return loud
    }
    #expect(loud.log == ["loud done", "base done"])
    #expect(clock.errors.isEmpty)
  }

  /// iOS stops with "unrecognized selector sent to instance": the scene fails naming both.
  @Test func anUnrecognizedSelectorFailsTheSceneNamingIt() {
    let clock = VirtualClock()
    clock.run {
      let button = UIButton(type: .system)
      button.addTarget(UIView(), action: Selector("vanish:"), for: .touchUpInside)
      button.sendActions(for: .touchUpInside)
    }
    #expect(clock.errors.count == 1 && "\(clock.errors[0])".contains("unrecognized selector 'vanish:' sent to a UIView"))
  }

  final class Editor: UIViewController {
    var saved: [Int] = []
    func save(_ sender: UIButton) { saved.append(sender.tag) }
  }

  /// A nil target walks the responder chain from the sender: the button, its
  /// superview, the controller whose view that is (which responds), as UIKit sends it.
  @Test func aNilTargetWalksTheResponderChain() {
    SelectorRegistry.register(Editor.self, "save:") { object, values in
      nonisolated(unsafe) let object = object, values = values
      MainActor.assumeIsolated {
        if let editor = object as? Editor, let button = values.value(0, as: UIButton.self) { editor.save(button) }
      }
    }
    let clock = VirtualClock()
    let editor = clock.run { () -> Editor in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let editor = Editor()
      window.rootViewController = editor
      let panel = UIView(frame: editor.view.bounds)
      editor.view.addSubview(panel)
      let button = UIButton(type: .system)
      button.tag = 3
      panel.addSubview(button)
      #expect(UIApplication.shared.sendAction(Selector("save:"), to: nil, from: button, for: nil))
      #expect(!UIApplication.shared.sendAction(Selector("nobodyAnswers:"), to: nil, from: button, for: nil))
      return editor
    }
    #expect(editor.saved == [3] && clock.errors.isEmpty)
  }
}
