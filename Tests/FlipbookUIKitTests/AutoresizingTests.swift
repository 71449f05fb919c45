import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// `autoresizingMask`: a superview's change of size is shared among a subview's
/// flexible margins and lengths in proportion to their lengths (UIKit's rule).
@MainActor
@Suite struct AutoresizingTests {
  func resized(_ mask: UIView.AutoresizingMask, child: CGRect = CGRect(x: 20, y: 10, width: 60, height: 30),
               to size: CGSize = CGSize(width: 200, height: 100)) -> CGRect {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    let view = UIView(frame: child)
    view.autoresizingMask = mask
    parent.addSubview(view)
    parent.frame.size = size
    return view.frame
  }

  @Test func noMaskKeepsTheFrame() {
    #expect(resized([]) == CGRect(x: 20, y: 10, width: 60, height: 30))
  }

  @Test func flexibleSizesTakeTheWholeChange() {
    #expect(resized([.flexibleWidth, .flexibleHeight]) == CGRect(x: 20, y: 10, width: 160, height: 80))
  }

  @Test func aFlexibleLeadingMarginPinsTheTrailingEdge() {
    #expect(resized(.flexibleLeftMargin).minX == 120)
    #expect(resized(.flexibleTopMargin).minY == 60)
  }

  /// Left margin 20 and right margin 20 of a 100 pt parent share +100 equally: x 70.
  @Test func bothMarginsKeepTheViewCentredProportionally() {
    #expect(resized([.flexibleLeftMargin, .flexibleRightMargin]).minX == 70)
  }

  /// Margin 20, width 60, right margin 20: +100 splits 20:60:20, so x 40 and width 120.
  @Test func allThreeFlexibleShareInProportion() {
    let f = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin])
    #expect(f.minX == 40 && f.width == 120)
  }

  @Test func zeroLengthPartsShareEqually() {
    let f = resized([.flexibleLeftMargin, .flexibleRightMargin], child: CGRect(x: 0, y: 0, width: 100, height: 50))
    #expect(f.minX == 50)
  }

  @Test func autoresizesSubviewsFalseLeavesSubviewsAlone() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    parent.autoresizesSubviews = false
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
    view.autoresizingMask = .flexibleWidth
    parent.addSubview(view)
    parent.bounds.size.width = 300
    #expect(view.frame.width == 100)
  }

  /// In an animation block the subview's new frame animates with its superview.
  @Test func theResizeAnimatesInsideABlock() {
    let clock = VirtualClock()
    let view = clock.run { () -> UIView in
      let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
      view.autoresizingMask = .flexibleWidth
      parent.addSubview(view)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { parent.frame.size.width = 300 })
      return view
    }
    clock.advance(to: 0.5)
    #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 200) < 1e-6)
    #expect(view.frame.width == 300)
  }
}
