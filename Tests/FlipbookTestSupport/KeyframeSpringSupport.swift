import Foundation
import Testing
import Flipbook
import FlipbookCoreAnimation
import FlipbookTimeline
import FlipbookUIKit

/// A keyframe animation on zPosition over 1 s, sampled at normalised times.
public func keyframeSamples(_ values: [Any], _ times: [Double], configure: (CAKeyframeAnimation) -> Void = { _ in }) -> [Double] {
  sampled(at: times, setup: {
    let layer = CALayer()
    let a = CAKeyframeAnimation(keyPath: "zPosition")
    a.values = values
    a.duration = 1
    a.fillMode = .forwards
    a.isRemovedOnCompletion = false
    configure(a)
    layer.add(a, forKey: "k")
    return layer
  }, read: { Double($0.zPosition) })
}
