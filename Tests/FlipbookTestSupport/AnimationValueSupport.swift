import Foundation
import Testing
import Flipbook
import FlipbookCoreAnimation
import FlipbookTimeline
import FlipbookUIKit

/// Samples `read` of a layer configured by `setup` (which adds its animations) at `t`.
public func presented<T>(at t: Double, setup: (CALayer) -> Void, read: (CALayer) -> T) -> T {
  sampled(at: [t], setup: { let l = CALayer(); setup(l); return l }, read: read)[0]
}

public func basic(_ keyPath: String, from: Any? = nil, to: Any? = nil, by: Any? = nil, duration: Double = 1) -> CABasicAnimation {
  let a = CABasicAnimation(keyPath: keyPath)
  a.fromValue = from; a.toValue = to; a.byValue = by; a.duration = duration
  return a
}

public func close(_ m: CATransform3D, _ e: [Double], tolerance: Double = 1e-9) -> Bool {
  zip(m.flatten, e).allSatisfy { abs($0 - $1) <= tolerance }
}
