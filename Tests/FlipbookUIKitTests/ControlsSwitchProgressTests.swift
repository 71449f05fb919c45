import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UISwitch's fixed size, thumb positions, toggle animation and actions;
/// UIProgressView's fill; UIActivityIndicatorView's spokes, hiding and stepwise spin.
@MainActor
@Suite struct ControlsSwitchProgressTests {
  func thumbX(_ s: UISwitch) -> Double { Double(s.thumbView.layer.presentation()?.frame.minX ?? -1) }
  func fillWidth(_ p: UIProgressView) -> Double { Double(p.fillView.layer.presentation()?.bounds.width ?? -1) }
  /// The spoke container's rotation on screen, from its presented transform.
  func spinAngle(_ v: UIActivityIndicatorView) -> Double {
    guard let t = v.spokeContainer.presentation()?.transform else { return .nan }
    return atan2(Double(t.m12), Double(t.m11))
  }

  // MARK: UISwitch

  @Test func aSwitchIsAlways51By31AndKeepsItsOrigin() {
    let s = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    #expect(s.frame == CGRect(x: 10, y: 20, width: 51, height: 31))
    #expect(s.intrinsicContentSize == CGSize(width: 51, height: 31))
    #expect(s.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 51, height: 31))
    #expect(UISwitch().bounds.size == CGSize(width: 51, height: 31))
  }

  @Test func theThumbSitsTwoPointsInFromTheEndOfItsState() {
    let s = UISwitch()
    #expect(s.thumbView.frame == CGRect(x: 2, y: 2, width: 27, height: 27))
    #expect(s.trackView.backgroundColor == UIColor.secondarySystemFill)
    s.isOn = true
    #expect(s.thumbView.frame.minX == 22)
    #expect(s.trackView.backgroundColor == UIColor.systemGreen)
    s.onTintColor = .systemBlue
    #expect(s.trackView.backgroundColor == UIColor.systemBlue)
    #expect(s.thumbView.layer.cornerRadius == 13.5 && s.trackView.layer.cornerRadius == 15.5)
    s.isEnabled = false
    #expect(s.trackView.alpha == 0.5)
  }

