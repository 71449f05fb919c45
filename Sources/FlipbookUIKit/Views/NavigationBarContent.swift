import Foundation

// MARK: - One item's views in a navigation bar

/// What a navigation bar draws for one navigation item: back chevron and label,
/// the title (inline or large), and the left and right bar button items. Sizes
/// from docs/research/ios-look.md §3: a 44 pt row, 17 pt semibold title centred,
/// 17 pt items in the tint 16 pt from the edges, the back chevron 8 pt from the
/// leading edge with its label 6 pt after it, a large title 34 pt bold at x 16 in
/// the 52 pt below the row.
@MainActor
final class NavigationBarContent: UIView {
  static let rowHeight: CGFloat = 44, largeTitleExtension: CGFloat = 52
  static let edge: CGFloat = 16, chevronLeading: CGFloat = 8, chevronSize = CGSize(width: 12.5, height: 21)
  static var backLabelLeading: CGFloat { chevronLeading + chevronSize.width + 6 }

  let titleLabel = UILabel(), backLabel = UILabel(), largeTitleLabel = UILabel()
  let chevron = UIImageView(image: NavigationBarContent.chevronImage)
  private(set) var leftViews: [UIView] = [], rightViews: [UIView] = []
  /// The item's custom title view, shown instead of the title.
  private(set) var titleView: UIView?
  /// Item titles drawn in the bar's tint (items without a tint of their own).
  private var tintedLabels: [UILabel] = []
  let hasBackButton: Bool
  let isLarge: Bool

  struct Style {
    var titleAttributes: [NSAttributedString.Key: Any]
    var largeTitleAttributes: [NSAttributedString.Key: Any]
  }

  init(item: UINavigationItem, backTitle: String?, backMode: UINavigationItem.BackButtonDisplayMode = .default,
       isLarge: Bool, width: CGFloat, style: Style) {
    self.isLarge = isLarge
    hasBackButton = backTitle != nil && !item.hidesBackButton
      && (item.leftBarButtonItems == nil || item.leftItemsSupplementBackButton)
    super.init(frame: CGRect(x: 0, y: 0, width: width, height: Self.rowHeight + (isLarge ? Self.largeTitleExtension : 0)))
    layer.name = "navigation item \(item.title ?? "")"
    let title = item.title ?? ""
    configure(titleLabel, title, style.titleAttributes, .systemFont(ofSize: 17, weight: .semibold))
    configure(largeTitleLabel, title, style.largeTitleAttributes, .systemFont(ofSize: 34, weight: .bold))
    titleLabel.isHidden = isLarge
    largeTitleLabel.isHidden = !isLarge
    rightViews = (item.rightBarButtonItems ?? []).map(view(for:))
    leftViews = (item.leftBarButtonItems ?? []).map(view(for:))
    layOutItems(item)
    if hasBackButton, let backTitle {
      backLabel.text = backTitle
      backLabel.font = .systemFont(ofSize: 17)
      placeBackButton(backMode)
      for v in [chevron, backLabel] as [UIView] { addSubview(v) }
    }
    if let titleView = item.titleView {
      self.titleView = titleView
      titleView.center = CGPoint(x: width / 2, y: Self.rowHeight / 2)
      addSubview(titleView)
      titleLabel.isHidden = true
    }
    for v in [titleLabel, largeTitleLabel] + leftViews + rightViews { addSubview(v) }
  }

  required init?(coder: NSCoder) { fatalError("NavigationBarContent is made by UINavigationBar") }

  private func configure(_ label: UILabel, _ text: String, _ attributes: [NSAttributedString.Key: Any], _ font: UIFont) {
    label.text = text
    label.font = attributes[.font] as? UIFont ?? font
    label.textColor = attributes[.foregroundColor] as? UIColor ?? .label
    label.lineBreakMode = .byTruncatingTail
  }

