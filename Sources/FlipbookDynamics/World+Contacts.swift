/// Two things of a group touching: a pair of bodies (`a` < `other`) or a body and a boundary.
struct TouchKey: Equatable, Comparable {
  var group: Int, a: Int, other: Int, isBoundary: Bool

  static func < (l: TouchKey, r: TouchKey) -> Bool {
    (l.group, l.a, l.other, l.isBoundary ? 1 : 0) < (r.group, r.a, r.other, r.isBoundary ? 1 : 0)
  }
}

extension World {
  /// The contact points of this step, and the touches begun or ended since the last.
  mutating func findContacts(_ h: Double) -> ([ContactManifold], [ContactEvent]) {
    var contacts: [ContactManifold] = []
    var now: [(key: TouchKey, point: Vec)] = []
    var pairsDone: [Int: [Int]] = [:]  // a body pair touches once, whatever groups hold both
    let placed = bodies.map { Placed($0.shape, at: $0.position, angle: $0.angle) }
    for (g, group) in groups.enumerated() {
      let members = group.members.filter(bodies.indices.contains)
      if group.itemsCollide {
        for (n, i) in members.enumerated() {
          for j in members[(n + 1)...] where i != j {
            let (a, b) = (min(i, j), max(i, j))
            guard bodies[a].inverseMass > 0 || bodies[b].inverseMass > 0 else { continue }
            let gap = (bodies[a].position - bodies[b].position).length - bodies[a].shape.reach - bodies[b].shape.reach
            guard gap <= contactMargin, let m = collide(placed[a], placed[b]) else { continue }
            now.append((TouchKey(group: g, a: a, other: b, isBoundary: false), m.points[0].point))
            if pairsDone[a, default: []].contains(b) { continue }
            pairsDone[a, default: []].append(b)
            contacts.append(ContactManifold(points: m.points.map {
              ContactPoint(a: a, b: b, normal: m.normal, point: $0.point, separation: $0.separation, bodies: bodies, step: h)
            }))
          }
        }
      }
      for i in members where bodies[i].inverseMass > 0 {
        for wall in group.boundaries where wall.corners.count >= 2 {
          guard let m = collide(.polygon(Outline.polygon(wall.corners).orientedCorners), placed[i]) else { continue }
          now.append((TouchKey(group: g, a: i, other: wall.id, isBoundary: true), m.points[0].point))
          // The wall is the first outline: the body is pushed along the normal.
          contacts.append(ContactManifold(points: m.points.map {
            ContactPoint(a: i, b: nil, normal: -m.normal, point: $0.point, separation: $0.separation, bodies: bodies, step: h)
          }))
        }
      }
    }
    now.sort { $0.key < $1.key }
    var events: [ContactEvent] = []
    for (key, point) in now where !touching.contains(key) {
      events.append(ContactEvent(group: key.group, body: key.a, other: key.other, isBoundary: key.isBoundary, began: true, point: point))
    }
    for key in touching where !now.contains(where: { $0.key == key }) {
      events.append(ContactEvent(group: key.group, body: key.a, other: key.other, isBoundary: key.isBoundary, began: false, point: .zero))
    }
    touching = now.map(\.key)
    return (contacts, events)
  }
}
