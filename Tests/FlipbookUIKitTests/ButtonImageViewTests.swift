import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIControl actions, UIButton's per-state content and sizes, UIImageView's
/// image, content mode and frame animation, and the inherited tint.
@MainActor
@Suite struct ButtonImageViewTests {
  func image(_ w: Int, _ h: Int, scale: CGFloat = 1, gray: UInt8 = 0) -> UIImage {
    UIImage(cgImage: CGImage(bitmap: makeBitmap(width: w, height: h) { _, _ in (gray, gray, gray, 255) }), scale: scale)
  }

  @Test func sendActionsRunsMatchingActionsInOrderAndSkipsDisabledControls() {
    let button = UIButton(type: .system)
    var log: [String] = []
    button.addAction(UIAction { _ in log.append("tap") }, for: .touchUpInside)
    button.addAction(UIAction { action in log.append("down \(action.sender is UIButton)") }, for: .touchDown)
    button.addAction(UIAction { _ in log.append("any touch") }, for: .allTouchEvents)
    button.sendActions(for: .touchDown)
    button.sendActions(for: .touchUpInside)
    #expect(log == ["down true", "any touch", "tap", "any touch"])
    button.isEnabled = false
    button.sendActions(for: .touchUpInside)
    #expect(log.count == 4)
  }

