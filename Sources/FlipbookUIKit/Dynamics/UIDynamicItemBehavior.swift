import Foundation
internal import FlipbookDynamics

/// The physical properties of its items (UIKit's defaults: elasticity,
/// friction and resistance 0, density 1, rotating), and velocities added to them.
/// When several item behaviours name one item, the last added decides.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicBehavior {
  /// The items described.
  open var items: [any UIDynamicItem] { itemList }
  /// 0 (no bounce) to 1 (elastic collisions).
  open var elasticity: CGFloat = 0 { didSet { changed() } }
  /// Friction when items slide against each other or a boundary; 1 is strong.
  open var friction: CGFloat = 0 { didSet { changed() } }
  /// Relative mass density: a 100 × 100 point item of density 1 has mass 1.
  open var density: CGFloat = 1 { didSet { changed() } }
  /// Damping of the items' speed (0: none).
  open var resistance: CGFloat = 0 { didSet { changed() } }
  /// Damping of the items' spin (0: none).
  open var angularResistance: CGFloat = 0 { didSet { changed() } }
  /// Electric charge, which electric and magnetic fields act on.
  open var charge: CGFloat = 0 { didSet { changed() } }
  /// Anchored items collide but never move.
  open var isAnchored = false { didSet { changed() } }
  /// Whether the items may turn.
  open var allowsRotation = true { didSet { changed() } }
  private var added: [(item: any UIDynamicItem, linear: Vec, angular: Double)] = []

  /// Describes `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = items
  }

  /// Describes no items yet.
  public override convenience init() { self.init(items: []) }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { delete(item) }

  /// Adds `velocity` (points per second) to `item`'s: a gesture's end velocity, typically.
  open func addLinearVelocity(_ velocity: CGPoint, for item: any UIDynamicItem) {
    added.append((item, velocity.vec, 0))
    changed()
  }

  /// The item's velocity, in points per second.
  open func linearVelocity(for item: any UIDynamicItem) -> CGPoint {
    CGPoint(dynamicAnimator?.body(of: item)?.velocity ?? .zero)
  }

  /// Adds `velocity` (radians per second) to `item`'s spin.
  open func addAngularVelocity(_ velocity: CGFloat, for item: any UIDynamicItem) {
    added.append((item, .zero, Double(velocity)))
    changed()
  }

  /// The item's spin, in radians per second.
  open func angularVelocity(for item: any UIDynamicItem) -> CGFloat {
    CGFloat(dynamicAnimator?.body(of: item)?.angularVelocity ?? 0)
  }

  override func contribute(to request: DynamicsRequest) {
    var material = Material()
    material.elasticity = Double(elasticity)
    material.friction = Double(friction)
    material.density = Double(density)
    material.resistance = Double(resistance)
    material.angularResistance = Double(angularResistance)
    material.charge = Double(charge)
    material.isAnchored = isAnchored
    material.allowsRotation = allowsRotation
    for item in itemList { request.materials[request.body(item)] = material }
    guard dynamicAnimator != nil else { return }
    for change in added { request.velocityChanges.append((request.body(change.item), change.linear, change.angular)) }
    added = []
  }
}
