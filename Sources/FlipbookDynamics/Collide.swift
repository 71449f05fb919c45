/// A body's or a boundary's outline placed in reference space.
enum Placed {
  /// Corners in counterclockwise order (a segment: its two ends).
  case polygon([Vec])
  case circle(center: Vec, radius: Double)

  init(_ shape: Outline, at position: Vec, angle: Double) {
    switch shape {
    case .circle(let r): self = .circle(center: position, radius: r)
    case .polygon: self = .polygon(shape.orientedCorners.map { position + $0.rotated(angle) })
    }
  }
}

/// Where two outlines touch: `normal` points from the first to the second;
/// each point carries its separation (negative: overlapping).
struct Manifold {
  var normal: Vec
  var points: [(point: Vec, separation: Double)]
}

/// How far outlines may be apart and still count as touching, in points.
let contactMargin = 0.5

/// The contact between two outlines, if they touch.
func collide(_ a: Placed, _ b: Placed) -> Manifold? {
  switch (a, b) {
  case let (.circle(ca, ra), .circle(cb, rb)):
    let d = cb - ca, dist = d.length
    let separation = dist - ra - rb
    guard separation <= contactMargin else { return nil }
    let n = dist > 1e-9 ? d / dist : Vec(0, 1)
    return Manifold(normal: n, points: [(ca + n * (ra + separation / 2), separation)])
  case let (.polygon(p), .circle(c, r)):
    return collide(polygon: p, circle: c, radius: r)
  case let (.circle(c, r), .polygon(p)):
    return collide(polygon: p, circle: c, radius: r).map { Manifold(normal: -$0.normal, points: $0.points) }
  case let (.polygon(pa), .polygon(pb)):
    return collide(pa, pb)
  }
}

private func outwardNormal(_ c: [Vec], _ i: Int) -> Vec {
  let e = c[(i + 1) % c.count] - c[i]
  return Vec(e.y, -e.x).normalized
}

private func collide(polygon c: [Vec], circle center: Vec, radius: Double) -> Manifold? {
  var best = -Double.infinity, face = 0
  for i in c.indices where outwardNormal(c, i) != .zero {
    let s = outwardNormal(c, i).dot(center - c[i])
    if s > best { (best, face) = (s, i) }
  }
  guard best > -.infinity, best - radius <= contactMargin else { return nil }
  let v1 = c[face], v2 = c[(face + 1) % c.count]
  var normal = outwardNormal(c, face), separation = best - radius
  if best > 1e-9 {  // outside: the nearest feature may be a corner
    for (corner, other) in [(v1, v2), (v2, v1)] where (center - corner).dot(other - corner) <= 0 {
      let d = center - corner, dist = d.length
      guard dist - radius <= contactMargin else { return nil }
      normal = dist > 1e-9 ? d / dist : normal
      separation = dist - radius
      break
    }
  }
  return Manifold(normal: normal, points: [(center - normal * (radius + separation / 2), separation)])
}

/// The face of `a` that separates it most from `b`: (index, separation). Faces
/// too short to have a direction (a path's near-repeated points) are skipped;
/// nil when no face has one (a zero-sized outline touches nothing).
private func maxSeparation(_ a: [Vec], _ b: [Vec]) -> (Int, Double)? {
  var best = -Double.infinity, index = -1
  let edges = a.count
  for i in 0..<edges {
    let n = outwardNormal(a, i), v = a[i]
    if n == .zero { continue }
    var s = Double.infinity
    for p in b { s = min(s, n.dot(p - v)) }
    if s > best { (best, index) = (s, i) }
  }
  return index < 0 ? nil : (index, best)
}

/// Polygon against polygon (a segment is a two-cornered polygon, both sides
/// facing out): separating axes, then the incident edge clipped to the
/// reference face's sides.
private func collide(_ pa: [Vec], _ pb: [Vec]) -> Manifold? {
  guard let (faceA, sepA) = maxSeparation(pa, pb), sepA <= contactMargin,
        let (faceB, sepB) = maxSeparation(pb, pa), sepB <= contactMargin else { return nil }
  let flip = sepB > sepA + 0.1
  let (ref, inc, face) = flip ? (pb, pa, faceB) : (pa, pb, faceA)
  let n = outwardNormal(ref, face)
  // The incident edge: the one whose normal most opposes n.
  var incident = 0, most = Double.infinity
  for i in inc.indices where outwardNormal(inc, i) != .zero {
    let d = outwardNormal(inc, i).dot(n)
    if d < most { (most, incident) = (d, i) }
  }
  var points = [inc[incident], inc[(incident + 1) % inc.count]]
  let v1 = ref[face], v2 = ref[(face + 1) % ref.count]
  let tangent = (v2 - v1).normalized
  points = clip(points, normal: -tangent, offset: -tangent.dot(v1))
  points = clip(points, normal: tangent, offset: tangent.dot(v2))
  guard points.count == 2 else { return nil }
  let contacts = points.compactMap { p -> (point: Vec, separation: Double)? in
    let s = n.dot(p - v1)
    return s <= contactMargin ? (p - n * (s / 2), s) : nil
  }
  guard !contacts.isEmpty else { return nil }
  return Manifold(normal: flip ? -n : n, points: contacts)
}

/// Keeps the part of segment `points` where `normal·p <= offset`.
private func clip(_ points: [Vec], normal: Vec, offset: Double) -> [Vec] {
  guard points.count == 2 else { return points }
  let d0 = normal.dot(points[0]) - offset, d1 = normal.dot(points[1]) - offset
  var out: [Vec] = []
  if d0 <= 0 { out.append(points[0]) }
  if d1 <= 0 { out.append(points[1]) }
  if d0 * d1 < 0 { out.append(points[0] + (points[1] - points[0]) * (d0 / (d0 - d1))) }
  return out
}