  @Test func aPrimaryActionRunsOnATapAndTitlesTheButton() {
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps += 1 })
    #expect(button.currentTitle == "Save")
    button.sendActions(for: .touchUpInside)
    button.sendActions(for: .valueChanged)
    #expect(taps == 1)
    let action = UIAction(identifier: UIAction.Identifier("x")) { _ in taps += 10 }
    button.addAction(action, for: .touchUpInside)
    button.removeAction(identifiedBy: UIAction.Identifier("x"), for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 2)
    // An action with an identifier already added replaces it.
    button.addAction(UIAction(identifier: UIAction.Identifier("y")) { _ in taps += 100 }, for: .touchUpInside)
    button.addAction(UIAction(identifier: UIAction.Identifier("y")) { _ in taps += 1000 }, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(taps == 1003)
  }

  @Test func anUpdateHandlerThatSetsTheConfigurationRunsOnceAndApplies() {
    let clock = VirtualClock()
    var calls = 0
    let button = clock.run { () -> UIButton in
      let button = UIButton(configuration: .filled())
      button.configurationUpdateHandler = { b in
        calls += 1
        var c = b.configuration
        c?.title = b.isHighlighted ? "Pressed" : "Buy"
        b.configuration = c
      }
      return button
    }
    #expect(calls == 1 && button.titleLabel?.text == "Buy")
    clock.run { button.isHighlighted = true }
    #expect(calls == 2 && button.titleLabel?.text == "Pressed")
  }

  @Test func perStateTitlesAndColoursFallBackToNormal() {
    let button = UIButton(type: .system)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    #expect(button.titleLabel?.text == "Play")
    button.isSelected = true
    #expect(button.titleLabel?.text == "Pause")
    #expect(button.title(for: .highlighted) == "Play")
    #expect(button.titleColor(for: .normal) == .systemBlue)
    #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
    button.isHighlighted = true
    #expect(abs((button.titleLabel?.alpha ?? 0) - 0.2) < 1e-6)
  }

  /// A system button is its title with 6 pt above and below (15 pt title: 18 pt line, 30 pt tall).
  @Test func aSystemButtonSizesToItsTitle() {
    let button = UIButton(type: .system)
    #expect(button.intrinsicContentSize == CGSize(width: 30, height: 34))
    button.setTitle("Continue", for: .normal)
    let title = button.titleLabel?.intrinsicContentSize ?? .zero
    #expect(button.intrinsicContentSize == CGSize(width: title.width, height: title.height + 12))
    #expect(abs(button.intrinsicContentSize.height - 30) < 0.6)
    button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 40, height: title.height + 20))
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
    button.layoutIfNeeded()
    #expect(abs((button.titleLabel?.frame.midX ?? 0) - 100) < 1e-9)
    #expect(abs((button.titleLabel?.frame.midY ?? 0) - 30) < 1e-9)
  }

  @Test func imageAndTitleSitSideBySideCentred() {
    let button = UIButton(type: .system)
    button.setImage(image(20, 20), for: .normal)
    button.setTitle("Go", for: .normal)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    button.layoutIfNeeded()
    let imageFrame = button.imageView?.frame ?? .zero, titleFrame = button.titleLabel?.frame ?? .zero
    #expect(imageFrame.size == CGSize(width: 20, height: 20))
    #expect(imageFrame.maxX == titleFrame.minX)
    #expect(abs((imageFrame.minX + titleFrame.maxX) / 2 - 100) < 1e-9)
  }

  @Test func aFilledConfigurationDrawsTheTintWithWhiteTitleAndMediumInsets() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Buy"
    let button = UIButton(configuration: configuration)
    #expect(button.backgroundColor == .systemBlue)
    #expect(button.titleLabel?.textColor == .white)
    #expect(button.titleLabel?.font.pointSize == 17)
    let title = button.titleLabel?.intrinsicContentSize ?? .zero
    #expect(button.intrinsicContentSize == CGSize(width: title.width + 24, height: title.height + 14))
    button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
    button.layoutIfNeeded()
    #expect(button.layer.cornerRadius == 6)
    configuration.cornerStyle = .capsule
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.layer.cornerRadius == 20)
  }

  @Test func anImageViewTakesItsImagesSizeAndScale() {
    let view = UIImageView(image: image(40, 20, scale: 2))
    #expect(view.frame.size == CGSize(width: 20, height: 10))
    #expect(view.intrinsicContentSize == CGSize(width: 20, height: 10))
    #expect(view.layer.contentsScale == 2)
    #expect(view.contentMode == .scaleToFill)
    view.contentMode = .scaleAspectFit
    #expect(view.layer.contentsGravity == .resizeAspect)
    view.contentMode = .redraw
    #expect(view.contentMode == .redraw && view.layer.contentsGravity == .resize)
    let highlighted = image(40, 20, scale: 2, gray: 255)
    view.highlightedImage = highlighted
    view.isHighlighted = true
    #expect((view.layer.contents as? CGImage) === highlighted.cgImage)
  }

  /// UIKit's default: 1/30 s an image, repeating until stopped.
  @Test func animationImagesStepAtOneThirtiethOfASecond() {
    let clock = VirtualClock()
    let frames = (0..<3).map { image(2, 2, gray: UInt8($0 * 100)) }
    let view = clock.run { () -> UIImageView in
      let view = UIImageView(image: frames[0])
      view.animationImages = frames
      view.startAnimating()
      return view
    }
    func shown() -> CGImage? { view.layer.presentation()?.contents as? CGImage }
    for (t, i) in [(0.01, 0), (0.04, 1), (0.07, 2), (0.11, 0), (0.145, 1)] {
      clock.advance(to: t)
      #expect(shown() === frames[i].cgImage, "at \(t) s")
    }
    #expect(view.isAnimating)
    clock.run { view.stopAnimating() }
    clock.advance(to: 0.2)
    #expect(shown() === frames[0].cgImage)
  }

  @Test func tintIsInheritedUntilAViewSetsItsOwn() {
    final class Watcher: UIView {
      var changes = 0
      override func tintColorDidChange() { changes += 1 }
    }
    let root = UIView(), child = Watcher()
    root.addSubview(child)
    #expect(child.tintColor == .systemBlue)
    root.tintColor = .systemRed
    #expect(child.tintColor == .systemRed && child.changes == 2)
    child.tintColor = .systemGreen
    root.tintColor = .systemBlue
    #expect(child.tintColor == .systemGreen && child.changes == 3)
  }
}
