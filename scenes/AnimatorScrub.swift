import Flipbook
import Foundation

/// The interactive-card idiom: a property animator paused and scrubbed by a
/// (scripted) pan, released to finish with a spring, then reversed.
final class ScrubController: UIViewController {
  private let card = UIView()
  private var animator: UIViewPropertyAnimator?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(white: 0.95, alpha: 1)
    card.frame = CGRect(x: 40, y: 420, width: 120, height: 120)
    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 20
    card.layer.name = "card"
    view.addSubview(card)
  }

  /// The pan begins: the animator is made and paused.
  func panBegan() {
    let animator = UIViewPropertyAnimator(duration: 0.8, curve: .easeOut) {
      self.card.center = CGPoint(x: 275, y: 200)
      self.card.transform = CGAffineTransform(rotationAngle: .pi / 4)
      self.card.backgroundColor = .systemPink
    }
    animator.pausesOnCompletion = true  // stays active at the end, so it can be sent back
    animator.pauseAnimation()
    self.animator = animator
  }

  /// The finger moves: scrub.
  func panChanged(_ fraction: CGFloat) { animator?.fractionComplete = fraction }

  /// The finger lifts: finish with a spring over the rest.
  func panEnded() {
    animator?.continueAnimation(withTimingParameters: UISpringTimingParameters(dampingRatio: 0.6), durationFactor: 1)
  }

  /// A second gesture sends it back.
  func sendBack() {
    guard let animator, animator.state == .active else { return }
    animator.pausesOnCompletion = false
    animator.isReversed = true
    animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeInOut),
                               durationFactor: 0.75)
  }
}

public struct AnimatorScrub: Scene {
  public static let id = "animator-scrub"
  public static let summary = "UIViewPropertyAnimator: paused, scrubbed by a scripted pan, finished with a spring, reversed"
  public init() {}
  public var canvas: Canvas { Scenes.appCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let controller = ScrubController()
    let w = window(root: controller)
    SceneScheduler.main.asyncAfter(delay: 0.2) { controller.panBegan() }
    for (i, f) in [0.1, 0.2, 0.3, 0.4].enumerated() {
      SceneScheduler.main.asyncAfter(delay: 0.3 + 0.1 * Double(i)) { controller.panChanged(CGFloat(f)) }
    }
    SceneScheduler.main.asyncAfter(delay: 0.8) { controller.panEnded() }
    SceneScheduler.main.asyncAfter(delay: 1.8) { controller.sendBack() }
    return w.layer
  }
}
