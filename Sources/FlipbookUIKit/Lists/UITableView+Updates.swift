import Foundation

/// The edits of one `beginUpdates`/`endUpdates` (or `performBatchUpdates`) batch.
struct TableUpdateBatch {
  var changes = ListChanges()
  var depth = 0
  /// The animation of each deleted or reloaded row (old paths) and inserted row (new paths).
  var outgoing: [IndexPath: UITableView.RowAnimation] = [:]
  var incoming: [IndexPath: UITableView.RowAnimation] = [:]
  var sectionOut: [Int: UITableView.RowAnimation] = [:]
  var sectionIn: [Int: UITableView.RowAnimation] = [:]
  var completions: [(Bool) -> Void] = []
}

/// Batch updates as UIKit runs them: the data source's new counts are checked
/// against the edits (UIKit's "Invalid update" message when they disagree),
/// then in one animation rows that stay slide to their new places, deleted rows
/// leave and inserted rows arrive by their `RowAnimation` (TableRowAnimation.swift).
/// Duration 0.3 s ease-in-out **[est]**: UIKit documents neither and does not
/// let apps set them; 0.3 s is what replicas use (research on lists §3.1).
extension UITableView {
  static let rowAnimationDuration: TimeInterval = 0.3

  /// Begins a series of row and section edits that animate together when `endUpdates()` is called.
  public func beginUpdates() {
    ensureGeometry()
    if updates == nil { updates = TableUpdateBatch() }
    updates?.depth += 1
  }

  /// Ends a series of edits begun with `beginUpdates()`, checks them against the data source and animates them.
  ///
  /// The edits animate together over 0.3 seconds of the virtual clock; edits that disagree with the data source's
  /// new counts are reported (iOS stops the app there) and the table reloads instead.
  public func endUpdates() { finishUpdates(completion: nil) }

  /// Performs the edits in the closure as one animated batch, then calls the completion handler.
  ///
  /// The completion receives `false` when the edits disagree with the data source's new counts.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    beginUpdates()
    updates?()
    finishUpdates(completion: completion)
  }

  private func finishUpdates(completion: ((Bool) -> Void)?) {
    guard var batch = updates else { completion?(true); return }
    if let completion { batch.completions.append(completion) }
    batch.depth -= 1
    updates = batch
    guard batch.depth <= 0 else { return }
    updates = nil
    apply(batch)
  }

  /// Runs one edit inside the open batch, or as a batch of its own.
  private func edit(_ body: (inout TableUpdateBatch) -> Void) {
    beginUpdates()
    if var batch = updates {
      body(&batch)
      updates = batch
    }
    endUpdates()
  }

  /// Inserts rows at the index paths, animating them in with the given animation.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    edit { b in b.changes.insertedItems += indexPaths; for p in indexPaths { b.incoming[p] = animation } }
  }
  /// Deletes the rows at the index paths, animating them out with the given animation.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    edit { b in b.changes.deletedItems += indexPaths; for p in indexPaths { b.outgoing[p] = animation } }
  }
  /// Reloads the rows at the index paths, animating the old cells out with the given animation as the new ones fade in.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    edit { b in b.changes.reloadedItems += indexPaths; for p in indexPaths { b.outgoing[p] = animation } }
  }
  /// Updates the rows' cells in place (iOS 15): the data source configures the same cells again.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    for path in indexPaths where visibleCellsByPath[path] != nil { _ = makeCell(at: path) }
  }
  /// Moves the row at one index path to another, sliding it to its new place.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    edit { b in b.changes.movedItems.append((indexPath, newIndexPath)) }
  }
  /// Inserts the sections at the given indexes, animating them in with the given animation.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    edit { b in b.changes.insertedSections.formUnion(sections); for s in sections { b.sectionIn[s] = animation } }
  }
  /// Deletes the sections at the given indexes, animating them out with the given animation.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    edit { b in b.changes.deletedSections.formUnion(sections); for s in sections { b.sectionOut[s] = animation } }
  }
  /// Reloads the sections at the given indexes, animating their rows out and in with the given animation.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    edit { b in
      b.changes.reloadedSections.formUnion(sections)
      for s in sections { b.sectionOut[s] = animation; b.sectionIn[s] = animation }
    }
  }
  /// Moves the section at one index to another, sliding its rows to their new places.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    edit { b in b.changes.movedSections.append((section, newSection)) }
  }

  /// Checks and animates a finished batch.
  private func apply(_ batch: TableUpdateBatch) {
    let finish = batch.completions
    let oldCounts = geometry.sections.map(\.rowHeights.count)
    let newCounts = currentCounts()
    switch batch.changes.resolve(old: oldCounts, new: newCounts, noun: "table") {
    case .failure(let error):
      layer.report(error)
      reloadData()
      finish.forEach { $0(false) }
    case .success(let diff):
      animate(diff, batch: batch, newCounts: newCounts) { finished in finish.forEach { $0(finished) } }
    }
  }
}
