import Foundation
internal import FlipbookDynamics

extension UIDynamicAnimator {
  /// Makes the world what the behaviours ask: a body per item (a new item's read
  /// from its centre, rotation and size), materials, velocities added, forces,
  /// links and collision groups. Items no behaviour names any more leave it.
  func adopt(_ request: DynamicsRequest) {
    var bodies: [Body] = [], newAngles: [Double] = []
    for item in request.items {
      if let i = items.firstIndex(where: { $0 === item }) {
        var body = world.bodies[i]
        let shape = item.dynamicsShape
        if shape != body.shape { body.reshape(shape) }
        bodies.append(body)
        newAngles.append(angles[i])
      } else {
        bodies.append(Body(position: item.center.vec, angle: item.dynamicsAngle, outline: item.dynamicsShape))
        newAngles.append(item.dynamicsAngle)
      }
    }
    for i in bodies.indices {
      let material = request.materials[i] ?? Material()
      if bodies[i].material != material { bodies[i].material = material }
    }
    for change in request.velocityChanges where bodies.indices.contains(change.body) {
      bodies[change.body].velocity += change.linear
      bodies[change.body].angularVelocity += change.angular
    }
    if request.items.count != items.count || zip(request.items, items).contains(where: { $0 !== $1 }) { world.wake() }
    (items, angles) = (request.items, newAngles)
    world.bodies = bodies
    world.accelerations = request.accelerations
    world.forces = request.forces
    world.links = request.links
    world.angleSprings = request.angleSprings
    world.groups = request.groups.map(\.group)
    if !request.velocityChanges.isEmpty { world.wake() }
  }

  /// Drops the items no behaviour names any more, at once: one added again
  /// (after `removeAllBehaviors()`, say) is read afresh from where the app put it.
  func forgetUnlistedItems() {
    let listed = Set(behaviors.flatMap(\.tree).flatMap(\.dynamicItems).map(ObjectIdentifier.init))
    let keep = items.indices.filter { listed.contains(ObjectIdentifier(items[$0])) }
    guard keep.count < items.count else { return }
    items = keep.map { items[$0] }
    angles = keep.map { angles[$0] }
    world.bodies = keep.map { world.bodies[$0] }
  }

  /// Gives each item its body's centre, and its rotation once it turned.
  func writeItems() {
    for (i, item) in items.enumerated() {
      let body = world.bodies[i]
      let center = CGPoint(body.position)
      if item.center != center { item.center = center }
      if body.angle != angles[i] {
        item.transform = CGAffineTransform(rotationAngle: CGFloat(body.angle))
        angles[i] = body.angle
      }
    }
  }

  /// Tells the collision behaviours' delegates which contacts began and ended.
  func report(_ events: [ContactEvent], _ request: DynamicsRequest) {
    for event in events where request.groups.indices.contains(event.group) && items.indices.contains(event.body) {
      let behavior = request.groups[event.group].behavior
      guard let delegate = behavior.collisionDelegate else { continue }
      let item = items[event.body]
      if event.isBoundary {
        let id = behavior.identifier(event.other)
        if event.began {
          delegate.collisionBehavior(behavior, beganContactFor: item, withBoundaryIdentifier: id, at: CGPoint(event.point))
        } else {
          delegate.collisionBehavior(behavior, endedContactFor: item, withBoundaryIdentifier: id)
        }
      } else if items.indices.contains(event.other) {
        let other = items[event.other]
        if event.began {
          delegate.collisionBehavior(behavior, beganContactFor: item, with: other, at: CGPoint(event.point))
        } else {
          delegate.collisionBehavior(behavior, endedContactFor: item, with: other)
        }
      }
    }
  }
}
