import Foundation
internal import FlipbookDynamics

/// UIKit Dynamics on the virtual clock: the animator runs its behaviours'
/// simulation (FlipbookDynamics, in fixed steps of 1/240 s) and writes its
/// items' `center` and rotation at every frame of the scene, from the moment a
/// behaviour is added until everything comes to rest, when it pauses (telling
/// its delegate) until a behaviour changes. The same scene moves the same way
/// at any frame rate: frames sample one simulation.
///
/// Items' centres are read in the reference view's coordinates: the items are
/// expected to be its subviews (or, for a collection view layout's animator,
/// its layout attributes), as in Apple's examples.
@preconcurrency @MainActor
open class UIDynamicAnimator {
  /// The view whose coordinates and bounds the behaviours use.
  public private(set) weak var referenceView: UIView?
  private weak var layout: UICollectionViewLayout?
  /// The behaviours added, in order.
  public private(set) var behaviors: [UIDynamicBehavior] = []
  /// Told when the animator pauses (everything at rest) and resumes.
  open weak var delegate: (any UIDynamicAnimatorDelegate)?
  /// Whether the simulation is running.
  public private(set) var isRunning = false
  /// Seconds of simulation run so far.
  public private(set) var elapsedTime: TimeInterval = 0

  var world = World()
  var items: [any UIDynamicItem] = []
  var angles: [Double] = []  // the rotation each item was last given or read with
  private var simulated = 0.0  // the virtual time the world has reached
  private var clock: VirtualClock?
  private var quiet = false
  private var isStepping = false, changedWhileStepping = false
  private let location: String

  /// An animator for the subviews of `view`.
  public init(referenceView view: UIView, file: StaticString = #fileID, line: UInt = #line) {
    referenceView = view
    location = "\(file):\(line) (UIDynamicAnimator)"
  }

  /// An animator for a collection view layout's attributes: it invalidates the layout at every frame it moves them.
  public init(collectionViewLayout layout: UICollectionViewLayout, file: StaticString = #fileID, line: UInt = #line) {
    self.layout = layout
    location = "\(file):\(line) (UIDynamicAnimator)"
  }

  /// An animator with no reference view (its items' own coordinates; no reference bounds).
  public init(file: StaticString = #fileID, line: UInt = #line) { location = "\(file):\(line) (UIDynamicAnimator)" }

  /// Adds a behaviour; the animator starts (or resumes) at once.
  open func addBehavior(_ behavior: UIDynamicBehavior) {
    guard !behaviors.contains(where: { $0 === behavior }) else { return }
    behaviors.append(behavior)
    behavior.attach(to: self)
    behaviorChanged()
  }

  /// Removes a behaviour.
  open func removeBehavior(_ behavior: UIDynamicBehavior) {
    guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behaviors.remove(at: i)
    behavior.attach(to: nil)
    behaviorChanged()
  }

  /// Removes every behaviour.
  open func removeAllBehaviors() { for b in behaviors { removeBehavior(b) } }

  /// The animated items whose frames meet `rect`, in the order the behaviours name them.
  open func items(in rect: CGRect) -> [any UIDynamicItem] {
    items.filter { item in
      let size = item.bounds.size
      let frame = CGRect(x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width, height: size.height)
      return frame.intersects(rect)
    }
  }

  /// Reads `item`'s centre, rotation and size again after the app changed them.
  open func updateItem(usingCurrentState item: any UIDynamicItem) {
    guard let i = items.firstIndex(where: { $0 === item }) else { return }
    world.bodies[i].position = item.center.vec
    world.bodies[i].angle = item.dynamicsAngle
    world.bodies[i].reshape(item.dynamicsShape)
    angles[i] = world.bodies[i].angle
    behaviorChanged()
  }

  /// The layout attributes the animator moves for the cell at `indexPath`.
  open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
  }

