import Foundation

/// A controller whose view is a collection view it is the data source and
/// delegate of. Every data-source, delegate and scroll-view method is declared
/// here, so subclasses `override` them as on iOS. Like UIKit's, it does not adopt
/// `UICollectionViewDelegateFlowLayout`: subclasses that size items declare it.
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
  private var initialLayout: UICollectionViewLayout
  /// A Boolean value that indicates whether the controller clears the selection when the collection view appears.
  ///
  /// Stored for source compatibility; this controller does not read it, so the selection is never cleared automatically.
  open var clearsSelectionOnViewWillAppear = true
  /// A Boolean value that indicates whether the controller installs a gesture for reordering items interactively.
  ///
  /// Stored for source compatibility; Flipbook installs no reordering gesture.
  open var installsStandardGestureForInteractiveMovement = true

  /// Creates a collection view controller whose collection view uses the given layout.
  public init(collectionViewLayout layout: UICollectionViewLayout) {
    initialLayout = layout
    super.init(nibName: nil, bundle: nil)
  }
  public required init?(coder: NSCoder) {
    initialLayout = UICollectionViewFlowLayout()
    super.init(coder: coder)
  }

  /// The collection view the controller manages, which is its view.
  open var collectionView: UICollectionView! {
    get { view as? UICollectionView }
    set { view = newValue }
  }
  /// The layout of the managed collection view, or the layout given at initialisation before the view loads.
  open var collectionViewLayout: UICollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

  open override func loadView() {
    if loadViewFromDocument(), let cv = viewIfLoaded as? UICollectionView {
      if cv.dataSource == nil { cv.dataSource = self }
      if cv.delegate == nil { cv.delegate = self }
      return
    }
    let cv = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: initialLayout)
    cv.dataSource = self
    cv.delegate = self
    view = cv
  }

  /// Returns the number of sections in the collection view; this default returns 1.
  open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
  /// Returns the number of items in the given section; this default returns 0.
  open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
  /// Returns the cell for the item at the given index path; this default returns a new, empty cell.
  open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    UICollectionViewCell(frame: .zero)
  }
  /// Returns the supplementary view of the given kind for the index path; this default reports a missing registration.
  ///
  /// The default reports an authoring error (iOS would stop the app) and returns an empty reusable view.
  open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                           at indexPath: IndexPath) -> UICollectionReusableView {
    collectionView.missingSupplementary(kind, indexPath)
  }
  /// Returns a Boolean value that indicates whether the item can be moved; this default returns `false`.
  open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  /// Tells the data source to move the item from one index path to another; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

  /// Tells the controller that the cell is about to be displayed; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Tells the controller that the cell was removed from the collection view; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
  /// Tells the controller that the supplementary view is about to be displayed; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
                           forElementKind elementKind: String, at indexPath: IndexPath) {}
  /// Returns a Boolean value that indicates whether the item should be highlighted; this default returns `true`.
  open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
  /// Tells the controller that the item was highlighted; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Tells the controller that the highlight was removed from the item; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// Returns a Boolean value that indicates whether the item should be selected; this default returns `true`.
  open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// Tells the controller that the item was selected; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Returns a Boolean value that indicates whether the item should be deselected; this default returns `true`.
  open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  /// Tells the controller that the item was deselected; this default does nothing.
  open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}

  /// Tells the controller that the collection view scrolled; this default does nothing.
  open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Tells the controller that a scrolling animation ended; this default does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  /// Tells the controller that the user is about to begin dragging the content; this default does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Tells the controller that dragging will end, letting it change the target content offset; this default does nothing.
  open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                      targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  /// Tells the controller that dragging ended, and whether deceleration follows; this default does nothing.
  open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
  /// Tells the controller that the content is about to begin decelerating; this default does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  /// Tells the controller that the content finished decelerating; this default does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  /// Returns a Boolean value that indicates whether a tap on the status bar scrolls to the top; this default returns `true`.
  open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  /// Tells the controller that the collection view scrolled to the top; this default does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Tells the controller that the scroll view's adjusted content inset changed; this default does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Returns the view to scale when zooming; this default returns `nil`, so the content does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Tells the controller that the scroll view's zoom scale changed; this default does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
