import Foundation
internal import FlipbookDynamics

/// A behaviour of UIKit Dynamics: gravity, collision, attachment, snap, push,
/// item properties, or an app's own made of child behaviours. An animator asks
/// each behaviour (then its children) at every frame what it wants of its
/// items, so a change to a behaviour's properties shows at the next frame.
@preconcurrency @MainActor
open class UIDynamicBehavior {
  /// The behaviour's children, which take part with it.
  public private(set) var childBehaviors: [UIDynamicBehavior] = []
  /// Called at every animation step (every frame the animator runs).
  open var action: (() -> Void)?
  /// The animator the behaviour (or its parent) was added to.
  public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

  /// Creates a behaviour with no items; subclasses add child behaviours.
  public init() {}

  /// Adds a child behaviour.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    behavior.attach(to: dynamicAnimator)
    changed()
  }

  /// Removes a child behaviour.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: i)
    behavior.attach(to: nil)
    changed()
  }

  /// Called when the behaviour is added to an animator, or removed (nil).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  func attach(to animator: UIDynamicAnimator?) {
    willMove(to: animator)
    dynamicAnimator = animator
    for child in childBehaviors { child.attach(to: animator) }
  }

  /// Tells the animator the behaviour changed (it resumes if it had come to rest).
  func changed() { dynamicAnimator?.behaviorChanged() }

  /// The items the behaviour moves (its list, or a snap's or attachment's own).
  var dynamicItems: [any UIDynamicItem] { itemList }

  /// What the behaviour asks of its items for the next steps; subclasses add theirs.
  func contribute(to request: DynamicsRequest) {}

  /// The items of a behaviour that lists them (gravity, collision, push, item properties).
  var itemList: [any UIDynamicItem] = []

  func insert(_ item: any UIDynamicItem) {
    guard !itemList.contains(where: { $0 === item }) else { return }
    itemList.append(item)
    changed()
  }

  func delete(_ item: any UIDynamicItem) {
    itemList.removeAll { $0 === item }
    changed()
  }

  /// The behaviour and its descendants, parents first.
  var tree: [UIDynamicBehavior] { [self] + childBehaviors.flatMap(\.tree) }
}

extension UIDynamicBehavior: Hashable {
  /// Whether two behaviours are the same object.
  public nonisolated static func == (a: UIDynamicBehavior, b: UIDynamicBehavior) -> Bool { a === b }
  /// Hashes the behaviour's identity.
  public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// What the behaviours ask for the next steps, gathered at every tick: the
/// items (each a body, numbered in the order they appear) and what moves them.
@MainActor
final class DynamicsRequest {
  private(set) var items: [any UIDynamicItem] = []
  private var numbers: [ObjectIdentifier: Int] = [:]
  var accelerations: [(body: Int, value: Vec)] = []
  var forces: [Force] = [], impulses: [Force] = [], links: [Link] = [], angleSprings: [AngleSpring] = []
  var groups: [(behavior: UICollisionBehavior, group: CollisionGroup)] = []
  var materials: [Int: Material] = [:]
  var velocityChanges: [(body: Int, linear: Vec, angular: Double)] = []
  /// Field behaviours and the bodies each acts on.
  var fields: [(field: UIFieldBehavior, bodies: [Int])] = []
  /// Instantaneous pushes applied this tick (they turn themselves off).
  var didApplyInstantaneous: [UIPushBehavior] = []
  /// The reference view's bounds (or the collection view's content), for `translatesReferenceBoundsIntoBoundary`.
  var referenceBounds: CGRect?

  /// The body number of `item`, numbering it if new.
  func body(_ item: any UIDynamicItem) -> Int {
    let key = ObjectIdentifier(item)
    if let n = numbers[key] { return n }
    numbers[key] = items.count
    items.append(item)
    return items.count - 1
  }
}

extension CGPoint {
  var vec: Vec { Vec(Double(x), Double(y)) }
  init(_ v: Vec) { self.init(x: CGFloat(v.x), y: CGFloat(v.y)) }
}

extension CGVector {
  var vec: Vec { Vec(Double(dx), Double(dy)) }
  /// A vector as UIKit Dynamics' behaviours give one: an angle (radians) and a length.
  init(polarAngle angle: CGFloat, length: CGFloat) { self.init(dx: cos(angle) * length, dy: sin(angle) * length) }
  var polarAngle: CGFloat { atan2(dy, dx) }
  var length: CGFloat { hypot(dx, dy) }
}
