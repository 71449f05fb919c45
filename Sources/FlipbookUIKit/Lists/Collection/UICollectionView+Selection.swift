import Foundation

/// Highlight on touch, selection on lift (`shouldSelectItemAt`, then
/// `didSelectItemAt`), and scrolling to items.
extension UICollectionView {
  /// The index paths of the selected items, in ascending order; empty when none is selected.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.sorted() }

  /// Selects the item at the index path and scrolls it to the given position, without calling the delegate.
  ///
  /// Without multiple selection, other selected items are deselected; a `nil` index path deselects every item.
  public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for p in selectedPaths { deselectItem(at: p, animated: animated) }
      return
    }
    if !allowsMultipleSelection { for p in selectedPaths where p != indexPath { deselectItem(at: p, animated: animated) } }
    if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
    cellForItem(at: indexPath)?.isSelected = true
    if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
  }

  /// Deselects the item at the given index path, without calling the delegate.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedPaths.removeAll { $0 == indexPath }
    cellForItem(at: indexPath)?.isSelected = false
  }

  func cellTouchBegan(_ cell: UICollectionViewCell) {
    guard allowsSelection, let path = cell.elementKey?.indexPath,
          collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
    cell.isHighlighted = true
    collectionDelegate?.collectionView(self, didHighlightItemAt: path)
  }

  func cellTouchCancelled(_ cell: UICollectionViewCell) {
    guard cell.isHighlighted, let path = cell.elementKey?.indexPath else { return }
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
  }

  func cellTouchEnded(_ cell: UICollectionViewCell) {
    guard cell.isHighlighted, let path = cell.elementKey?.indexPath else { return }
    cell.isHighlighted = false
    collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    if selectedPaths.contains(path) && allowsMultipleSelection {
      guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
      deselectItem(at: path, animated: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: path)
      return
    }
    guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
    let previous = allowsMultipleSelection ? [] : selectedPaths.filter { $0 != path }
    for p in previous {
      deselectItem(at: p, animated: false)
      collectionDelegate?.collectionView(self, didDeselectItemAt: p)
    }
    selectItem(at: path, animated: false, scrollPosition: [])
    collectionDelegate?.collectionView(self, didSelectItemAt: path)
  }

  /// Scrolls so the item shows at `scrollPosition` on each axis the position names.
  public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
    guard let a = layoutAttributesForItem(at: indexPath) else {
      return layer.report(AuthoringError(
        problem: "attempt to scroll to invalid index path: \(indexPath) (UIKit's message; iOS stops the app here)",
        fix: "Scroll to an item the data source has (numberOfItems(inSection:))"))
    }
    let inset = adjustedContentInset, f = a.frame
    var o = contentOffset
    let w = bounds.width - inset.left - inset.right, h = bounds.height - inset.top - inset.bottom
    if scrollPosition.contains(.top) { o.y = f.minY - inset.top }
    if scrollPosition.contains(.centeredVertically) { o.y = f.midY - h / 2 - inset.top }
    if scrollPosition.contains(.bottom) { o.y = f.maxY - h - inset.top }
    if scrollPosition.contains(.left) { o.x = f.minX - inset.left }
    if scrollPosition.contains(.centeredHorizontally) { o.x = f.midX - w / 2 - inset.left }
    if scrollPosition.contains(.right) { o.x = f.maxX - w - inset.left }
    let content = collectionViewLayout.collectionViewContentSize
    o.x = min(max(o.x, -inset.left), max(content.width + inset.right - bounds.width, -inset.left))
    o.y = min(max(o.y, -inset.top), max(content.height + inset.bottom - bounds.height, -inset.top))
    setContentOffset(o, animated: animated)
  }
}
