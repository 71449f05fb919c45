@testable import IBSamples
import Testing
import UIKit
import FlipbookTestSupport

/// A XIB's text field and gesture recognizer, driven by a scripted hand: the
/// recognizer joins its view through `gestureRecognizers`, its action reaches
/// File's Owner by selector, and the text field's delegate outlet is set.
@MainActor @Suite(.serialized) struct InteractionNibTests {
  @Test func aXIBsTextFieldAndDoubleTapWorkUnderAFinger() throws {
    let clock = VirtualClock()
    let controller = clock.run { () -> LoginViewController in
      Trace.lines = []
      AppResources.add(folder: pastedFolder)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      let controller = LoginViewController()
      window.rootViewController = controller
      window.makeKeyAndVisible()
      let hand = Hand()
      hand.tap(controller.emailField, at: 0.3)
      hand.type("ada", at: 0.8)
      hand.pressReturn(at: 1.4)
      hand.doubleTap(CGPoint(x: 160, y: 300), at: 2)
      return controller
    }
    clock.runUntilIdle()
    #expect(controller.emailField.placeholder == "Email")
    #expect(controller.emailField.borderStyle == .roundedRect)
    #expect(controller.emailField.keyboardType == .emailAddress && controller.emailField.returnKeyType == .done)
    #expect(controller.view.gestureRecognizers?.count == 1)
    // The keyboard's frame, read with `as? CGRect` (bridged from NSValue as on iOS): a 320 × 480 window, no home indicator.
    #expect(Trace.lines == ["Login.keyboard height=260", "Login.return text=ada", "Login.backgroundTapped taps=2"])
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }
}
