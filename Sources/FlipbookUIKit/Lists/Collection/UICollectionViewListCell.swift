import Foundation

/// `UICellAccessory` (iOS 14): the list cell accessories apps use.
public struct UICellAccessory {
  /// `UICellAccessory.DisplayedState`.
  public enum DisplayedState: Int, Sendable {
    /// A state in which the accessory always shows.
    case always
    /// A state in which the accessory shows only while the cell is editing.
    case whenEditing
    /// A state in which the accessory shows only while the cell is not editing.
    case whenNotEditing
  }
  enum Kind { case disclosureIndicator, checkmark, detail, delete, reorder, outlineDisclosure, label(String), custom(UIView) }
  let kind: Kind
  let tintColor: UIColor?

  /// Creates a disclosure indicator accessory, a chevron that points to the trailing side.
  ///
  /// Flipbook ignores `displayed` and `options`: the accessory always shows.
  public static func disclosureIndicator(displayed: DisplayedState = .always, options: Any? = nil) -> Self { .init(kind: .disclosureIndicator, tintColor: nil) }
  /// Creates a checkmark accessory.
  ///
  /// Flipbook ignores `displayed` and `options`: the accessory always shows.
  public static func checkmark(displayed: DisplayedState = .always, options: Any? = nil) -> Self { .init(kind: .checkmark, tintColor: nil) }
  /// Creates a detail accessory, an info button.
  ///
  /// Flipbook ignores `displayed` and `options`, and never calls the action handler.
  public static func detail(displayed: DisplayedState = .always, options: Any? = nil, actionHandler: (() -> Void)? = nil) -> Self {
    .init(kind: .detail, tintColor: nil)
  }
  /// Creates a delete accessory, shown while the cell is editing.
  ///
  /// Flipbook's list cells show no editing state, so this accessory is never shown.
  public static func delete(displayed: DisplayedState = .whenEditing, options: Any? = nil, actionHandler: (() -> Void)? = nil) -> Self {
    .init(kind: .delete, tintColor: nil)
  }
  /// Creates a reorder accessory, a handle shown while the cell is editing.
  ///
  /// Flipbook's list cells show no editing state, so this accessory is never shown.
  public static func reorder(displayed: DisplayedState = .whenEditing, options: Any? = nil) -> Self { .init(kind: .reorder, tintColor: nil) }
  /// Creates an outline disclosure accessory, which expands and collapses an item's children.
  ///
  /// Flipbook draws it as a disclosure indicator, always shown, and never calls the action handler.
  public static func outlineDisclosure(displayed: DisplayedState = .always, options: Any? = nil,
                                       actionHandler: (() -> Void)? = nil) -> Self { .init(kind: .outlineDisclosure, tintColor: nil) }
  /// Creates an accessory that shows the given text in the secondary label color.
  ///
  /// Flipbook ignores `displayed` and `options`: the accessory always shows.
  public static func label(text: String, displayed: DisplayedState = .always, options: Any? = nil) -> Self {
    .init(kind: .label(text), tintColor: nil)
  }

  /// Whether it shows when the cell is not editing.
  var showsOutsideEditing: Bool {
    switch kind { case .delete, .reorder: false default: true }
  }
}

/// iOS 14's list cell: content and background configurations in the list's
/// style, accessories on the trailing side, separators and (inset-grouped)
/// rounded first and last rows placed by the list layout, as a table's cells are.
open class UICollectionViewListCell: UICollectionViewCell {
  /// The accessories the cell shows on its trailing side, in order.
  ///
  /// Delete and reorder accessories are never shown, as Flipbook's list cells show no editing state.
  open var accessories: [UICellAccessory] = [] { didSet { rebuildAccessories() } }
  /// The indentation level of the cell's content.
  ///
  /// Stored for source compatibility; the list cell does not indent its content.
  open var indentationLevel = 0
  /// The width of each level of indentation, 10 points by default.
  ///
  /// Stored for source compatibility; the list cell does not indent its content.
  open var indentationWidth: CGFloat = 10
  /// A Boolean value that indicates whether the accessories indent with the content.
  ///
  /// Stored for source compatibility; the list cell does not indent its content.
  open var indentsAccessories = true
  /// The layout guide the cell's separator follows; here the cell's layout margins guide.
  open var separatorLayoutGuide: UILayoutGuide { layoutMarginsGuide }
  private var accessoryViews: [UIView] = []
  let separator = UIView()
  var listPlacement: ListPlacement? { didSet { if listPlacement != oldValue { applyPlacement() } } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpList()
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpList()
  }

