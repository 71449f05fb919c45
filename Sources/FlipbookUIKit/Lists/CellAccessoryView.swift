import Foundation

/// The built-in accessories, drawn as iOS 13+ draws them (research on lists §2.4):
/// the disclosure chevron in `tertiaryLabel` grey (≈ #C4C4C7 on white; sources
/// disagree between systemGray2, systemGray3 and tertiaryLabel, and UIKit's
/// `UICellAccessory.disclosureIndicator` tints with tertiaryLabel), the
/// checkmark and the ⓘ detail button in the tint colour.
final class CellAccessoryView: UIView {
  var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    backgroundColor = nil
    isUserInteractionEnabled = false
    layer.needsDisplayOnBoundsChange = true
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  static let chevronWidth: CGFloat = 9
  static let infoDiameter: CGFloat = 22

  /// The width the glyphs take.
  var glyphWidth: CGFloat {
    switch type {
    case .none: 0
    case .disclosureIndicator: Self.chevronWidth
    case .checkmark: 15
    case .detailButton: Self.infoDiameter
    case .detailDisclosureButton: Self.infoDiameter + 12 + Self.chevronWidth
    }
  }

  override func tintColorDidChange() { setNeedsDisplay() }

  override func draw(_ rect: CGRect) {
    let midY = bounds.midY
    switch type {
    case .none: break
    case .disclosureIndicator: chevron(atX: bounds.width - Self.chevronWidth, midY: midY)
    case .checkmark:
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 1.5, y: midY + 0.5))
      path.addLine(to: CGPoint(x: 5.5, y: midY + 5))
      path.addLine(to: CGPoint(x: 13.5, y: midY - 6))
      stroke(path, tintColor, width: 2.2)
    case .detailButton: info(atX: bounds.width - Self.infoDiameter, midY: midY)
    case .detailDisclosureButton:
      info(atX: 0, midY: midY)
      chevron(atX: bounds.width - Self.chevronWidth, midY: midY)
    }
  }

  private func chevron(atX x: CGFloat, midY: CGFloat) {
    let path = UIBezierPath()
    path.move(to: CGPoint(x: x + 1.5, y: midY - 6.5))
    path.addLine(to: CGPoint(x: x + 7.5, y: midY))
    path.addLine(to: CGPoint(x: x + 1.5, y: midY + 6.5))
    stroke(path, .tertiaryLabel, width: 2)
  }

  private func info(atX x: CGFloat, midY: CGFloat) {
    let d = Self.infoDiameter
    stroke(UIBezierPath(ovalIn: CGRect(x: x + 0.75, y: midY - d / 2 + 0.75, width: d - 1.5, height: d - 1.5)), tintColor, width: 1.5)
    tintColor.setFill()
    UIBezierPath(ovalIn: CGRect(x: x + d / 2 - 1.25, y: midY - 6, width: 2.5, height: 2.5)).fill()
    UIBezierPath(roundedRect: CGRect(x: x + d / 2 - 1, y: midY - 2, width: 2, height: 8), cornerRadius: 1).fill()
  }

  private func stroke(_ path: UIBezierPath, _ color: UIColor, width: CGFloat) {
    path.lineWidth = width
    path.lineCapStyle = .round
    path.lineJoinStyle = .round
    color.setStroke()
    path.stroke()
  }
}
