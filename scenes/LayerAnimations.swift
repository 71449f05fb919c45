import Flipbook
import Foundation

// Article 002 (the CAAnimation family): each snippet animates one layer. The
// snippets leave duration at its default (0.25 s); the scenes give them 1 s so
// the motion can be seen, and leave the model unchanged, so the layer returns
// to its model value when the animation is removed, as on iOS.

/// A 100x100 pt layer in the middle of the window.
@MainActor func demoLayer(in window: UIWindow, color: CGColor = UIColor.systemBlue.cgColor) -> CALayer {
  let layer = CALayer()
  layer.name = "transitioningLayer"
  layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
  layer.position = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
  layer.backgroundColor = color
  layer.cornerRadius = 6
  window.layer.addSublayer(layer)
  return layer
}

public struct BasicOpacity: Scene {
  public static let id = "basic-opacity"
  public static let summary = "CABasicAnimation opacity 0 → 1 (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CABasicAnimation(keyPath: \"opacity\") · 0 → 1", in: window)
    let layer = demoLayer(in: window)
    let animation = CABasicAnimation(keyPath: "opacity")
    animation.fromValue = 0
    animation.toValue = 1
    animation.duration = 1
    layer.add(animation, forKey: "fade")
    return window.layer
  }
}

public struct BasicColor: Scene {
  public static let id = "basic-color"
  public static let summary = "CABasicAnimation backgroundColor red → blue (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CABasicAnimation(keyPath: \"backgroundColor\") · red → blue", in: window)
    let layer = demoLayer(in: window)
    let animation = CABasicAnimation(keyPath: "backgroundColor")
    animation.fromValue = UIColor.red.cgColor
    animation.toValue = UIColor.blue.cgColor
    animation.duration = 1
    layer.add(animation, forKey: "color")
    return window.layer
  }
}

public struct BasicPosition: Scene {
  public static let id = "basic-position"
  public static let summary = "CABasicAnimation position [0, 0] → [100, 100] (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CABasicAnimation(keyPath: \"position\") · [0, 0] → [100, 100]", in: window)
    let layer = demoLayer(in: window)
    let animation = CABasicAnimation(keyPath: "position")
    animation.fromValue = [0, 0]
    animation.toValue = [100, 100]
    animation.duration = 1
    layer.add(animation, forKey: "move")
    return window.layer
  }
}

public struct BasicScaleX: Scene {
  public static let id = "basic-scale-x"
  public static let summary = "CABasicAnimation transform.scale.x 1 → 2 (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CABasicAnimation(keyPath: \"transform.scale.x\") · 1 → 2", in: window)
    let layer = demoLayer(in: window)
    let animation = CABasicAnimation(keyPath: "transform.scale.x")
    animation.fromValue = 1
    animation.toValue = 2
    animation.duration = 1
    layer.add(animation, forKey: "stretch")
    return window.layer
  }
}

public struct KeyframeColor: Scene {
  public static let id = "keyframe-color"
  public static let summary = "CAKeyframeAnimation backgroundColor red/green/blue at keyTimes 0/0.5/1 over 2 s (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CAKeyframeAnimation(keyPath: \"backgroundColor\")\nred, green, blue at keyTimes 0, 0.5, 1 · 2 s", in: window)
    let layer = demoLayer(in: window)
    let colorKeyframeAnimation = CAKeyframeAnimation(keyPath: "backgroundColor")
    colorKeyframeAnimation.values = [UIColor.red.cgColor, UIColor.green.cgColor, UIColor.blue.cgColor]
    colorKeyframeAnimation.keyTimes = [0, 0.5, 1]
    colorKeyframeAnimation.duration = 2
    layer.add(colorKeyframeAnimation, forKey: "colors")
    return window.layer
  }
}

public struct GroupFadeScale: Scene {
  public static let id = "group-fade-scale"
  public static let summary = "CAAnimationGroup: opacity 1 → 0 while transform scales [1,1,1] → [3,3,3], 1 s (article 002)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("CAAnimationGroup · fadeOut + expandScale (scale value function) · 1 s", in: window)
    let layer = demoLayer(in: window)
    let fadeOut = CABasicAnimation(keyPath: "opacity")
    fadeOut.fromValue = 1
    fadeOut.toValue = 0
    fadeOut.duration = 1
    let expandScale = CABasicAnimation()
    expandScale.keyPath = "transform"
    expandScale.valueFunction = CAValueFunction(name: kCAValueFunctionScale)
    expandScale.fromValue = [1, 1, 1]
    expandScale.toValue = [3, 3, 3]
    // The article leaves this at 0; inside a group a child with no duration runs the
    // default 0.25 s (children are clipped to the group, never stretched to it), so
    // the scale would be over long before the fade. Set to match the text: "scaling to 3 while fading".
    expandScale.duration = 1
    let fadeAndScale = CAAnimationGroup()
    fadeAndScale.animations = [fadeOut, expandScale]
    fadeAndScale.duration = 1
    layer.add(fadeAndScale, forKey: "fadeAndScale")
    return window.layer
  }
}
