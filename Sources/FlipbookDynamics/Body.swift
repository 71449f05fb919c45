/// What a body is made of: UIKit's `UIDynamicItemBehavior` properties, with
/// UIKit's defaults (elasticity, friction, resistance 0; density 1; rotating).
public struct Material: Sendable, Equatable {
  /// 0 (no bounce) to 1 (elastic).
  public var elasticity = 0.0
  /// Friction when sliding against another body or a boundary.
  public var friction = 0.0
  /// Relative mass density: a 100 × 100 point body of density 1 weighs 1.
  public var density = 1.0
  /// Linear velocity damping, per second.
  public var resistance = 0.0
  /// Angular velocity damping, per second.
  public var angularResistance = 0.0
  /// Whether collisions and offset forces may turn the body.
  public var allowsRotation = true
  /// Electric charge, for electric and magnetic fields.
  public var charge = 0.0
  /// An anchored body takes part in collisions but never moves.
  public var isAnchored = false

  /// UIKit's defaults.
  public init() {}
}

/// One simulated item: where it is, how it moves, what it collides with.
public struct Body: Sendable {
  /// The centre, in the reference space's points.
  public var position: Vec
  /// The rotation, in radians (UIKit's: clockwise on screen).
  public var angle: Double
  /// Points per second.
  public var velocity = Vec.zero
  /// Radians per second.
  public var angularVelocity = 0.0
  /// The collision outline.
  public var shape: Outline
  /// What the body is made of.
  public var material = Material() { didSet { updateMass() } }
  /// How long the body has been nearly still, in seconds.
  var stillFor = 0.0
  /// Force and torque gathered for the next step.
  var force = Vec.zero, torque = 0.0
  /// Inverse mass and inverse rotational inertia (0: immovable, or not turning).
  private(set) var inverseMass = 0.0, inverseInertia = 0.0

  /// A body at `position`, turned `angle`, outlined by `shape`, of UIKit's default material.
  public init(position: Vec, angle: Double = 0, outline shape: Outline) {
    (self.position, self.angle, self.shape) = (position, angle, shape)
    updateMass()
  }

  /// The body's mass in UIKit's units: density × area / 10 000.
  public var mass: Double { Body.mass(of: shape, density: material.density) }

  static func mass(of shape: Outline, density: Double) -> Double { max(density, 0) * shape.area / 10_000 }

  private mutating func updateMass() {
    let m = mass
    inverseMass = material.isAnchored || m <= 0 ? 0 : 1 / m
    let inertia = max(material.density, 0) * shape.secondMoment / 10_000
    inverseInertia = material.isAnchored || !material.allowsRotation || inertia <= 0 ? 0 : 1 / inertia
  }

  /// Replaces the outline (the item's size changed), keeping the material.
  public mutating func reshape(_ newShape: Outline) {
    shape = newShape
    updateMass()
  }

  /// A point fixed to the body (in its own coordinates) in reference space.
  public func worldPoint(_ local: Vec) -> Vec { position + local.rotated(angle) }

  /// The velocity of the body's material at the arm `r` from its centre.
  func velocity(at r: Vec) -> Vec { velocity + cross(angularVelocity, r) }

  /// Applies an impulse at the arm `r`.
  mutating func apply(impulse: Vec, at r: Vec) {
    velocity += inverseMass * impulse
    angularVelocity += inverseInertia * r.cross(impulse)
  }
}
