import Foundation

extension CALayer {
  /// The layer's anchor point in its own coordinate space.
  package var anchorInBounds: CGPoint { props.anchorInBounds }

  /// Maps this layer's space into its superlayer's, without the superlayer's sublayerTransform.
  package var localToParentOwn: CATransform3D { props.localToParentOwn }

  /// How this layer's sublayerTransform acts on its sublayers (about the anchor point).
  package var sublayerTransformAboutAnchor: CATransform3D { props.sublayerTransformAboutAnchor }

  /// Maps this layer's space into its superlayer's, sublayerTransform included.
  package var localToParent: CATransform3D {
    guard let parent = superlayer else { return localToParentOwn }
    return CATransform3DConcat(localToParentOwn, parent.sublayerTransformAboutAnchor)
  }

  /// Frame in the superlayer's space: the bounding box of the transformed bounds.
  /// Setting it sets `position` and `bounds.size` (the transform is left as it is,
  /// as on Apple platforms, where the result is undefined for a non-identity transform).
  public var frame: CGRect {
    get { props.frame }
    set {
      let r = newValue.standardized
      var b = bounds
      b.size = r.size
      bounds = b
      position = CGPoint(x: r.minX + anchorPoint.x * r.width, y: r.minY + anchorPoint.y * r.height)
    }
  }

  /// `CALayer.affineTransform()`.
  public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }
  /// `CALayer.setAffineTransform(_:)`.
  public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

  /// The map from this layer's plane to the root's plane, flattening at each level.
  package var toRoot: Homography {
    var h = Homography.identity
    var layer: CALayer? = self
    while let l = layer {
      h = h.concatenating(Homography(l.localToParent))
      layer = l.superlayer
    }
    return h
  }

  /// The map from this layer's plane to `other`'s (nil: to the root's parent space).
  private func map(to other: CALayer?) -> Homography {
    let mine = toRoot
    guard let other, let inverse = other.toRoot.inverted() else { return mine }
    return mine.concatenating(inverse)
  }

  /// Converts a point from `layer`'s coordinate space to this layer's.
  /// A nil layer means the space the root layer is placed in.
  public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
    if let layer { return layer.convert(p, to: self) }
    guard let inverse = toRoot.inverted() else { return p }
    return inverse.apply(p) ?? p
  }

  /// Converts a point from this layer's coordinate space to `layer`'s.
  public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
    map(to: layer).apply(p) ?? p
  }

  /// Converts a rectangle (its bounding box after mapping) from `layer`'s space.
  public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
    CGRect.boundingBox(of: r.corners.map { convert($0, from: layer) })
  }

  /// Converts a rectangle (its bounding box after mapping) to `layer`'s space.
  public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
    CGRect.boundingBox(of: r.corners.map { convert($0, to: layer) })
  }
}
