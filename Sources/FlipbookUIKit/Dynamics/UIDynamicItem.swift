import Foundation
internal import FlipbookDynamics

/// The outline UIKit Dynamics gives an item in collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
  /// The item's bounds rectangle (the default).
  case rectangle
  /// The ellipse inscribed in the item's bounds.
  case ellipse
  /// The item's `collisionBoundingPath`: convex, around the item's centre.
  case path
}

/// What UIKit Dynamics moves: anything with a centre, bounds and a transform.
/// `UIView` and `UICollectionViewLayoutAttributes` are dynamic items; so is an
/// app's own class with these three properties. The animator writes `center`
/// and, once the item turns, `transform` (a rotation) at every frame.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
  /// The item's centre, in the reference view's coordinates.
  var center: CGPoint { get set }
  /// The item's bounds: their size gives its outline and mass.
  var bounds: CGRect { get }
  /// The item's transform: the animator writes its rotation.
  var transform: CGAffineTransform { get set }
  /// How the item is outlined in collisions (`.rectangle` unless the item says otherwise).
  var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
  /// The outline for `.path`: a convex path around the item's centre.
  var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
  /// The bounds rectangle: UIKit's default.
  public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
  /// The bounds rectangle around the centre: UIKit's default.
  public var collisionBoundingPath: UIBezierPath {
    UIBezierPath(rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
  }
}

extension UIView: UIDynamicItem {}
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

extension UIDynamicItem {
  /// The item's collision outline for the simulation.
  var dynamicsShape: Outline {
    let (w, h) = (Double(bounds.width), Double(bounds.height))
    switch collisionBoundsType {
    case .rectangle: return .rectangle(width: w, height: h)
    case .ellipse: return .ellipse(width: w, height: h)
    case .path: return Outline.hull(of: collisionBoundingPath.cgPath.polyline.map { Vec(Double($0.x), Double($0.y)) })
      ?? .rectangle(width: w, height: h)
    }
  }

  /// The rotation of the item's transform, in radians.
  var dynamicsAngle: Double { Double(atan2(transform.b, transform.a)) }
}

extension CGPath {
  /// The path's points with curves flattened (16 points per curve), subpaths joined.
  var polyline: [CGPoint] { polylines.flatMap { $0 } }

  /// Each subpath as points along it (16 per curve), from the path's own segments
  /// (FlipbookGeometry: quadratics as exact cubics, closing lines included).
  var polylines: [[CGPoint]] {
    var out: [[CGPoint]] = [], current: [CGPoint] = [], subpath = -1
    for segment in data.segments {
      if segment.subpath != subpath {
        if current.count > 1 { out.append(current) }
        (current, subpath) = ([segment.start], segment.subpath)
      }
      current += segment.isLine ? [segment.end] : (1...16).map { segment.point(at: CGFloat($0) / 16) }
    }
    if current.count > 1 { out.append(current) }
    return out
  }
}