  /// The layout attributes the animator moves for a supplementary view.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
  }

  /// The layout attributes the animator moves for a decoration view.
  open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    attributes { $0.representedElementCategory == .decorationView && $0.representedElementKind == kind && $0.indexPath == indexPath }
  }

  private func attributes(_ match: (UICollectionViewLayoutAttributes) -> Bool) -> UICollectionViewLayoutAttributes? {
    items.lazy.compactMap { $0 as? UICollectionViewLayoutAttributes }.first(where: match)
  }

  /// The simulated state of `item`, if the animator moves it.
  func body(of item: any UIDynamicItem) -> Body? {
    items.firstIndex { $0 === item }.map { world.bodies[$0] }
  }

  /// A behaviour changed: the simulation wakes, and resumes if it had paused.
  func behaviorChanged() {
    guard !quiet else { return }
    // From inside a step (a field's evaluation block): applied once the step is over.
    guard !isStepping else { return changedWhileStepping = true }
    world.wake()
    forgetUnlistedItems()
    guard !isRunning, !behaviors.isEmpty else { return }
    isRunning = true
    let clock = VirtualClock.current
    self.clock = clock
    simulated = clock.now
    clock.repeatingTimers[ObjectIdentifier(self)] = location
    delegate?.dynamicAnimatorWillResume(self)
    scheduleTick()
  }

  private func scheduleTick() {
    guard let clock else { return }
    let fps = clock.canvas.map { $0.fps > 0 && $0.fps.isFinite ? $0.fps : 60 } ?? 60
    let time = ((clock.now * fps + 1e-9).rounded(.down) + 1) / fps
    clock.schedule(at: time, isTimerTick: true) { [weak self] in self?.tick(at: time) }
  }

  private func pause() {
    isRunning = false
    clock?.repeatingTimers[ObjectIdentifier(self)] = nil
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// The summed force of the request's fields on a body, or nil without fields.
  private func fieldForces(_ request: DynamicsRequest) -> ((Int, Body) -> Vec)? {
    guard !request.fields.isEmpty else { return nil }
    let fields = request.fields
    return { [unowned self] index, body in
      var total = Vec.zero
      for (field, bodies) in fields where bodies.contains(index) {
        total += field.force(on: body, elapsed: simulated - (field.startTime ?? simulated))
      }
      return total
    }
  }

  private func tick(at time: Double) {
    guard isRunning else { return }
    guard !behaviors.isEmpty else { return pause() }
    let request = DynamicsRequest()
    request.referenceBounds = referenceView?.bounds ?? layout.map { CGRect(origin: .zero, size: $0.collectionViewContentSize) }
    for behavior in behaviors.flatMap(\.tree) { behavior.contribute(to: request) }
    adopt(request)
    var events: [ContactEvent] = [], impulses = request.impulses, stepped = false
    for (field, _) in request.fields where field.startTime == nil { field.startTime = simulated }
    let fieldForce = fieldForces(request)
    // The steps run on a copy: an app's field block may read the animator (an
    // item's velocity) or change its behaviours while they run.
    var stepping = world
    isStepping = true
    while simulated + World.stepLength <= time + 1e-9 {
      events += stepping.step(impulses: impulses, field: fieldForce)
      (impulses, stepped) = ([], true)
      simulated += World.stepLength
      elapsedTime += World.stepLength
    }
    (world, isStepping) = (stepping, false)
    if changedWhileStepping {
      changedWhileStepping = false
      world.wake()
      forgetUnlistedItems()
    }
    quiet = true
    if stepped { for push in request.didApplyInstantaneous { push.active = false } }
    writeItems()
    quiet = false
    report(events, request)
    for behavior in behaviors.flatMap(\.tree) { behavior.action?() }
    layout?.invalidateLayout()
    if world.isAtRest && request.impulses.isEmpty { pause() } else { scheduleTick() }
  }
}

/// Told when a dynamic animator pauses and resumes.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
  /// The animator is about to run again.
  func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
  /// Everything came to rest: the animator stopped.
  func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
  /// Does nothing: optional, as in UIKit.
  public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
  /// Does nothing: optional, as in UIKit.
  public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
