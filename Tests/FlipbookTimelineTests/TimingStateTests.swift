import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookTimeline
@testable import FlipbookUIKit
import FlipbookTestSupport

@Suite struct TimingStateTests {
  @Test func activeDurationRules() {
    var t = Timing()
    t.duration = 2
    #expect(t.activeDuration == 2)
    t.autoreverses = true
    #expect(t.activeDuration == 4)
    t.repeatCount = 1.5
    #expect(t.activeDuration == 6)
    t.repeatDuration = 2.5
    #expect(t.activeDuration == 2.5)  // repeatDuration wins when both are set
  }
}
