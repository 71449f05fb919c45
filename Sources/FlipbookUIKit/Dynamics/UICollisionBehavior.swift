import Foundation
internal import FlipbookDynamics

/// Collisions among its items (`.items`), with boundaries (`.boundaries`), or
/// both (`.everything`, the default). A boundary is a segment, a path's outline,
/// or the reference view's bounds; identifiers name them to the delegate (the
/// reference bounds' identifier is nil, as on iOS).
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicBehavior {
  /// What the items collide with.
  public struct Mode: OptionSet, Sendable {
    /// The mode's bits.
    public let rawValue: UInt
    /// Creates a mode from its raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The items collide with one another.
    public static let items = Mode(rawValue: 1)
    /// The items collide with the boundaries.
    public static let boundaries = Mode(rawValue: 2)
    /// Both.
    public static let everything = Mode(rawValue: .max)
  }
  /// The colliding items.
  open var items: [any UIDynamicItem] { itemList }
  /// What the items collide with; `.everything` by default.
  open var collisionMode = Mode.everything { didSet { changed() } }
  /// Whether the reference view's bounds (or the collection view's content) are a boundary.
  open var translatesReferenceBoundsIntoBoundary = false { didSet { changed() } }
  /// Told when items start and stop touching each other or a boundary.
  open weak var collisionDelegate: (any UICollisionBehaviorDelegate)?
  private var insets = UIEdgeInsets.zero
  private var boundaries: [(id: any NSCopying, path: UIBezierPath)] = []

  /// Collisions of `items`.
  public init(items: [any UIDynamicItem]) {
    super.init()
    itemList = items
  }

  /// Collisions of no items yet.
  public override convenience init() { self.init(items: []) }

  /// Adds an item.
  open func addItem(_ item: any UIDynamicItem) { insert(item) }
  /// Removes an item.
  open func removeItem(_ item: any UIDynamicItem) { delete(item) }

  /// Makes the reference bounds, inset by `insets`, a boundary.
  open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
    self.insets = insets
    translatesReferenceBoundsIntoBoundary = true
  }

  /// Adds (or replaces) a boundary along `bezierPath`'s outline.
  open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: UIBezierPath) {
    removeBoundary(withIdentifier: identifier)
    boundaries.append((identifier, UIBezierPath(cgPath: bezierPath.cgPath)))
    changed()
  }

  /// Adds (or replaces) a boundary segment from `p1` to `p2`.
  open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
    let path = UIBezierPath()
    path.move(to: p1)
    path.addLine(to: p2)
    addBoundary(withIdentifier: identifier, for: path)
  }

  /// The boundary named `identifier`, if any.
  open func boundary(withIdentifier identifier: any NSCopying) -> UIBezierPath? {
    boundaries.first { Self.same($0.id, identifier) }?.path
  }

  /// Removes the boundary named `identifier`.
  open func removeBoundary(withIdentifier identifier: any NSCopying) {
    boundaries.removeAll { Self.same($0.id, identifier) }
    changed()
  }

  /// Removes every boundary added by identifier (not the reference bounds).
  open func removeAllBoundaries() {
    boundaries = []
    changed()
  }

  /// The identifiers of the boundaries added, or nil when there are none.
  open var boundaryIdentifiers: [any NSCopying]? { boundaries.isEmpty ? nil : boundaries.map(\.id) }

  static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
    if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
    return String(describing: a) == String(describing: b)
  }

  /// The identifier of boundary number `id` (-1: the reference bounds, nil).
  func identifier(_ id: Int) -> (any NSCopying)? { boundaries.indices.contains(id) ? boundaries[id].id : nil }

  override func contribute(to request: DynamicsRequest) {
    let members = itemList.map { request.body($0) }
    var walls: [(id: Int, corners: [Vec])] = []
    if collisionMode.contains(.boundaries) {
      if translatesReferenceBoundsIntoBoundary, let bounds = request.referenceBounds {
        walls += Self.walls(around: bounds.inset(by: insets)).map { (-1, $0) }
      }
      for (n, boundary) in boundaries.enumerated() {
        for line in boundary.path.cgPath.polylines {
          for (a, b) in zip(line, line.dropFirst()) where a != b { walls.append((n, [a.vec, b.vec])) }
        }
      }
    }
    let group = CollisionGroup(members: members, itemsCollide: collisionMode.contains(.items), boundaries: walls)
    request.groups.append((self, group))
  }

  /// Four thick walls just outside `rect` (thick, so that no fast item passes through).
  static func walls(around rect: CGRect) -> [[Vec]] {
    let (x0, y0, x1, y1) = (Double(rect.minX), Double(rect.minY), Double(rect.maxX), Double(rect.maxY))
    let t = 1000.0
    func box(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Vec] { [Vec(a, b), Vec(c, b), Vec(c, d), Vec(a, d)] }
    return [box(x0 - t, y0 - t, x1 + t, y0), box(x0 - t, y1, x1 + t, y1 + t), box(x0 - t, y0, x0, y1), box(x1, y0, x1 + t, y1)]
  }
}

/// Told when a collision behaviour's items start or stop touching.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
  /// Two items began touching at `p`.
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                         with item2: any UIDynamicItem, at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                         with item2: any UIDynamicItem)
  /// An item began touching a boundary (nil: the reference bounds) at `p`.
  func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                         withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint)
  /// An item stopped touching a boundary.
  func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                         withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension UICollisionBehaviorDelegate {
  /// Does nothing: optional, as in UIKit.
  public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem,
                                with item2: any UIDynamicItem, at p: CGPoint) {}
  /// Does nothing: optional, as in UIKit.
  public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem,
                                with item2: any UIDynamicItem) {}
  /// Does nothing: optional, as in UIKit.
  public func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                                withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {}
  /// Does nothing: optional, as in UIKit.
  public func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
                                withBoundaryIdentifier identifier: (any NSCopying)?) {}
}
