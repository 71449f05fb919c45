import UIKit
import Flipbook

/// Shows the pasted fixtures: typing dots, a ring filling, a controller with outlets
/// driven by a timer and an action, then a card presented by a custom animator.
nonisolated struct Fixtures: Scene {
  static let id = "fixtures"
  static let summary = "the recipe test's pasted files"
  init() {}
  var canvas: Canvas { Canvas(size: CGSize(width: 320, height: 480), scale: 1, fps: 20, background: .white) }
  var length: SceneLength { .seconds(2) }

  func build() -> CALayer {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    root.view.backgroundColor = .white
    window.rootViewController = root
    window.makeKeyAndVisible()
    let dots = TypingDots(frame: CGRect(x: 20, y: 40, width: 60, height: 12))
    root.view.addSubview(dots)
    dots.startAnimating()
    let ring = PulseRing(frame: CGRect(x: 110, y: 100, width: 100, height: 100))
    root.view.addSubview(ring)
    ring.fill()
    root.view.addSubview(RingController().percentageLabel)
    let outlets = OutletCardController()
    root.addChild(outlets)
    root.view.addSubview(outlets.view)
    let button = UIButton(type: .system)
    button.addTarget(outlets, action: #selector(OutletCardController.bounce(_:)), for: .touchUpInside)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { button.sendActions(for: .touchUpInside) }
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
      let card = CardViewController()
      card.modalPresentationStyle = .fullScreen
      card.transitioningDelegate = card
      root.present(card, animated: true)
    }
    return window.layer
  }
}
