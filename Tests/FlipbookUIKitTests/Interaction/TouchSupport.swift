import Testing
import Flipbook
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit

/// A 390 × 844 window on a fresh clock, built by `build` inside the clock.
@MainActor
func touchWorld(_ build: (UIWindow) -> Void) -> (clock: VirtualClock, window: UIWindow) {
  let clock = VirtualClock()
  let window = clock.run { () -> UIWindow in
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    build(window)
    return window
  }
  return (clock, window)
}

/// A view that records the touch calls it gets.
final class TouchLogView: UIView {
  var log: [String] = []
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("moved") }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
}
