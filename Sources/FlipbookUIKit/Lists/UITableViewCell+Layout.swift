import Foundation

/// The cell's own layout: the accessory on the trailing side, the content view
/// beside it (less the separator's pixel at the bottom), the backgrounds behind,
/// and the legacy styles' labels and image (research on lists §2.1–2.2).
extension UITableViewCell {
  func layoutCell() {
    let accessory = isEditing ? 0 : layoutAccessory()
    (accessoryView ?? builtInAccessory)?.isHidden = isEditing
    let separatorSpace = separatorState == nil ? 0 : separatorState?.thickness ?? 0
    let indent = layoutEditingControl()
    contentView.frame = CGRect(x: indent, y: 0, width: max(bounds.width - accessory - indent, 0),
                               height: max(bounds.height - separatorSpace, 0))
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
    configuredView?.frame = contentView.bounds
    layoutBuiltInContent()
    layoutSeparators()
  }

  /// The content view's width in a cell `width` wide.
  func contentWidth(in width: CGFloat) -> CGFloat { max(width - accessoryReservedWidth, 0) }

  var hasAccessory: Bool { currentAccessory != nil }
  private var currentAccessory: UIView? { accessoryView ?? builtInAccessory }

  /// Room the accessory takes: its width, the margin after it, and 10 pt before it.
  private var accessoryReservedWidth: CGFloat {
    guard let view = currentAccessory else { return 0 }
    let width = view === builtInAccessory ? builtInAccessory?.glyphWidth ?? 0 : view.frame.width
    return width + layoutMargins.right + 10
  }

  private func layoutAccessory() -> CGFloat {
    guard let view = currentAccessory else { return 0 }
    let reserved = accessoryReservedWidth
    let size = view === builtInAccessory ? CGSize(width: builtInAccessory?.glyphWidth ?? 0, height: 24) : view.frame.size
    view.frame = CGRect(x: bounds.width - layoutMargins.right - size.width, y: (bounds.height - size.height) / 2,
                        width: size.width, height: size.height)
    if view.superview !== self { addSubview(view) }
    return reserved
  }

  func updateAccessory() {
    if accessoryView == nil && accessoryType != .none {
      let view = builtInAccessory ?? CellAccessoryView()
      view.type = accessoryType
      builtInAccessory = view
    } else {
      builtInAccessory?.removeFromSuperview()
      builtInAccessory = nil
    }
    setNeedsLayout()
  }

  /// The legacy styles' labels and image, inside the content view's margins.
  private func layoutBuiltInContent() {
    guard configuredView == nil, builtInText != nil || builtInDetail != nil || builtInImage != nil else { return }
    let box = contentView.bounds
    var leading = layoutMargins.left + CGFloat(indentationLevel) * indentationWidth
    let trailing = box.width - (hasAccessory ? 0 : layoutMargins.right)
    if let imageView = builtInImage, let image = imageView.image {
      let size = image.size
      imageView.frame = CGRect(x: leading, y: ((box.height - size.height) / 2).rounded(), width: size.width, height: size.height)
      leading = imageView.frame.maxX + 16
    }
    let text = builtInText.map { fitted($0, trailing - leading) } ?? .zero
    let detail = builtInDetail.map { fitted($0, trailing - leading) } ?? .zero
    switch style {
    case .default:
      builtInText?.frame = CGRect(x: leading, y: ((box.height - text.height) / 2).rounded(), width: trailing - leading, height: text.height)
    case .subtitle:
      let top = ((box.height - text.height - 1 - detail.height) / 2).rounded()
      builtInText?.frame = CGRect(x: leading, y: top, width: trailing - leading, height: text.height)
      builtInDetail?.frame = CGRect(x: leading, y: top + text.height + 1, width: trailing - leading, height: detail.height)
    case .value1:
      let textWidth = min(text.width, trailing - leading)
      builtInText?.frame = CGRect(x: leading, y: ((box.height - text.height) / 2).rounded(), width: textWidth, height: text.height)
      let detailWidth = min(detail.width, max(trailing - leading - textWidth - 8, 0))
      builtInDetail?.frame = CGRect(x: trailing - detailWidth, y: ((box.height - detail.height) / 2).rounded(),
                                    width: detailWidth, height: detail.height)
    case .value2:
      builtInText?.textAlignment = .right
      builtInText?.frame = CGRect(x: leading, y: ((box.height - text.height) / 2).rounded(), width: 67, height: text.height)
      builtInDetail?.frame = CGRect(x: leading + 73, y: ((box.height - detail.height) / 2).rounded(),
                                    width: max(trailing - leading - 73, 0), height: detail.height)
    }
  }

