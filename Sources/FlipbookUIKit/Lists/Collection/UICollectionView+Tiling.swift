import Foundation

/// Views for the elements the layout puts in the visible rectangle only: each
/// layout pass (and each scroll step) asks the layout for that rectangle, makes
/// the cells and supplementary views coming into view through the data source
/// (`willDisplay` before each is shown, as Apple documents for collection views),
/// and puts those that left into the reuse pool (`didEndDisplaying`).
extension UICollectionView {
  /// How long batch updates and animated layout changes take: 0.3 s ease-in-out **[est]**
  /// (undocumented; PSTCollectionView's value, research on lists §5.3).
  static let updateDuration: TimeInterval = 0.3

  func tile() {
    guard batch == nil, dataSource != nil else { return }
    ensureCounts()
    collectionViewLayout.prepareIfNeeded()
    var elements = visibleElements()
    for _ in 0..<3 where measure(elements) {
      collectionViewLayout.needsPrepare = true
      collectionViewLayout.prepareIfNeeded()
      elements = visibleElements()
    }
    let size = collectionViewLayout.collectionViewContentSize
    if contentSize != size { contentSize = size }
    let wanted = Set(elements.map(\.key))
    for (key, view) in visibleViews.sorted(by: { $0.key < $1.key }) where !wanted.contains(key) {
      visibleViews[key] = nil
      endDisplay(view, key)
    }
    for a in elements.sorted(by: { $0.key < $1.key }) {
      if let view = visibleViews[a.key] {
        place(view, a)
      } else if let view = makeView(for: a) {
        show(view, a)
      }
    }
  }

  /// The layout's elements in the visible rectangle that name items the data source has.
  func visibleElements() -> [UICollectionViewLayoutAttributes] {
    (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { a in
      a.representedElementCategory != .cell || (counts.indices.contains(a.indexPath.section)
        && a.indexPath.item < counts[a.indexPath.section])
    }
  }

  func place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
    view.collection = self
    view.elementKey = a.key
    if let cell = view as? UICollectionViewListCell, a.representedElementCategory == .cell,
       let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
      cell.listPlacement = layout.listPlacements[a.indexPath]
    }
    a.apply(to: view)
    view.apply(a)
  }

  func show(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
    visibleViews[a.key] = view
    place(view, a)
    if let cell = view as? UICollectionViewCell {
      let selected = selectedPaths.contains(a.indexPath)
      if cell.isSelected != selected { cell.isSelected = selected }
      collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: a.indexPath)
    } else if let kind = a.representedElementKind, a.representedElementCategory == .supplementaryView {
      collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: a.indexPath)
    }
    if view.superview !== self { insertSubview(view, at: backgroundView == nil ? 0 : 1) }
    view.isHidden = a.isHidden
  }

  func endDisplay(_ view: UICollectionReusableView, _ key: ElementKey) {
    if let cell = view as? UICollectionViewCell, key.category == .cell {
      collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
    }
    enqueue(view)
  }

  func enqueue(_ view: UICollectionReusableView) {
    view.isHidden = true
    view.elementKey = nil
    view.layer.removeAllAnimations()
    guard let id = view.poolKey else { return view.removeFromSuperview() }
    cellPool[id, default: []].append(view)
  }

  /// Pending cells made while measuring self-sizing items, shown by the next tiling.
  func makeView(for a: UICollectionViewLayoutAttributes) -> UICollectionReusableView? {
    switch a.representedElementCategory {
    case .cell:
      if let cell = pendingCells.removeValue(forKey: a.indexPath) { return cell }
      return dataSource?.collectionView(self, cellForItemAt: a.indexPath)
    case .supplementaryView:
      return dataSource?.collectionView(self, viewForSupplementaryElementOfKind: a.representedElementKind ?? "", at: a.indexPath)
    case .decorationView:
      guard let kind = a.representedElementKind, let type = collectionViewLayout.decorationClasses[kind] else { return nil }
      if var pool = cellPool["decoration." + kind], !pool.isEmpty {
        let view = pool.removeFirst()
        cellPool["decoration." + kind] = pool
        return view
      }
      let view = ReusableViews.make(type, reuseIdentifier: nil, for: self) as? UICollectionReusableView
      view?.poolKey = "decoration." + kind
      return view
    }
  }

  /// Measures visible self-sizing items not yet measured; true when a size changed.
  func measure(_ elements: [UICollectionViewLayoutAttributes]) -> Bool {
    guard let sizing = collectionViewLayout as? SelfSizingLayout else { return false }
    var changed = false
    for a in elements where a.representedElementCategory == .cell && measuredSizes[a.indexPath] == nil
      && sizing.isEstimated(a.indexPath) {
      guard let cell = pendingCells[a.indexPath] ?? dataSource?.collectionView(self, cellForItemAt: a.indexPath) else { continue }
      pendingCells[a.indexPath] = cell
      cell.frame = a.frame
      cell.layoutIfNeeded()
      let fitted = cell.preferredLayoutAttributesFitting(a).size
      measuredSizes[a.indexPath] = fitted
      if fitted != a.size { changed = true }
    }
    return changed
  }

  /// The cells the collection view currently shows, in index path order.
  public var visibleCells: [UICollectionViewCell] {
    visibleViews.filter { $0.key.category == .cell }.sorted { $0.key < $1.key }.compactMap { $0.value as? UICollectionViewCell }
  }
  /// The index paths of the items the collection view currently shows, in ascending order.
  public var indexPathsForVisibleItems: [IndexPath] {
    visibleViews.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
  }
  /// Returns the visible cell of the item at the given index path, or `nil` if the item is not on screen.
  public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleViews[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] as? UICollectionViewCell
  }
  /// Returns the index path of the given cell, or `nil` if the cell is not visible.
  public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
    visibleViews.first { $0.value === cell }?.key.indexPath
  }
  /// Returns the index path of the item whose frame contains the given point, or `nil` if there is none.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    collectionViewLayout.prepareIfNeeded()
    return (collectionViewLayout.layoutAttributesForElements(in: CGRect(x: point.x, y: point.y, width: 1, height: 1)) ?? [])
      .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
  }
  /// Returns the layout attributes of the item at the given index path, preparing the layout first if needed.
  public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }
  /// Returns the layout attributes of the supplementary view of the given kind at the given index path.
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    collectionViewLayout.prepareIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
  /// Returns the visible supplementary view of the given kind at the index path, or `nil` if it is not on screen.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    visibleViews[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
  }
  /// Returns the visible supplementary views of the given kind, in index path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    visibleViews.filter { $0.key.kind == elementKind && $0.key.category == .supplementaryView }.sorted { $0.key < $1.key }.map(\.value)
  }
  /// Returns the index paths of the visible supplementary views of the given kind, in ascending order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    visibleViews.keys.filter { $0.kind == elementKind && $0.category == .supplementaryView }.map(\.indexPath).sorted()
  }
}

/// A layout whose items may size themselves from their cells.
@MainActor
protocol SelfSizingLayout: AnyObject {
  func isEstimated(_ indexPath: IndexPath) -> Bool
}

extension UICollectionViewFlowLayout: SelfSizingLayout {
  func isEstimated(_ indexPath: IndexPath) -> Bool { estimatedItemSize != .zero }
}
