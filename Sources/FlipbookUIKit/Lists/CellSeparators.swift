import Foundation

/// How the table wants a cell's separators drawn (set on each layout).
struct SeparatorLayout: Equatable {
  var color: UIColor
  var thickness: CGFloat
  var visible: Bool
  /// The last row of a grouped section: its separator spans the row.
  var fullWidth: Bool
  /// The first row of a grouped section: a full-width hairline along its top too.
  var top: Bool
  /// An explicit inset from the cell or table; nil follows the text (research §1.3).
  var leading: CGFloat?
  var sideMargin: CGFloat
}

extension UITableViewCell {
  var separatorLayout: SeparatorLayout? {
    get { separatorState }
    set { separatorState = newValue; setNeedsLayout() }
  }

  /// Places the separators: a hairline along the bottom, inside the row, from
  /// the text's leading edge (the image's trailing edge plus 16 when there is an
  /// image) to the trailing edge; full width for a grouped section's last row.
  func layoutSeparators() {
    guard let layout = separatorState else {
      separator.isHidden = true
      topSeparator.isHidden = true
      return
    }
    let leading = layout.fullWidth ? 0 : (layout.leading ?? automaticSeparatorLeading(margin: layout.sideMargin))
    // A highlighted or selected row's grey runs to its edges: its separator hides, as on iOS.
    separator.isHidden = !layout.visible || ((highlightedState || selectedState) && selectionStyle != .none)
    separator.backgroundColor = layout.color
    separator.frame = CGRect(x: leading, y: bounds.height - layout.thickness,
                             width: max(bounds.width - leading, 0), height: layout.thickness)
    topSeparator.isHidden = !layout.top
    topSeparator.backgroundColor = layout.color
    topSeparator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: layout.thickness)
    // Kept in front of what the cell's own code adds. A pass that finds them there
    // moves nothing: bringing them forward again swapped them twice, and a reorder
    // marks the row for layout, so every row was laid out again at every commit.
    if subviews.count < 2 || subviews[subviews.count - 2] !== separator || subviews[subviews.count - 1] !== topSeparator {
      bringSubviewToFront(separator)
      bringSubviewToFront(topSeparator)
    }
  }

  /// Where the text starts, in the cell: the separator's automatic inset.
  private func automaticSeparatorLeading(margin: CGFloat) -> CGFloat {
    if let configured = configuredView as? UIListContentView, let x = configured.textLeading {
      return contentView.frame.minX + x
    }
    if let image = builtInImage, image.image != nil, let text = builtInText {
      return contentView.frame.minX + text.frame.minX
    }
    return margin
  }
}
