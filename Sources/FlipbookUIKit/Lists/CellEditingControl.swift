import Foundation

/// The control an editing table shows at a row's leading edge: a red disc with a
/// white bar (delete) or a green disc with a white plus (insert), 22 pt, the row's
/// content moved 38 pt over to make room (iOS 7 and later's metrics, as replicas
/// measure them; an estimate within a point).
final class CellEditingControl: UIView {
  var style: UITableViewCell.EditingStyle = .delete { didSet { setNeedsDisplay() } }
  static let diameter: CGFloat = 22
  /// How far the content moves over while the control shows.
  static let indent: CGFloat = 38

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = nil
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func draw(_ rect: CGRect) {
    let d = Self.diameter
    let disc = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
    (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
    UIBezierPath(ovalIn: disc).fill()
    UIColor.white.setFill()
    UIBezierPath(roundedRect: CGRect(x: disc.midX - 6, y: disc.midY - 1, width: 12, height: 2), cornerRadius: 1).fill()
    if style == .insert {
      UIBezierPath(roundedRect: CGRect(x: disc.midX - 1, y: disc.midY - 6, width: 2, height: 12), cornerRadius: 1).fill()
    }
  }
}

extension UITableViewCell {
  /// Places the editing control (sliding in from the leading edge); returns the content's indent.
  func layoutEditingControl() -> CGFloat {
    let showing = isEditing && editingControlStyle != .none
    if showing && editingControl == nil {
      let control = CellEditingControl(frame: CGRect(x: -CellEditingControl.indent, y: 0, width: CellEditingControl.indent,
                                                     height: bounds.height))
      editingControl = control
      addSubview(control)
    }
    guard let control = editingControl else { return 0 }
    control.style = editingControlStyle
    let x: CGFloat = showing ? layoutMargins.left - (CellEditingControl.indent - CellEditingControl.diameter) / 2 : -CellEditingControl.indent
    control.frame = CGRect(x: x, y: 0, width: CellEditingControl.indent, height: bounds.height)
    control.alpha = showing ? 1 : 0
    return showing ? CellEditingControl.indent : 0
  }
}
