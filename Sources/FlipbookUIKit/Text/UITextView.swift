import Foundation

/// UIKit's multi-line text view: a scroll view showing `text` wrapped inside
/// `textContainerInset` (8 pt above and below) with a 5 pt line-fragment
/// padding, as TextKit lays it out; editable, with the same keyboard, caret and
/// typing as `UITextField` and the delegate's `shouldChangeTextIn`,
/// `textViewDidChange` and `textDidChangeNotification` on each keystroke.
/// Not supported: selection, links and data detectors, and attributes other
/// than the font and colour.
open class UITextView: UIScrollView, UIKeyInput {
  /// A notification posted when a text view begins editing, with the text view as its object.
  public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
  /// A notification posted when a text view's text changes by typing, with the text view as its object.
  public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
  /// A notification posted when a text view ends editing, with the text view as its object.
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

  /// The text the view displays; setting `nil` makes it empty, and setting it calls no delegate method.
  open var text: String! {
    get { storedText }
    set { storedText = newValue ?? ""; textChanged() }
  }
  private var storedText = ""
  /// The font of the text (the 12 pt system font by default).
  open var font: UIFont? = .systemFont(ofSize: 12) { didSet { textChanged() } }
  /// Accepted: the scene's text size is fixed for its run (see UILabel).
  open var adjustsFontForContentSizeCategory = false
  /// The color of the text (`label` by default).
  open var textColor: UIColor? = .label { didSet { textChanged() } }
  /// The alignment of the text.
  open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
  /// The inset of the text container within the view (8 pt above and below by default).
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
  /// A Boolean value that indicates whether the user can edit the text; a tap begins editing when it is `true`.
  open var isEditable = true
  /// A Boolean value that indicates whether the user can select the text; stored for the API (there is no selection).
  open var isSelectable = true
  /// The type of keyboard to show; stored for the API, Flipbook's keyboard always shows the letters layout.
  open var keyboardType: UIKeyboardType = .default
  /// The kind of return key to show; stored for the API, Flipbook's keyboard shows a plain return key for text views.
  open var returnKeyType: UIReturnKeyType = .default
  /// The capitalization style applied to typed text; stored for the API, Flipbook does not capitalize typed text.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The autocorrection style; stored for the API, Flipbook does not autocorrect.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// A Boolean value that indicates whether the view has any text.
  open var hasText: Bool { !storedText.isEmpty }
  /// A Boolean value that indicates whether the view is editing (it is the first responder).
  open private(set) var isEditing = false
  /// The scroll view's `delegate` as a `UITextViewDelegate`, or `nil` if it is not one.
  ///
  /// Flipbook-specific: set the text view's delegate through `delegate`; the text view reads it back through this.
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

  /// Begins editing when a touch ends on an editable text view that is not being dragged.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEditable && !isDragging { becomeFirstResponder() }
  }

  /// Inserts text at the end of the text, asking the delegate first; a newline starts a new line.
  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character (composed character sequence), asking the delegate first.
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
