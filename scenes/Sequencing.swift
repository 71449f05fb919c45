import Flipbook
import Foundation

// Article 003 (sequencing animations): keyframe view animations, a serial
// operation queue of animation blocks, and cancelling mid-way.

/// The four corners the view visits.
let fourPoints = [CGPoint(x: 287, y: 200), CGPoint(x: 287, y: 480), CGPoint(x: 88, y: 480), CGPoint(x: 88, y: 200)]

public struct KeyframesFourSteps: Scene {
  public static let id = "keyframes-four-steps"
  public static let summary = "animateKeyframes: four steps of 25% each over 2 s, moving a view's frame around a square (article 003)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }
  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("UIView.animateKeyframes · 2.0 s · four keyframes of 0.25 each", in: window)
    let viewToAnimate = Scenes.demoView(frame: CGRect(x: 38, y: 150, width: 100, height: 100), color: .systemIndigo, name: "viewToAnimate")
    window.addSubview(viewToAnimate)
    func frame(_ p: CGPoint) -> CGRect { CGRect(x: p.x - 50, y: p.y - 50, width: 100, height: 100) }
    UIView.animateKeyframes(withDuration: 2.0, delay: 0.0, options: [], animations: {
      UIView.addKeyframe(withRelativeStartTime: 0.00, relativeDuration: 0.25) { viewToAnimate.frame = frame(fourPoints[0]) }
      UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { viewToAnimate.frame = frame(fourPoints[1]) }
      UIView.addKeyframe(withRelativeStartTime: 0.50, relativeDuration: 0.25) { viewToAnimate.frame = frame(fourPoints[2]) }
      UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) { viewToAnimate.frame = frame(fourPoints[3]) }
    }, completion: nil)
    return window.layer
  }
}

/// The serial queue: four one-second operations, each starting when the previous completes.
public struct QueueFourPoints: Scene {
  public static let id = "queue-four-points"
  public static let summary = "a serial animation queue (AnimationOperation) moves a view through four points, one block after another (article 003)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.5) }

  @MainActor static func build(cancelAt: Double?) -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption(cancelAt == nil ? "AnimationQueue · maxConcurrentOperationCount = 1 · four 1.0 s operations"
                                    : "cancelled at \(cancelAt!) s: the view freezes where it is on screen", in: window)
    let viewToAnimate = Scenes.demoView(frame: CGRect(x: 38, y: 150, width: 100, height: 100), color: .systemPink, name: "viewToAnimate")
    window.addSubview(viewToAnimate)
    let animationQueue = AnimationQueue()
    animationQueue.maxConcurrentOperationCount = 1
    for point in fourPoints {
      animationQueue.addOperation(AnimationOperation(duration: 1.0, delay: 0.0, options: [], animations: {
        viewToAnimate.center = point
      }))
    }
    if let cancelAt {
      SceneScheduler.main.asyncAfter(delay: cancelAt) {
        let layer = viewToAnimate.layer.presentation()!
        animationQueue.cancelAllOperations()       // cancel the operations
        viewToAnimate.layer.removeAllAnimations()  // cancel the animations
        viewToAnimate.frame = layer.frame          // keep it where it is on screen
      }
    }
    return window.layer
  }

  public func build() -> CALayer { QueueFourPoints.build(cancelAt: nil) }
}

/// The queue cancelled mid-way: the presentation layer's frame becomes the model.
public struct QueueCancelled: Scene {
  public static let id = "queue-cancelled"
  public static let summary = "the animation queue cancelled at 1.5 s: the view freezes at its on-screen position (article 003)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(3) }
  public func build() -> CALayer { QueueFourPoints.build(cancelAt: 1.5) }
}
