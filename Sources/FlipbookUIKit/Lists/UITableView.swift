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
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  /// `UITableView.ScrollPosition`.
  public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
  /// `UITableView.RowAnimation` (raw values as UIKit's).
  public enum RowAnimation: Int, Sendable {
    case fade = 0, right, left, top, bottom, none, middle
    case automatic = 100
  }
  /// `UITableView.SeparatorInsetReference`.
  public enum SeparatorInsetReference: Int, Sendable { case fromCellEdges, fromAutomaticInsets }

  /// `UITableView.automaticDimension`: "size this from its content".
  public static let automaticDimension: CGFloat = -1
  /// `UITableViewAutomaticDimension`, the Objective-C spelling.
  public static var UITableViewAutomaticDimension: CGFloat { automaticDimension }

  public let style: Style

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

  open weak var dataSource: UITableViewDataSource? { didSet { reloadData() } }
  open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
  open var isPrefetchingEnabled = true
  /// The delegate as a table delegate (`delegate` is the scroll view's, as in UIKit).
  var tableDelegate: UITableViewDelegate? { delegate as? UITableViewDelegate }

  open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
  open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Space above each section header (iOS 15): automatic is 22 pt in plain tables, 0 in grouped.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { reloadGeometry() } }
  open var fillerRowHeight: CGFloat = 0

  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
  open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { explicitSeparatorInset = true; setNeedsLayout() }
  }
  var explicitSeparatorInset = false
  open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
  open var separatorEffect: UIVisualEffect?
  open var cellLayoutMarginsFollowReadableWidth = false
  open var insetsContentViewsToSafeArea = true
  open var sectionIndexColor: UIColor?
  open var sectionIndexBackgroundColor: UIColor?
  open var sectionIndexMinimumDisplayRowCount = 0
  open var remembersLastFocusedIndexPath = false
  open var dragInteractionEnabled = false
  open var hasActiveDrag: Bool { false }
  open var hasActiveDrop: Bool { false }
  open var selectionFollowsFocus = false
  open var allowsFocus = false

  open var tableHeaderView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let tableHeaderView { addSubview(tableHeaderView) }; reloadGeometry() }
  }
  open var tableFooterView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let tableFooterView { addSubview(tableFooterView) }; reloadGeometry() }
  }
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }

  open var allowsSelection = true
  open var allowsMultipleSelection = false
  open var allowsSelectionDuringEditing = false
  open var allowsMultipleSelectionDuringEditing = false
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

  open var numberOfSections: Int {
    ensureGeometry()
    return geometry.sections.count
  }

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
