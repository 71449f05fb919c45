import Foundation

/// Selection as UIKit runs it: a touch on a row highlights it at once (after the
/// scroll view's 0.15 s content-touch delay, so a drag never highlights), a lift
/// selects it (`willSelectRowAt`, then `didSelectRowAt`) and a drag cancels the
/// highlight. `deselectRow(at:animated: true)` fades the grey out; like UIKit it
/// tells the delegate nothing.
extension UITableView {
  /// The index path of the selected row, or `nil` if no row is selected.
  ///
  /// With several rows selected, this is the one selected first (UIKit's is the lowest index path).
  public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }
  /// The index paths of the selected rows, sorted, or `nil` if no row is selected.
  public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

  /// Selects the row at the index path, optionally scrolling it into view; `nil` deselects every row.
  ///
  /// Like UIKit's, it does not call the delegate's selection methods.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else { return deselectAll(animated: animated) }
    if !allowsMultipleSelection { deselectAll(animated: animated, except: indexPath) }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    visibleCellsByPath[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the row at the index path, fading its highlight when animated; it does not call the delegate.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedPaths.removeAll { $0 == indexPath }
    visibleCellsByPath[indexPath]?.setSelected(false, animated: animated)
  }

  private func deselectAll(animated: Bool, except keep: IndexPath? = nil) {
    for path in selectedPaths where path != keep { deselectRow(at: path, animated: animated) }
  }

  // MARK: Touches (forwarded by the cells)

  func cellTouchBegan(_ cell: UITableViewCell) {
    guard allowsSelection || isEditing && allowsSelectionDuringEditing, let path = cell.indexPathInTable,
          tableDelegate?.tableView(self, shouldHighlightRowAt: path) ?? true else { return }
    cell.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: path)
  }

  func cellTouchCancelled(_ cell: UITableViewCell) {
    guard cell.isHighlighted, let path = cell.indexPathInTable else { return }
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
  }

  func cellTouchEnded(_ cell: UITableViewCell) {
    guard cell.isHighlighted, let path = cell.indexPathInTable else { return }
    cell.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: path)
    if allowsMultipleSelection && selectedPaths.contains(path) {
      let answer: IndexPath? = tableDelegate.map { $0.tableView(self, willDeselectRowAt: path) } ?? path
      guard let target = answer else { return }
      deselectRow(at: target, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: target)
      return
    }
    let answer: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: path) } ?? path
    guard let target = answer else { return }
    let previous = allowsMultipleSelection ? [] : selectedPaths.filter { $0 != target }
    for p in previous {
      deselectRow(at: p, animated: false)
      tableDelegate?.tableView(self, didDeselectRowAt: p)
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    tableDelegate?.tableView(self, didSelectRowAt: target)
  }

  // MARK: Finding rows and cells

  // As UIKit's, these bring the visible rows up to date first: right after
  // `reloadData()` they answer with the new cells (apps animate them there).
  /// The cells the table view shows, in index path order.
  public var visibleCells: [UITableViewCell] {
    updateVisibleRowsNow()
    return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
  }
  /// The index paths of the rows the table view shows, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    updateVisibleRowsNow()
    return visibleCellsByPath.keys.sorted()
  }

  /// Returns the cell shown for the row at the index path, or `nil` if the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    updateVisibleRowsNow()
    return visibleCellsByPath[indexPath]
  }

  private func updateVisibleRowsNow() {
    if needsReload && updates == nil { tile() }
  }

  /// Returns the index path of the given visible cell, or `nil` if the cell is not shown.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    visibleCellsByPath.first { $0.value === cell }?.key
  }

  /// Returns the index path of the row at the given point, or `nil` if no row is there.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    ensureGeometry()
    return geometry.row(at: point.y)
  }

  /// Returns the index paths of the rows that intersect the rectangle.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    ensureGeometry()
    return geometry.rows(from: rect.minY, to: rect.maxY)
  }

  /// Returns the frame of the row at the index path, in the table view's coordinates.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    ensureGeometry()
    return cellFrame(at: indexPath)
  }

  /// Scrolls so the row shows at `scrollPosition` (`.none`: the least scroll that shows it).
  public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    ensureGeometry()
    guard let span = geometry.rowSpan(indexPath) else {
      return layer.report(AuthoringError(
        problem: "attempt to scroll to invalid index path: \(indexPath) (UIKit's message; iOS stops the app here)",
        fix: "Scroll to a row the data source has (numberOfRows(inSection:))"))
    }
    let inset = adjustedContentInset, height = bounds.height - inset.top - inset.bottom
    let top = span.top - inset.top
    var y: CGFloat
    switch scrollPosition {
    case .top: y = top
    case .middle: y = top - (height - span.height) / 2
    case .bottom: y = top - (height - span.height)
    case .none:
      let visibleTop = bounds.minY + inset.top
      if span.top < visibleTop { y = top } else if span.top + span.height > visibleTop + height {
        y = top - (height - span.height)
      } else { return }
    }
    let maxY = max(geometry.contentHeight + inset.bottom - bounds.height, -inset.top)
    y = min(max(y, -inset.top), maxY)
    setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: animated)
  }

  /// Scrolls the table view so the selected row shows at the given position; does nothing without a selection.
  public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
    if let path = indexPathForSelectedRow { scrollToRow(at: path, at: scrollPosition, animated: animated) }
  }
}
