import Foundation
import Testing
@testable import FlipbookCoreAnimation
@testable import FlipbookUIKit
import FlipbookTimeline

/// UIKit Dynamics against the figures Apple documents: gravity 1000 points/s² at
/// magnitude 1; a push of magnitude 1 accelerates a 100 × 100 point item of
/// density 1 at 100 points/s² (continuous) or adds 100 points/s (instantaneous).
@MainActor @Suite struct DynamicsTests {
  // Each test keeps its animator, as an app must: an animator nothing holds is
  // freed and moves nothing (on iOS as here).

  /// A 375 × 667 reference view holding a 100 × 100 item centred at `center`.
  func scene(center: CGPoint = CGPoint(x: 187.5, y: 150), fps: Double = 60,
             _ setUp: (UIDynamicAnimator, UIView, UIView) -> Void) -> (VirtualClock, UIView, UIDynamicAnimator) {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 375, height: 667), scale: 1, fps: fps, background: .white)
    let (item, animator) = clock.run { () -> (UIView, UIDynamicAnimator) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      item.center = center
      root.addSubview(item)
      let animator = UIDynamicAnimator(referenceView: root)
      setUp(animator, root, item)
      return (item, animator)
    }
    return (clock, item, animator)
  }

  @Test func gravityFallsAtAThousandPointsPerSecondSquared() {
    let (clock, item, animator) = scene { animator, _, item in animator.addBehavior(UIGravityBehavior(items: [item])) }
    defer { withExtendedLifetime(animator) {} }
    clock.advance(to: 0.5)
    // ½ g t² = 125 points (semi-implicit steps of 1/240 s add half a step's worth: 1 point).
    #expect(abs(item.center.y - 150 - 125) < 1.5)
    #expect(item.center.x == 187.5)
  }

  @Test func continuousPushAcceleratesAHundredPointsPerSecondSquared() {
    let (clock, item, animator) = scene { animator, _, item in
      let push = UIPushBehavior(items: [item], mode: .continuous)
      push.setAngle(0, magnitude: 1)
      animator.addBehavior(push)
    }
    defer { withExtendedLifetime(animator) {} }
    clock.advance(to: 1)
    #expect(abs(item.center.x - 187.5 - 50) < 0.5)  // ½ · 100 · 1²
  }

  @Test func instantaneousPushAddsAHundredPointsPerSecondOnce() {
    var push: UIPushBehavior?
    let (clock, item, animator) = scene { animator, _, item in
      let p = UIPushBehavior(items: [item], mode: .instantaneous)
      p.pushDirection = CGVector(dx: 0, dy: 1)
      animator.addBehavior(p)
      push = p
    }
    defer { withExtendedLifetime(animator) {} }
    clock.advance(to: 0.5)
    #expect(abs(item.center.y - 150 - 50) < 1)
    #expect(push?.active == false)
  }

  @Test func collisionRestsOnTheReferenceBoundsAndPauses() {
    final class Watcher: UICollisionBehaviorDelegate, UIDynamicAnimatorDelegate {
      var boundaryContacts: [String] = [], paused = 0
      func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                             withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
        boundaryContacts.append(identifier.map { "\($0)" } ?? "reference bounds")
      }
      func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
    }
    let watcher = Watcher()
    let (clock, item, animator) = scene { animator, _, item in
      let collision = UICollisionBehavior(items: [item])
      collision.translatesReferenceBoundsIntoBoundary = true
      collision.collisionDelegate = watcher
      animator.delegate = watcher
      animator.addBehavior(UIGravityBehavior(items: [item]))
      animator.addBehavior(collision)
    }
    defer { withExtendedLifetime(animator) {} }
    clock.runUntilIdle(stoppingAtTimers: true)
    #expect(abs(item.center.y - (667 - 50)) < 1)
    #expect(watcher.boundaryContacts.first == "reference bounds")
    #expect(watcher.paused == 1 && !animator.isRunning)
    #expect(clock.now < 5)
  }

  @Test func anElasticItemBouncesNearlyAsHighAsItFell() {
    let (clock, item, animator) = scene(center: CGPoint(x: 187.5, y: 300)) { animator, _, item in
      let collision = UICollisionBehavior(items: [item])
      collision.translatesReferenceBoundsIntoBoundary = true
      let bouncy = UIDynamicItemBehavior(items: [item])
      bouncy.elasticity = 1
      [UIGravityBehavior(items: [item]), collision, bouncy].forEach(animator.addBehavior)
    }
    defer { withExtendedLifetime(animator) {} }
    // It lands after √(2 · 317 / 1000) ≈ 0.80 s and is back near the top about 0.80 s later.
    var highest = CGFloat.infinity
    for frame in 60...120 {
      clock.advance(to: 0.8 + Double(frame - 60) / 60 * 1.2)
      if frame > 70 { highest = min(highest, item.center.y) }
    }
    #expect(highest < 300 + 0.1 * 317)
  }

  @Test func snapSettlesOnItsPointAndTurnsTheItemUpright() {
    let (clock, item, animator) = scene { animator, _, item in
      item.transform = CGAffineTransform(rotationAngle: 0.6)
      animator.addBehavior(UISnapBehavior(item: item, snapTo: CGPoint(x: 100, y: 400)))
    }
    defer { withExtendedLifetime(animator) {} }
    clock.advance(to: 0.12)
    #expect(item.center.y > 200)  // on its way fast
    clock.advance(to: 1.5)
    #expect(abs(item.center.x - 100) < 1 && abs(item.center.y - 400) < 1)
    #expect(abs(atan2(item.transform.b, item.transform.a)) < 0.01)
  }

  @Test func aRigidAttachmentKeepsItsLength() {
    let anchor = CGPoint(x: 187.5, y: 50)
    let (clock, item, animator) = scene(center: CGPoint(x: 287.5, y: 150)) { animator, _, item in
      animator.addBehavior(UIAttachmentBehavior(item: item, attachedToAnchor: anchor))
      animator.addBehavior(UIGravityBehavior(items: [item]))
    }
    defer { withExtendedLifetime(animator) {} }
    let length: CGFloat = hypot(100, 100)
    for t in stride(from: 0.1, through: 1.5, by: 0.1) {
      clock.advance(to: t)
      #expect(abs(hypot(item.center.x - anchor.x, item.center.y - anchor.y) - length) < 1.5)
    }
    #expect(item.center.x < 187.5)  // it swung past the bottom
  }

  @Test func framesSampleOneSimulationWhateverTheFrameRate() {
    func position(fps: Double) -> CGPoint {
      let (clock, item, animator) = scene(fps: fps) { animator, _, item in
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.setAngle(0.4, magnitude: 2)
        [UIGravityBehavior(items: [item]), push].forEach(animator.addBehavior)
      }
      defer { withExtendedLifetime(animator) {} }
      clock.advance(to: 0.5)
      return item.center
    }
    #expect(position(fps: 30) == position(fps: 60))
    #expect(position(fps: 120) == position(fps: 60))
  }

  @Test func collectionViewLayoutAttributesAreDynamicItems() {
    let clock = VirtualClock()
    clock.run {
      let layout = UICollectionViewFlowLayout()
      let animator = UIDynamicAnimator(collectionViewLayout: layout)
      let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 3, section: 0))
      attributes.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
      let spring = UIAttachmentBehavior(item: attributes, attachedToAnchor: CGPoint(x: 25, y: 25))
      spring.frequency = 1.5
      spring.damping = 0.7
      animator.addBehavior(spring)
      #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) == nil)  // not stepped yet
      clock.schedule(at: 0.1) {
        #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) === attributes)
        #expect(animator.items(in: CGRect(x: 0, y: 0, width: 10, height: 10)).count == 1)
      }
    }
    clock.advance(to: 0.2)
  }
}

