import Foundation

// MARK: - CAReplicatorLayer's copies

/// One copy of a replicator layer's sublayers: where it is placed, how late its
/// clock runs, and the colour that modulates it.
///
/// Apple's header: copy k is drawn with `instanceTransform` applied k times
/// (each copy's transform is "applied to the previous instanced copy"), its time
/// `k × instanceDelay` behind the source's, and its colour multiplied by
/// `instanceColor` plus k times each `instance…Offset` ("added to the … component
/// of instance k−1 to produce the modulation colour of instance k"); the source
/// (k = 0) is multiplied by `instanceColor` too.
///
/// Where the header is silent, as Core Animation draws:
/// - the instance transform acts about the replicator's anchor point, as
///   `sublayerTransform` does (a rotation spins copies around the centre: every
///   replicator activity indicator relies on this);
/// - a modulation channel is clamped to 0…1 (an offset that runs past 0 leaves
///   that channel black, or the copy invisible for alpha);
/// - copies are drawn copy by copy, each with all the sublayers, then ordered by
///   zPosition like other siblings.
struct ReplicatorInstance {
  /// The transform placing the copy in the replicator's space, about its anchor point.
  let transform: CATransform3D
  /// Seconds the copy's clock runs behind the replicator's.
  let delay: Double
  let factors: ColorFactors
  let alpha: CGFloat

  /// The sublayers as themselves: what every other layer kind draws.
  static let source = ReplicatorInstance(transform: CATransform3DIdentity, delay: 0,
                                         factors: ColorFactors(red: 1, green: 1, blue: 1), alpha: 1)

  /// The most copies a replicator may ask for; a count beyond it is refused
  /// (each copy is drawn, so millions would render for hours).
  static let maximumCount = 10_000

  /// Every copy of replicator state `p`, source first.
  static func all(of p: LayerProps, layerPath: @autoclosure () -> String) throws(LayerTreeError) -> [ReplicatorInstance] {
    guard p.instanceCount <= maximumCount else {
      throw LayerTreeError(layerPath: layerPath(), property: "instanceCount", problem: "is \(p.instanceCount)",
                           fix: "Keep instanceCount at most \(maximumCount).")
    }
    guard p.instanceCount > 0 else { return [] }
    let base = p.instanceColor ?? .white
    let a = p.anchorInBounds
    let toAnchor = CATransform3DMakeTranslation(-a.x, -a.y, -p.anchorPointZ)
    let back = CATransform3DMakeTranslation(a.x, a.y, p.anchorPointZ)
    var power = CATransform3DIdentity
    var copies: [ReplicatorInstance] = []
    copies.reserveCapacity(p.instanceCount)
    for k in 0..<p.instanceCount {
      let step = CGFloat(k)
      func channel(_ c: CGFloat, _ offset: Float) -> CGFloat { max(0, min(1, c + step * CGFloat(offset))) }
      let placed = CATransform3DIsIdentity(power)
        ? CATransform3DIdentity : CATransform3DConcat(CATransform3DConcat(toAnchor, power), back)
      copies.append(ReplicatorInstance(
        transform: placed, delay: Double(k) * p.instanceDelay,
        factors: ColorFactors(red: channel(base.red, p.instanceRedOffset), green: channel(base.green, p.instanceGreenOffset),
                              blue: channel(base.blue, p.instanceBlueOffset)),
        alpha: channel(base.alpha, p.instanceAlphaOffset)))
      power = CATransform3DConcat(power, p.instanceTransform)
    }
    return copies
  }

  /// The transform a sublayer of this copy is placed under, given the replicator's
  /// own `sublayerTransformAboutAnchor`.
  func placing(_ sublayerTransform: CATransform3D) -> CATransform3D {
    CATransform3DIsIdentity(transform) ? sublayerTransform : CATransform3DConcat(transform, sublayerTransform)
  }

  /// Applies the copy's colour: red, green and blue multiply every colour the copy
  /// draws; alpha multiplies its opacity (a group opacity, as the copy composites whole).
  func modulate(_ node: inout RenderNode) {
    node = node.multiplyingColors(by: factors)
    if alpha != 1 { node.opacity *= alpha }
  }
}
