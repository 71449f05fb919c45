import Foundation

/// A section header or footer. A title from the data source
/// (`titleForHeaderInSection`) is drawn by one of these as iOS 17 draws it
/// (research on lists §1.6): in grouped tables footnote (13 pt) upper-cased in
/// iOS's header grey, 17 pt above and 6 pt below a header, aligned with the
/// cells' text; in plain tables the headline font (17 pt semibold) on the
/// table's background, so a floating header covers the rows under it.
open class UITableViewHeaderFooterView: UIView {
  /// The identifier the table uses to reuse this view, or `nil` if it is not reusable.
  open private(set) var reuseIdentifier: String?
  /// The view that holds the header or footer's content; add custom subviews to it.
  open private(set) var contentView = UIView()
  /// iOS's grouped header grey (#6D6D72, iOS 7's; Flutter measures (108, 108, 108) on iOS 14).
  static let groupedTitleColor = UIColor(red: 109 / 255, green: 109 / 255, blue: 114 / 255, alpha: 1)

  /// Creates a header or footer view with the given reuse identifier.
  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
    setUp()
  }

  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
    NibCoder.finish(self, coder, as: UITableViewHeaderFooterView.self)
  }

  private func setUp() {
    contentView.frame = bounds
    addSubview(contentView)
  }

  var builtInText: UILabel?
  var builtInDetail: UILabel?
  /// Where the table's text starts (its side margin, plus an inset section's inset).
  var textLeading: CGFloat = 16
  var isFooter = false
  var tableStyle: UITableView.Style = .plain { didSet { styleText() } }

  /// The label that shows the header or footer's title, created on first access.
  ///
  /// Plain tables use the 17 pt semibold headline font; grouped tables the 13 pt footnote font in iOS's header grey.
  open var textLabel: UILabel? {
    if let builtInText { return builtInText }
    let label = UILabel()
    label.numberOfLines = 0
    builtInText = label
    contentView.addSubview(label)
    styleText()
    return label
  }

  /// The label for secondary text, created on first access in the footnote font and secondary label color.
  ///
  /// Flipbook's `layoutSubviews()` does not position this label, so it keeps a zero frame unless you set one.
  open var detailTextLabel: UILabel? {
    if let builtInDetail { return builtInDetail }
    let label = UILabel()
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    builtInDetail = label
    contentView.addSubview(label)
    return label
  }

  /// The view shown behind the content, resized to fill the view's bounds.
  open var backgroundView: UIView? {
    didSet { oldValue?.removeFromSuperview(); if let backgroundView { insertSubview(backgroundView, at: 0) } }
  }

  /// The configuration that describes the view's content, installed into `contentView` when set.
  open var contentConfiguration: UIContentConfiguration? {
    didSet { installConfiguration(contentConfiguration, in: contentView, replacing: &configuredView) }
  }
  var configuredView: (UIView & UIContentView)?
  /// A Boolean value that indicates whether the view updates its content configuration when its state changes.
  ///
  /// Stored for source compatibility; header and footer views here have no state updates that read it.
  open var automaticallyUpdatesContentConfiguration = true
  /// The configuration that describes the view's background.
  ///
  /// Stored for source compatibility; this class does not apply it, so it has no visible effect.
  open var backgroundConfiguration: UIBackgroundConfiguration?

  /// Returns the default list content configuration for a header or footer in the table's style.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    tableStyle == .plain ? .plainHeader() : (isFooter ? .groupedFooter() : .groupedHeader())
  }

  /// Prepares the view for reuse by the table; this class's version does nothing.
  open func prepareForReuse() {}

  private func styleText() {
    guard let label = builtInText else { return }
    if tableStyle == .plain {
      label.font = .systemFont(ofSize: 17, weight: .semibold)
      label.textColor = .label
    } else {
      label.font = .preferredFont(forTextStyle: .footnote)
      label.textColor = Self.groupedTitleColor
    }
    setNeedsLayout()
  }

  /// The title as this style shows it (grouped headers are upper-cased).
  func showTitle(_ title: String) {
    textLabel?.text = tableStyle != .plain && !isFooter ? title.uppercased() : title
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    guard let label = builtInText, label.text != nil else { return }
    let width = max(bounds.width - textLeading - 16, 0)
    let size = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
    let y: CGFloat = switch (tableStyle, isFooter) {
    case (.plain, _): (bounds.height - size.height) / 2
    case (_, false): bounds.height - 6 - size.height
    case (_, true): 6
    }
    label.frame = CGRect(x: textLeading, y: y, width: width, height: size.height)
  }

  /// The height this view needs for `title` at `width` in a table of `style`.
  static func titleHeight(_ title: String, style: UITableView.Style, footer: Bool, width: CGFloat, leading: CGFloat) -> CGFloat {
    let label = UILabel()
    label.numberOfLines = 0
    label.font = style == .plain ? .systemFont(ofSize: 17, weight: .semibold) : .preferredFont(forTextStyle: .footnote)
    label.text = style != .plain && !footer ? title.uppercased() : title
    let text = label.sizeThatFits(CGSize(width: max(width - leading - 16, 1), height: .greatestFiniteMagnitude)).height
    if style == .plain { return max(28, text + 8) }
    return footer ? 6 + text + 17 : 17 + text + 6
  }
}

/// The header or footer a table makes for a data source's title.
final class TitleHeaderFooterView: UITableViewHeaderFooterView {}
