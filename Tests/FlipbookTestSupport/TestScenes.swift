import Flipbook

/// A small, quick scene for command-line tests: 40x30 pt, 0.2 s at 30 frames/s.
public struct TinyScene: Scene {
  public static let id = "tiny"
  public static let summary = "a square sliding and fading (test scene)"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 40, height: 30), scale: 1, fps: 30, background: nil) }
  public var length: SceneLength { .untilIdle(hold: 0.1) }
  public func build() -> CALayer {
    let root = CALayer()
    root.name = "root"
    root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    root.anchorPoint = .zero
    let square = CALayer()
    square.name = "square"
    square.frame = CGRect(x: 4, y: 8, width: 14, height: 14)
    square.backgroundColor = UIColor.systemBlue.cgColor
    square.cornerRadius = 3
    root.addSublayer(square)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 11
    move.toValue = 29
    move.duration = 0.2
    square.add(move, forKey: "move")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.3
    fade.toValue = 1
    fade.duration = 0.2
    square.add(fade, forKey: "fade")
    return root
  }
}

/// A scene whose animation Flipbook cannot run.
public struct BrokenScene: Scene {
  public static let id = "broken"
  public static let summary = "animates a key path Flipbook cannot run (test scene)"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 10, height: 10)) }
  public var length: SceneLength { .seconds(1) }
  public func build() -> CALayer {
    let layer = CALayer()
    // A custom property of the scene's own layer class: iOS animates it, Flipbook cannot.
    let custom = BrokenProgressLayer()
    layer.addSublayer(custom)
    custom.add(CABasicAnimation(keyPath: "opacityy"), forKey: "x")
    return layer
  }
}


/// A layer class of a scene's own (see `BrokenScene`).
public final class BrokenProgressLayer: CALayer {}
