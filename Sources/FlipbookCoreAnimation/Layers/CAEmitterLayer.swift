import Foundation
import FlipbookTimeline

// MARK: - CAEmitterLayer

/// Emits particles of each of its `emitterCells` from a shape, drawn above its
/// background and below its sublayers. Particles are computed as a function of
/// time (`EmitterParticles`): the same scene shows the same particles in every
/// frame, whichever frames are rendered, on however many jobs.
open class CAEmitterLayer: CALayer, CellOwner {
  open override class var layerKind: LayerProps.Kind { .emitter }
  private var cells: [CAEmitterCell]?

  /// The cells the layer emits particles of; a change to a cell already in use reaches the layer at once.
  open var emitterCells: [CAEmitterCell]? {
    get { cells }
    set {
      cells = newValue
      newValue?.forEach { $0.adopt(by: self) }
      cellDidChange()
    }
  }

  /// Records the cells' current values (and the first unusable contents, reported with this layer's path).
  package func cellDidChange() {
    guard !isPresentation else { return }
    props.emitterCells = (cells ?? []).map(\.resolvedSpec)
    props.problems["emitterCells"] = (cells ?? []).enumerated().lazy
      .compactMap { i, cell in cell.problem.map { "emitterCells[\(i)].\($0)" } }.first
    clock?.markDirty(self)
  }

  /// The centre of the emitter's shape, in this layer's coordinates. Animatable.
  open var emitterPosition: CGPoint { get { props.emitterPosition } set { update(\.emitterPosition, newValue) } }
  /// The z position of the emitter shape's centre; Flipbook draws particles flat, so it has no visible effect.
  open var emitterZPosition: CGFloat { get { props.emitterZPosition } set { update(\.emitterZPosition, newValue) } }
  /// The shape's size (a circle's diameter is its width). Animatable.
  open var emitterSize: CGSize { get { props.emitterSize } set { update(\.emitterSize, newValue) } }
  /// The depth of the emitter shape; Flipbook flattens the shape into the x-y plane, so it has no visible effect.
  open var emitterDepth: CGFloat { get { props.emitterDepth } set { update(\.emitterDepth, newValue) } }
  /// The shape particles are emitted from; `.point` by default (drawn flat: a sphere emits as a circle, a cuboid
  /// as a rectangle).
  open var emitterShape: CAEmitterLayerEmitterShape {
    get { CAEmitterLayerEmitterShape(rawValue: props.emitterShape.rawValue) }
    set { updateOption(\.emitterShape, newValue.rawValue) }
  }
  /// The part of the emitter shape particles are emitted from; `.volume` by default.
  open var emitterMode: CAEmitterLayerEmitterMode {
    get { CAEmitterLayerEmitterMode(rawValue: props.emitterMode.rawValue) }
    set { updateOption(\.emitterMode, newValue.rawValue) }
  }
  /// The order the particles are drawn in, or additive blending; `.unordered` by default.
  open var renderMode: CAEmitterLayerRenderMode {
    get { CAEmitterLayerRenderMode(rawValue: props.renderMode.rawValue) }
    set { updateOption(\.renderMode, newValue.rawValue) }
  }
  /// Multiplies every cell's birth rate; 0 stops emission and leaves particles in flight.
  open var birthRate: Float { get { props.emitterBirthRate } set { update(\.emitterBirthRate, newValue) } }
  /// Multiplies every cell's lifetime (at each particle's birth).
  open var lifetime: Float { get { props.emitterLifetime } set { update(\.emitterLifetime, newValue) } }
  /// The multiplier of every cell's velocity; 1 by default.
  open var velocity: Float { get { props.emitterVelocity } set { update(\.emitterVelocity, newValue) } }
  /// The multiplier of every cell's scale; 1 by default.
  open var scale: Float { get { props.emitterScale } set { update(\.emitterScale, newValue) } }
  /// The multiplier of every cell's spin; 1 by default.
  open var spin: Float { get { props.emitterSpin } set { update(\.emitterSpin, newValue) } }
  /// Seeds the particles' random values: the same seed, the same particles.
  open var seed: UInt32 { get { props.seed } set { update(\.seed, newValue) } }
  /// Accepted; particles are drawn flattened into the layer's plane.
  open var preservesDepth: Bool { get { props.preservesDepth } set { update(\.preservesDepth, newValue) } }

  package override class func makeBuiltIn(copying layer: CALayer?) -> CALayer {
    layer.map { CAEmitterLayer(layer: $0) } ?? CAEmitterLayer()
  }
}
