import Foundation

/// Where a field behaviour acts, around its `position`: everywhere (`infinite`),
/// within a radius, within a rectangle centred on it, or a combination of these.
@preconcurrency @MainActor
public final class UIRegion {
  indirect enum Area {
    case infinite, radius(CGFloat), size(CGSize)
    case inverse(Area), union(Area, Area), difference(Area, Area), intersection(Area, Area)
  }
  let area: Area

  init(area: Area) { self.area = area }

  /// The region covering everything: a field's default.
  public static var infinite: UIRegion { UIRegion(area: .infinite) }
  /// A circle of `radius` points around the field's position.
  public convenience init(radius: CGFloat) { self.init(area: .radius(radius)) }
  /// A `size` rectangle centred on the field's position.
  public convenience init(size: CGSize) { self.init(area: .size(size)) }

  /// Everything outside this region.
  public func inverse() -> Self { Self(area: .inverse(area)) }
  /// This region and `region`.
  public func union(with region: UIRegion) -> Self { Self(area: .union(area, region.area)) }
  /// This region less `region`.
  public func difference(from region: UIRegion) -> Self { Self(area: .difference(area, region.area)) }
  /// Where this region and `region` overlap.
  public func intersection(with region: UIRegion) -> Self { Self(area: .intersection(area, region.area)) }

  /// Whether `point` (relative to the field's position) lies in the region.
  public func contains(_ point: CGPoint) -> Bool { UIRegion.contains(area, point) }

  private static func contains(_ area: Area, _ p: CGPoint) -> Bool {
    switch area {
    case .infinite: true
    case .radius(let r): p.x * p.x + p.y * p.y <= r * r
    case .size(let s): abs(p.x) <= s.width / 2 && abs(p.y) <= s.height / 2
    case .inverse(let a): !contains(a, p)
    case .union(let a, let b): contains(a, p) || contains(b, p)
    case .difference(let a, let b): contains(a, p) && !contains(b, p)
    case .intersection(let a, let b): contains(a, p) && contains(b, p)
    }
  }
}
