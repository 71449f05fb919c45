import Foundation

/// UIKit's table: rows in sections down a scroll view, each a `UITableViewCell`
/// the data source hands out, laid out lazily for what is visible and reused as
/// they scroll off. The look follows iOS 17 (research on lists §1): 44-pt rows,
/// hairline separators inset to the text, grouped and inset-grouped sections on
/// `systemGroupedBackground`, 22 pt above plain section headers.
///
/// Files: geometry (TableGeometry), tiling (UITableView+Tiling), headers and
/// footers (UITableView+Sections), updates and row animations (UITableView+Updates),
/// selection and touches (UITableView+Selection), scrolling to rows (UITableView+Scrolling).
open class UITableView: UIScrollView {
  /// `UITableView.Style`.
  public enum Style: Int, Sendable {
    /// A style in which section headers and footers float over the rows as they scroll.
    case plain
    /// A style in which each section is a separate group on the grouped background.
    case grouped
    /// A style in which the grouped sections are inset from the sides and have rounded corners.
    case insetGrouped
  }
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable {
    /// A position that scrolls the least needed to show the row, or not at all if it is fully visible.
    case none
    /// A position that puts the row at the top of the visible area.
    case top
    /// A position that puts the row in the middle of the visible area.
    case middle
    /// A position that puts the row at the bottom of the visible area.
    case bottom
  }
  /// `UITableView.RowAnimation` (raw values as UIKit's).
  public enum RowAnimation: Int, Sendable {
    /// An animation in which the row fades in or out in place.
    case fade = 0
    /// An animation in which the row slides in from the right or out to the right.
    case right
    /// An animation in which the row slides in from the left or out to the left.
    case left
    /// An animation in which the row slides down into place or up out of it, behind the rows around it.
    case top
    /// An animation in which the row slides up into place or down out of it, behind the rows around it.
    case bottom
    /// An animation in which the row appears or disappears at once, while the other rows still move.
    case none
    /// An animation in which the row stays centered in the space that opens or closes, fading.
    case middle
    /// An animation the table chooses: `bottom` for a section's first row, `top` for its last, else `fade`.
    ///
    /// The only row of a section fades.
    case automatic = 100
  }
  /// `UITableView.SeparatorInsetReference`.
  public enum SeparatorInsetReference: Int, Sendable {
    /// A reference that measures the separator inset from the cell's edges.
    case fromCellEdges
    /// A reference that measures the separator inset from the table's automatic inset.
    case fromAutomaticInsets
  }

  /// `UITableView.automaticDimension`: "size this from its content".
  public static let automaticDimension: CGFloat = -1
  /// `UITableViewAutomaticDimension`, the Objective-C spelling.
  public static var UITableViewAutomaticDimension: CGFloat { automaticDimension }

  /// The style of the table view: plain, grouped or inset grouped.
  public let style: Style

