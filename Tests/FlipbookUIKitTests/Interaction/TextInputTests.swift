import Foundation
import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// Text fields, typing and the keyboard's notifications (UITextFieldDelegate's
/// documented order; the keyboard's 0.25 s and curve 7 as iOS posts them).
@MainActor
@Suite struct TextInputTests {
  final class Recorder: UITextFieldDelegate {
    var calls: [String] = []
    var refuse: Set<Character> = []
    func textFieldShouldBeginEditing(_ t: UITextField) -> Bool { calls.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ t: UITextField) { calls.append("didBegin") }
    func textField(_ t: UITextField, shouldChangeCharactersIn r: NSRange, replacementString s: String) -> Bool {
      calls.append("shouldChange(\(r.location),\(s))")
      return !s.contains { refuse.contains($0) }
    }
    func textFieldShouldReturn(_ t: UITextField) -> Bool { calls.append("shouldReturn"); t.resignFirstResponder(); return true }
    func textFieldShouldEndEditing(_ t: UITextField) -> Bool { calls.append("shouldEnd"); return true }
    func textFieldDidEndEditing(_ t: UITextField, reason: UITextField.DidEndEditingReason) { calls.append("didEnd") }
  }

  @Test func tappingAFieldEditsAndTypingGoesThroughTheDelegate() {
    let recorder = Recorder()
    recorder.refuse = ["x"]
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    final class Notes: @unchecked Sendable { var list: [String] = [] }
    let notes = Notes()
    let observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil,
                                                         queue: nil) { note in
      let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
      let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0
      let curve = note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int ?? 0
      notes.list.append("\(end.minY) \(end.height) \(duration) \(curve)")
    }
    defer { NotificationCenter.default.removeObserver(observer) }
    let (clock, _) = touchWorld { window in
      field.borderStyle = .roundedRect
      field.delegate = recorder
      window.addSubview(field)
      let hand = Hand()
      hand.tap(field, at: 0.5)
      hand.type("axb", at: 1)
      hand.pressDelete(at: 1.5)
      hand.pressReturn(at: 2)
    }
    clock.runUntilIdle()
    #expect(field.text == "a")
    #expect(recorder.calls == ["shouldBegin", "didBegin", "shouldChange(0,a)", "shouldChange(1,x)", "shouldChange(1,b)",
                               "shouldChange(1,)", "shouldReturn", "shouldEnd", "didEnd"])
    // 844 − 336: the keyboard of a phone with a home indicator, with predictions.
    #expect(notes.list == ["508.0 336.0 0.25 7"])
    #expect(!field.isEditing && !field.isFirstResponder)
  }

  @Test func theKeyboardSlidesUpOnItsSpringAndTheFieldShowsACaret() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let (clock, window) = touchWorld { window in
      window.addSubview(field)
      field.becomeFirstResponder()
    }
    clock.advance(to: 0.6)
    let keyboard = window.subviews.compactMap { $0 as? KeyboardView }.first
    #expect(keyboard?.frame == CGRect(x: 0, y: 508, width: 390, height: 336))
    #expect(field.caret.layer.isHidden == false)
    #expect(field.caret.layer.frame.width == 2)
    // Blinking: solid for 0.5 s after editing begins, then off for 0.5 s (fading in 0.1 s).
    clock.advance(to: 0.75)
    #expect(field.caret.layer.opacity == 0)
    clock.advance(to: 1.25)
    #expect(field.caret.layer.opacity == 1)
  }

  @Test func secureEntryShowsBulletsAndThePlaceholderHidesWithText() {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
    field.placeholder = "Password"
    #expect(!field.placeholderLabel.isHidden)
    field.isSecureTextEntry = true
    field.text = "abc"
    #expect(field.textLabel.text == "•••")
    #expect(field.placeholderLabel.isHidden)
    field.borderStyle = .roundedRect
    #expect(field.intrinsicContentSize.height == 34)
  }

  @Test func typingWithNothingEditedIsOneClearError() {
    let (clock, _) = touchWorld { _ in Hand().type("hi", at: 0.5) }
    clock.runUntilIdle()
    let messages = clock.errors.map { "\($0)" }
    #expect(messages.count == 1)
    #expect(messages.first?.contains("Hand.type(\"hi\") at 0.5 s") == true)
    #expect(messages.first?.contains("no first responder") == true)
  }
}

/// `keyboardLayoutGuide` follows the keyboard (Apple: its top is the keyboard's
/// top while it is docked and up, the safe area's bottom while it is down).
@MainActor
@Suite struct KeyboardGuideTests {
  @Test func aViewPinnedToTheKeyboardGuideRidesUpAndDown() {
    let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
    let bar = UIView()
    let (clock, window) = touchWorld { window in
      window.addSubview(field)
      bar.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(bar)
      NSLayoutConstraint.activate([
        bar.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: window.trailingAnchor),
        bar.heightAnchor.constraint(equalToConstant: 44),
        bar.bottomAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
      ])
      Hand().tap(field, at: 0.5)
      Hand().dismissKeyboard(at: 2)
    }
    clock.advance(to: 0.4)
    window.layoutIfNeeded()
    #expect(bar.frame.maxY == 844)
    clock.advance(to: 1.5)
    #expect(bar.frame.maxY == 508)
    // Moving with the keyboard: the bar's position animates on the keyboard's spring.
    clock.advance(to: 2.1)
    let moving = bar.layer.presentation()?.frame.maxY ?? 0
    #expect(moving > 508 && moving < 844)
    clock.runUntilIdle()
    #expect(bar.frame.maxY == 844)
  }
}
