import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIPageControl, UISegmentedControl and UIScrollView: their geometry (research
/// notes §4, §5, §7) and how they move inside and outside animation blocks.
@MainActor
@Suite struct ControlsPagingTests {
  // MARK: UIPageControl

  /// 16 pt a page (8 pt dots on a 16 pt pitch) by 26 pt: estimates, research §4.
  @Test func pageControlSizeIsSixteenPointsAPageBy26() {
    let control = UIPageControl()
    control.numberOfPages = 5
    #expect(control.intrinsicContentSize == CGSize(width: 80, height: 26))
    #expect(control.size(forNumberOfPages: 1) == CGSize(width: 16, height: 26))
    #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
    #expect(control.dots.count == 5)
  }

  @Test func pageControlDotsAreCentredInTheBounds() {
    let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 200, height: 26))
    control.numberOfPages = 5
    control.layoutIfNeeded()
    // The row is 80 wide from x = 60: dot i's centre is at 68 + 16 i, y = 13.
    #expect(control.dots.map(\.frame.minX) == [64, 80, 96, 112, 128])
    #expect(control.dots.allSatisfy { $0.frame.minY == 9 && $0.frame.size == CGSize(width: 8, height: 8) })
    #expect(control.dots.allSatisfy { $0.layer.cornerRadius == 4 })
  }

  @Test func currentPageClampsAndTheDotColoursFollow() {
    let control = UIPageControl()
    control.numberOfPages = 3
    #expect(control.currentPage == 0)
    control.currentPage = 7
    #expect(control.currentPage == 2)
    control.currentPage = -1
    #expect(control.currentPage == 0)
    control.currentPage = 1
    // Apple's defaults: opaque white for the current page, translucent white (0.3, an estimate) for the rest.
    #expect(control.dots.map { $0.backgroundColor?.cgColor.alpha ?? -1 } == [0.3, 1, 0.3])
    control.pageIndicatorTintColor = .gray
    control.currentPageIndicatorTintColor = .black
    #expect(control.dots.map { $0.backgroundColor ?? .clear } == [.gray, .black, .gray])
    control.currentPage = 2
    control.numberOfPages = 2
    #expect(control.currentPage == 1)
    #expect(control.dots.map { $0.backgroundColor ?? .clear } == [.gray, .black])
    control.numberOfPages = 1
    control.hidesForSinglePage = true
    #expect(control.dots.map(\.isHidden) == [true])
  }

  @Test func pageControlCrossFadesInsideAnAnimationBlockAndSendsItsPrimaryAction() {
    let clock = VirtualClock()
    var primary = 0
    let control = clock.run { () -> UIPageControl in
      let control = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 26))
      control.numberOfPages = 3
      control.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { control.currentPage = 1 })
      control.sendActions(for: .valueChanged)
      return control
    }
    #expect(primary == 1)
    clock.advance(to: 0.5)
    let alphas = control.dots.map { $0.layer.presentation()?.backgroundColor?.alpha ?? -1 }
    #expect(abs(alphas[0] - 0.65) < 0.01)
    #expect(abs(alphas[1] - 0.65) < 0.01)
    #expect(abs(alphas[2] - 0.3) < 0.01)
  }

  // MARK: UISegmentedControl

  /// The width of `title` in the selected (semibold) 13 pt font, as a label measures it.
  func titleWidth(_ title: String) -> CGFloat {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13, weight: .semibold)
    label.text = title
    return label.intrinsicContentSize.width
  }

  @Test func segmentedControlHasOneLabelPerItemAndANaturalSize() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    #expect(control.numberOfSegments == 3)
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.text) == ["One", "Two", "Three"])
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    let widest = ["One", "Two", "Three"].map(titleWidth).max() ?? 0
    // Three equal segments, each the widest title + 2 × 10 pt, 32 pt tall.
    #expect(control.intrinsicContentSize == CGSize(width: 3 * (widest + 20), height: 32))
    #expect(control.frame.size == control.intrinsicContentSize)
    #expect(control.layer.cornerRadius == 9)
  }

  @Test func titleTextAttributesSetTheFontAndColourPerState() {
    let control = UISegmentedControl(items: ["One", "Two"])
    control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 16), .foregroundColor: UIColor.systemRed], for: .normal)
    control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    control.selectedSegmentIndex = 1
    let labels = control.subviews.compactMap { $0 as? UILabel }
    #expect(labels.map(\.textColor) == [.systemRed, .white])
    // The selected state names no font, so it falls back to the normal state's.
    #expect(labels.map(\.font) == [.systemFont(ofSize: 16), .systemFont(ofSize: 16)])
    #expect((control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor) == .white)
    // Segments are measured in the title font: 16 pt titles make a wider control than 13 pt ones.
    #expect(control.intrinsicContentSize.width > UISegmentedControl(items: ["One", "Two"]).intrinsicContentSize.width)
  }

  @Test func segmentsShareTheWidthEquallyAndTheThumbSitsTwoPointsInside() {
    let control = UISegmentedControl(items: ["One", "Two", "Three"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.layoutIfNeeded()
    #expect(control.segmentFrames().map(\.width) == [100, 100, 100])
    let labels = control.contentViews
    for (i, label) in labels.enumerated() {
      #expect(abs(label.frame.midX - (50 + 100 * CGFloat(i))) <= 0.5)
      #expect(abs(label.frame.midY - 16) <= 0.5)
    }
    control.selectedSegmentIndex = 1
    #expect(control.thumb.frame == CGRect(x: 102, y: 2, width: 96, height: 28))
    #expect(control.thumb.alpha == 1)
    #expect(control.thumb.layer.cornerRadius == 7)
    // Dividers: 1 pt wide on the boundaries, 5 pt from top and bottom, hidden beside the selection.
    #expect(control.dividers.map(\.frame) == [CGRect(x: 99.5, y: 5, width: 1, height: 22),
                                               CGRect(x: 199.5, y: 5, width: 1, height: 22)])
    #expect(control.dividers.map(\.alpha) == [0, 0])
    #expect((labels[1] as? UILabel)?.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
    #expect((labels[0] as? UILabel)?.font == UIFont.systemFont(ofSize: 13, weight: .medium))
    control.selectedSegmentIndex = 0
    #expect(control.thumb.frame.minX == 2)
    #expect(control.dividers.map(\.alpha) == [0, 1])
  }

  @Test func noSegmentHidesTheThumbAndSendActionsKeepsTheSelection() {
    let control = UISegmentedControl(items: ["A", "B", "C"])
    control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
    control.selectedSegmentIndex = 2
    var changes = 0
    control.addAction(UIAction { _ in changes += 1 }, for: .primaryActionTriggered)
    control.sendActions(for: .valueChanged)
    #expect(changes == 1)
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = UISegmentedControl.noSegment
    #expect(control.thumb.alpha == 0)
    #expect(control.dividers.map(\.alpha) == [1, 1])
    control.selectedSegmentIndex = 5
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    control.selectedSegmentIndex = 1
    control.removeSegment(at: 1, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.dividers.count == 1)
    control.insertSegment(withTitle: "Z", at: 0, animated: false)
    #expect((0..<3).map { control.titleForSegment(at: $0) } == ["Z", "A", "C"])
  }

  @Test func segmentActionsRunForTheSelectedSegment() {
    var ran: [String] = []
    let actions = ["Day", "Week"].map { title in UIAction(title: title) { _ in ran.append(title) } }
    let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: actions)
    #expect(control.titleForSegment(at: 1) == "Week")
    control.selectedSegmentIndex = 1
    control.sendActions(for: .valueChanged)
    #expect(ran == ["Week"])
  }

  /// A tap's slide: a 0.41 s critically damped spring (research §5) moves the thumb.
  @Test func settingTheIndexInASpringBlockSlidesTheThumb() {
    let clock = VirtualClock()
    let control = clock.run { () -> UISegmentedControl in
      let control = UISegmentedControl(items: ["A", "B", "C"])
      control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
      control.selectedSegmentIndex = 0
      UIView.animate(withDuration: 0.41, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                     options: [], animations: { control.selectedSegmentIndex = 2 })
      return control
    }
    #expect(control.thumb.frame.minX == 202)
    let (k, _) = UIKitSpring.parameters(duration: 0.41, dampingRatio: 1, velocity: 0)
    let w = k.squareRoot()
    clock.advance(to: 0.1)
    let x = Double(control.thumb.layer.presentation()?.frame.minX ?? -1)
    #expect(abs(x - (202 - 200 * (1 + w * 0.1) * exp(-w * 0.1))) < 0.5)
    #expect(x > 100 && x < 180)
    clock.advance(to: 0.6)
    #expect(abs((control.thumb.layer.presentation()?.frame.minX ?? -1) - 202) < 0.5)
  }

  // MARK: UIScrollView

  final class ScrollRecorder: UIScrollViewDelegate {
    var offsets: [CGPoint] = []
    var ended = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ended += 1 }
  }

  @Test func contentOffsetIsTheBoundsOriginSoSubviewsScroll() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = UIScrollView(frame: root.bounds)
    scroll.contentSize = CGSize(width: 320, height: 2000)
    let item = UIView(frame: CGRect(x: 10, y: 150, width: 50, height: 50))
    root.addSubview(scroll)
    scroll.addSubview(item)
    let recorder = ScrollRecorder()
    scroll.delegate = recorder
    scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
    #expect(scroll.bounds == CGRect(x: 0, y: 100, width: 320, height: 480))
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
    let p = item.convert(CGPoint.zero, to: root)
    #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 50) < 1e-9)
    #expect(recorder.offsets == [CGPoint(x: 0, y: 100)])
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    #expect(recorder.offsets.count == 1)
    #expect(scroll.clipsToBounds)
    #expect(scroll.decelerationRate.rawValue == 0.998 && UIScrollView.DecelerationRate.fast.rawValue == 0.99)
  }

  @Test func animatedScrollTakesPointThreeSecondsAndTellsTheDelegate() {
    let clock = VirtualClock()
    let recorder = ScrollRecorder()
    let scroll = clock.run { () -> UIScrollView in
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
      scroll.contentSize = CGSize(width: 320, height: 2000)
      scroll.delegate = recorder
      scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
      return scroll
    }
    // Stepped at each display frame (UIKit's display link), not one jump: nothing moves yet.
    #expect(recorder.offsets.isEmpty && scroll.contentOffset.y == 0)
    clock.advance(to: 0.15)
    // Ease-in-out is symmetric: half-way at half the time.
    #expect(abs(scroll.contentOffset.y - 50) < 0.51)
    #expect(recorder.ended == 0)
    clock.advance(to: 0.3)
    #expect(scroll.contentOffset.y == 100)
    // The delegate heard every frame's offset (60 Hz for 0.3 s), each further down.
    #expect(recorder.offsets.count >= 17 && recorder.offsets.last == CGPoint(x: 0, y: 100))
    #expect(zip(recorder.offsets, recorder.offsets.dropFirst()).allSatisfy { $0.y < $1.y })
    clock.advance(to: 0.35)
    #expect(recorder.ended == 1)
    // Animating to where it already is does nothing.
    clock.run { scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: true) }
    clock.advance(to: 1)
    #expect(recorder.ended == 1)
  }

  @Test func scrollRectToVisibleScrollsTheLeastDistanceWithinTheContent() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.contentSize = CGSize(width: 100, height: 1000)
    scroll.scrollRectToVisible(CGRect(x: 0, y: 250, width: 100, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 200))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 150, width: 10, height: 20), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 160, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 150))
    scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 900))
    scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    scroll.scrollRectToVisible(CGRect(x: 0, y: -50, width: 10, height: 10), animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
  }
}
