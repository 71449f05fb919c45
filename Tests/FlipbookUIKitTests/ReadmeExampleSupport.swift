import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

// The README's scene example (make test-recipe builds the README's own text in a package; this
// copy, in a module without default isolation, checks its motion).
public struct Bounce: Scene {
  public static let id = "bounce"
  public static let summary = "a ball drops and bounces"
  public init() {}
  public var canvas: Canvas { Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60, background: .white) }
  public var length: SceneLength { .untilIdle(hold: 0.5) }   // or .seconds(3)

  public func build() -> CALayer {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let ball = UIView(frame: CGRect(x: 160, y: 80, width: 56, height: 56))
    ball.backgroundColor = .systemOrange
    ball.layer.cornerRadius = 28
    window.addSubview(ball)
    UIView.animate(withDuration: 1.2, delay: 0.2, usingSpringWithDamping: 0.35, initialSpringVelocity: 0,
                   options: [], animations: { ball.center.y = 560 })
    return window.layer
  }
}
