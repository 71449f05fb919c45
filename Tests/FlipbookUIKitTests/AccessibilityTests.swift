import Foundation
import Testing
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIAccessibility's properties, as app code sets, reads and overrides them: UIKit's
/// standard views give their own defaults (Apple: "false … unless the receiver is a
/// standard UIKit control", a control's label "derived from the control's title"),
/// what is set is kept, and every setting reads as an iPhone's defaults.
@MainActor
@Suite struct AccessibilityTests {
  /// A control of an app's own, overriding as accessible custom controls do.
  final class Stepper: UIControl {
    var value = 3
    override var accessibilityValue: String? { get { "\(value)" } set {} }
    override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
    override func accessibilityIncrement() { value += 1 }
  }

  @Test func standardViewsReadAsUIKitGivesThem() {
    let label = UILabel()
    label.text = "Inbox"
    #expect(label.isAccessibilityElement && label.accessibilityLabel == "Inbox" && label.accessibilityTraits == .staticText)
    let button = UIButton(type: .system)
    button.setTitle("Send", for: .normal)
    #expect(button.isAccessibilityElement && button.accessibilityLabel == "Send" && button.accessibilityTraits == .button)
    let plain = UIView()
    #expect(!plain.isAccessibilityElement && plain.accessibilityLabel == nil && plain.accessibilityTraits == .none)
    #expect(UIImageView().accessibilityTraits == .image)
    // A view's frame on the screen, unless set; anything else's is zero.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
    let badge = UIView(frame: CGRect(x: 5, y: 6, width: 10, height: 10))
    window.addSubview(card)
    card.addSubview(badge)
    #expect(badge.accessibilityFrame == CGRect(x: 25, y: 46, width: 10, height: 10))
    badge.accessibilityFrame = CGRect(x: 0, y: 0, width: 44, height: 44)
    #expect(badge.accessibilityFrame.width == 44 && UIViewController().accessibilityFrame == .zero)
  }

  @Test func whatIsSetIsKept() {
    let label = UILabel()
    label.text = "3"
    label.accessibilityLabel = "Three unread messages"
    label.accessibilityTraits = [.staticText, .updatesFrequently]
    label.isAccessibilityElement = false
    label.accessibilityHint = "Opens the inbox"
    label.accessibilityIdentifier = "inbox.count"
    #expect(label.accessibilityLabel == "Three unread messages" && !label.isAccessibilityElement)
    #expect(label.accessibilityTraits.contains(.updatesFrequently) && label.accessibilityHint == "Opens the inbox")
    var identified: any UIAccessibilityIdentification = label
    identified.accessibilityIdentifier = "inbox.badge"
    #expect(label.accessibilityIdentifier == "inbox.badge")
    let controller = UIViewController()
    controller.view.accessibilityViewIsModal = true
    #expect(controller.view.accessibilityViewIsModal && !UIView().accessibilityViewIsModal)
  }

  @Test func overridesAreCalled() {
    let stepper = Stepper()
    let element: UIResponder = stepper
    element.accessibilityIncrement()
    #expect(element.accessibilityValue == "4" && element.accessibilityTraits == .adjustable && element.isAccessibilityElement)
    #expect(UIAccessibilityTraits.header.rawValue == 1 << 16 && UIAccessibilityTraits.button.rawValue == 1)
  }

  @Test func settingsReadAsAnIPhonesDefaults() {
    // Reduce Motion off: an app's check runs the full animation.
    let duration = UIAccessibility.isReduceMotionEnabled ? 0 : 0.3
    #expect(duration == 0.3)
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceTransparencyEnabled && !UIAccessibility.isBoldTextEnabled)
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
  }
}
