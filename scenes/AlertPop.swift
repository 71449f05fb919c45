import Flipbook
import Foundation

/// Article 001's third alert: it pops out of the centre with a bouncy spring
/// (damping 32, stiffness 450, mass 2.4), fading in with the overlay.
public struct AlertPop: Scene {
  public static let id = "alert-pop"
  public static let summary = "alert pops from scale 0 with a bouncy spring (damping 32, stiffness 450, mass 2.4) (article 001)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let (window, overlayView, alertView) = AlertIOS7.makeViews()
    alertView.transform = CGAffineTransform(scaleX: 0, y: 0)

    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
      overlayView.alpha = 0.3
      alertView.alpha = 1.0
    }, completion: nil)

    let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    scale.damping = 32
    scale.stiffness = 450
    scale.mass = 2.4
    scale.fromValue = 0
    scale.toValue = 1.0
    alertView.layer.add(scale, forKey: scale.keyPath)
    alertView.transform = CGAffineTransform.identity.scaledBy(x: 1.0, y: 1.0)
    return window.layer
  }
}
