import Foundation

// MARK: - Layout, as Core Animation runs it

/// A layer is marked for layout by `setNeedsLayout()` (and by Core Animation
/// itself when its bounds change size or a sublayer is added or removed); the
/// marked layers are laid out at the next commit, top-down, or earlier when
/// `layoutIfNeeded()` is called. Laying a layer out calls `layoutSublayers()`,
/// whose default asks the delegate: that is how a view's `layoutSubviews()` runs.
///
/// Apple's documentation of `layoutIfNeeded()`: "the layer's super layers are
/// traversed until a ancestor layer is found that does not require layout. Then
/// layout is performed on the entire layer-tree beneath that ancestor."
extension CALayer {
  /// Marks the layer for layout at the next commit (or `layoutIfNeeded()`).
  public func setNeedsLayout() {
    guard !isPresentation, !needsLayoutFlag else { return }
    needsLayoutFlag = true
    clock?.layerNeedsLayout(self)
  }

  /// Whether the layer is marked for layout.
  public func needsLayout() -> Bool { needsLayoutFlag }

  /// Lays out, now, the tree beneath the highest ancestor run of layers that
  /// need layout (this layer if its superlayer does not).
  public func layoutIfNeeded() {
    var top = self
    while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
    top.layOutSubtree()
  }

  /// Lays out this layer if it is marked, then each sublayer's tree, in order.
  /// A layer marked again by its own layout waits for the next pass.
  func layOutSubtree() {
    if needsLayoutFlag {
      needsLayoutFlag = false
      layoutSublayers()
    }
    for sublayer in allSublayers { sublayer.layOutSubtree() }
  }

  /// The topmost layer above this one (itself when it has no superlayer).
  var rootLayer: CALayer {
    var top = self
    while let parent = top.superlayer { top = parent }
    return top
  }
}

extension VirtualClock {
  /// The commit's layout pass: every tree with a marked layer is laid out from
  /// its root. Layout that marks more layers (a view resizing its subviews) is
  /// laid out in the same commit, up to `maximumLayoutPasses` rounds, the way
  /// UIKit settles a layout in one run-loop turn; what is still marked after
  /// that waits for the next commit instead of looping for ever.
  func layOutMarkedLayers() {
    for _ in 0..<Self.maximumLayoutPasses {
      let marked = takeLayersNeedingLayout()
      if marked.isEmpty { return }
      var seen = Set<ObjectIdentifier>()
      for layer in marked where layer.needsLayoutFlag {
        let root = layer.rootLayer
        if seen.insert(ObjectIdentifier(root)).inserted { root.layOutSubtree() }
      }
    }
  }

  static let maximumLayoutPasses = 8
}
