import Foundation

/// UIKit's multi-line text view: a scroll view showing `text` wrapped inside
/// `textContainerInset` (8 pt above and below) with a 5 pt line-fragment
/// padding, as TextKit lays it out; editable, with the same keyboard, caret and
/// typing as `UITextField` and the delegate's `shouldChangeTextIn`,
/// `textViewDidChange` and `textDidChangeNotification` on each keystroke.
/// Not supported: selection, links and data detectors, and attributes other
/// than the font and colour.
open class UITextView: UIScrollView, UIKeyInput {
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

  let textLabel = UILabel()
  let caret = Caret()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpText()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpText()
    NibCoder.finish(self, coder, as: UITextView.self)
  }

  private func setUpText() {
    if backgroundColor == nil { backgroundColor = .white }
    textContainer.onChange = { [weak self] in self?.textChanged() }
    textLabel.numberOfLines = 0
    textLabel.isUserInteractionEnabled = false
    addSubview(textLabel)
    layer.addSublayer(caret.layer)
    syncLayers()
    textChanged()
  }

  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? ""; textChanged() }
  }
  private var storedText = ""
  open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textChanged() } }
  /// Accepted: the scene's text size is fixed for its run (see UILabel).
  open var adjustsFontForContentSizeCategory = false
  open var textColor: UIColor? = .label { didSet { textChanged() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
  open var isEditable = true
  open var isSelectable = true
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var hasText: Bool { !storedText.isEmpty }
  open private(set) var isEditing = false
  open var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

  /// TextKit's container: its `lineFragmentPadding` (5 pt) pads each line inside the insets.
  public let textContainer = NSTextContainer()

  open override func layoutSubviews() {
    super.layoutSubviews()
    placeText()
  }
  open override func tintColorDidChange() { caret.layer.backgroundColor = tintColor.cgColor }

  private func textChanged() {
    textLabel.font = font ?? .systemFont(ofSize: 12)
    textLabel.textColor = textColor ?? .label
    textLabel.textAlignment = textAlignment
    textLabel.text = storedText
    textLabel.numberOfLines = textContainer.maximumNumberOfLines
    textLabel.lineBreakMode = textContainer.lineBreakMode
    placeText()
  }

  private func placeText() {
    let pad = textContainer.lineFragmentPadding, inset = textContainerInset
    let width = max(bounds.width - inset.left - inset.right - 2 * pad, 0)
    let height = textLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    textLabel.frame = CGRect(x: inset.left + pad, y: inset.top, width: width, height: height)
    contentSize = CGSize(width: bounds.width, height: height + inset.top + inset.bottom)
    let line = (font ?? .systemFont(ofSize: 12)).lineHeight
    let lastLine = storedText.components(separatedBy: "\n").last ?? ""
    let lastWidth = (lastLine as NSString).size(withAttributes: [.font: font ?? .systemFont(ofSize: 12)]).width
    let lines = max(1, (height / line).rounded())
    let x = lastWidth <= width ? textLabel.frame.minX + lastWidth : textLabel.frame.maxX
    caret.place(CGRect(x: x + (lastLine.isEmpty ? 0 : 1), y: inset.top + (lines - 1) * line - 1, width: 2, height: line + 2),
                visible: isEditing, color: tintColor.cgColor)
  }

  open override var canBecomeFirstResponder: Bool { isEditable }

  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard isEditable, textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    return super.becomeFirstResponder()
  }

  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  override func didBecomeFirstResponder() {
    isEditing = true
    placeText()
    caret.restart(on: layer.clock) { [weak self] in self?.isEditing == true }
    Keyboard.current.show(for: self)
    textViewDelegate?.textViewDidBeginEditing(self)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  override func didResignFirstResponder() {
    isEditing = false
    placeText()
    Keyboard.current.hide()
    textViewDelegate?.textViewDidEndEditing(self)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEditable && !isDragging { becomeFirstResponder() }
  }

  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  open func deleteBackward() {
    let ns = storedText as NSString
    guard ns.length > 0 else { return }
    replace(ns.rangeOfComposedCharacterSequence(at: ns.length - 1), with: "")
  }

  private func replace(_ range: NSRange, with string: String) {
    guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    textChanged()
    caret.restart(on: layer.clock) { [weak self] in self?.isEditing == true }
    textViewDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }
}
