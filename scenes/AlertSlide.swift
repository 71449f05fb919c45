import Flipbook
import Foundation

/// Article 001's second alert: it rises from the bottom of the screen while
/// growing from 0.25x, and drops back down while shrinking on dismissal.
public struct AlertSlide: Scene {
  public static let id = "alert-slide"
  public static let summary = "alert rises from the bottom growing from 0.25x (springs 12/12 and 15/15), drops away on dismissal (article 001)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  /// The dismissal fades out in 0.2 s at 2 s; the springs run on unseen after that,
  /// so the scene stops at 2.75 s instead of waiting for them to settle.
  public var length: SceneLength { .seconds(2.75) }

  public func build() -> CALayer {
    let (window, overlayView, alertView) = AlertIOS7.makeViews()
    alertView.transform = CGAffineTransform(scaleX: 0.25, y: 0.25)
    alertView.transform = alertView.transform.translatedBy(x: 0, y: 600)

    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
      overlayView.alpha = 0.2
      alertView.alpha = 1.0
    }, completion: nil)
    // Scale the alert from 0.25 to 1.0
    let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    scale.damping = 12
    scale.stiffness = 12
    scale.mass = 1
    scale.fromValue = 0.25
    scale.toValue = 1.0
    alertView.layer.add(scale, forKey: scale.keyPath)
    alertView.transform = CGAffineTransform.identity.scaledBy(x: 1.0, y: 1.0)
    // Move it back up from 600 to 0
    let translate = JNWSpringAnimation.animation(withKeyPath: "transform.translation.y")
    translate.damping = 15
    translate.stiffness = 15
    translate.mass = 1
    translate.fromValue = 600
    translate.toValue = 0
    alertView.layer.add(translate, forKey: translate.keyPath)
    alertView.transform = alertView.transform.translatedBy(x: 0, y: 0)

    SceneScheduler.main.asyncAfter(delay: 2.0) {
      UIView.animate(withDuration: 0.2, delay: 0, options: .curveEaseInOut, animations: {
        overlayView.alpha = 0.0
        alertView.alpha = 0.0
      }, completion: nil)
      let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
      scale.damping = 17
      scale.stiffness = 17
      scale.mass = 1
      scale.fromValue = 1.0
      scale.toValue = 0.5
      alertView.layer.add(scale, forKey: scale.keyPath)
      alertView.transform = CGAffineTransform.identity.scaledBy(x: 0.5, y: 0.5)
      let translate = JNWSpringAnimation.animation(withKeyPath: "transform.translation.y")
      translate.damping = 4
      translate.stiffness = 4
      translate.mass = 1
      translate.fromValue = 0
      translate.toValue = 600
      alertView.layer.add(translate, forKey: translate.keyPath)
      alertView.transform = alertView.transform.translatedBy(x: 0, y: 600)
    }
    return window.layer
  }
}