  @Test func setOnAnimatedSlidesTheThumbOverAQuarterSecond() {
    let clock = VirtualClock()
    let s = clock.run { UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31)) }
    clock.run { s.setOn(true, animated: true) }
    #expect(s.isOn)
    #expect(s.thumbView.frame.minX == 22)
    clock.advance(to: 0.125)
    // Ease-in-out is symmetric: half the time, half the way.
    #expect(abs(thumbX(s) - 12) < 0.01)
    clock.advance(to: 0.3)
    #expect(abs(thumbX(s) - 22) < 1e-9)
  }

  @Test func settingIsOnInsideAnAnimationBlockMovesWithTheBlock() {
    let clock = VirtualClock()
    let s = clock.run { UISwitch() }
    clock.run {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { s.isOn = true })
    }
    clock.advance(to: 0.5)
    #expect(abs(thumbX(s) - 12) < 1e-6)
    clock.advance(to: 1.1)
    #expect(abs(thumbX(s) - 22) < 1e-9)
  }

  @Test func setOnSendsNoValueChangedButSendActionsRunsTheActionAndThePrimaryAction() {
    let s = UISwitch()
    var changes = 0, primary = 0
    s.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    s.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
    s.setOn(true, animated: false)
    s.isOn = false
    #expect(changes == 0 && primary == 0)
    s.sendActions(for: .valueChanged)
    #expect(changes == 1 && primary == 1)
  }

  // MARK: UIProgressView

  @Test func theFillIsTheProgressOfTheWidthWithAnEightPointMinimum() {
    let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
    #expect(p.fillView.frame.width == 0)
    // Setting progress marks the view for layout; the fill moves in layoutSubviews.
    p.progress = 0.5
    p.layoutIfNeeded()
    #expect(p.fillView.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
    p.progress = 1.5
    p.layoutIfNeeded()
    #expect(p.progress == 1 && p.fillView.frame.width == 200)
    p.progress = 0.01
    p.layoutIfNeeded()
    #expect(p.fillView.frame.width == 8)
    #expect(p.trackView.frame == CGRect(x: 0, y: 0, width: 200, height: 4))
    #expect(p.trackView.layer.cornerRadius == 2 && p.fillView.layer.cornerRadius == 2)
    #expect(p.intrinsicContentSize.height == 4 && p.intrinsicContentSize.width == UIView.noIntrinsicMetric)
    #expect(UIProgressView(progressViewStyle: .bar).frame.height == 4)
  }

  @Test func setProgressAnimatedIsInFlightAtATenthOfASecond() {
    let clock = VirtualClock()
    let p = clock.run { () -> UIProgressView in
      let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 200, height: 4))
      p.progress = 0.5
      return p
    }
    clock.advance(to: 0.05)
    clock.run { p.setProgress(1, animated: true) }
    #expect(p.fillView.frame.width == 200)
    clock.advance(to: 0.15)
    let mid = fillWidth(p)
    #expect(mid > 100 && mid < 200)
    clock.advance(to: 0.4)
    #expect(abs(fillWidth(p) - 200) < 1e-9)
  }

  @Test func theFillIsTheTintUntilGivenItsOwnColour() {
    let p = UIProgressView(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
    #expect(p.fillView.backgroundColor == UIColor.systemBlue)
    #expect(p.trackView.backgroundColor == UIColor.systemFill)
    p.tintColor = .systemRed
    #expect(p.fillView.backgroundColor == UIColor.systemRed)
    p.progressTintColor = .systemGreen
    p.trackTintColor = .white
    #expect(p.fillView.backgroundColor == UIColor.systemGreen && p.trackView.backgroundColor == UIColor.white)
  }

  // MARK: UIActivityIndicatorView

  @Test func anIndicatorHasEightCentredSpokesAtUIKitsSizes() {
    let medium = UIActivityIndicatorView(style: .medium)
    #expect(medium.spokeContainer.sublayers?.count == 8)
    #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(medium.bounds.size == CGSize(width: 20, height: 20))
    #expect(medium.spokeContainer.position == CGPoint(x: 10, y: 10))
    let large = UIActivityIndicatorView(style: .large)
    #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37))
    #expect(UIActivityIndicatorView(style: .whiteLarge).intrinsicContentSize == CGSize(width: 37, height: 37))
    let opacities = (medium.spokeContainer.sublayers ?? []).map { Double($0.opacity) }
    expectClose(opacities, [0.58, 0.18, 0.18, 0.18, 0.18, 0.28, 0.38, 0.48], tolerance: 1e-6)
    // The 12 o'clock spoke runs from r/3 to r above the centre, r/5 wide.
    let head = medium.spokeContainer.sublayers?.first?.frame ?? .zero
    #expect(abs(head.minY) < 1e-9 && abs(head.maxY - 20.0 / 3) < 1e-9)
    #expect(abs(head.width - 2) < 1e-9 && abs(head.midX - 10) < 1e-9)
    #expect(UIActivityIndicatorView(style: .white).color == UIColor.white)
  }

  @Test func anIndicatorHidesWhileStoppedWhenAskedTo() {
    let v = UIActivityIndicatorView(style: .medium)
    #expect(v.isHidden && !v.isAnimating)
    v.startAnimating()
    #expect(!v.isHidden && v.isAnimating)
    #expect(v.spokeContainer.animation(forKey: "flipbook.spin") != nil)
    v.stopAnimating()
    #expect(v.isHidden && !v.isAnimating)
    #expect(v.spokeContainer.animation(forKey: "flipbook.spin") == nil)
    v.hidesWhenStopped = false
    #expect(!v.isHidden)
  }

  @Test func theSpinStepsAnEighthOfATurnEveryEighthOfASecond() {
    let clock = VirtualClock()
    let v = clock.run { () -> UIActivityIndicatorView in
      let v = UIActivityIndicatorView(style: .large)
      v.startAnimating()
      return v
    }
    clock.advance(to: 0.1)
    #expect(abs(spinAngle(v)) < 1e-9)
    clock.advance(to: 0.13)
    #expect(abs(spinAngle(v) - Double.pi / 4) < 1e-9)
    clock.advance(to: 0.3)
    #expect(abs(spinAngle(v) - 2 * Double.pi / 4) < 1e-9)
    clock.advance(to: 1.05)
    #expect(abs(spinAngle(v)) < 1e-9)
    clock.run { v.stopAnimating() }
    clock.advance(to: 1.2)
    #expect(abs(spinAngle(v)) < 1e-9)
  }
}
