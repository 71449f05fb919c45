import Foundation

/// UIKit's collection data source (items and cells required; one section by default).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
  /// Asks the data source for the number of items in the given section.
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  /// Asks the data source for the cell to show for the item at the given index path.
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
  /// Asks the data source for the number of sections in the collection view.
  func numberOfSections(in collectionView: UICollectionView) -> Int
  /// Asks the data source for the supplementary view, such as a header or footer, of the given kind at the index path.
  func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                      at indexPath: IndexPath) -> UICollectionReusableView
  /// Asks the data source whether the item at the given index path can be moved; Flipbook never reorders items.
  func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Tells the data source to move the item from one index path to another; Flipbook never calls it.
  func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
  /// Returns 1, the default number of sections.
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Reports an authoring error, as nothing supplies that supplementary view, and returns an empty view.
  public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
    collectionView.missingSupplementary(kind, indexPath)
  }
  /// Returns `false`: by default, items cannot be moved.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}
}

/// `UICollectionViewDataSourcePrefetching` (accepted; Flipbook asks for visible items only).
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
  /// Tells the prefetching data source to start preparing data for the given items; Flipbook never calls it.
  func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
  /// Tells the prefetching data source it no longer needs the given items prepared; Flipbook never calls it.
  func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// UIKit's collection delegate, with UIKit's defaults (everything may highlight and be selected).
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Tells the delegate that the cell is about to be shown for the item at the given index path.
  func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Tells the delegate that the cell for the item at the given index path was removed from the collection view.
  func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
  /// Tells the delegate that the supplementary view of the given kind is about to be shown.
  func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                      forElementKind elementKind: String, at indexPath: IndexPath)
  /// Asks the delegate whether the item at the given index path may be highlighted while touched.
  func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that the item at the given index path was highlighted.
  func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
  /// Tells the delegate that the highlight was removed from the item at the given index path.
  func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Asks the delegate whether the item at the given index path may be selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that the item at the given index path was selected.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Asks the delegate whether the item at the given index path may be deselected.
  func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that the item at the given index path was deselected.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                             forItemAt indexPath: IndexPath) {}
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
  /// Returns `true`: by default, every item may be highlighted.
  public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// Returns `true`: by default, every item may be selected.
  public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Returns `true`: by default, every item may be deselected.
  public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing by default.
  public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}