/// Field behaviours, and the animator forgetting items no behaviour names.
@MainActor @Suite struct DynamicsFieldTests {
  func run(_ setUp: (UIDynamicAnimator, UIView) -> Void, until t: Double) -> UIView {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 375, height: 667), scale: 1, fps: 60, background: .white)
    let (item, animator) = clock.run { () -> (UIView, UIDynamicAnimator) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let item = UIView(frame: CGRect(x: 137.5, y: 100, width: 100, height: 100))
      root.addSubview(item)
      let animator = UIDynamicAnimator(referenceView: root)
      setUp(animator, item)
      return (item, animator)
    }
    clock.advance(to: t)
    withExtendedLifetime(animator) {}
    return item
  }

  @Test func aLinearGravityFieldIsUIKitGravity() {
    let item = run({ animator, item in
      let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
      field.addItem(item)
      animator.addBehavior(field)
    }, until: 0.5)
    #expect(abs(item.center.y - 150 - 125) < 1.5)
  }

  @Test func aFieldActsOnlyInItsRegion() {
    let item = run({ animator, item in
      let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
      field.position = CGPoint(x: 187.5, y: 150)
      field.region = UIRegion(radius: 60)  // the item leaves it 60 points down
      field.addItem(item)
      animator.addBehavior(field)
    }, until: 1)
    // Accelerated over 60 points (v = √(2 · 1000 · 60) ≈ 346 points/s), then coasting.
    let speed: Double = (2 * 1000 * 60.0).squareRoot(), fallTime: Double = (2 * 60 / 1000.0).squareRoot()
    let expected = CGFloat(210 + speed * (1 - fallTime))
    #expect(abs(item.center.y - expected) < 6)
  }

  @Test func aDragFieldStopsAThrownItemWithoutReversingIt() {
    let item = run({ animator, item in
      let velocity = UIDynamicItemBehavior(items: [item])
      velocity.addLinearVelocity(CGPoint(x: 400, y: 0), for: item)
      let drag = UIFieldBehavior.dragField()
      drag.strength = 500  // far stronger than one step can apply: it stops, never reverses
      drag.addItem(item)
      animator.addBehavior(velocity)
      animator.addBehavior(drag)
    }, until: 1)
    #expect(item.center.x >= 187.5 && item.center.x < 200)
  }

  @Test func anEvaluationBlockGetsTheTimeSinceTheFieldWasAdded() {
    var latest: TimeInterval = -1
    _ = run({ animator, item in
      let field = UIFieldBehavior.field { _, _, _, _, _, time in
        latest = time
        return .zero
      }
      field.addItem(item)
      animator.addBehavior(field)
    }, until: 0.5)
    #expect(abs(latest - 0.5) < 0.01)
  }

  @Test func itemsAddedAgainAreReadAfresh() {
    let clock = VirtualClock()
    clock.run {
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let item = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      root.addSubview(item)
      let animator = UIDynamicAnimator(referenceView: root)
      animator.addBehavior(UIGravityBehavior(items: [item]))
      clock.schedule(at: 0.5) {
        animator.removeAllBehaviors()
        item.center = CGPoint(x: 300, y: 300)  // moved by the app, as a drag does
        animator.addBehavior(UIDynamicItemBehavior(items: [item]))  // holds it, still
      }
      clock.schedule(at: 0.6) {
        #expect(item.center == CGPoint(x: 300, y: 300))  // not back where the first body had fallen to
        withExtendedLifetime(animator) {}
      }
    }
    clock.advance(to: 0.6)
  }
}

