import Foundation
internal import FlipbookDynamics

/// A field acting on its items wherever they are in its `region` (iOS 9):
/// gravity along a direction or towards a point, a spring, drag, a vortex, a
/// velocity, electric and magnetic forces, noise, or an app's own force.
///
/// Apple documents the fields' shapes, not their units. Flipbook's (a decision,
/// on UIKit's own scale of 100 points to a metre and a UIKit newton accelerating a
/// mass of 1 at 100 points/s², UIPushBehavior's documented unit): gravity fields
/// in UIKit gravities (1000 points/s² at strength 1, as UIGravityBehavior);
/// spring, drag and vortex forces of `strength` newtons per metre or metre per
/// second; `falloff` as distance (in metres) to the power −falloff beyond
/// `minimumRadius`; an app's evaluation block gets the item's position relative to
/// the field (points), its velocity (points/s), mass, charge and the seconds since
/// the field was added, and returns a force that accelerates a mass of 1 by as many
/// points/s² (a hundredth of a UIKit newton: what a published fireworks demo's
/// drag, tuned on iPhones, needs to look as it does there).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicBehavior {
  enum Kind {
    case linearGravity, radialGravity, velocity, spring, drag, vortex, electric, magnetic, noise, turbulence
    case custom((UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector)
  }
  var kind = Kind.drag
  var startTime: Double?

  /// The items the field acts on.
  open var items: [any UIDynamicItem] { itemList }
  /// The field's origin, in the reference view's coordinates.
  open var position = CGPoint.zero { didSet { changed() } }
  /// Where the field acts, around `position`; everywhere by default.
  open var region = UIRegion.infinite { didSet { changed() } }
  /// The field's strength; 1 by default (negative reverses it).
  open var strength: CGFloat = 1 { didSet { changed() } }
  /// How fast the field weakens with distance; 0 (uniform) by default.
  open var falloff: CGFloat = 0 { didSet { changed() } }
  /// Distances below this count as this (and see no falloff); very small by default.
  open var minimumRadius: CGFloat = 0.001 { didSet { changed() } }
  /// The direction of linear gravity and velocity fields.
  open var direction = CGVector.zero { didSet { changed() } }
  /// How smooth a noise field is, 0 to 1.
  open var smoothness: CGFloat = 0 { didSet { changed() } }
  /// How fast a noise field changes over time.
  open var animationSpeed: CGFloat = 0 { didSet { changed() } }

  /// A drag field; the class methods make the others.
  public required override init() { super.init() }

  private static func make(_ kind: Kind, direction: CGVector = .zero) -> Self {
    let field = Self()
    (field.kind, field.direction) = (kind, direction)
    return field
  }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { delete(item) }

  /// Gravity along `direction` (in UIKit gravities, as UIGravityBehavior's vector).
  open class func linearGravityField(direction: CGVector) -> Self { make(.linearGravity, direction: direction) }
  /// Gravity towards `position` (negative strength repels).
  open class func radialGravityField(position: CGPoint) -> Self {
    let field = make(.radialGravity)
    field.position = position
    return field
  }
  /// Moves items at the velocity `direction` (points per second).
  open class func velocityField(direction: CGVector) -> Self { make(.velocity, direction: direction) }
  /// A spring pulling items to the field's position.
  open class func springField() -> Self { make(.spring) }
  /// Drag against the items' motion.
  open class func dragField() -> Self { make(.drag) }
  /// A force around the field's position.
  open class func vortexField() -> Self { make(.vortex) }
  /// A force on charged items, away from (or towards) the field's position.
  open class func electricField() -> Self { make(.electric) }
  /// A force on moving charged items, across their motion.
  open class func magneticField() -> Self { make(.magnetic) }
  /// A smoothly varying random force (the same on every run).
  open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
    let field = make(.noise)
    (field.smoothness, field.animationSpeed) = (smoothness, speed)
    return field
  }
  /// Noise that grows with the items' speed.
  open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
    let field = make(.turbulence)
    (field.smoothness, field.animationSpeed) = (smoothness, speed)
    return field
  }
  /// A field whose force the app computes.
  open class func field(evaluationBlock block: @escaping (_ field: UIFieldBehavior, _ position: CGPoint, _ velocity: CGVector,
                                                         _ mass: CGFloat, _ charge: CGFloat, _ deltaTime: TimeInterval) -> CGVector) -> Self {
    make(.custom(block))
  }

  override func contribute(to request: DynamicsRequest) {
    request.fields.append((self, itemList.map { request.body($0) }))
  }
}
