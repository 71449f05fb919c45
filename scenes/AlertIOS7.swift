import Flipbook
import Foundation

/// The iOS 7 alert view of the source material (article 001, "仿制一个iOS AlertView"),
/// translated line by line from its Objective-C: a black overlay fades to 0.3
/// while the alert fades in and springs from 1.2x to 1x (JNWSpringAnimation,
/// damping 14, stiffness 14, mass 1); two seconds later both fade out over
/// 0.15 s while the alert shrinks to 0.7x (damping 11, stiffness 11).
public struct AlertIOS7: Scene {
  public static let id = "alert-ios7"
  public static let summary = "iOS 7 alert: overlay fades in, alert springs from 1.2x to 1x, then shrinks and fades out (article 001)"

  /// When the alert is dismissed, in seconds after it appears.
  public var dismissAfter: Double = 2
  /// The workload of ../shared/bench instead of iOS 7's look: the article's 250 pt
  /// box with its drop shadow, filled plain, as the plain-C baseline draws it, so
  /// `make bench` compares like with like (the box's look is issue 14's; the
  /// baseline's shadow and box size are the benchmark's).
  public var referenceWorkload = false

  public init() {}

  public var canvas: Canvas { Scenes.phoneCanvas }
  /// The dismissal fades out in 0.2 s at 2 s; the springs run on unseen after that,
  /// so the scene stops at 2.75 s instead of waiting for them to settle.
  public var length: SceneLength { .seconds(2.75) }

  public func build() -> CALayer {
    let (window, overlayView, alertView) = AlertIOS7.makeViews(background: referenceWorkload ? UIColor(white: 0.97, alpha: 1) : nil)
    alertView.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)

    AlertIOS7.present(overlayView, alertView)

    SceneScheduler.main.asyncAfter(delay: dismissAfter) { AlertIOS7.dismiss(overlayView, alertView) }
    return window.layer
  }

  /// The article's window, overlay and alert view, before any animation: the window
  /// white, the overlay black and transparent, the alert centred and transparent.
  /// The article draws its box as a 250x250 image with a drop shadow; here the box
  /// looks like iOS 7's UIAlertView (issue 14): the `alert_box` image at its own
  /// content size (270 pt wide, translucent white), corner radius 7, no shadow.
  /// With a `background` colour, the article's 250x250 box and shadow (the bench's
  /// reference workload; alert-full resizes it and replaces the shadow with a material).
  @MainActor static func makeViews(background: UIColor? = nil) -> (UIWindow, UIView, UIView) {
    // Construct the main window for this application
    let window = UIWindow(frame: CGRect(origin: .zero, size: Scenes.phoneCanvas.size))
    window.layer.name = "window"
    window.backgroundColor = UIColor.white
    window.makeKeyAndVisible()

    let overlayView = UIView(frame: window.bounds)
    overlayView.layer.name = "overlay"
    overlayView.backgroundColor = UIColor.black
    overlayView.alpha = 0.0
    window.addSubview(overlayView)

    let box = Scenes.image(named: "alert_box")
    let size = background == nil ? box.size : CGSize(width: 250, height: 250)
    let alertViewFrame = CGRect(
      x: window.bounds.size.width / 2 - size.width / 2,
      y: window.bounds.size.height / 2 - size.height / 2,
      width: size.width, height: size.height)
    let alertView = UIView(frame: alertViewFrame)
    alertView.layer.name = "alert"

    alertView.backgroundColor = background ?? UIColor(patternImage: box)
    alertView.alpha = 0.0
    alertView.layer.cornerRadius = background == nil ? 7 : 10
    alertView.clipsToBounds = true

    if background != nil {
      alertView.layer.shadowColor = UIColor.black.cgColor
      alertView.layer.shadowOffset = CGSize(width: 0, height: 5)
      alertView.layer.shadowOpacity = 0.3
      alertView.layer.shadowRadius = 10.0
      alertView.clipsToBounds = false
    }
    window.addSubview(alertView)
    return (window, overlayView, alertView)
  }

  /// The article's entrance: overlay to 0.3 and alert to 1 in one 0.3 s block, and the
  /// scale springing from 1.2 to 1.0 (JNWSpringAnimation, damping 14, stiffness 14, mass 1).
  @MainActor static func present(_ overlayView: UIView, _ alertView: UIView) {
    // Fade in the overlay and the alert view
    UIView.animate(withDuration: 0.3, delay: 0, options: .curveEaseInOut, animations: {
      overlayView.alpha = 0.3
      alertView.alpha = 1.0
    }, completion: nil)

    // Scale-animate in the alert view
    let scale = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    scale.damping = 14
    scale.stiffness = 14
    scale.mass = 1
    scale.fromValue = 1.2
    scale.toValue = 1.0
    alertView.layer.add(scale, forKey: scale.keyPath)
    alertView.transform = CGAffineTransform(scaleX: 1.0, y: 1.0)
  }

  /// The article's dismissal: both fade out in 0.15 s while the alert springs to 0.7x.
  @MainActor static func dismiss(_ overlayView: UIView, _ alertView: UIView) {
    // Fade out the overlay and the alert
    UIView.animate(withDuration: 0.15, delay: 0, options: .curveEaseInOut, animations: {
      overlayView.alpha = 0.0
      alertView.alpha = 0.0
    }, completion: nil)

    // Scale the alert down
    let scaleOut = JNWSpringAnimation.animation(withKeyPath: "transform.scale")
    scaleOut.damping = 11
    scaleOut.stiffness = 11
    scaleOut.mass = 1
    scaleOut.fromValue = 1.0
    scaleOut.toValue = 0.7
    alertView.layer.add(scaleOut, forKey: scaleOut.keyPath)
    alertView.transform = CGAffineTransform(scaleX: 0.7, y: 0.7)
  }
}
