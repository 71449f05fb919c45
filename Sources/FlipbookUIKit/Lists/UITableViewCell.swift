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
  public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
  /// `UITableViewCell.SelectionStyle` (`.blue` and `.gray` draw as `.default`, as since iOS 7).
  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  /// `UITableViewCell.AccessoryType`.
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
  /// `UITableViewCell.EditingStyle`.
  public enum EditingStyle: Int, Sendable { case none, delete, insert }
  /// `UITableViewCell.SeparatorStyle` (the table's `separatorStyle`).
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  /// `UITableViewCell.FocusStyle`.
  public enum FocusStyle: Int, Sendable { case `default`, custom }

  public private(set) var style: CellStyle = .default
  open internal(set) var reuseIdentifier: String?
  /// The row's content; the table sizes it to the row less the accessory.
  open private(set) var contentView = UIView()
  let separator = UIView()
  let topSeparator = UIView()

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
  open var automaticallyUpdatesContentConfiguration = true
  open var backgroundConfiguration: UIBackgroundConfiguration? { didSet { applyBackgroundConfiguration() } }
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

  open var accessoryType: AccessoryType = .none { didSet { updateAccessory() } }
  open var accessoryView: UIView? {
    didSet { oldValue?.removeFromSuperview(); updateAccessory() }
  }
  open var editingAccessoryType: AccessoryType = .none
  open var editingAccessoryView: UIView?
  var builtInAccessory: CellAccessoryView?

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
  open var multipleSelectionBackgroundView: UIView?
  open var selectionStyle: SelectionStyle = .default { didSet { updateSelectionLook(animated: false) } }
  open var focusStyle: FocusStyle = .default

  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
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
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    highlightedState = highlighted
    updateSelectionLook(animated: animated)
  }

  open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { explicitSeparatorInset = true } }
  var explicitSeparatorInset = false
  open var indentationLevel = 0
  open var indentationWidth: CGFloat = 10
  open var shouldIndentWhileEditing = true
  open var showsReorderControl = false
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
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchBegan(self) } else { super.touchesBegan(touches, with: event) }
  }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchEnded(self) } else { super.touchesEnded(touches, with: event) }
  }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if let table { table.cellTouchCancelled(self) } else { super.touchesCancelled(touches, with: event) }
  }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    if table == nil { super.touchesMoved(touches, with: event) }
  }

  /// The table the cell is in (while it is displayed).
  weak var table: UITableView?
  var indexPathInTable: IndexPath?
}
