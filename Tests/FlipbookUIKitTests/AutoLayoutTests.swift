import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTestSupport

/// A view with a natural size, as custom controls declare one.
final class SizedView: UIView {
  var natural = CGSize(width: 50, height: 30)
  override var intrinsicContentSize: CGSize { natural }
}

/// Records its layout passes and the frames it sees after UIKit's own layout.
final class RecordingView: UIView {
  var log: [String] = []
  var updates = 0
  override func layoutSubviews() {
    super.layoutSubviews()
    log.append("layout " + subviews.map { "\($0.frame.minX) \($0.frame.minY) \($0.frame.width) \($0.frame.height)" }.joined(separator: ", "))
  }
  override func updateConstraints() {
    updates += 1
    super.updateConstraints()
  }
}

@MainActor
@Suite struct AutoLayoutTests {
  /// A 375x667 root with one child placed by constraints.
  func makeRoot(_ clock: VirtualClock, _ body: (UIView, UIView) -> Void) -> (UIView, UIView) {
    clock.run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      body(root, child)
      return (root, child)
    }
  }

  @Test func pinsToTheSuperviewsEdgesAtTheNextCommit() {
    let clock = VirtualClock()
    let (_, child) = makeRoot(clock) { root, child in
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
        child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        child.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    #expect(child.frame == .zero)
    clock.advance(to: 0)
    #expect(child.frame == CGRect(x: 16, y: 20, width: 343, height: 44))
  }

  @Test func aFrameSetByHandStaysUntilTheSolutionChanges() {
    let clock = VirtualClock()
    var top: NSLayoutConstraint?
    let (root, child) = makeRoot(clock) { root, child in
      top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor), child.widthAnchor.constraint(equalToConstant: 100),
        top!, child.heightAnchor.constraint(equalToConstant: 44),
      ])
    }
    let sibling = clock.run { () -> UIView in
      let sibling = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      root.addSubview(sibling)  // (adding a subview lays the root out again, on iOS too)
      return sibling
    }
    clock.advance(to: 0.1)
    clock.run { child.frame.origin.y += 300 }  // by hand, as `frame.origin.y += …` in an animation block
    clock.advance(to: 0.2)
    clock.run { sibling.center = CGPoint(x: 200, y: 200) }  // Auto Layout solves again: nothing of the child's changed
    clock.advance(to: 0.3)
    #expect(child.frame.minY == 320)
    clock.run { top?.constant = 40 }  // its solution changes: the superview lays it out there
    clock.advance(to: 0.4)
    #expect(child.frame.minY == 40)
  }

  @Test func centersWithAMultiplierAndSnapsToThePixelGrid() {
    let clock = VirtualClock()
    let (root, child) = makeRoot(clock) { root, child in
      NSLayoutConstraint.activate([
        child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
        child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
        child.heightAnchor.constraint(equalTo: child.widthAnchor),
      ])
    }
    root.layoutIfNeeded()
    // Exact: x 93.75…281.25, y 239.75…427.25; at @2x each edge snaps to the nearest half point.
    #expect(child.frame == CGRect(x: 94, y: 240, width: 187.5, height: 187.5))
  }

  @Test func layoutIfNeededInsideAnAnimationBlockAnimatesTheConstantChange() {
    let clock = VirtualClock()
    var height: NSLayoutConstraint?
    let (root, child) = makeRoot(clock) { root, child in
      let h = child.heightAnchor.constraint(equalToConstant: 100)
      height = h
      NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        child.widthAnchor.constraint(equalToConstant: 200), h,
      ])
    }
    clock.advance(to: 0)
    clock.run {
      height?.constant = 300
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { root.layoutIfNeeded() })
    }
    #expect(child.frame == CGRect(x: 0, y: 100, width: 200, height: 300))
    clock.advance(to: 0.5)
    let shown = child.layer.presentation()
    #expect(shown.map { near($0.bounds.height, 200, 1e-6) } == true)
    #expect(shown.map { near($0.position.y, 200, 1e-6) } == true)  // top stays at 100
  }

  @Test func aConstantChangeWithoutAnimationLandsAtTheNextCommit() {
    let clock = VirtualClock()
    var top: NSLayoutConstraint?
    let (_, child) = makeRoot(clock) { root, child in
      let t = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
      top = t
      NSLayoutConstraint.activate([t, child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                   child.widthAnchor.constraint(equalToConstant: 10),
                                   child.heightAnchor.constraint(equalToConstant: 10)])
    }
    clock.advance(to: 0.1)
    clock.run { top?.constant = 50 }
    #expect(child.frame.minY == 10)
    clock.advance(to: 0.2)
    #expect(child.frame.minY == 50)
    #expect(child.layer.animationKeys() == nil)
  }

  @Test func higherPrioritiesWinAndIntrinsicSizeHugs() {
    let clock = VirtualClock()
    let (root, child) = makeRoot(clock) { root, child in
      let wide = child.widthAnchor.constraint(equalToConstant: 200)
      wide.priority = .defaultLow
      let narrow = child.widthAnchor.constraint(equalToConstant: 100)
      narrow.priority = .defaultHigh
      NSLayoutConstraint.activate([wide, narrow, child.heightAnchor.constraint(equalToConstant: 10),
                                   child.topAnchor.constraint(equalTo: root.topAnchor),
                                   child.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
    }
    let sized = clock.run { () -> SizedView in
      let v = SizedView()
      v.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(v)
      NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: child.trailingAnchor, constant: 8),
        v.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
        v.topAnchor.constraint(equalTo: root.topAnchor),
      ])
      return v
    }
    root.layoutIfNeeded()
    #expect(child.frame.width == 100)
    #expect(sized.frame == CGRect(x: 108, y: 0, width: 50, height: 30))
    // Squeezed below its natural width, compression resistance (750) gives way to a required limit.
    clock.run { sized.natural = CGSize(width: 400, height: 30); sized.invalidateIntrinsicContentSize() }
    root.layoutIfNeeded()
    #expect(sized.frame.width == CGFloat(375 - 108))
  }

  @Test func relatesViewsInDifferentSuperviews() {
    let clock = VirtualClock()
    let (root, child) = makeRoot(clock) { root, child in
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 40),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        child.widthAnchor.constraint(equalToConstant: 200), child.heightAnchor.constraint(equalToConstant: 200),
      ])
    }
    let (inner, cousin) = clock.run { () -> (UIView, UIView) in
      let inner = UIView()
      inner.translatesAutoresizingMaskIntoConstraints = false
      child.addSubview(inner)
      let box = UIView(frame: CGRect(x: 0, y: 400, width: 375, height: 200))  // keeps its own frame
      root.addSubview(box)
      let cousin = UIView()
      cousin.translatesAutoresizingMaskIntoConstraints = false
      box.addSubview(cousin)
      NSLayoutConstraint.activate([
        inner.leadingAnchor.constraint(equalTo: child.leadingAnchor, constant: 10),
        inner.topAnchor.constraint(equalTo: child.topAnchor, constant: 10),
        inner.widthAnchor.constraint(equalToConstant: 30), inner.heightAnchor.constraint(equalToConstant: 30),
        // The cousin sits under the inner view, in another superview's coordinates.
        cousin.leadingAnchor.constraint(equalTo: inner.trailingAnchor),
        cousin.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 350),
        cousin.widthAnchor.constraint(equalTo: inner.widthAnchor), cousin.heightAnchor.constraint(equalToConstant: 5),
      ])
      return (inner, cousin)
    }
    root.layoutIfNeeded()
    #expect(inner.frame == CGRect(x: 10, y: 10, width: 30, height: 30))
    // inner is at x 50…80, y 70…100 in the root; box starts at y 400.
    #expect(cousin.frame == CGRect(x: 80, y: 450 - 400, width: 30, height: 5))
  }

  @Test func aContradictoryRequiredConstraintIsBrokenAndTheRestSolved() {
    let clock = VirtualClock()
    let (root, child) = makeRoot(clock) { root, child in
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(equalToConstant: 100),
        child.widthAnchor.constraint(equalToConstant: 120),
        child.heightAnchor.constraint(equalToConstant: 10),
        child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      ])
    }
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 5, y: 5, width: 100, height: 10))
    #expect(clock.uiKit.reportedBrokenConstraints.count == 1)
    #expect(clock.errors.isEmpty)
  }

  @Test func refusesConstraintsUIKitRefuses() {
    let clock = VirtualClock()
    clock.run {
      let a = UIView(), b = UIView()  // two hierarchies
      a.widthAnchor.constraint(equalTo: b.widthAnchor).isActive = true
      NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: a, attribute: .centerX,
                         multiplier: 1, constant: 0).isActive = true
      NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 1, constant: 20).isActive = true
      #expect(a.constraints.isEmpty)
    }
    let messages = clock.errors.map { "\($0)" }
    #expect(messages.count == 3)
    #expect(messages[0].contains("no common ancestor"))
    #expect(messages[1].contains("pairs width with centerX"))
    #expect(messages[2].contains("cannot equal a constant"))
  }

  @Test func superviewLaysOutWithSolvedFramesAndUpdatesConstraintsFirst() {
    let clock = VirtualClock()
    let root = clock.run { () -> RecordingView in
      let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let child = UIView()
      child.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(child)
      NSLayoutConstraint.activate([
        child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
        child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
        child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
        child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      ])
      root.setNeedsUpdateConstraints()
      return root
    }
    clock.advance(to: 0)
    #expect(root.updates == 1)
    #expect(root.log == ["layout 8.0 0.0 84.0 100.0"])
    #expect(root.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 84, height: 84))
    clock.advance(to: 1)
    #expect(root.log.count == 1)  // nothing changed: no second pass
  }

  @Test func removingAViewRemovesTheConstraintsThatReachOutOfIt() {
    let clock = VirtualClock()
    let (root, child) = makeRoot(clock) { root, child in
      let inner = UIView()
      child.addSubview(inner)
      NSLayoutConstraint.activate([
        child.widthAnchor.constraint(equalToConstant: 10),  // installed on child: stays
        inner.widthAnchor.constraint(equalTo: root.widthAnchor),  // installed on root: goes
      ])
    }
    #expect(root.constraints.count == 1 && child.constraints.count == 1)
    clock.run { child.removeFromSuperview() }
    #expect(root.constraints.isEmpty && child.constraints.count == 1)
  }
}
