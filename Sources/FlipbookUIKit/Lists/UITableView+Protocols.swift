import Foundation

/// UIKit's table data source. `numberOfRowsInSection` and `cellForRowAt` are
/// required; the rest default as UIKit's optional methods do (one section, no titles).
@preconcurrency @MainActor
public protocol UITableViewDataSource: AnyObject {
  /// Asks the data source for the number of rows in the given section.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Asks the data source for the cell to show at the index path.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Asks the data source for the number of sections in the table view.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Asks the data source for the title of the header of the given section.
  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
  /// Asks the data source for the title of the footer of the given section.
  func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
  /// Asks the data source whether the row at the index path can be edited.
  func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
  /// Asks the data source whether the row at the index path can be moved.
  ///
  /// Flipbook's table view does not call it.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Asks the data source for the titles of the section index.
  ///
  /// Flipbook's table view does not call it and shows no section index.
  func sectionIndexTitles(for tableView: UITableView) -> [String]?
  /// Asks the data source for the section that the section index title at the given index leads to.
  ///
  /// Flipbook's table view does not call it and shows no section index.
  func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
  /// Asks the data source to commit the insertion or deletion of the row at the index path.
  ///
  /// Flipbook's table view does not call it.
  func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                 forRowAt indexPath: IndexPath)
  /// Tells the data source to move the row from one index path to another.
  ///
  /// Flipbook's table view does not call it.
  func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Returns 1: by default a table view has one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Returns `nil`: by default a section has no header title.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
  /// Returns `nil`: by default a section has no footer title.
  public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
  /// Returns `true`: by default every row can be edited.
  public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Returns `false`: by default no row can be moved.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Returns `nil`: by default the table view has no section index.
  public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// Returns the given index: by default each section index title leads to the section at the same index.
  public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  /// Commits the insertion or deletion of a row; does nothing by default.
  public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
  /// Moves a row in the data; does nothing by default.
  public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                        to destinationIndexPath: IndexPath) {}
}

/// `UITableViewDataSourcePrefetching` (accepted; Flipbook asks for visible rows only).
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
  /// Tells the prefetching data source to start preparing the data for the rows at the index paths.
  ///
  /// Flipbook's table view does not call it: it asks for visible rows only.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
  /// Tells the prefetching data source to cancel preparing the data for the rows at the index paths.
  ///
  /// Flipbook's table view does not call it: it asks for visible rows only.
  func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
  /// Cancels prefetching for the rows; does nothing by default.
  public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// UIKit's table delegate. Heights default to the table's own (`rowHeight`,
/// `sectionHeaderHeight`, `sectionFooterHeight`), which is what UIKit uses when
/// the delegate does not answer; selection defaults to allowing it.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Asks the delegate for the height of the row at the index path.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks the delegate for an estimate of the height of the row at the index path.
  ///
  /// Flipbook's table view does not call it: unmeasured rows count at `estimatedRowHeight`.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Asks the delegate for the height of the header of the given section.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Asks the delegate for the height of the footer of the given section.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Asks the delegate for the view to show as the header of the given section.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Asks the delegate for the view to show as the footer of the given section.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Tells the delegate that the cell is about to be shown for the row at the index path.
  func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate that the cell was removed from the table view.
  func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Tells the delegate that the header view of the given section is about to be shown.
  func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
  /// Tells the delegate that the footer view of the given section is about to be shown.
  func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
  /// Asks the delegate whether the row at the index path should highlight when touched.
  func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
  /// Tells the delegate that the row at the index path was highlighted.
  func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
  /// Tells the delegate that the highlight was removed from the row at the index path.
  func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
  /// Asks the delegate which row to select, given the row about to be selected; `nil` selects none.
  func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate that the row at the index path was selected.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Asks the delegate which row to deselect, given the row about to be deselected; `nil` deselects none.
  func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
  /// Tells the delegate that the row at the index path was deselected.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Tells the delegate that the user tapped the detail button of the row at the index path.
  ///
  /// Flipbook's table view does not call it.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Asks the delegate for the editing style of the row at the index path.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
  /// Asks the delegate for the actions to show when the row is swiped from its leading edge.
  func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// Asks the delegate for the actions to show when the row is swiped from its trailing edge.
  func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  /// Asks the delegate for the indentation level of the row at the index path.
  ///
  /// Flipbook's table view does not call it; set the cell's `indentationLevel` instead.
  func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
}

extension UITableViewDelegate {
  /// Returns the table view's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  /// Returns the table view's `estimatedRowHeight`.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// Returns the table view's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.sectionHeaderHeight
  }
  /// Returns the table view's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.sectionFooterHeight
  }
  /// Returns `nil`: by default a section header shows its title, if any.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// Returns `nil`: by default a section footer shows its title, if any.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Tells the delegate that a cell is about to be shown; does nothing by default.
  public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Tells the delegate that a cell was removed; does nothing by default.
  public func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Tells the delegate that a header view is about to be shown; does nothing by default.
  public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// Tells the delegate that a footer view is about to be shown; does nothing by default.
  public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// Returns `true`: by default every row highlights.
  public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Tells the delegate that a row was highlighted; does nothing by default.
  public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Tells the delegate that a row lost its highlight; does nothing by default.
  public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Returns the given index path: by default the row is selected.
  public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Tells the delegate that a row was selected; does nothing by default.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Returns the given index path: by default the row is deselected.
  public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Tells the delegate that a row was deselected; does nothing by default.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Tells the delegate that a row's detail button was tapped; does nothing by default.
  public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  /// Returns `.delete`: by default an editable row shows a delete control.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    .delete
  }
  /// Returns `nil`: by default a row has no leading swipe actions.
  public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration? { nil }
  /// Returns `nil`: by default a row has no trailing swipe actions.
  public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration? { nil }
  /// Returns 0: by default rows are not indented.
  public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
}
