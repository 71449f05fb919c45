import Foundation

// MARK: - Backing stores, as Core Animation draws them

/// A layer's own drawing (`draw(in:)`, or its delegate's `draw(_:in:)`, which is
/// how a view's `draw(_:)` runs) fills a backing store of `bounds.size ×
/// contentsScale` pixels that becomes the layer's `contents`: it is composited
/// with the layer's transform like any image, so a layer left at the default
/// `contentsScale` of 1 looks soft on a @2x screen and a layer scaled up
/// magnifies its pixels, as on iOS. It is drawn when the layer is marked with
/// `setNeedsDisplay()` (or its bounds change size with `needsDisplayOnBoundsChange`),
/// once, at the next commit after layout, and reused until then: a bounds
/// animation stretches it by `contentsGravity`.
///
/// Flipbook records the drawing as a display list (`Drawing`); the rasterizer
/// makes its pixels once and reuses them in every frame that shows it.
extension CALayer {
  /// Marks the contents for redrawing at the next commit.
  public func setNeedsDisplay() {
    guard !isPresentation, !needsDisplayFlag else { return }
    needsDisplayFlag = true
    clock?.layerNeedsDisplay(self)
  }

  /// Marks the contents for redrawing; Flipbook redraws the whole backing store
  /// (the pixels outside `rect` come out the same).
  public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// Whether the layer is marked for redrawing.
  public func needsDisplay() -> Bool { needsDisplayFlag }

  /// Redraws now when the layer is marked.
  public func displayIfNeeded() {
    guard needsDisplayFlag else { return }
    needsDisplayFlag = false
    display()
  }

  /// Whether the backing store's content is flipped: never on iOS.
  public func contentsAreFlipped() -> Bool { false }

  /// Draws the backing store: a context of the bounds' size at `contentsScale`,
  /// user space in the layer's bounds coordinates (y down), filled by
  /// `draw(in:)`. Its picture becomes `contents` at once, without an animation (a
  /// redraw is not a property change). A layer that draws nothing of its own
  /// (no `draw(in:)` override and no delegate drawing) keeps its contents; Core
  /// Animation would give it an empty store, which shows the same unless
  /// `contents` was also set by hand.
  public func displayBackingStore() {
    delegate?.layerWillDraw(self)
    let b = bounds
    let ctx = CGContext(size: b.size, scale: contentsScale, flipped: true)
    if b.origin != .zero { ctx.translateBy(x: -b.minX, y: -b.minY) }
    let before = ctx.operationCount
    draw(in: ctx)
    if ctx.reachedBaseDrawing && ctx.operationCount == before { return }
    let image = CGImage(drawing: ctx.drawing)
    props.contents = image
    props.problems["contents"] = image.drawingProblem
    if !isPresentation { clock?.markDirty(self) }
  }

  /// Sets `contents` from an image, refusing a drawing the rasterizer cannot draw.
  func updateContents(_ image: CGImage?) {
    if let problem = image?.drawingProblem {
      update(\.contents, CGImage??.none, problem: problem)
    } else {
      update(\.contents, image)
    }
  }
}

extension CGImage {
  /// Why a drawn image cannot be drawn, or nil.
  var drawingProblem: String? {
    if case .drawing(let d) = source { return d.problem }
    return nil
  }
}

extension VirtualClock {
  /// The commit's display pass (after layout, as Core Animation runs it): every
  /// layer marked by `setNeedsDisplay()` redraws once.
  func displayMarkedLayers() {
    for layer in takeLayersNeedingDisplay() where layer.needsDisplayFlag {
      layer.needsDisplayFlag = false
      layer.display()
    }
  }
}
