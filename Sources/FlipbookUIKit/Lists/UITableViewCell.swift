import Foundation

/// A table's row view, as UIKit builds it: a `contentView` for the row's content
/// (the built-in `textLabel`, `detailTextLabel` and `imageView` of the four
/// legacy styles, a `UIListContentConfiguration`, or the app's own subviews),
/// an accessory on the trailing side, `backgroundView` and
/// `selectedBackgroundView` behind, and a hairline separator along the bottom
/// that the table places (UITableView+Cells.swift). Metrics: docs/research on lists
/// §2 (row 44 pt, margins 16/20, detail fonts, highlight `systemGray4`).
open class UITableViewCell: UIView {
  /// `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Sendable {
    /// A style with a leading image and a text label, and no detail label.
    case `default`
    /// A style with a text label on the leading side and a secondary detail label on the trailing side.
    case value1
    /// A style with a small, right-aligned blue text label followed by a detail label.
    case value2
    /// A style with a text label and a smaller detail label below it.
    case subtitle
  }
  /// `UITableViewCell.SelectionStyle` (`.blue` and `.gray` draw as `.default`, as since iOS 7).
  public enum SelectionStyle: Int, Sendable {
    /// A style in which the cell shows no selected background.
    case none
    /// A style that shows the default selected background (blue before iOS 7).
    case blue
    /// A style that shows the default selected background (gray before iOS 7).
    case gray
    /// A style that shows the default gray selected background.
    case `default`
  }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable {
    /// An accessory type that shows no accessory.
    case none
    /// An accessory type that shows a chevron pointing to the trailing side.
    case disclosureIndicator
    /// An accessory type that shows an info button followed by a chevron.
    case detailDisclosureButton
    /// An accessory type that shows a checkmark.
    case checkmark
    /// An accessory type that shows an info button.
    case detailButton
  }
  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable {
    /// A style with no editing control.
    case none
    /// A style with a red delete control.
    case delete
    /// A style with a green insert control.
    case insert
  }
  /// `UITableViewCell.SeparatorStyle` (the table's `separatorStyle`).
  public enum SeparatorStyle: Int, Sendable {
    /// A style with no separators.
    case none
    /// A style with a single hairline separator.
    case singleLine
    /// An etched single-line separator, a style of old grouped tables; Flipbook draws it as `singleLine`.
    case singleLineEtched
  }
  /// `UITableViewCell.FocusStyle`.
  public enum FocusStyle: Int, Sendable {
    /// A style that shows the system's focused look.
    case `default`
    /// A style in which the cell draws its own focused look.
    case custom
  }

  /// The cell's style, which sets the layout of its built-in labels and image.
  public private(set) var style: CellStyle = .default
  /// The identifier the table view reuses the cell by, or `nil` for a cell that is not reused.
  open internal(set) var reuseIdentifier: String?
  /// The row's content; the table sizes it to the row less the accessory.
  open private(set) var contentView = UIView()
  let separator = UIView()
  let topSeparator = UIView()

  /// Creates a cell with the given style and reuse identifier, 320 by 44 points in size.
  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    setUpCell()
  }

  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
    style = CellStyle(ibName: coder.decodeObject(forKey: "style") as? String)
    setUpCell()
    NibCoder.finish(self, coder, as: UITableViewCell.self)
  }

  private func setUpCell() {
    backgroundColor = .systemBackground
    contentView.frame = bounds
    layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    contentView.layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    addSubview(contentView)
    for line in [separator, topSeparator] {
      line.backgroundColor = .separator
      line.isUserInteractionEnabled = false
      line.isHidden = true
      addSubview(line)
    }
  }

  // MARK: Built-in content

  var builtInText: UILabel?
  var builtInDetail: UILabel?
  var builtInImage: UIImageView?

  /// The style's title label, made (and added to `contentView`) on first use.
  open var textLabel: UILabel? {
    if let builtInText { return builtInText }
    let label = UILabel()
    label.font = style == .value2 ? .systemFont(ofSize: 15, weight: .semibold) : .preferredFont(forTextStyle: .body)
    label.textColor = style == .value2 ? .systemBlue : .label
    label.isUserInteractionEnabled = false
    builtInText = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The style's detail label (nil in the `.default` style, as in UIKit).
  open var detailTextLabel: UILabel? {
    guard style != .default else { return nil }
    if let builtInDetail { return builtInDetail }
    let label = UILabel()
    switch style {
    case .subtitle: label.font = .systemFont(ofSize: 12); label.textColor = .label
    case .value2: label.font = .systemFont(ofSize: 15); label.textColor = .label
    default: label.font = .preferredFont(forTextStyle: .body); label.textColor = .secondaryLabel
    }
    label.isUserInteractionEnabled = false
    builtInDetail = label
    contentView.addSubview(label)
    setNeedsLayout()
    return label
  }

  /// The style's leading image view (nil in `.value2`, as in UIKit).
  open var imageView: UIImageView? {
    guard style != .value2 else { return nil }
    if let builtInImage { return builtInImage }
    let view = UIImageView()
    builtInImage = view
    contentView.addSubview(view)
    setNeedsLayout()
    return view
  }

  /// A content configuration replaces the built-in labels (iOS 14).
  open var contentConfiguration: UIContentConfiguration? {
    didSet { installConfiguration(contentConfiguration, in: contentView, replacing: &configuredView) }
  }
  var configuredView: (UIView & UIContentView)?
  /// A Boolean value that indicates whether the content configuration is updated for the cell's state.
  open var automaticallyUpdatesContentConfiguration = true
  /// The configuration of the cell's background, applied as its background color and background view.
  open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
  /// A Boolean value that indicates whether the background configuration is updated for the cell's state.
  ///
  /// Stored for source compatibility; Flipbook's background configurations do not change with the state.
  open var automaticallyUpdatesBackgroundConfiguration = true

  /// A configuration in the style that suits this cell: `cell()`, or `subtitleCell()` and
  /// `valueCell()` for those legacy styles.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    switch style {
    case .subtitle: .subtitleCell()
    case .value1, .value2: .valueCell()
    case .default: .cell()
    }
  }

  // MARK: Accessory, background, selection

  /// The standard accessory shown on the cell's trailing side, unless `accessoryView` is set.
  open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
  /// A custom view shown on the cell's trailing side in place of the standard accessory.
  open var accessoryView: UIView? {
    didSet { oldValue?.removeFromSuperview(); updateAccessory() }
  }
  /// The standard accessory shown while the cell is editing.
  ///
  /// Stored for source compatibility; Flipbook does not show it.
  open var editingAccessoryType: AccessoryType = .none
  /// A custom view shown as the accessory while the cell is editing.
  ///
  /// Stored for source compatibility; Flipbook does not show it.
  open var editingAccessoryView: UIView?
  var builtInAccessory: CellAccessoryView?

  /// The view shown behind the cell's content, sized to the cell.
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) }; setNeedsLayout() }
  }
  /// Shown behind the content while the row is highlighted or selected; by
  /// default a `systemGray4` fill (research §2.5), made on first use.
  open var selectedBackgroundView: UIView? {
    get { ownSelectedBackground ?? (selectionStyle == .none ? nil : defaultSelectedBackground) }
    set { ownSelectedBackground?.removeFromSuperview(); ownSelectedBackground = newValue; updateSelectionLook(animated: false) }
  }
  var ownSelectedBackground: UIView?
  lazy var defaultSelectedBackground: UIView = {
    let view = UIView()
    view.backgroundColor = .systemGray4
    return view
  }()
  /// The background view shown behind a selected cell when the table allows multiple selection.
  ///
  /// Stored for source compatibility; Flipbook does not show it.
  open var multipleSelectionBackgroundView: UIView?
  /// The look of the cell while it is highlighted or selected; `.none` shows no selected background.
  open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionLook(animated: false) } }
  /// The look of the cell while it has the focus.
  ///
  /// Stored for source compatibility; Flipbook has no focus system.
  open var focusStyle: FocusStyle = .default

  /// A Boolean value that indicates whether the cell is selected; setting it does not animate.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// A Boolean value that indicates whether the cell is highlighted; setting it does not animate.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  var selectedState = false
  var highlightedState = false

  /// Shows or hides the selected background; an animated change cross-fades it.
  open func setSelected(_ selected: Bool, animated: Bool) {
    selectedState = selected
    updateSelectionLook(animated: animated)
  }
  /// Shows or hides the highlighted look; an animated change cross-fades the selected background.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    updateSelectionLook(animated: animated)
  }

  /// The inset of the cell's separator; setting it replaces the table's inset for this cell.
  ///
  /// Only the left inset is used.
  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { explicitSeparatorInset = true } }
  var explicitSeparatorInset = false
  /// The indentation level of the cell's built-in labels and image, 0 by default.
  ///
  /// Flipbook indents only the legacy styles' built-in content, not a content configuration or your own views.
  open var indentationLevel = 0
  /// The width of each level of indentation, 10 points by default.
  open var indentationWidth: CGFloat = 10
  /// A Boolean value that indicates whether the cell's content indents while the table is editing.
  ///
  /// Stored for source compatibility; Flipbook does not read it.
  open var shouldIndentWhileEditing = true
  /// A Boolean value that indicates whether the cell shows a reorder control while editing.
  ///
  /// Stored for source compatibility; Flipbook shows no reorder control.
  open var showsReorderControl = false
  /// A Boolean value that indicates whether the cell is in editing mode; setting it does not animate.
  open var isEditing: Bool {
    get { editingState }
    set { setEditing(newValue, animated: false) }
  }
  var editingState = false
  /// The control the table shows while editing (delete or insert), or none.
  var editingControlStyle: EditingStyle = .none
  var editingControl: CellEditingControl?
  /// Shows or hides the editing control; the content slides over in 0.3 s when animated.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard animated else {
      editingState = editing
      return setNeedsLayout()
    }
    // Pending layout first, at the old state, so only the change animates.
    layoutIfNeeded()
    editingState = editing
    UIView.animate(withDuration: 0.3) {
      self.setNeedsLayout()
      self.layoutIfNeeded()
    }
  }
  /// A Boolean value that indicates whether the cell responds to touches while it is being dragged.
  ///
  /// Stored for source compatibility; Flipbook has no drag and drop.
  open var userInteractionEnabledWhileDragging = false

  /// Called before the table hands this cell out again. Resets what UIKit
  /// resets: the selected and highlighted looks.
  open func prepareForReuse() {
    setHighlighted(false, animated: false)
    setSelected(false, animated: false)
  }

  var separatorState: SeparatorLayout?

  /// The cell's state, as `configurationState` reads it.
  open var configurationState: UICellConfigurationState {
    var state = UICellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = isEditing
    return state
  }
  /// Updates the cell's configuration for its current state, at once.
  open func setNeedsUpdateConfiguration() { updateConfiguration(using: configurationState) }
  /// Override to restyle the cell for its state (called when it is highlighted or selected).
  open func updateConfiguration(using state: UICellConfigurationState) {
    if automaticallyUpdatesContentConfiguration, let c = contentConfiguration {
      installConfiguration(c.updated(for: state), in: contentView, replacing: &configuredView)
    }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutCell()
  }

  // Touches on a displayed row go to its table (highlight, select); see UITableView+Selection.
  /// Passes the touch to the table view, which highlights the row; a cell outside a table handles it as a view.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchBegan(self) } else { super.touchesBegan(touches, with: event) }
  }
  /// Passes the touch to the table view, which selects the row; a cell outside a table handles it as a view.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchEnded(self) } else { super.touchesEnded(touches, with: event) }
  }
  /// Passes the touch to the table view, which removes the row's highlight; a cell outside a table handles it as a view.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchCancelled(self) } else { super.touchesCancelled(touches, with: event) }
  }
  /// Ignores the movement when the cell is in a table view; outside a table, handles it as a view.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if table == nil { super.touchesMoved(touches, with: event) }
  }

  /// The table the cell is in (while it is displayed).
  weak var table: UITableView?
  var indexPathInTable: IndexPath?
}
