import QuartzCore
import Testing

/// A file that imports only Apple's module name for Core Animation: the layer and
/// animation code below is as an iOS project would have it.
@MainActor @Suite struct QuartzCorePasteTests {
  @Test func pulsingLayerCodeCompilesAndRuns() throws {
    let clock = VirtualClock()
    let pulse = clock.run { () -> CALayer in
      // Pasted: a pulsing dot.
      let dot = CALayer()
      dot.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
      dot.position = CGPoint(x: 50, y: 50)
      dot.cornerRadius = 10
      dot.backgroundColor = CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
      let animation = CABasicAnimation(keyPath: "transform.scale")
      animation.fromValue = 1.0
      animation.toValue = 1.5
      animation.duration = 0.6
      animation.autoreverses = true
      animation.repeatCount = HUGE
      animation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseInEaseOut)
      dot.add(animation, forKey: "pulse")
      return dot
    }
    let timeline = clock.bake(root: pulse, size: CGSize(width: 100, height: 100))
    let atPeak = try timeline.renderTree(at: 0.6).layers.first?.transform.m11 ?? 0
    #expect(abs(atPeak - 1.5) < 1e-6)
    let back = try timeline.renderTree(at: 1.2).layers.first?.transform.m11 ?? 0
    #expect(abs(back - 1.0) < 1e-6)
  }
}