extension DynamicsFieldTests {
  @Test func anEvaluationBlockMayChangeTheAnimatorAndStopFastItems() {
    var animator: UIDynamicAnimator?
    var speed: UIDynamicItemBehavior?
    let item = run({ a, item in
      animator = a
      item.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
      let burst = UIDynamicItemBehavior(items: [item])
      burst.addLinearVelocity(CGPoint(x: 300, y: -400), for: item)
      burst.addAngularVelocity(8, for: item)
      speed = burst
      let drag = UIFieldBehavior.field { _, _, velocity, _, _, _ in
        if let speed, animator?.behaviors.contains(speed) == true { animator?.removeBehavior(speed) }  // as a fireworks demo does
        return CGVector(dx: -0.5 * velocity.dx, dy: -0.5 * velocity.dy)
      }
      drag.addItem(item)
      a.addBehavior(drag)
      a.addBehavior(burst)
    }, until: 0.5)
    // A 20 × 20 item weighs 0.04: half its velocity as force slows it at 12.5/s,
    // so it coasts 300/12.5 = 24 and 400/12.5 = 32 points (a little less in steps of 1/240 s).
    #expect(abs(item.center.x - (187.5 + 22.8)) < 0.5 && abs(item.center.y - (150 - 30.4)) < 0.5)
  }
}

extension DynamicsTests {
  @Test func aZeroSizedItemNeitherMovesNorUpsetsTheOthers() {
    var dot: UIView?
    let (clock, item, animator) = scene { animator, root, item in
      let zero = UIView(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
      root.addSubview(zero)
      dot = zero
      let collision = UICollisionBehavior(items: [item, zero])
      collision.translatesReferenceBoundsIntoBoundary = true
      [UIGravityBehavior(items: [item, zero]), collision].forEach(animator.addBehavior)
    }
    defer { withExtendedLifetime(animator) {} }
    clock.runUntilIdle(stoppingAtTimers: true)
    #expect(dot?.center == CGPoint(x: 100, y: 100))
    #expect(abs(item.center.y - (667 - 50)) < 1 && item.center.x.isFinite)
  }
}

/// An item outlined by a curved path, landing on a boundary made from a path.
final class RoundItemView: UIView {
  override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .path }
  override var collisionBoundingPath: UIBezierPath { UIBezierPath(ovalIn: CGRect(x: -50, y: -30, width: 100, height: 60)) }
}

extension DynamicsTests {
  @Test func aCurvedOutlineRestsOnAPathBoundary() {
    let clock = VirtualClock()
    clock.canvas = Canvas(size: CGSize(width: 375, height: 667), scale: 1, fps: 60, background: .white)
    let (item, animator) = clock.run { () -> (UIView, UIDynamicAnimator) in
      let root = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let item = RoundItemView(frame: CGRect(x: 137.5, y: 100, width: 100, height: 100))
      root.addSubview(item)
      let animator = UIDynamicAnimator(referenceView: root)
      let collision = UICollisionBehavior(items: [item])
      let shelf = UIBezierPath()
      shelf.move(to: CGPoint(x: 0, y: 400))
      shelf.addLine(to: CGPoint(x: 375, y: 400))
      collision.addBoundary(withIdentifier: "shelf" as NSCopying, for: shelf)
      let still = UIDynamicItemBehavior(items: [item])
      still.allowsRotation = false
      [UIGravityBehavior(items: [item]), collision, still].forEach(animator.addBehavior)
      return (item, animator)
    }
    clock.runUntilIdle(stoppingAtTimers: true)
    withExtendedLifetime(animator) {}
    // The oval's lowest point (30 points below the centre) rests on the shelf, not the 100-point bounds.
    #expect(abs(item.center.y - (400 - 30)) < 1.5)
  }
}
