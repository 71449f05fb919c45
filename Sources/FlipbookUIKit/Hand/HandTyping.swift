import Foundation

// Typing on the keyboard: each character goes to the first responder's
// `insertText(_:)` (UIKeyInput) at its time, and the keyboard, when up, shows
// the key pressed (with a touch disc when touches are shown).

extension Hand {
  /// Types `text` from `time`, one character every `interval` seconds
  /// (0.12 s: a brisk typist's pace on a phone, about 8 keys a second).
  public func type(_ text: String, at time: Double, interval: Double = 0.12,
                   file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "type(\"\(text)\")", time: time, file: file, line: line)
    for (i, ch) in text.enumerated() {
      key(step, at: time + Double(i) * interval) { input in
        Keyboard.current.view?.press(ch)
        input.insertText(String(ch))
      }
    }
  }

  /// Presses return (a text field asks `textFieldShouldReturn`).
  public func pressReturn(at time: Double, file: StaticString = #fileID, line: UInt = #line) {
    key(HandStep(name: "pressReturn", time: time, file: file, line: line), at: time) { input in
      Keyboard.current.view?.press("\n")
      input.insertText("\n")
    }
  }

  /// Presses delete `count` times, 0.12 s apart.
  public func pressDelete(at time: Double, count: Int = 1, file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "pressDelete", time: time, file: file, line: line)
    for i in 0..<max(count, 0) {
      key(step, at: time + Double(i) * 0.12) { input in
        Keyboard.current.view?.press("\u{8}")
        input.deleteBackward()
      }
    }
  }

  /// Ends editing: the first responder resigns and the keyboard slides down.
  public func dismissKeyboard(at time: Double, file: StaticString = #fileID, line: UInt = #line) {
    let step = HandStep(name: "dismissKeyboard", time: time, file: file, line: line)
    guard let events = checked(step) else { return }
    events.after(step.time - events.now) {
      guard let responder = events.firstResponder else {
        return events.reject(step, HandProblem(problem: "nothing is being edited", fix: "Tap a text field or call becomeFirstResponder() first."))
      }
      responder.resignFirstResponder()
    }
  }

  private func key(_ step: HandStep, at time: Double, _ press: @escaping @MainActor (UIKeyInput) -> Void) {
    var keyStep = step
    keyStep.time = time
    guard let events = checked(keyStep) else { return }
    events.after(time - events.now) {
      guard let input = events.firstResponder as? UIKeyInput else {
        return events.reject(step, HandProblem(problem: "there is no text input to type into (no first responder)",
                                               fix: "Tap a text field first, or call becomeFirstResponder() on it."))
      }
      press(input)
    }
  }
}
