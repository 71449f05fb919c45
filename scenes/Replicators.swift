import Flipbook
import Foundation

// CAReplicatorLayer, as loaders and typing indicators use it: one source layer
// with one animation, drawn many times, each copy turned, delayed and tinted.

/// A loader of twelve bars around a centre: one bar fades, the replicator turns
/// and delays each copy, so the bright bar travels clockwise.
public struct ReplicatorSpinner: Scene {
  public static let id = "replicator-spinner"
  public static let summary = "CAReplicatorLayer loader: 12 copies of one fading bar, each turned 30° and 1/12 s later"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(2) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("instanceCount 12 · instanceTransform rotation 2π/12 · instanceDelay 1/12 s", in: window)
    let replicator = CAReplicatorLayer()
    replicator.name = "spinner"
    replicator.bounds = CGRect(x: 0, y: 0, width: 120, height: 120)
    replicator.position = CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    replicator.instanceCount = 12
    replicator.instanceTransform = CATransform3DMakeRotation(2 * .pi / 12, 0, 0, 1)
    replicator.instanceDelay = 1.0 / 12

    let bar = CALayer()
    bar.name = "bar"
    bar.bounds = CGRect(x: 0, y: 0, width: 10, height: 34)
    bar.position = CGPoint(x: 60, y: 17)
    bar.cornerRadius = 5
    bar.backgroundColor = UIColor.systemGray.cgColor
    bar.opacity = 0.15
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0.15
    fade.duration = 1
    fade.repeatCount = .infinity
    bar.add(fade, forKey: "fade")
    replicator.addSublayer(bar)
    window.layer.addSublayer(replicator)
    return window.layer
  }
}

/// The "typing…" bubble: three dots from one, each copy 0.2 s behind the one
/// before, rising and brightening in turn.
public struct ReplicatorTyping: Scene {
  public static let id = "replicator-typing"
  public static let summary = "CAReplicatorLayer typing indicator: three dots bounce in turn (instanceDelay 0.2 s)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(1.8) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("instanceCount 3 · instanceTransform translation 20 pt · instanceDelay 0.2 s", in: window)
    let bubble = CALayer()
    bubble.name = "bubble"
    bubble.frame = CGRect(x: 24, y: 300, width: 84, height: 44)
    bubble.cornerRadius = 22
    bubble.backgroundColor = UIColor.systemGray5.cgColor
    window.layer.addSublayer(bubble)

    let replicator = CAReplicatorLayer()
    replicator.name = "dots"
    replicator.frame = bubble.bounds
    replicator.instanceCount = 3
    replicator.instanceTransform = CATransform3DMakeTranslation(20, 0, 0)
    replicator.instanceDelay = 0.2
    bubble.addSublayer(replicator)

    let dot = CALayer()
    dot.name = "dot"
    dot.frame = CGRect(x: 17, y: 17, width: 10, height: 10)
    dot.cornerRadius = 5
    dot.backgroundColor = UIColor.systemGray.cgColor
    dot.opacity = 0.4
    let rise = CABasicAnimation(keyPath: "transform.translation.y")
    rise.toValue = -5
    let brighten = CABasicAnimation(keyPath: "opacity")
    brighten.toValue = 1
    let group = CAAnimationGroup()
    group.animations = [rise, brighten]
    group.duration = 0.3
    group.autoreverses = true
    group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
    // One bounce every 0.9 s: the group sits still for the rest of each period.
    let period = CAAnimationGroup()
    period.animations = [group]
    period.duration = 0.9
    period.repeatCount = .infinity
    dot.add(period, forKey: "typing")
    replicator.addSublayer(dot)
    return window.layer
  }
}

/// Apple's own example, nested: a row of five squares whose blue and green fall
/// to zero, replicated downwards with red falling too; the row spacing animates.
public struct ReplicatorGrid: Scene {
  public static let id = "replicator-grid"
  public static let summary = "Nested CAReplicatorLayers with colour offsets (Apple's example); instanceTransform animates"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("instanceBlueOffset, instanceGreenOffset −1/5 per column · instanceRedOffset −1/5 per row", in: window)
    let count = 5
    let step = -1 / Float(count)
    let square = CALayer()
    square.backgroundColor = UIColor.white.cgColor
    square.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    square.cornerRadius = 8
    let row = CAReplicatorLayer()
    row.instanceCount = count
    row.instanceTransform = CATransform3DMakeTranslation(62, 0, 0)
    row.instanceBlueOffset = step
    row.instanceGreenOffset = step
    row.addSublayer(square)
    let grid = CAReplicatorLayer()
    grid.name = "grid"
    // Five 50 pt squares 62 pt apart span 298 pt: centred on the 375 pt screen.
    grid.frame = CGRect(x: 38.5, y: 150, width: 50, height: 50)
    grid.instanceCount = count
    grid.instanceTransform = CATransform3DMakeTranslation(0, 62, 0)
    grid.instanceRedOffset = step
    grid.addSublayer(row)
    // A dark panel, so the first (white) square shows.
    let panel = CALayer()
    panel.frame = CGRect(x: 22.5, y: 134, width: 330, height: 330)
    panel.cornerRadius = 16
    panel.backgroundColor = UIColor(white: 0.12, alpha: 1).cgColor
    window.layer.addSublayer(panel)
    window.layer.addSublayer(grid)

    let spread = CABasicAnimation(keyPath: "instanceTransform")
    spread.fromValue = CATransform3DMakeTranslation(0, 0, 0)
    spread.toValue = CATransform3DMakeTranslation(0, 62, 0)
    spread.duration = 1
    spread.timingFunction = CAMediaTimingFunction(name: .easeOut)
    grid.add(spread, forKey: "spread")
    return window.layer
  }
}