  private func setUpList() {
    layoutMargins = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    backgroundColor = .systemBackground
    separator.backgroundColor = .separator
    separator.isHidden = true
    addSubview(separator)
  }

  /// Returns a list content configuration in the list cell style, or a header style when the cell is a header or footer.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    isSupplementary ? (listPlacement?.appearance == .plain ? .plainHeader() : .groupedHeader()) : .cell()
  }

  /// A list cell used as a header or footer has no fill of its own (`listGroupedHeaderFooter()`).
  var isSupplementary: Bool { elementKey?.category == .supplementaryView }

  override func elementPlaced() {
    if isSupplementary && backgroundConfiguration == nil { backgroundColor = .clear }
  }

  /// A list row highlights and selects in `systemGray4`, as a table row does.
  open override func updateConfiguration(using state: UICellConfigurationState) {
    super.updateConfiguration(using: state)
    guard backgroundConfiguration == nil, !isSupplementary else { return }
    let grouped = listPlacement.map { $0.appearance != .plain && $0.appearance != .sidebarPlain } ?? false
    let base: UIColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
    backgroundColor = state.isHighlighted || state.isSelected ? .systemGray4 : base
  }

  private func applyPlacement() {
    guard let p = listPlacement else { return }
    let grouped = p.appearance != .plain && p.appearance != .sidebarPlain
    if backgroundConfiguration == nil {
      backgroundColor = grouped ? .secondarySystemGroupedBackground : .systemBackground
    }
    if p.appearance == .insetGrouped {
      var corners: CACornerMask = []
      if p.first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
      if p.last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
      layer.cornerRadius = corners.isEmpty ? 0 : 10
      layer.cornerCurve = .continuous
      layer.maskedCorners = corners
      clipsToBounds = !corners.isEmpty
    }
    setNeedsLayout()
  }

  private func rebuildAccessories() {
    accessoryViews.forEach { $0.removeFromSuperview() }
    accessoryViews = accessories.filter(\.showsOutsideEditing).map { accessory in
      switch accessory.kind {
      case .label(let text):
        let label = UILabel()
        label.text = text
        label.textColor = .secondaryLabel
        label.sizeToFit()
        return label
      case .custom(let view): return view
      default:
        let view = CellAccessoryView()
        view.type = switch accessory.kind {
        case .checkmark: .checkmark
        case .detail: .detailButton
        default: .disclosureIndicator
        }
        view.frame.size = CGSize(width: view.glyphWidth, height: 24)
        return view
      }
    }
    accessoryViews.forEach { addSubview($0) }
    setNeedsLayout()
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    var trailing = bounds.width - layoutMargins.right
    for view in accessoryViews.reversed() {
      let size = view.frame.size
      view.frame = CGRect(x: trailing - size.width, y: (bounds.height - size.height) / 2, width: size.width, height: size.height)
      trailing = view.frame.minX - 10
    }
    if !accessoryViews.isEmpty {
      contentView.frame = CGRect(x: 0, y: 0, width: trailing, height: bounds.height)
      configuredView?.frame = contentView.bounds
    }
    let hairline = 1 / max(UIScreen.main.scale, 1)
    let showsSeparator = listPlacement.map { $0.separators && !($0.last && $0.appearance != .plain) } ?? false
    separator.isHidden = !showsSeparator
    let leading = (configuredView as? UIListContentView)?.textLeading ?? layoutMargins.left
    separator.frame = CGRect(x: leading, y: bounds.height - hairline, width: bounds.width - leading, height: hairline)
    bringSubviewToFront(separator)
  }
}
