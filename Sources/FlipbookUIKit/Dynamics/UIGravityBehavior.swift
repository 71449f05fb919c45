import Foundation
internal import FlipbookDynamics

/// Gravity on its items: `gravityDirection` (0, 1) by default, where a magnitude
/// of 1 is UIKit gravity, 1000 points/s² (Apple's documentation of `magnitude`).
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicBehavior {
  /// The items gravity pulls.
  open var items: [any UIDynamicItem] { itemList }
  /// The acceleration as a vector, in units of 1000 points/s².
  open var gravityDirection = CGVector(dx: 0, dy: 1) { didSet { changed() } }

  /// Gravity on `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = items
  }

  /// Gravity on no items yet.
  public override convenience init() { self.init(items: []) }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { delete(item) }

  /// The direction, in radians (UIKit's: π/2 is down).
  open var angle: CGFloat {
    get { gravityDirection.polarAngle }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The strength: 1 is UIKit gravity. Setting 0 also sets the angle to 0, as on iOS.
  open var magnitude: CGFloat {
    get { gravityDirection.length }
    set { setAngle(newValue == 0 ? 0 : angle, magnitude: newValue) }
  }
  /// Sets the direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { gravityDirection = CGVector(polarAngle: angle, length: magnitude) }

  override func contribute(to request: DynamicsRequest) {
    let g = gravityDirection.vec * 1000
    for item in itemList { request.accelerations.append((request.body(item), g)) }
  }
}

/// A force on its items, continuous or once: a magnitude of 1 accelerates a
/// 100 × 100 point item of density 1 at 100 points/s² (Apple's documentation);
/// once (`.instantaneous`), it adds 100 points/s to such an item at the next
/// step and the behaviour turns itself off (`active` false) until set active again.
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicBehavior {
  /// Continuous or instantaneous.
  public enum Mode: Int, Sendable {
    /// A force applied at every step.
    case continuous
    /// A force applied once.
    case instantaneous
  }
  /// The items pushed.
  open var items: [any UIDynamicItem] { itemList }
  /// The behaviour's mode.
  public let mode: Mode
  /// Whether the force applies; an instantaneous push clears it once applied.
  open var active = true { didSet { changed() } }
  /// The force as a vector (its length is the magnitude); zero by default.
  open var pushDirection = CGVector.zero { didSet { changed() } }
  private var offsets: [ObjectIdentifier: UIOffset] = [:]

  /// A push on `items`.
  public init(items: [any UIDynamicItem], mode: Mode) {
    self.mode = mode
    super.init()
    itemList = items
  }

  /// A continuous push on no items yet (Objective-C's `init`).
  public override convenience init() { self.init(items: [], mode: .continuous) }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { delete(item) }

  /// The direction, in radians.
  open var angle: CGFloat {
    get { pushDirection.polarAngle }
    set { setAngle(newValue, magnitude: magnitude) }
  }
  /// The strength.
  open var magnitude: CGFloat {
    get { pushDirection.length }
    set { setAngle(angle, magnitude: newValue) }
  }
  /// Sets the direction and strength at once.
  open func setAngle(_ angle: CGFloat, magnitude: CGFloat) { pushDirection = CGVector(polarAngle: angle, length: magnitude) }

  /// Where on `item` the force acts, from its centre (zero by default: no turning).
  open func targetOffsetFromCenter(for item: any UIDynamicItem) -> UIOffset { offsets[ObjectIdentifier(item)] ?? .zero }
  /// Sets where on `item` the force acts.
  open func setTargetOffsetFromCenter(_ o: UIOffset, for item: any UIDynamicItem) {
    offsets[ObjectIdentifier(item)] = o
    changed()
  }

  override func contribute(to request: DynamicsRequest) {
    let bodies = itemList.map { request.body($0) }  // an inactive push's items stay in the animator
    guard active else { return }
    let f = pushDirection.vec * 100
    for (item, body) in zip(itemList, bodies) {
      let o = targetOffsetFromCenter(for: item)
      let force = Force(body: body, vector: f, offset: Vec(Double(o.horizontal), Double(o.vertical)))
      if mode == .continuous { request.forces.append(force) } else { request.impulses.append(force) }
    }
    if mode == .instantaneous && !itemList.isEmpty { request.didApplyInstantaneous.append(self) }
  }
}

/// The Swift 3 name (Apple's SDK renamed it in Swift 4.2, and reports the same error).
@available(*, unavailable, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = UIPushBehavior.Mode
