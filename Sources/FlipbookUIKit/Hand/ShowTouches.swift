import Foundation

// Touches shown for videos, as iOS screen recordings with "Show Touches" draw
// them: a translucent grey-white disc, 38 pt across (about a fingertip's
// contact, UITouch.majorRadius ≈ 20 pt), following the finger, fading over
// 0.2 s after it lifts. It sits above every view of the window, drawn by
// Flipbook and never hit-tested.

extension EventState {
  static let touchLayerName = "flipbook.top.touch"

  func markTouch(_ touch: UITouch) {
    guard showsTouches, let window = touch.window else { return }
    let key = touch.finger
    let disc = touchDiscs[key] ?? makeDisc(in: window)
    touchDiscs[key] = disc
    CATransaction.withoutActions { disc.position = touch.windowLocation }
    guard touch.phase == .ended || touch.phase == .cancelled else { return }
    touchDiscs[key] = nil
    CATransaction.begin()
    CATransaction.setAnimationDuration(0.2)
    disc.opacity = 0
    CATransaction.commit()
    after(0.25) { disc.removeFromSuperlayer() }
  }

  private func makeDisc(in window: UIWindow) -> CALayer {
    let disc = CALayer()
    disc.name = EventState.touchLayerName
    disc.bounds = CGRect(x: 0, y: 0, width: 38, height: 38)
    disc.cornerRadius = 19
    disc.backgroundColor = UIColor(white: 0.92, alpha: 0.6).cgColor
    disc.borderColor = UIColor(white: 0.2, alpha: 0.35).cgColor
    disc.borderWidth = 1
    disc.shadowColor = UIColor.black.cgColor
    disc.shadowOpacity = 0.25
    disc.shadowRadius = 3
    disc.shadowOffset = CGSize(width: 0, height: 1)
    window.layer.addSublayer(disc)
    window.syncLayers()
    return disc
  }
}
