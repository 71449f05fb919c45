import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// UIStackView's distributions and alignments (Apple's documentation of each)
/// and the animated collapse of a hidden arranged view.
@MainActor
@Suite struct StackViewTests {
  func makeStack(_ clock: VirtualClock, axis: NSLayoutConstraint.Axis = .horizontal, count: Int = 3,
                 size: CGSize = CGSize(width: 320, height: 50), _ configure: (UIStackView, [SizedView]) -> Void)
    -> (UIView, UIStackView, [SizedView]) {
    clock.run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let views = (0..<count).map { _ in SizedView() }
      let stack = UIStackView(arrangedSubviews: views)
      stack.axis = axis
      stack.frame = CGRect(origin: CGPoint(x: 10, y: 20), size: size)
      root.addSubview(stack)
      configure(stack, views)
      root.layoutIfNeeded()
      return (root, stack, views)
    }
  }

  @Test func fillEquallySplitsTheLengthAfterSpacing() {
    let (_, _, views) = makeStack(VirtualClock()) { stack, _ in
      stack.distribution = .fillEqually
      stack.spacing = 10
    }
    #expect(views.map(\.frame) == [0, 110, 220].map { CGRect(x: $0, y: 0, width: 100, height: 50) })
  }

  @Test func spacingUseSystemIsTheSystemSpacing() {
    let (_, _, views) = makeStack(VirtualClock()) { stack, _ in
      stack.distribution = .fillEqually
      stack.spacing = UIStackView.spacingUseSystem
    }
    // Gaps of the system spacing, 8 pt (within the pixel grid's half point).
    let gaps = zip(views, views.dropFirst()).map { Double($1.frame.minX - $0.frame.maxX) }
    #expect(gaps.count == 2 && gaps.allSatisfy { abs($0 - 8) <= 0.5 })
  }

  @Test func centerAlignmentKeepsIntrinsicHeightsAcrossAVerticalStack() {
    let (_, _, views) = makeStack(VirtualClock(), axis: .vertical, size: CGSize(width: 200, height: 90)) { stack, views in
      stack.alignment = .center
      views[1].natural = CGSize(width: 80, height: 30)
    }
    #expect(views.map(\.frame.minX) == [75, 60, 75])
    #expect(views.map(\.frame.minY) == [0, 30, 60])
    #expect(views.map(\.frame.width) == [50, 80, 50])
  }

  @Test func equalSpacingSpreadsTheGaps() {
    let (_, _, views) = makeStack(VirtualClock(), size: CGSize(width: 300, height: 30)) { stack, _ in
      stack.distribution = .equalSpacing
      stack.alignment = .top
    }
    #expect(views.map(\.frame.minX) == [0, 125, 250])
  }

  @Test func hidingInAnAnimationBlockCollapsesThenHidesTheLayer() {
    let clock = VirtualClock()
    // Placed by its top-left corner only, the stack is as long as its views: 3 × 50 + 2 × 10.
    let (_, _, views) = makeStack(clock) { stack, _ in
      stack.spacing = 10
      stack.translatesAutoresizingMaskIntoConstraints = false
      if let root = stack.superview {
        NSLayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
      }
    }
    let before = views.map(\.frame.minX)
    #expect(before == [0, 60, 120])
    clock.run {
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { views[1].isHidden = true })
    }
    #expect(views[1].isHidden && !views[1].layer.isHidden)
    #expect(views[2].frame.minX == 60)  // the model is already collapsed
    clock.advance(to: 0.5)
    #expect(views[2].layer.presentation().map { near($0.frame.minX, 90, 1e-6) } == true)
    #expect(!views[1].layer.isHidden)
    clock.advance(to: 1.01)
    #expect(views[1].layer.isHidden)
    clock.run { views[1].isHidden = false }  // outside a block: at once
    #expect(!views[1].layer.isHidden && !views[1].isHidden)
    clock.advance(to: 1.1)
    #expect(views[2].frame.minX == 120)
  }

  @Test func removeArrangedSubviewKeepsItAsASubview() {
    let clock = VirtualClock()
    let (root, stack, views) = makeStack(clock) { stack, _ in stack.distribution = .fillEqually }
    clock.run { stack.removeArrangedSubview(views[0]) }
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 3)
    #expect(views[1].frame == CGRect(x: 0, y: 0, width: 160, height: 50))
  }

  @Test func anArrangedViewThatLeavesIsTakenOutOfTheStackAtOnce() {
    let clock = VirtualClock()
    let (root, stack, views) = makeStack(clock) { stack, _ in stack.distribution = .fillEqually }
    clock.run { views[0].removeFromSuperview() }
    root.layoutIfNeeded()  // same turn of the run loop
    #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
    #expect(views[1].frame == CGRect(x: 0, y: 0, width: 160, height: 50))
    #expect(clock.uiKit.reportedBrokenConstraints.isEmpty)
  }
}
