import Foundation
import FlipbookRenderTree

// MARK: - LayerTreeError

/// A layer holds a value the renderer cannot draw; the message names the layer,
/// the property and what to do instead.
public struct LayerTreeError: Error, CustomStringConvertible, Equatable {
  /// Where the layer sits, e.g. `root > 'card' > CALayer[2]`.
  public var layerPath: String
  public var property: String
  public var problem: String
  public var fix: String

  public var description: String {
    "layer \(layerPath): \(property): \(problem). \(fix)"
  }
}

// MARK: - Building render trees

/// A layer tree seen at one instant: live layers, or a baked timeline.
protocol LayerTreeSource {
  associatedtype Ref
  /// The layer's model state at absolute time `t` with its attached animations
  /// applied at `localTime`; nil when the layer does not exist at `t`.
  func presented(_ ref: Ref, localTime: Double, at t: Double) -> LayerProps?
  /// The model state (for the layer's timing) at `t`.
  func model(_ ref: Ref, at t: Double) -> LayerProps?
  func sublayers(_ ref: Ref, at t: Double) -> [Ref]
  func mask(_ ref: Ref, at t: Double) -> Ref?
  func path(_ ref: Ref, at t: Double) -> String
  /// The transition running on the layer at `t`: its spec, progress, and the time
  /// whose state is the "before" appearance. nil when none.
  func transition(_ ref: Ref, localTime: Double, at t: Double) -> (TransitionSpec, Double, Double)?
  /// The parent's local time of `ref` at absolute time `t` (for a frozen "before" state).
  func parentLocalTime(_ ref: Ref, at t: Double) -> Double
}

extension LayerTreeSource {
  func transition(_ ref: Ref, localTime: Double, at t: Double) -> (TransitionSpec, Double, Double)? { nil }
  func parentLocalTime(_ ref: Ref, at t: Double) -> Double { t }
}

extension LayerTreeSource {
  /// The render node of `ref` and its subtree at absolute time `t`; nil when hidden or absent.
  /// `parentTime` is the parent's local time.
  func node(_ ref: Ref, parentTime: Double, at t: Double,
            parentSublayerTransform: CATransform3D) throws(LayerTreeError) -> RenderNode? {
    try nodeAndZ(ref, parentTime: parentTime, at: t, parentSublayerTransform: parentSublayerTransform)?.0
  }

  private func nodeAndZ(_ ref: Ref, parentTime: Double, at t: Double,
                        parentSublayerTransform: CATransform3D) throws(LayerTreeError) -> (RenderNode, CGFloat)? {
    guard let model = model(ref, at: t) else { return nil }
    let local = model.localTime(fromParent: parentTime)
    guard let p = presented(ref, localTime: local, at: t) else { return nil }
    if p.isHidden { return nil }
    let childTransform = p.sublayerTransformAboutAnchor
    var children: [(RenderNode, CGFloat)] = []
    for child in sublayers(ref, at: t) {
      if let n = try nodeAndZ(child, parentTime: local, at: t, parentSublayerTransform: childTransform) {
        children.append(n)
      }
    }
    // Drawing order: a stable sort by (presented) zPosition.
    let ordered = CALayer.drawingOrder(children, zPosition: { $0.1 }).map(\.0)
    var maskNode: RenderNode?
    if let m = mask(ref, at: t) {
      // The mask lives in this layer's space; a hidden mask hides everything, as on Apple platforms.
      maskNode = try node(m, parentTime: local, at: t, parentSublayerTransform: CATransform3DIdentity)
        ?? RenderNode(transform: CATransform3DIdentity, bounds: .zero)
    }
    var n = try p.renderNode(layerPath: path(ref, at: t), parentSublayerTransform: parentSublayerTransform,
                             sublayers: ordered, mask: maskNode)
    if let (spec, progress, beforeTime) = transition(ref, localTime: local, at: t),
       let before = try nodeAndZ(ref, parentTime: parentLocalTime(ref, at: beforeTime), at: beforeTime,
                                 parentSublayerTransform: parentSublayerTransform)?.0 {
      n = TransitionComposer.compose(spec, progress: progress, before: before, after: n)
    }
    return (n, p.zPosition)
  }
}

extension CALayer {
  var hasAttachedTransition: Bool {
    attached.contains { $0.key == kCATransition } || allSublayers.contains { $0.hasAttachedTransition }
      || (mask?.hasAttachedTransition ?? false)
  }
}

/// Live layers, presented at the clock's time.
struct LiveLayerSource: LayerTreeSource {
  func presented(_ layer: CALayer, localTime: Double, at t: Double) -> LayerProps? {
    if layer.attached.isEmpty { return layer.props }
    return AnimationRecord.present(layer.props, animations: layer.attached.map { layer.animationLog[$0.index] },
                                   localTime: localTime, at: t)
  }
  func model(_ layer: CALayer, at t: Double) -> LayerProps? { layer.props }
  func sublayers(_ layer: CALayer, at t: Double) -> [CALayer] { layer.allSublayers }
  func mask(_ layer: CALayer, at t: Double) -> CALayer? { layer.mask }
  func path(_ layer: CALayer, at t: Double) -> String { layer.debugPath }
}

extension CALayer {
  /// Resolves this layer tree, as it appears now (the model with its animations
  /// applied at the clock's current time), into a render tree for a canvas of
  /// `size` points. The root layer's position is in canvas points.
  public func renderTree(size: CGSize) throws(LayerTreeError) -> RenderTree {
    let clock = self.clock ?? VirtualClock.current
    let t = clock.now
    // A transition needs the state before its change: render from the recorded history.
    if clock.recordsHistory && hasAttachedTransition {
      return try clock.bake(root: self, size: size).renderTree(at: t)
    }
    let parentTime = superlayer?.localTime(at: t) ?? t
    let root = try LiveLayerSource().node(self, parentTime: parentTime, at: t, parentSublayerTransform: CATransform3DIdentity)
    return RenderTree(size: size, layers: root.map { [$0] } ?? [])
  }
}
