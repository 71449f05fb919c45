import Flipbook
import Foundation

// UIKit Dynamics written as apps write it: an animator on the controller's view,
// gravity, collisions with the screen's edges, item properties, then a snap
// where the finger taps.

/// A ball: collides as the circle it looks like.
final class BallView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}

/// Tiles and a ball dropped onto the floor; a tap snaps the blue tile to the finger.
final class DropController: UIViewController {
  private var animator: UIDynamicAnimator!
  private var gravity: UIGravityBehavior!
  private var snap: UISnapBehavior?
  private var tiles: [UIView] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    let specs: [(CGRect, UIColor, CGFloat)] = [
      (CGRect(x: 40, y: 90, width: 110, height: 70), .systemBlue, 0.0),
      (CGRect(x: 190, y: 60, width: 90, height: 90), .systemOrange, 0.35),
      (CGRect(x: 120, y: 230, width: 140, height: 56), .systemGreen, -0.2),
    ]
    for (frame, color, angle) in specs {
      let tile = UIView(frame: frame)
      tile.backgroundColor = color
      tile.layer.cornerRadius = 12
      tile.transform = CGAffineTransform(rotationAngle: angle)
      view.addSubview(tile)
      tiles.append(tile)
    }
    let ball = BallView(frame: CGRect(x: 270, y: 200, width: 64, height: 64))
    ball.backgroundColor = .systemPink
    ball.layer.cornerRadius = 32
    view.addSubview(ball)
    tiles.append(ball)

    animator = UIDynamicAnimator(referenceView: view)
    gravity = UIGravityBehavior(items: tiles)
    let collision = UICollisionBehavior(items: tiles)
    collision.translatesReferenceBoundsIntoBoundary = true
    let properties = UIDynamicItemBehavior(items: tiles)
    properties.elasticity = 0.45
    properties.friction = 0.4
    animator.addBehavior(gravity)
    animator.addBehavior(collision)
    animator.addBehavior(properties)
    view.addGestureRecognizer(UITapGestureRecognizer(handler: { [unowned self] in self.snapBlue(to: $0.location(in: self.view)) }))
  }

  private func snapBlue(to point: CGPoint) {
    guard let blue = tiles.first else { return }
    gravity.removeItem(blue)
    if let snap { animator.removeBehavior(snap) }
    let behavior = UISnapBehavior(item: blue, snapTo: point)
    behavior.damping = 0.4
    animator.addBehavior(behavior)
    snap = behavior
  }
}

public struct DynamicsDrop: Scene {
  public static let id = "dynamics-drop"
  public static let summary = "UIKit Dynamics: gravity, collisions and elasticity drop three tiles and a ball; a tap snaps the blue tile"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(3.4) }

  public func build() -> CALayer {
    let w = window(root: DropController())
    Hand.showsTouches = true
    Hand().tap(CGPoint(x: 187, y: 260), at: 2.0)
    return w.layer
  }
}

/// A card held by an attachment to the finger, thrown with the pan's velocity,
/// bouncing off the screen's edges, then snapping home: the drag-and-throw of
/// UIKit Dynamics tutorials.
final class ThrowController: UIViewController {
  private var animator: UIDynamicAnimator!
  private var card = UIView()
  private var drag: UIAttachmentBehavior?
  private let home = CGPoint(x: 187.5, y: 300)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    card = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 110))
    card.center = home
    card.backgroundColor = .systemIndigo
    card.layer.cornerRadius = 16
    view.addSubview(card)
    animator = UIDynamicAnimator(referenceView: view)
    card.addGestureRecognizer(UIPanGestureRecognizer(handler: { [unowned self] in self.pan($0) }))
  }

  private func pan(_ gesture: UIGestureRecognizer) {
    guard let pan = gesture as? UIPanGestureRecognizer else { return }
    let point = pan.location(in: view)
    switch pan.state {
    case .began:
      animator.removeAllBehaviors()
      let grab = pan.location(in: card)
      let offset = UIOffset(horizontal: grab.x - card.bounds.midX, vertical: grab.y - card.bounds.midY)
      let attachment = UIAttachmentBehavior(item: card, offsetFromCenter: offset, attachedToAnchor: point)
      animator.addBehavior(attachment)
      drag = attachment
    case .changed:
      drag?.anchorPoint = point
    case .ended, .cancelled:
      animator.removeAllBehaviors()
      let collision = UICollisionBehavior(items: [card])
      collision.translatesReferenceBoundsIntoBoundary = true
      let item = UIDynamicItemBehavior(items: [card])
      item.elasticity = 0.6
      item.angularResistance = 2
      item.resistance = 1.2
      item.addLinearVelocity(pan.velocity(in: view), for: card)
      animator.addBehavior(collision)
      animator.addBehavior(item)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.4) { [self] in
        animator.removeAllBehaviors()
        animator.addBehavior(UISnapBehavior(item: card, snapTo: home))
      }
    default: break
    }
  }
}

public struct DynamicsThrow: Scene {
  public static let id = "dynamics-throw"
  public static let summary = "UIKit Dynamics under a finger: an attachment drags a card by where it was grabbed, a flick throws it off the walls, a snap brings it home"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let w = window(root: ThrowController())
    Hand.showsTouches = true
    Hand().flick(CGPoint(x: 230, y: 330), by: CGVector(dx: 120, dy: 160), at: 0.3, duration: 0.25)
    return w.layer
  }
}
