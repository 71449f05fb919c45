import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookUIKit
import FlipbookTestSupport

/// `contentLayoutGuide` and `frameLayoutGuide` as in Apple's "Working with Scroll
/// Views": constraints to the content guide size the content (`contentSize`),
/// and a view pinned to the frame guide stays put while the content scrolls.
@MainActor @Suite struct ScrollLayoutGuideTests {
  @Test func theContentGuideSetsContentSizeAndTheFrameGuideStaysOnScreen() {
    let clock = VirtualClock()
    let (scroll, content, badge) = clock.run { () -> (UIScrollView, UIView, UIView) in
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 375, height: 400))
      window.addSubview(scroll)
      let content = UIView(), badge = UIView()
      for v in [content, badge] {
        v.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(v)
      }
      NSLayoutConstraint.activate([
        content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
        content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
        content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
        content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        content.heightAnchor.constraint(equalToConstant: 1200),
        badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
        badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
        badge.widthAnchor.constraint(equalToConstant: 40),
        badge.heightAnchor.constraint(equalToConstant: 20),
      ])
      clock.schedule(at: 1) { scroll.contentOffset = CGPoint(x: 0, y: 300) }
      return (scroll, content, badge)
    }
    clock.advance(to: 0.5)
    #expect(scroll.contentSize == CGSize(width: 375, height: 1200))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 375, height: 1200))
    #expect(badge.frame == CGRect(x: 325, y: 10, width: 40, height: 20))
    clock.runUntilIdle()
    // Scrolled by 300: the content keeps its frame (it moves on screen with the
    // bounds); the badge follows the offset, so on screen it has not moved.
    #expect(content.frame.minY == 0)
    #expect(badge.frame == CGRect(x: 325, y: 310, width: 40, height: 20))
    #expect(badge.convert(badge.bounds, to: nil).minY == 110)
  }
}