  /// Items from the edges inwards, 8 pt apart; then the title, centred in the row
  /// and kept clear of them by 6 pt (truncated when it must be).
  private func layOutItems(_ item: UINavigationItem) {
    let w = bounds.width, mid = Self.rowHeight / 2
    var right = w - Self.edge
    for v in rightViews {
      v.center = CGPoint(x: right - v.bounds.width / 2, y: mid)
      right -= v.bounds.width + 8
    }
    var left = hasBackButton ? Self.backLabelLeading : Self.edge
    for v in leftViews {
      v.center = CGPoint(x: left + v.bounds.width / 2, y: mid)
      left += v.bounds.width + 8
    }
    titleLabel.sizeToFit()
    let room = max(0, 2 * min(w / 2 - (leftViews.isEmpty ? 0 : left - 8) - 6, right + 8 - w / 2 - 6))
    let titleWidth = min(titleLabel.bounds.width, rightViews.isEmpty && leftViews.isEmpty ? w - 2 * Self.edge : room)
    titleLabel.frame = CGRect(x: (w - titleWidth) / 2, y: (Self.rowHeight - titleLabel.bounds.height) / 2,
                              width: titleWidth, height: titleLabel.bounds.height)
    largeTitleLabel.sizeToFit()
    let largeHeight = largeTitleLabel.bounds.height
    largeTitleLabel.frame = CGRect(x: Self.edge, y: bounds.height - 8 - largeHeight,
                                   width: min(largeTitleLabel.bounds.width, w - 2 * Self.edge), height: largeHeight)
  }

  /// The chevron and the previous title; "Back" when the title would reach the
  /// centred title, the chevron alone when even that would (iOS 14's rules).
  private func placeBackButton(_ mode: UINavigationItem.BackButtonDisplayMode) {
    let mid = Self.rowHeight / 2
    chevron.frame = CGRect(origin: CGPoint(x: Self.chevronLeading, y: mid - Self.chevronSize.height / 2), size: Self.chevronSize)
    let limit = (titleLabel.isHidden || titleLabel.text?.isEmpty != false ? bounds.width - Self.edge : titleLabel.frame.minX) - 6
    let fits: (String) -> Bool = { Self.backLabelLeading + UILabel.measure($0, font: self.backLabel.font, wrappingAt: nil, lines: 1).width <= limit }
    switch mode {
    case .minimal: backLabel.text = nil
    case .generic: backLabel.text = "Back"
    case .default: break
    }
    if let text = backLabel.text, !fits(text) { backLabel.text = fits("Back") ? "Back" : nil }
    backLabel.sizeToFit()
    backLabel.frame.origin = CGPoint(x: Self.backLabelLeading, y: mid - backLabel.bounds.height / 2)
  }

  /// A bar button item's view: its custom view, its image, or its title in 17 pt.
  private func view(for item: UIBarButtonItem) -> UIView {
    if let custom = item.customView { return custom }
    if item.isSpace { return UIView(frame: CGRect(x: 0, y: 0, width: item.width, height: 1)) }
    if let image = item.image {
      let view = UIImageView(image: image)
      if let tint = item.tintColor { view.tintColor = tint }
      view.alpha = item.isEnabled ? 1 : 0.35
      return view
    }
    let label = UILabel()
    label.text = item.title
    label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
    if !item.isEnabled {
      label.textColor = .tertiaryLabel
    } else if let tint = item.tintColor {
      label.textColor = tint
    } else {
      tintedLabels.append(label)
    }
    label.sizeToFit()
    return label
  }

  /// Text in the tint: labels without a colour of their own take the bar's tint.
  func applyTint(_ tint: UIColor) {
    backLabel.textColor = tint
    chevron.tintColor = tint
    for label in tintedLabels { label.textColor = tint }
  }

  /// iOS's back chevron: 12.5 × 21 pt, strokes 2.6 pt wide with round ends.
  static let chevronImage: UIImage = {
    let size = NavigationBarContent.chevronSize
    let image = UIGraphicsImageRenderer(size: size).image { _ in
      let path = UIBezierPath()
      path.move(to: CGPoint(x: size.width - 1.6, y: 1.6))
      path.addLine(to: CGPoint(x: 1.8, y: size.height / 2))
      path.addLine(to: CGPoint(x: size.width - 1.6, y: size.height - 1.6))
      path.lineWidth = 2.6
      path.lineCapStyle = .round
      path.lineJoinStyle = .round
      UIColor.black.setStroke()
      path.stroke()
    }
    return image.withRenderingMode(.alwaysTemplate)
  }()
}