  /// Creates a table view with the given frame and style.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
    setUpTable()
  }

  public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

  public required init?(coder: NSCoder) {
    style = Style(ibName: coder.decodeObject(forKey: "style") as? String)
    super.init(coder: coder)
    setUpTable()
    NibCoder.finish(self, coder, as: UITableView.self)
  }

  private func setUpTable() {
    backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
    alwaysBounceVertical = true
    installSwipe()
    setNeedsLayout()
  }

  // MARK: Data

  /// The object that supplies the table view's sections, rows and cells; setting it reloads the table.
  open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
  /// The object that prepares the data of rows before they show.
  ///
  /// Stored for source compatibility; Flipbook does not call it and asks for visible rows only.
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
  /// A Boolean value that indicates whether the table view prefetches data for rows about to show.
  ///
  /// Stored for source compatibility; Flipbook does not prefetch.
  open var isPrefetchingEnabled = true
  /// The delegate as a table delegate (`delegate` is the scroll view's, as in UIKit).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  /// The height of each row, or `automaticDimension` (the default) to size each row from its cell.
  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  /// The height rows count at until they are measured; 0 measures every row at once.
  ///
  /// `automaticDimension` (the default) counts rows at `rowHeight`, or at 44 points when that is automatic too.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  /// The height of section headers, or `automaticDimension` (the default) to size them from their title or view.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  /// The height of section footers, or `automaticDimension` (the default) to size them from their title or view.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  /// The estimated height of section headers.
  ///
  /// Stored for source compatibility; Flipbook measures headers when it lays out the table.
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// The estimated height of section footers.
  ///
  /// Stored for source compatibility; Flipbook measures footers when it lays out the table.
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Space above each section header (iOS 15): automatic is 22 pt in plain tables, 0 in grouped.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  /// The height of the empty filler rows below the last row of a plain table.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var fillerRowHeight: CGFloat = 0

  /// The style of the separators between rows; `.none` hides them.
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  /// The color of the separators between rows; `nil` uses the system separator color.
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  /// The inset of the separators between rows; setting it replaces the automatic inset to the text.
  ///
  /// Only the left inset is used.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { explicitSeparatorInset = true; setNeedsLayout() }
  }
  var explicitSeparatorInset = false
  /// The edge that `separatorInset` is measured from.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  /// The visual effect applied to the separators.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var separatorEffect: UIVisualEffect?
  /// A Boolean value that indicates whether the cells' layout margins follow the readable content width.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var cellLayoutMarginsFollowReadableWidth = false
  /// A Boolean value that indicates whether the cells' content views are inset to the safe area.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var insetsContentViewsToSafeArea = true
  /// The color of the section index's text.
  ///
  /// Stored for source compatibility; Flipbook shows no section index.
  open var sectionIndexColor: UIColor?
  /// The background color of the section index.
  ///
  /// Stored for source compatibility; Flipbook shows no section index.
  open var sectionIndexBackgroundColor: UIColor?
  /// The number of rows a table needs before it shows its section index.
  ///
  /// Stored for source compatibility; Flipbook shows no section index.
  open var sectionIndexMinimumDisplayRowCount = 0
  /// A Boolean value that indicates whether the table view returns focus to the last focused row.
  ///
  /// Stored for source compatibility; Flipbook has no focus system.
  open var remembersLastFocusedIndexPath = false
  /// A Boolean value that indicates whether the table view supports dragging and dropping rows.
  ///
  /// Stored for source compatibility; Flipbook has no drag and drop.
  open var dragInteractionEnabled = false
  /// A Boolean value that indicates whether a drag of rows is in progress; always `false` here.
  open var hasActiveDrag: Bool { false }
  /// A Boolean value that indicates whether a drop onto the table view is in progress; always `false` here.
  open var hasActiveDrop: Bool { false }
  /// A Boolean value that indicates whether moving the focus to a row selects it.
  ///
  /// Stored for source compatibility; Flipbook has no focus system.
  open var selectionFollowsFocus = false
  /// A Boolean value that indicates whether rows can take the focus.
  ///
  /// Stored for source compatibility; Flipbook has no focus system.
  open var allowsFocus = false

  /// The view shown above the first section, as tall as its frame.
  open var tableHeaderView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; reloadGeometry() }
  }
  /// The view shown below the last section, as tall as its frame.
  open var tableFooterView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; reloadGeometry() }
  }
  /// The view shown behind the table's content.
  ///
  /// Flipbook does not size or position it (iOS fills the table with it), so give it a frame.
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }

  /// A Boolean value that indicates whether the user can select rows.
  open var allowsSelection = true
  /// A Boolean value that indicates whether the user can select more than one row at a time.
  open var allowsMultipleSelection = false
  /// A Boolean value that indicates whether the user can select rows while the table is editing.
  open var allowsSelectionDuringEditing = false
  /// A Boolean value that indicates whether the user can select more than one row while the table is editing.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var allowsMultipleSelectionDuringEditing = false
  /// A Boolean value that indicates whether the table view is in editing mode; setting it does not animate.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  var editingState = false
  /// Turns editing on or off: each visible row shows its delegate's editing control
  /// (delete or insert) and its content slides over, animated over 0.3 s when asked.
  open func setEditing(_ editing: Bool, animated: Bool) {
    editingState = editing
    closeSwipe(animated: false)
    for (path, cell) in visibleCellsByPath {
      cell.editingControlStyle = editingStyle(at: path)
      cell.setEditing(editing, animated: animated)
    }
  }

  func editingStyle(at path: IndexPath) -> UITableViewCell.EditingStyle {
    guard dataSource?.tableView(self, canEditRowAt: path) ?? false else { return .none }
    return tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
  }

  // MARK: State

  var geometry = TableGeometry()
  var needsReload = true
  var isTiling = false
  /// Whether the first layout in a window has placed the offset (ListScrolling.swift).
  var placedInitialOffset = false
  var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
  /// Cells made while measuring rows, waiting for the tiling to show them.
  var measuredCells: [IndexPath: UITableViewCell] = [:]
  var reusePool: [String: [UITableViewCell]] = [:]
  var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
  var cellSources: [String: ReusableSource] = [:]
  var headerFooterSources: [String: ReusableSource] = [:]
  var sectionViews: [SectionViewKey: UIView] = [:]
  var selectedPaths: [IndexPath] = []
  var updates: TableUpdateBatch?
  /// The row whose swipe actions show, and the swipe's recognizer (UITableView+Swipe.swift).
  var openSwipe: OpenSwipe?
  var swipeStart: CGFloat = 0
  var swipeRecognizer: RowSwipeRecognizer?
  /// A storyboard's static sections and cells (answered by UITableViewController).
  var staticContent: StaticTableContent?
  /// Cells animating out after an update (removed when the animation ends).
  var departingCells: [UIView] = []
  /// How many cells the table has made (reuse measured in tests).
  private(set) var cellsMade = 0

  func noteCellMade() { cellsMade += 1 }

  // MARK: Counts

  /// The number of sections in the table view, as the data source last reported.
  open var numberOfSections: Int {
    ensureGeometry()
    return geometry.sections.count
  }

  /// Returns the number of rows in the section, or 0 for a section that does not exist.
  open func numberOfRows(inSection section: Int) -> Int {
    ensureGeometry()
    return geometry.sections.indices.contains(section) ? geometry.sections[section].rowHeights.count : 0
  }

  /// Reloads everything: counts, heights and the visible cells, without animation.
  open func reloadData() {
    for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) {
      tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
      enqueue(cell)
    }
    visibleCellsByPath = [:]
    for cell in measuredCells.values { enqueue(cell) }
    measuredCells = [:]
    for view in sectionViews.values { view.removeFromSuperview() }
    sectionViews = [:]
    selectedPaths = []
    needsReload = true
    setNeedsLayout()
  }

  /// Heights changed (a height property, the header view): measured again at the next layout.
  func reloadGeometry() {
    guard !needsReload else { return }
    needsReload = true
    setNeedsLayout()
  }

  /// Reloads the titles of the section index; does nothing, as Flipbook shows no section index.
  open func reloadSectionIndexTitles() {}

  open override func layoutSubviews() {
    super.layoutSubviews()
    // In a layout pass, not mid-way through a frame change (the safe area would be off).
    if dataSource != nil { adoptInitialOffset(done: placedInitialOffset, mark: { placedInitialOffset = true }) }
    tile()
  }

  /// A scroll lays out the rows coming into view at once; a new size measures again.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let old = super.bounds
      super.bounds = newValue
      if old.size != newValue.size { reloadGeometry() }
      if old != newValue { tile() }
    }
  }
}

extension UITableView.Style {
  init(ibName: String?) {
    self = switch ibName { case "grouped": .grouped case "insetGrouped": .insetGrouped default: .plain }
  }
}

extension UITableViewCell.CellStyle {
  init(ibName: String?) {
    self = switch ibName {
    case "IBUITableViewCellStyleValue1": .value1
    case "IBUITableViewCellStyleValue2": .value2
    case "IBUITableViewCellStyleSubtitle": .subtitle
    default: .default
    }
  }
}
