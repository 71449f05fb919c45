import Foundation
import FlipbookTimeline

// MARK: - CAEmitterCell

/// One kind of particle an emitter layer emits, as Apple's class: configure it,
/// put it in `CAEmitterLayer.emitterCells` (or another cell's `emitterCells`).
/// A change to a cell already in use reaches its emitter at once, as on iOS.
open class CAEmitterCell {
  package private(set) var spec = EmitterCellSpec()
  /// Why `contents` cannot be drawn, reported with the emitter's path when it renders.
  package private(set) var contentsProblem: String?
  private var children: [CAEmitterCell]?
  private var owners: [WeakCellOwner] = []

  /// Creates a cell that emits nothing until it has a `birthRate`, a `lifetime` and `contents`.
  public init() {}
  /// Values stored under keys that are not properties (key-value coding).
  var userValues: [String: Any] = [:]
  /// A new cell. (Apple's returns `Self`; without the Objective-C runtime a subclass
  /// cannot be made through its metatype, so this makes a `CAEmitterCell`.)
  open class func emitterCell() -> CAEmitterCell { CAEmitterCell() }

  func set<T>(_ kp: WritableKeyPath<EmitterCellSpec, T>, _ value: T) {
    spec[keyPath: kp] = value
    changed()
  }

  /// The cell's name, by which key paths find it (`emitterCells.fire.birthRate` for a cell named `fire`).
  open var name: String? { get { spec.name } set { set(\.name, newValue) } }
  /// A Boolean value that determines whether the cell emits; `true` by default.
  open var isEnabled: Bool { get { spec.isEnabled } set { set(\.isEnabled, newValue) } }
  /// The number of particles the cell emits per second, multiplied by the layer's `birthRate`; 0 by default.
  open var birthRate: Float { get { Float(spec.birthRate) } set { set(\.birthRate, Double(newValue)) } }
  /// How long each particle lives, in seconds, multiplied by the layer's `lifetime`; 0 by default.
  open var lifetime: Float { get { Float(spec.lifetime) } set { set(\.lifetime, Double(newValue)) } }
  /// The amount, in seconds, by which each particle's lifetime may vary either way.
  open var lifetimeRange: Float { get { Float(spec.lifetimeRange) } set { set(\.lifetimeRange, Double(newValue)) } }
  /// The angle of emission out of the x-y plane, in radians.
  ///
  /// Flipbook renders flat: only the latitude's cosine shows, shortening the speed in the plane.
  open var emissionLatitude: CGFloat {
    get { CGFloat(spec.emissionLatitude) } set { set(\.emissionLatitude, Double(newValue)) }
  }
  /// The direction of emission in the x-y plane, in radians (0 along +x).
  open var emissionLongitude: CGFloat {
    get { CGFloat(spec.emissionLongitude) } set { set(\.emissionLongitude, Double(newValue)) }
  }
  /// The angle, in radians, by which each particle's direction may vary either way.
  open var emissionRange: CGFloat { get { CGFloat(spec.emissionRange) } set { set(\.emissionRange, Double(newValue)) } }
  /// The particles' initial speed, in points per second, multiplied by the layer's `velocity`.
  open var velocity: CGFloat { get { CGFloat(spec.velocity) } set { set(\.velocity, Double(newValue)) } }
  /// The amount by which each particle's initial speed may vary either way.
  open var velocityRange: CGFloat { get { CGFloat(spec.velocityRange) } set { set(\.velocityRange, Double(newValue)) } }
  /// The acceleration along the x axis, in points per second squared.
  open var xAcceleration: CGFloat { get { CGFloat(spec.xAcceleration) } set { set(\.xAcceleration, Double(newValue)) } }
  /// The acceleration along the y axis, in points per second squared.
  open var yAcceleration: CGFloat { get { CGFloat(spec.yAcceleration) } set { set(\.yAcceleration, Double(newValue)) } }
  /// The acceleration along the z axis, in points per second squared; Flipbook renders flat, so it has no effect.
  open var zAcceleration: CGFloat { get { CGFloat(spec.zAcceleration) } set { set(\.zAcceleration, Double(newValue)) } }
  /// The scale of each particle's image, multiplied by the layer's `scale`; 1 by default.
  open var scale: CGFloat { get { CGFloat(spec.scale) } set { set(\.scale, Double(newValue)) } }
  /// The amount by which each particle's scale may vary either way.
  open var scaleRange: CGFloat { get { CGFloat(spec.scaleRange) } set { set(\.scaleRange, Double(newValue)) } }
  /// The change in each particle's scale per second.
  open var scaleSpeed: CGFloat { get { CGFloat(spec.scaleSpeed) } set { set(\.scaleSpeed, Double(newValue)) } }
  /// The particles' rotation speed, in radians per second, multiplied by the layer's `spin`.
  open var spin: CGFloat { get { CGFloat(spec.spin) } set { set(\.spin, Double(newValue)) } }
  /// The amount by which each particle's rotation speed may vary either way.
  open var spinRange: CGFloat { get { CGFloat(spec.spinRange) } set { set(\.spinRange, Double(newValue)) } }
  /// Default opaque white; nil is white too (nothing tints the image).
  open var color: CGColor? { get { spec.color } set { set(\.color, newValue ?? .white) } }
  /// The amount by which each particle's red component may vary either way.
  open var redRange: Float { get { Float(spec.redRange) } set { set(\.redRange, Double(newValue)) } }
  /// The amount by which each particle's green component may vary either way.
  open var greenRange: Float { get { Float(spec.greenRange) } set { set(\.greenRange, Double(newValue)) } }
  /// The amount by which each particle's blue component may vary either way.
  open var blueRange: Float { get { Float(spec.blueRange) } set { set(\.blueRange, Double(newValue)) } }
  /// The amount by which each particle's alpha component may vary either way.
  open var alphaRange: Float { get { Float(spec.alphaRange) } set { set(\.alphaRange, Double(newValue)) } }
  /// The change in each particle's red component per second.
  open var redSpeed: Float { get { Float(spec.redSpeed) } set { set(\.redSpeed, Double(newValue)) } }
  /// The change in each particle's green component per second.
  open var greenSpeed: Float { get { Float(spec.greenSpeed) } set { set(\.greenSpeed, Double(newValue)) } }
  /// The change in each particle's blue component per second.
  open var blueSpeed: Float { get { Float(spec.blueSpeed) } set { set(\.blueSpeed, Double(newValue)) } }
  /// The change in each particle's alpha component per second.
  open var alphaSpeed: Float { get { Float(spec.alphaSpeed) } set { set(\.alphaSpeed, Double(newValue)) } }
  /// A `CGImage`; anything else (a `UIImage` too) draws nothing, as on iOS, and fails the render.
  open var contents: Any? {
    get { spec.contents }
    set {
      switch newValue {
      case nil: contentsProblem = nil; set(\.contents, nil)
      case let i as CGImage: contentsProblem = nil; set(\.contents, i)
      case let .some(other):
        contentsProblem = "holds a \(type(of: other)), not a CGImage (iOS draws nothing)"; set(\.contents, nil)
      }
    }
  }
  /// The part of `contents` to draw, in the unit coordinate space; the whole image by default.
  open var contentsRect: CGRect { get { spec.contentsRect } set { set(\.contentsRect, newValue) } }
  /// The number of image pixels per point of `contents`; 1 by default.
  open var contentsScale: CGFloat { get { CGFloat(spec.contentsScale) } set { set(\.contentsScale, Double(newValue)) } }
  /// When the cell starts emitting, seconds after its emitter (or its particle) begins.
  open var beginTime: CFTimeInterval { get { spec.beginTime } set { set(\.beginTime, newValue) } }
  /// How long it emits; 0 is for ever.
  open var duration: CFTimeInterval { get { spec.duration } set { set(\.duration, newValue) } }
  /// Cells each particle of this cell emits.
  open var emitterCells: [CAEmitterCell]? {
    get { children }
    set {
      children = newValue
      newValue?.forEach { $0.adopt(by: self) }
      changed()
    }
  }

  /// The cell and its sub-cells as values.
  package var resolvedSpec: EmitterCellSpec {
    var s = spec
    s.emitterCells = (children ?? []).map(\.resolvedSpec)
    return s
  }

  /// The first unusable contents in this cell or its sub-cells, with where it is.
  package var problem: String? {
    if let contentsProblem { return "contents \(contentsProblem)" }
    for (i, child) in (children ?? []).enumerated() {
      if let p = child.problem { return "emitterCells[\(i)].\(p)" }
    }
    return nil
  }

  package func adopt(by owner: CellOwner) {
    owners.removeAll { $0.owner == nil || $0.owner === owner }
    owners.append(WeakCellOwner(owner: owner))
  }

  private func changed() {
    for o in owners { o.owner?.cellDidChange() }
  }
}

extension CAEmitterCell: CellOwner {
  package func cellDidChange() { changed() }
}

/// What holds cells (an emitter layer, a parent cell) and hears when one changes.
package protocol CellOwner: AnyObject {
  func cellDidChange()
}

private struct WeakCellOwner {
  weak var owner: CellOwner?
}
