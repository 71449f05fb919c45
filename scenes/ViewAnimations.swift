import Flipbook
import Foundation

// Article 000 (UIView animation guide): begin/commit, nesting, repeat + autoreverse,
// mixing view and layer animations. One scene per example.

/// `[UIView beginAnimations:@"ToggleViews" …]`: one view fades out while another fades in over 1 s.
public struct ToggleViews: Scene {
  public static let id = "toggle-views"
  public static let summary = "begin/commit block: firstView fades out while secondView fades in over 1 s (article 000 §2.1)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("beginAnimations(\"ToggleViews\") · 1.0 s\nfirstView.alpha = 0 · secondView.alpha = 1", in: window)
    let firstView = Scenes.demoView(frame: CGRect(x: 60, y: 250, width: 120, height: 120), color: .systemBlue, name: "firstView")
    let secondView = Scenes.demoView(frame: CGRect(x: 195, y: 250, width: 120, height: 120), color: .systemOrange, name: "secondView")
    secondView.alpha = 0
    window.addSubview(firstView)
    window.addSubview(secondView)

    SceneScheduler.main.asyncAfter(delay: 0.25) {
      UIView.beginAnimations("ToggleViews", context: nil)
      UIView.setAnimationDuration(1.0)
      // Make the animatable changes.
      firstView.alpha = 0.0
      secondView.alpha = 1.0
      // Commit the changes and perform the animation.
      UIView.commitAnimations()
    }
    return window.layer
  }
}

/// Nested blocks: the inner block's 4 s linear inherits the outer 2 s ease-out
/// (no override options), both with blocks and with begin/commit.
public struct NestedBlocks: Scene {
  public static let id = "nested-blocks"
  public static let summary = "nested animation blocks: the inner 4 s linear block inherits the outer 2 s ease-out (article 000 §2.3)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("outer block 2.0 s easeOut · inner block 4.0 s linear\n(the inner one inherits the outer duration and curve)", in: window)
    let view1 = Scenes.demoView(frame: CGRect(x: 40, y: 160, width: 130, height: 130), color: .systemBlue, name: "view1")
    let view2 = Scenes.demoView(frame: CGRect(x: 205, y: 160, width: 130, height: 130), color: .systemGreen, name: "view2")
    let btn = Scenes.demoView(frame: CGRect(x: 40, y: 380, width: 130, height: 44), color: .systemPurple, name: "btn")
    let slider = Scenes.demoView(frame: CGRect(x: 205, y: 392, width: 130, height: 20), color: .systemTeal, name: "slider")
    for v in [view1, view2, btn, slider] { window.addSubview(v) }

    // Block animations
    UIView.animate(withDuration: 2.0, delay: 0, options: .curveEaseOut, animations: {
      view1.alpha = 0.0
      UIView.animate(withDuration: 4.0, delay: 0.0, options: .curveLinear, animations: {
        view2.alpha = 0.0
      }, completion: nil)
    }, completion: nil)

    // The same with begin/commit
    UIView.beginAnimations("animation1", context: nil)
    UIView.setAnimationDuration(2.0)
    UIView.setAnimationCurve(.easeOut)
    btn.alpha = 0
    UIView.beginAnimations("animation2", context: nil)
    UIView.setAnimationDuration(4.0)
    UIView.setAnimationCurve(.linear)
    slider.alpha = 0
    UIView.commitAnimations()
    UIView.commitAnimations()
    return window.layer
  }
}

/// Repeat + autoreverse with `setAnimationRepeatCount(1.5)`: the frame grows and
/// shrinks once, then grows again and stays at the new value.
public struct RepeatAutoreverse: Scene {
  public static let id = "repeat-autoreverse"
  public static let summary = "frame 100→300 pt wide with repeat, autoreverse and repeatCount 1.5: ends on the new value (article 000 §2.4)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("options: [.repeat, .autoreverse] · setAnimationRepeatCount(1.5)\nwidth 100 → 300 → 100 → 300, then stays", in: window)
    let view = Scenes.demoView(frame: .zero, color: .systemRed, name: "view")
    window.addSubview(view)
    view.frame = CGRect(x: 0, y: 300, width: 100, height: 40)
    UIView.animate(withDuration: 2, delay: 0.0, options: [.repeat, .autoreverse], animations: {
      // Try other counts: a whole number returns to the start.
      UIView.setAnimationRepeatCount(1.5)
      view.frame = CGRect(x: 0, y: 300, width: 300, height: 40)
    }, completion: nil)
    return window.layer
  }
}

/// Mixing view and layer animations: the view turns −180° while its own sublayer
/// turns +360° (rotateZ value function, 2 s), so the sublayer keeps its
/// orientation; the completion then turns the view on to −359°.
public struct RotateCounter: Scene {
  public static let id = "rotate-counter"
  public static let summary = "view rotates −180° while its sublayer counter-rotates with a rotateZ value function, then the second half (article 000 §5)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("backingView: −180° then −359° (view blocks, linear)\nmanLayer: 0 → 360° rotateZ over 2 s (layer animation)", in: window)
    let backingView = Scenes.demoView(frame: CGRect(x: 87.5, y: 233.5, width: 200, height: 200), color: .systemGray, name: "backingView")
    window.addSubview(backingView)
    let manLayer = CAShapeLayer()
    manLayer.name = "manLayer"
    manLayer.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    // An arrow pointing up, so its orientation is visible.
    let arrow = UIBezierPath()
    arrow.move(to: CGPoint(x: 50, y: 5))
    arrow.addLine(to: CGPoint(x: 90, y: 50))
    arrow.addLine(to: CGPoint(x: 64, y: 50))
    arrow.addLine(to: CGPoint(x: 64, y: 95))
    arrow.addLine(to: CGPoint(x: 36, y: 95))
    arrow.addLine(to: CGPoint(x: 36, y: 50))
    arrow.addLine(to: CGPoint(x: 10, y: 50))
    arrow.close()
    manLayer.path = arrow.cgPath
    manLayer.fillColor = UIColor.systemYellow.cgColor
    manLayer.strokeColor = UIColor.black.cgColor
    manLayer.lineWidth = 2
    backingView.layer.addSublayer(manLayer)

    UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
      // Animate the first half of the view rotation.
      let xform = CGAffineTransform(rotationAngle: DEGREES_TO_RADIANS(-180))
      backingView.transform = xform

      // Rotate the embedded CALayer in the opposite direction.
      let layerAnimation = CABasicAnimation(keyPath: "transform")
      layerAnimation.duration = 2.0
      layerAnimation.beginTime = 0 // CACurrentMediaTime() + 1
      layerAnimation.valueFunction = CAValueFunction(name: kCAValueFunctionRotateZ)
      layerAnimation.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
      layerAnimation.fromValue = NSNumber(value: 0.0)
      layerAnimation.toValue = NSNumber(value: Double(DEGREES_TO_RADIANS(360.0)))
      layerAnimation.byValue = NSNumber(value: Double(DEGREES_TO_RADIANS(180.0)))
      manLayer.add(layerAnimation, forKey: "layerAnimation")
    }, completion: { _ in
      // Now do the second half of the view rotation.
      UIView.animate(withDuration: 1.0, delay: 0.0, options: .curveLinear, animations: {
        let xform = CGAffineTransform(rotationAngle: DEGREES_TO_RADIANS(-359))
        backingView.transform = xform
      }, completion: { _ in
        backingView.transform = .identity
      })
    })
    return window.layer
  }
}
