import Foundation

// How a text field looks, as iOS 17 draws one (estimates from screenshots
// where Apple publishes nothing, each named): the rounded-rect style is white
// with a hairline grey border (#CCCCCC) and 5 pt corners, its text 7 pt in from
// each side, 34 pt tall with the 17 pt system font; the placeholder is
// `placeholderText` grey; the caret is 2 pt wide, the tint colour, a little
// taller than a line of text (Caret.swift); the clear button is a 19 pt grey circle with a white
// cross, 7 pt from the right edge.

extension UITextField {
  static let roundedInset: CGFloat = 7

  func setUpParts() {
    for label in [placeholderLabel, textLabel] {
      label.isUserInteractionEnabled = false
      addSubview(label)
    }
    clearButton.isHidden = true
    addSubview(clearButton)
    layer.addSublayer(caret.layer)
    syncLayers()
    textChanged()
  }

  func applyBorder() {
    switch borderStyle {
    case .roundedRect:
      if backgroundColor == nil { backgroundColor = .white }
      layer.cornerRadius = 5
      layer.borderWidth = 1 / UIScreen.main.scale
      layer.borderColor = UIColor(white: 0.8, alpha: 1).cgColor
    case .line:
      layer.cornerRadius = 0
      layer.borderWidth = 1
      layer.borderColor = UIColor.black.cgColor
    case .bezel:
      layer.cornerRadius = 0
      layer.borderWidth = 1
      layer.borderColor = UIColor.systemGray.cgColor
    case .none:
      layer.borderWidth = 0
    }
    setNeedsLayout()
  }

  func textChanged() {
    let font = self.font ?? .systemFont(ofSize: 17)
    textLabel.font = font
    textLabel.textColor = textColor ?? .label
    textLabel.textAlignment = textAlignment
    textLabel.text = isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
    placeholderLabel.font = font
    placeholderLabel.textColor = .placeholderText
    placeholderLabel.textAlignment = textAlignment
    placeholderLabel.text = placeholder
    placeholderLabel.isHidden = !storedText.isEmpty
    invalidateIntrinsicContentSize()
    layoutParts()
  }

  private var horizontalInset: CGFloat { borderStyle == .roundedRect ? Self.roundedInset : borderStyle == .none ? 0 : 4 }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  func standardSideRect(_ view: UIView?, left: Bool, _ bounds: CGRect) -> CGRect {
    guard let view else { return .zero }
    let size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
    let w = max(size.width, 0), h = max(size.height, 0)
    return CGRect(x: left ? 0 : bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
  }

  func standardClearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - Self.roundedInset - 19, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  func standardTextRect(forBounds bounds: CGRect) -> CGRect {
    var r = bounds.insetBy(dx: horizontalInset, dy: 0)
    if leftView != nil && shows(leftViewMode) {
      let side = leftViewRect(forBounds: bounds)
      r.size.width -= side.maxX - r.minX
      r.origin.x = side.maxX
    }
    if rightView != nil && shows(rightViewMode) {
      r.size.width = rightViewRect(forBounds: bounds).minX - r.minX
    } else if clearButtonShown {
      r.size.width = clearButtonRect(forBounds: bounds).minX - 4 - r.minX
    }
    return r
  }

  var clearButtonShown: Bool { shows(clearButtonMode) && !storedText.isEmpty && rightView.map { _ in !shows(rightViewMode) } ?? true }

  func naturalSize() -> CGSize {
    let font = self.font ?? .systemFont(ofSize: 17)
    let line = font.lineHeight
    let width = max(textLabel.intrinsicContentSize.width, placeholderLabel.intrinsicContentSize.width) + 2 * horizontalInset
    return CGSize(width: ceil(width), height: borderStyle == .roundedRect ? max(34, (line + 14).rounded()) : ceil(line))
  }

  func layoutParts() {
    let b = bounds
    clearButton.isShown = clearButtonShown
    clearButton.frame = clearButtonRect(forBounds: b)
    leftView?.isHidden = !shows(leftViewMode)
    rightView?.isHidden = !shows(rightViewMode)
    if let leftView { leftView.frame = leftViewRect(forBounds: b) }
    if let rightView { rightView.frame = rightViewRect(forBounds: b) }
    let textFrame = isEditing ? editingRect(forBounds: b) : textRect(forBounds: b)
    textLabel.frame = textFrame
    placeholderLabel.frame = placeholderRect(forBounds: b)
    placeCaret(in: textFrame)
  }

  private func placeCaret(in frame: CGRect) {
    let line = (font ?? .systemFont(ofSize: 17)).lineHeight
    let textWidth = min(textLabel.intrinsicContentSize.width, frame.width)
    let x: CGFloat = switch textAlignment {
    case .center: frame.midX + textWidth / 2
    case .right: frame.maxX
    default: frame.minX + textWidth
    }
    caret.place(CGRect(x: x + (storedText.isEmpty ? 0 : 1), y: frame.midY - (line + 2) / 2, width: 2, height: line + 2),
                visible: isEditing, color: tintColor.cgColor)
  }
}

/// The clear button: a grey circle with a white cross.
final class TextClearButton: UIView {
  var isShown = false { didSet { isHidden = !isShown } }
  private let cross = CAShapeLayer()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemGray3
    isUserInteractionEnabled = false
    cross.strokeColor = UIColor.white.cgColor
    cross.lineWidth = 1.5
    cross.lineCap = .round
    layer.addSublayer(cross)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }

  override func layoutSubviews() {
    super.layoutSubviews()
    layer.cornerRadius = bounds.width / 2
    let path = UIBezierPath(), c = CGPoint(x: bounds.midX, y: bounds.midY), d: CGFloat = 3.5
    path.move(to: CGPoint(x: c.x - d, y: c.y - d))
    path.addLine(to: CGPoint(x: c.x + d, y: c.y + d))
    path.move(to: CGPoint(x: c.x + d, y: c.y - d))
    path.addLine(to: CGPoint(x: c.x - d, y: c.y + d))
    cross.path = path.cgPath
  }
}