  private func fitted(_ label: UILabel, _ width: CGFloat) -> CGSize {
    guard label.text?.isEmpty == false else { return .zero }
    return label.sizeThatFits(CGSize(width: max(width, 0), height: .greatestFiniteMagnitude))
  }

  /// The content view's height for its content at `width` (self-sizing):
  /// a content configuration's, else Auto Layout's, else the legacy style's, else 44 pt.
  func fittingContentHeight(width: CGFloat) -> CGFloat {
    let minimum = 44 - (separatorState?.thickness ?? 0.5)
    if let configured = configuredView as? UIListContentView {
      return max(configured.fittingHeight(width: width), minimum)
    }
    if contentView.hasConstraintsInside {
      let h = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
      // Constraints that leave the height free collapse it to zero; UIKit then uses the
      // standard height ("Detected a case where constraints ambiguously suggest a height
      // of zero for a table view cell's content view… using standard height instead").
      return h > 1 ? h : minimum
    }
    let textWidth = width - layoutMargins.left - layoutMargins.right
    let text = builtInText.map { fitted($0, textWidth) } ?? .zero
    let detail = builtInDetail.map { fitted($0, textWidth) } ?? .zero
    if style == .subtitle && detail.height > 0 { return max(10 + text.height + 1 + detail.height + 9.5, minimum) }
    return max(11 + max(text.height, style == .default ? 0 : detail.height) + 11, minimum)
  }

  func reuseIdentifierIfMissing(_ identifier: String) {
    if reuseIdentifier == nil { reuseIdentifier = identifier }
  }

  /// Shows the selected background while highlighted or selected; an animated
  /// change fades it (0.3 s **[est]**: UIKit documents no duration, research §2.5).
  func updateSelectionLook(animated: Bool) {
    let shown = (highlightedState || selectedState) && selectionStyle != .none
    layoutSeparators()
    highlightContent(shown)
    guard let background = selectedBackgroundView else { return }
    if background.superview !== self {
      background.alpha = 0
      insertSubview(background, at: backgroundView == nil ? 0 : 1)
    }
    background.frame = bounds
    let alpha: CGFloat = shown ? 1 : 0
    guard background.alpha != alpha else { return }
    if animated {
      UIView.animate(withDuration: 0.3) { background.alpha = alpha }
    } else {
      UIView.performWithoutAnimation { background.alpha = alpha }
    }
  }

  /// The labels and image views in the content take the cell's highlight ("Highlighting
  /// affects the appearance of labels, image, and background": UITableViewCell's
  /// `setHighlighted(_:animated:)`), so a label's `highlightedTextColor` and an image
  /// view's `highlightedImage` show while the cell is highlighted or selected. A cell
  /// whose `selectionStyle` is `.none` highlights nothing.
  private func highlightContent(_ highlighted: Bool) {
    func visit(_ view: UIView) {
      if let label = view as? UILabel, label.isHighlighted != highlighted { label.isHighlighted = highlighted }
      if let image = view as? UIImageView, image.isHighlighted != highlighted { image.isHighlighted = highlighted }
      for sub in view.subviews { visit(sub) }
    }
    visit(contentView)
    // The built-in labels and image join the content view at layout: they are highlighted before it.
    for view in [builtInText, builtInDetail, builtInImage] as [UIView?] where view?.superview == nil { view.map(visit) }
  }
}
