import Foundation

// MARK: - CALayerDelegate

/// `CALayerDelegate`: the action lookup (how UIView decides whether its layer
/// animates), layout (how a view lays out its subviews) and drawing (how a view's
/// `draw(_:)` fills its layer's backing store). Every method has a default, as
/// Apple's are optional.
public protocol CALayerDelegate: AnyObject {
  /// Return an action for the change, `NSNull()` for "no action", or nil to continue the search.
  func action(for layer: CALayer, forKey event: String) -> CAAction?
  /// Lay out the layer's sublayers (called by its `layoutSublayers()`).
  func layoutSublayers(of layer: CALayer)
  /// Update the layer's contents; the default draws its backing store (`draw(_:in:)`).
  func display(_ layer: CALayer)
  /// Draw the layer's content into its backing store's context.
  func draw(_ layer: CALayer, in ctx: CGContext)
  /// Called before the backing store is drawn.
  func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
  public func layoutSublayers(of layer: CALayer) {}
  public func display(_ layer: CALayer) { layer.displayBackingStore() }
  public func draw(_ layer: CALayer, in ctx: CGContext) { ctx.reachedBaseDrawing = true }
  public func layerWillDraw(_ layer: CALayer) {}
}
