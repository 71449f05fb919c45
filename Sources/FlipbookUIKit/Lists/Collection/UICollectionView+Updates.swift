import Foundation

/// The edits of one `performBatchUpdates` batch.
struct CollectionUpdateBatch {
  var changes = ListChanges()
  var depth = 0
  var completions: [(Bool) -> Void] = []
}

/// Batch updates as UIKit runs them: counts checked, then in one 0.3 s animation
/// **[est]** surviving items move from their old layout attributes to their new
/// ones, deleted items go to the layout's `finalLayoutAttributesForDisappearingItem`
/// (default: where they were, faded out) and inserted items come from
/// `initialLayoutAttributesForAppearingItem` (default: where they land, faded
/// in; PSTCollectionView's reading of UIKit, research on lists §5.3).
extension UICollectionView {
  /// Animates the inserts, deletes, reloads and moves made in the given block as one 0.3-second update.
  ///
  /// Counts that do not match the edits report an authoring error; the view then reloads and completion gets `false`.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginBatch()
    updates?()
    endBatch(completion)
  }

  private func beginBatch() {
    ensureCounts()
    collectionViewLayout.prepareIfNeeded()
    if batch == nil { batch = CollectionUpdateBatch() }
    batch?.depth += 1
  }

  private func endBatch(_ completion: ((Bool) -> Void)?) {
    guard var b = batch else { completion?(true); return }
    if let completion { b.completions.append(completion) }
    b.depth -= 1
    batch = b.depth > 0 ? b : nil
    if b.depth <= 0 { apply(b) }
  }

  private func edit(_ body: (inout CollectionUpdateBatch) -> Void) {
    beginBatch()
    if var b = batch { body(&b); batch = b }
    endBatch(nil)
  }

  /// Inserts items at the given index paths, animated (as part of the enclosing batch update, if any).
  public func insertItems(at indexPaths: [IndexPath]) { edit { $0.changes.insertedItems += indexPaths } }
  /// Deletes the items at the given index paths, animated (as part of the enclosing batch update, if any).
  public func deleteItems(at indexPaths: [IndexPath]) { edit { $0.changes.deletedItems += indexPaths } }
  /// Reloads the items at the given index paths, animated (as part of the enclosing batch update, if any).
  public func reloadItems(at indexPaths: [IndexPath]) { edit { $0.changes.reloadedItems += indexPaths } }
  /// Moves the item from one index path to another, animated (as part of the enclosing batch update, if any).
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { edit { $0.changes.movedItems.append((indexPath, newIndexPath)) } }
  /// Inserts the given sections, animated (as part of the enclosing batch update, if any).
  public func insertSections(_ sections: IndexSet) { edit { $0.changes.insertedSections.formUnion(sections) } }
  /// Deletes the given sections, animated (as part of the enclosing batch update, if any).
  public func deleteSections(_ sections: IndexSet) { edit { $0.changes.deletedSections.formUnion(sections) } }
  /// Reloads the given sections, animated (as part of the enclosing batch update, if any).
  public func reloadSections(_ sections: IndexSet) { edit { $0.changes.reloadedSections.formUnion(sections) } }
  /// Moves a section to a new position, animated (as part of the enclosing batch update, if any).
  public func moveSection(_ section: Int, toSection newSection: Int) { edit { $0.changes.movedSections.append((section, newSection)) } }
  /// Configures the items' cells again in place (iOS 15).
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    for path in indexPaths where cellForItem(at: path) != nil { _ = dataSource?.collectionView(self, cellForItemAt: path) }
  }

  private func apply(_ b: CollectionUpdateBatch) {
    let newCounts = currentCounts()
    switch b.changes.resolve(old: counts, new: newCounts, noun: "collection") {
    case .failure(let error):
      layer.report(error)
      reloadData()
      b.completions.forEach { $0(false) }
    case .success(let diff):
      animate(diff, newCounts: newCounts) { finished in b.completions.forEach { $0(finished) } }
    }
  }

  /// Animates from the current layout to the one for `newCounts`.
  func animate(_ diff: ListDiff, newCounts: [Int], completion: @escaping (Bool) -> Void) {
    let layout = collectionViewLayout
    let reach = bounds.insetBy(dx: -bounds.width, dy: -bounds.height)
    var oldAttributes: [ElementKey: UICollectionViewLayoutAttributes] = [:]
    for a in layout.layoutAttributesForElements(in: reach) ?? [] { oldAttributes[a.key] = a.copy() as? UICollectionViewLayoutAttributes }
    let oldViews = visibleViews
    visibleViews = [:]
    counts = newCounts
    measuredSizes = Dictionary(uniqueKeysWithValues: measuredSizes.compactMap { k, v in diff.survivors[k].map { ($0, v) } })
    selectedPaths = selectedPaths.compactMap { diff.survivors[$0] }
    var updateItems = diff.deleted.map { UICollectionViewUpdateItem(before: $0, after: nil, action: .delete) }
    updateItems += diff.inserted.map { UICollectionViewUpdateItem(before: nil, after: $0, action: .insert) }
    updateItems += diff.survivors.filter { $0.key != $0.value }.sorted { $0.key < $1.key }
      .map { UICollectionViewUpdateItem(before: $0.key, after: $0.value, action: .move) }
    layout.needsPrepare = true
    layout.prepareIfNeeded()
    layout.prepare(forCollectionViewUpdates: updateItems)
    let elements = visibleElements()
    let reverse = Dictionary(uniqueKeysWithValues: diff.survivors.map { ($0.value, $0.key) })
    var leaving: [(UICollectionReusableView, UICollectionViewLayoutAttributes)] = []
    var kept: [ElementKey: UICollectionReusableView] = [:]
    for (key, view) in oldViews.sorted(by: { $0.key < $1.key }) {
      var moved = key
      if key.category == .cell { moved.indexPath = diff.survivors[key.indexPath] ?? key.indexPath }
      if key.category == .cell, diff.survivors[key.indexPath] == nil || diff.reloaded.contains(moved.indexPath) {
        let end = layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath) ?? faded(oldAttributes[key], view)
        if let cell = view as? UICollectionViewCell { collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath) }
        leaving.append((view, end))
      } else if key.category != .cell, let s = diff.sections[key.indexPath.section] {
        moved.indexPath.section = s
        kept[moved] = view
      } else if key.category == .cell {
        kept[moved] = view
      } else {
        leaving.append((view, faded(oldAttributes[key], view)))
      }
    }
    UIView.performWithoutAnimation {
      for a in elements.sorted(by: { $0.key < $1.key }) where kept[a.key] == nil {
        guard let view = makeView(for: a) else { continue }
        var start = a.copy() as? UICollectionViewLayoutAttributes ?? a
        if a.representedElementCategory == .cell, let from = reverse[a.indexPath], !diff.reloaded.contains(a.indexPath),
           let old = oldAttributes[ElementKey(category: .cell, kind: nil, indexPath: from)] {
          start = old
          start.indexPath = a.indexPath
        } else if a.representedElementCategory == .cell {
          start = layout.initialLayoutAttributesForAppearingItem(at: a.indexPath) ?? faded(a, nil)
        } else if let kind = a.representedElementKind {
          start = layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: kind, at: a.indexPath) ?? faded(a, nil)
        }
        show(view, start)
        kept[a.key] = view
      }
    }
    visibleViews = kept
    let wanted = Set(elements.map(\.key))
    UIView.animate(withDuration: Self.updateDuration, delay: 0, options: [.curveEaseInOut], animations: {
      for a in elements { if let view = kept[a.key] { self.place(view, a) } }
      for (key, view) in kept where !wanted.contains(key) {
        if let a = key.category == .cell ? layout.layoutAttributesForItem(at: key.indexPath) : nil { self.place(view, a) }
      }
      for (view, end) in leaving { end.apply(to: view) }
    }, completion: { finished in
      for (view, _) in leaving { view.alpha = 1; self.enqueue(view) }
      layout.finalizeCollectionViewUpdates()
      self.tile()
      completion(finished)
    })
    let size = layout.collectionViewContentSize
    if contentSize != size { contentSize = size }
  }

  /// The attributes, faded out (or the view's current frame, faded, when the layout had none).
  private func faded(_ a: UICollectionViewLayoutAttributes?, _ view: UIView?) -> UICollectionViewLayoutAttributes {
    let copy = (a?.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes()
    if a == nil, let view { copy.frame = view.frame }
    copy.alpha = 0
    return copy
  }
}
