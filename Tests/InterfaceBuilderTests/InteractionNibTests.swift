@testable import IBSamples
import Foundation
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

/// A view Xcode marks `fixedFrame` keeps its frame (Interface Builder's
/// prototyping constraints), even with `translatesAutoresizingMaskIntoConstraints="NO"`.
@MainActor @Suite struct FixedFrameNibTests {
  @Test func aFixedFrameViewStaysWhereTheDocumentPutsIt() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES"><objects>
      <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
      <subviews><button opaque="NO" contentMode="scaleToFill" fixedFrame="YES" buttonType="system"
        translatesAutoresizingMaskIntoConstraints="NO" id="btn"><rect key="frame" x="94" y="326" width="187" height="51"/>
      <state key="normal" title="Go"/></button>
      <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl"/></subviews>
      <constraints><constraint firstItem="lbl" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
      <constraint firstItem="lbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c2"/>
      </constraints></view></objects></document>
      """
    try Data(xib.utf8).write(to: folder.appendingPathComponent("Fixed.xib"))
    let clock = VirtualClock()
    let root = clock.run { () -> UIView? in
      let view = UINib(nibName: "Fixed", bundle: Bundle(path: folder.path)).instantiate(withOwner: nil).first as? UIView
      view?.layoutIfNeeded()
      return view
    }
    #expect(root?.subviews.first?.frame == CGRect(x: 94, y: 326, width: 187, height: 51))
    #expect(clock.errors.isEmpty, "\(clock.errors)")
  }
}
