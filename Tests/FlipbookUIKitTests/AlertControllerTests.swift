import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
@testable import FlipbookScenes
import FlipbookTestSupport

/// UIAlertController with iOS 17's geometry and motion (docs/research/ios-look.md §8).
@MainActor @Suite struct AlertControllerTests {
  /// A window showing `home`, and an alert or sheet presented over it at 0.1 s.
  func present(_ style: UIAlertController.Style, actions: [(String, UIAlertAction.Style)])
    -> (VirtualClock, UIAlertController) {
    let clock = VirtualClock()
    let alert = clock.run { () -> UIAlertController in
      let home = UIViewController()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      window.rootViewController = home
      let alert = UIAlertController(title: "Delete this photo?", message: "This cannot be undone.", preferredStyle: style)
      for (title, kind) in actions { alert.addAction(UIAlertAction(title: title, style: kind)) }
      clock.schedule(at: 0.1) { home.present(alert, animated: true) }
      return alert
    }
    clock.advance(to: 0.1)
    return (clock, alert)
  }

  /// The labels of a box: its material's content view holds them, as on iOS.
  func labels(in view: UIView) -> [UILabel] {
    ((view as? UIVisualEffectView)?.contentView ?? view).subviews.compactMap { $0 as? UILabel }
  }

  @Test func anAlertIs270WideCentredWithCancelOnTheLeft() throws {
    let (_, alert) = present(.alert, actions: [("Delete", .destructive), ("Cancel", .cancel)])
    let box = try #require(alert.box)
    #expect(box.frame.width == 270 && abs(box.frame.midX - 187.5) < 0.01 && abs(box.frame.midY - 333.5) <= 0.5)
    #expect(box.layer.cornerRadius == 14)
    // Its background is systemMaterial: a blur of the dimmed screen behind it.
    #expect(box.layer.backdropMaterial == UIBlurEffect.recipe(for: .systemMaterial) && box.backgroundColor == nil)
    let texts = labels(in: box)
    #expect(texts.map(\.text) == ["Delete this photo?", "This cannot be undone.", "Cancel", "Delete"])
    // The title's first baseline 36 pt from the top; the message's 20 pt below it.
    let title = texts[0], message = texts[1]
    #expect(abs(title.frame.minY + title.font.ascender - 36) <= 0.5)
    #expect(abs((message.frame.minY + message.font.ascender) - (title.frame.minY + title.font.ascender) - 20) <= 0.5)
    // Two actions side by side in a 44 pt row at the bottom: Cancel (semibold) left, Delete (red) right.
    let cancel = texts[2], delete = texts[3]
    #expect(cancel.frame.minX == 0 && delete.frame.minX == 135 && cancel.frame.height == 44)
    #expect(cancel.frame.maxY == box.bounds.height)
    #expect(cancel.font == .systemFont(ofSize: 17, weight: .semibold) && delete.textColor == .systemRed)
    #expect(alert.modalPresentationStyle == .overFullScreen)
  }

  @Test func twoActionsWithoutCancelKeepTheOrderAdded() throws {
    let (_, alert) = present(.alert, actions: [("Keep", .default), ("Discard", .destructive)])
    let buttons = labels(in: try #require(alert.box)).dropFirst(2)
    #expect(buttons.map(\.text) == ["Keep", "Discard"] && buttons.map(\.frame.minX) == [0, 135])
  }

  @Test func threeActionsAreStackedWithCancelLast() throws {
    let (_, alert) = present(.alert, actions: [("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)])
    let buttons = labels(in: try #require(alert.box)).dropFirst(2)
    #expect(buttons.map(\.text) == ["Save", "Discard", "Cancel"])
    #expect(buttons.allSatisfy { $0.frame.width == 270 && $0.frame.height == 44 })
  }

  @Test func presentingSpringsFromOnePointTwoAndFades() throws {
    let (clock, alert) = present(.alert, actions: [("OK", .default)])
    let box = try #require(alert.box)
    // Damping ratio 600 over 0.404 s: UIKit's solver gives a critically damped
    // spring, ω = 22.855; 0.05 s in, p = 1 − (1 + ω·t)e^(−ω·t) = 0.3166.
    clock.advance(to: 0.15)
    let shown = try #require(box.layer.presentation())
    let omega = 22.855, t = 0.05
    let p = 1 - (1 + omega * t) * exp(-omega * t)
    #expect(abs(Double(shown.transform.m11) - (1.2 - 0.2 * p)) < 0.01)
    #expect(abs(Double(shown.opacity) - p) < 0.01)
    clock.runUntilIdle()
    #expect(box.transform == .identity && box.alpha == 1 && alert.dimming.alpha == 1)
  }

  @Test func aTapDismissesThenRunsTheHandler() {
    var log: [String] = []
    let (clock, alert) = present(.alert, actions: [("OK", .default)])
    let ok = UIAlertAction(title: "Later", style: .default) { _ in log.append("handler at \(CACurrentMediaTime())") }
    alert.addAction(ok)
    clock.runUntilIdle()
    clock.run {
      alert.tap(ok)
      alert.tap(ok)  // a second tap while it goes does nothing
    }
    let start = clock.now
    clock.runUntilIdle()
    #expect(log.count == 1 && alert.presentingViewController == nil && alert.view.superview == nil)
    #expect(log.first.map { $0.hasPrefix("handler at") } == true && clock.now >= start + 0.4)
  }

  @Test func anActionSheetSitsEightPointsAboveTheBottomWithCancelApart() throws {
    let (clock, sheet) = present(.actionSheet, actions: [("Save Image", .default), ("Copy", .default), ("Cancel", .cancel)])
    clock.runUntilIdle()
    let box = try #require(sheet.box)
    #expect(box.frame.minX == 8 && box.frame.width == 359 && box.frame.maxY == 667 - 8)
    // The cancel action is its own white group, 8 pt below the others, 57 pt tall.
    let cancel = try #require(labels(in: box).last)
    #expect(cancel.text == "Cancel" && cancel.frame.height == 57 && cancel.backgroundColor == .white)
    #expect(cancel.frame.maxY == box.bounds.height)
    #expect(box.transform == .identity)
  }
}
