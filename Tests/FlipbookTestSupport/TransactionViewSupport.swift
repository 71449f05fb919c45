import Foundation
import Testing
import Flipbook
import FlipbookCoreAnimation
import FlipbookTimeline
import FlipbookUIKit

public final class EventLog: CAAnimationDelegate {
  public var events: [String] = []
  public init() {}
  public func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
    events.append("stop \(flag) \(CACurrentMediaTime())")
  }
}
