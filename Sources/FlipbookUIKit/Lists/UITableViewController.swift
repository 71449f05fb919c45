import Foundation

/// A controller whose view is a table it is the data source and delegate of.
/// Every data-source, delegate and scroll-view method is declared here (with
/// UIKit's defaults: no rows), so subclasses `override` them as on iOS.
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
  private let initialStyle: UITableView.Style
  /// A Boolean value that indicates whether the selection is cleared each time the table view is about to appear.
  open var clearsSelectionOnViewWillAppear = true

  /// Creates a table view controller whose table view has the given style.
  public init(style: UITableView.Style) {
    initialStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    initialStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) {
    initialStyle = .plain
    super.init(coder: coder)
  }

  /// The table view the controller manages, which is its view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }

  /// The refresh control of the managed table view.
  open var refreshControl: UIRefreshControl? {
    get { tableView?.refreshControl }
    set { tableView?.refreshControl = newValue }
  }

  open override func loadView() {
    if loadViewFromDocument(), let table = viewIfLoaded as? UITableView {
      if table.dataSource == nil { table.dataSource = self }
      if table.delegate == nil { table.delegate = self }
      return
    }
    let table = UITableView(frame: UIScreen.main.bounds, style: initialStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Editing the controller edits its table.
  open override func setEditing(_ editing: Bool, animated: Bool) {
    super.setEditing(editing, animated: animated)
    tableView?.setEditing(editing, animated: animated)
  }

  /// Notifies the controller that its view is about to appear, deselecting the table's selected rows if
  /// `clearsSelectionOnViewWillAppear` is `true`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard clearsSelectionOnViewWillAppear, let table = viewIfLoaded as? UITableView else { return }
    for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
  }

  // MARK: UITableViewDataSource

  // A storyboard's static table answers through these (subclasses call super, as on iOS).
  /// Returns the number of sections: a storyboard's static sections, else 1.
  open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticContent?.sections.count ?? 1 }
  /// Returns the number of rows in the section: the static cells of a storyboard's section, else 0.
  open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    tableView.staticContent.map { $0.sections.indices.contains(section) ? $0.sections[section].cells.count : 0 } ?? 0
  }
  /// Returns the cell for the index path: a storyboard's static cell, else a new, empty cell.
  open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.staticContent?.cell(at: indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  /// Returns the title of the section's header from a storyboard's static table, else `nil`.
  open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].header : nil }
  }
  /// Returns the title of the section's footer from a storyboard's static table, else `nil`.
  open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
    tableView.staticContent.flatMap { $0.sections.indices.contains(section) ? $0.sections[section].footer : nil }
  }
  /// Returns a Boolean value that indicates whether the row can be edited; this default returns `true`.
  open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
  /// Returns a Boolean value that indicates whether the row can be moved; this default returns `false`.
  open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
  /// Returns the titles of the section index; this default returns `nil`, and Flipbook shows no section index.
  open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
  /// Returns the section a section index title leads to; this default returns the given index.
  open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
  /// Commits the insertion or deletion of the row; this default does nothing.
  open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                      forRowAt indexPath: IndexPath) {}
  /// Moves a row in the data from one index path to another; this default does nothing.
  open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

  // MARK: UITableViewDelegate

  /// Returns the height of the row; this default returns the table view's `rowHeight`.
  open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
  /// Returns an estimate of the row's height; this default returns the table view's `estimatedRowHeight`.
  open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.estimatedRowHeight
  }
  /// Returns the height of the section's header; this default returns the table view's `sectionHeaderHeight`.
  open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
  /// Returns the height of the section's footer; this default returns the table view's `sectionFooterHeight`.
  open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
  /// Returns the view for the section's header; this default returns `nil`, so the header shows its title.
  open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
  /// Returns the view for the section's footer; this default returns `nil`, so the footer shows its title.
  open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
  /// Tells the controller that a cell is about to be shown; this default does nothing.
  open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Tells the controller that a cell was removed from the table view; this default does nothing.
  open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
  /// Tells the controller that a section's header view is about to be shown; this default does nothing.
  open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
  /// Tells the controller that a section's footer view is about to be shown; this default does nothing.
  open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
  /// Returns a Boolean value that indicates whether the row highlights when touched; this default returns `true`.
  open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
  /// Tells the controller that the row was highlighted; this default does nothing.
  open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
  /// Tells the controller that the row lost its highlight; this default does nothing.
  open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
  /// Returns the row to select in place of the given one; this default returns the given index path.
  open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Tells the controller that the row was selected; this default does nothing.
  open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Returns the row to deselect in place of the given one; this default returns the given index path.
  open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
  /// Tells the controller that the row was deselected; this default does nothing.
  open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Tells the controller that the row's detail button was tapped; this default does nothing.
  open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
  /// Returns the editing style of the row; this default returns `.delete`.
  open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
    .delete
  }
  /// Returns the actions shown when the row is swiped from its leading edge; this default returns `nil`.
  open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration? { nil }
  /// Returns the actions shown when the row is swiped from its trailing edge; this default returns `nil`.
  open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
    -> UISwipeActionsConfiguration? { nil }
  /// Returns the indentation level of the row; this default returns 0.
  open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

  // MARK: UIScrollViewDelegate

  /// Tells the controller that the table view scrolled; this default does nothing.
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
  /// Tells the controller that the table view scrolled to the top; this default does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  /// Tells the controller that the scroll view's adjusted content inset changed; this default does nothing.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
  /// Returns the view to scale when zooming; this default returns `nil`, so the content does not zoom.
  open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  /// Tells the controller that the scroll view's zoom scale changed; this default does nothing.
  open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
}
