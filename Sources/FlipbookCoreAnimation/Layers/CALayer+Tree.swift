extension CALayer {
  /// Brings `layer` and its tree onto this layer's clock when it was made under
  /// another one: a layer (or view) made before the scene's clock ran, in a
  /// scene's stored property or a `static let`, joins the scene with a fresh id
  /// there, as it would simply be part of the one tree on iOS. Without this its
  /// id, counted by the other clock, could repeat one of the scene's.
  func adopt(_ layer: CALayer) {
    guard let clock, clock.recordsHistory, layer.clock !== clock else { return }
    var stack = [layer]
    while let l = stack.popLast() {
      guard l.clock !== clock else { continue }
      l.clock = clock
      l.register()
      stack.append(contentsOf: l.allSublayers)
      if let m = l.mask { stack.append(m) }
    }
  }
}

extension CALayer {
  /// Whether the layer is in a tree that is shown: one whose root is marked
  /// `isDisplayRoot` (a window's layer, or the layer a scene's `build()` returned).
  /// Only such layers get implicit animations, as on iOS, where a standalone
  /// layer that no window shows has none (GNUstep's tests run against Apple's:
  /// no `animationKeys` after a change).
  package var isInDisplayedTree: Bool {
    var current: CALayer? = self
    while let layer = current {
      if layer.isDisplayRoot { return true }
      current = layer.superlayer ?? layer.maskOwner
    }
    return false
  }
}

extension CALayer {
  /// A new tree of Core Animation's own layers showing what this tree shows now
  /// (every animation applied), on this layer's clock: what
  /// `snapshotView(afterScreenUpdates:)` holds. Later changes to this tree leave it as it is.
  package func snapshotTree() -> CALayer {
    let clock = self.clock ?? VirtualClock.current
    let copy = clock.run { type(of: self).makeBuiltIn(copying: nil) }
    copy.props = presentedProps(at: clock.now)
    clock.markDirty(copy)
    for sublayer in allSublayers { copy.addSublayer(sublayer.snapshotTree()) }
    if let mask { copy.mask = mask.snapshotTree() }
    return copy
  }
}
