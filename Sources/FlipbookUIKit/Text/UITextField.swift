import Foundation

/// UIKit's one-line text field. A tap (or `becomeFirstResponder()`) starts
/// editing: the keyboard slides up (Keyboard.swift), a caret blinks, and a
/// `Hand` script's `type(_:at:)` inserts text through the delegate, as on iOS:
///
/// 1. `textFieldShouldBeginEditing`, then the keyboard's `keyboardWillShow`,
///    `textFieldDidBeginEditing`, `.editingDidBegin`, `textDidBeginEditingNotification`;
/// 2. per keystroke `textField(_:shouldChangeCharactersIn:replacementString:)`,
///    then the change, `.editingChanged` and `textDidChangeNotification`;
/// 3. return: `textFieldShouldReturn`, `.editingDidEndOnExit` (which ends
///    editing when a target listens for it) and `.primaryActionTriggered`;
/// 4. resigning: `textFieldShouldEndEditing`, the keyboard's `keyboardWillHide`,
///    `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`.
///
/// Drawn as iOS draws it (UITextField+Drawing.swift): border styles, placeholder
/// in `placeholderText` grey, the clear button, secure entry as bullets, left
/// and right views. Not supported: selection, copy and paste, autocorrection,
/// and the last character of a secure entry shown briefly before its bullet.
open class UITextField: UIControl, UIKeyInput {
  /// A style of border drawn around a text field.
  public enum BorderStyle: Int, Sendable {
    /// A style with no border.
    case none
    /// A style with a thin black rectangle (1 pt here).
    case line
    /// A style with a bezel-style border (a 1 pt grey line here).
    case bezel
    /// A style with a rounded rectangle: a hairline grey border with 5 pt corners on a white background.
    case roundedRect
  }
  /// A mode that says when an overlay view, such as the clear button, appears.
  public enum ViewMode: Int, Sendable {
    /// A mode in which the overlay view never appears.
    case never
    /// A mode in which the overlay view appears only while the text field is editing.
    case whileEditing
    /// A mode in which the overlay view appears only while the text field is not editing.
    case unlessEditing
    /// A mode in which the overlay view always appears.
    case always
  }
  /// A reason a text field ended editing; Flipbook always reports `committed`.
  public enum DidEndEditingReason: Int, Sendable {
    /// A reason meaning the editing ended normally and its changes stand.
    case committed
    /// A reason meaning the editing was cancelled.
    case cancelled
  }

  /// A notification posted when a text field begins editing, with the text field as its object.
  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  /// A notification posted when a text field's text changes by typing or clearing, with the text field as its object.
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
  /// A notification posted when a text field ends editing, with the text field as its object.
  public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

  let textLabel = UILabel()
  let placeholderLabel = UILabel()
  let clearButton = TextClearButton()
  let caret = Caret()

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUpParts()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUpParts()
    NibCoder.finish(self, coder, as: UITextField.self)
  }

  /// The text field's delegate, asked before editing begins and ends, before each change and on return.
  open weak var delegate: UITextFieldDelegate?
  /// The text the field displays; setting it posts no notification and does not call the delegate.
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? ""; textChanged() }
  }
  var storedText = ""
  /// The field's text as an attributed string.
  ///
  /// Flipbook keeps only the string: attributes set here are dropped, and the getter returns plain text.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }
  /// The string shown, in placeholder grey, while the field has no text.
  open var placeholder: String? { didSet { textChanged() } }
  /// The placeholder as an attributed string; only its string is kept, its attributes are dropped.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The font of the text and the placeholder (the 17 pt system font by default).
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textChanged() } }
  /// Accepted: the scene's text size is fixed for its run (see UILabel).
  open var adjustsFontForContentSizeCategory = false
  /// The color of the text (`label` by default).
  open var textColor: UIColor? = .label { didSet { textChanged() } }
  /// The alignment of the text and the placeholder.
  open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
  /// The field's border style; `roundedRect` also gives it a white background if it has none.
  open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
  /// The mode that says when the clear button appears (it only shows while the field has text).
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// A Boolean value that indicates whether the field removes its old text when editing begins.
  open var clearsOnBeginEditing = false
  /// A Boolean value that indicates whether the font shrinks so the text fits the field's width.
  ///
  /// Stored for source compatibility; Flipbook does not shrink the text.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size the text may shrink to; stored for source compatibility, as Flipbook does not shrink text.
  open var minimumFontSize: CGFloat = 0
  /// The overlay view shown at the field's left edge, according to `leftViewMode`.
  open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() } }
  /// The mode that says when the left overlay view appears.
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// The overlay view shown at the field's right edge in place of the clear button, according to `rightViewMode`.
  open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() } }
  /// The mode that says when the right overlay view appears.
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  /// The image drawn behind an enabled field; stored for source compatibility, Flipbook does not draw it.
  open var background: UIImage?
  /// A Boolean value that indicates whether the field hides its text, showing a bullet for each character.
  open var isSecureTextEntry = false { didSet { textChanged() } }
  /// The type of keyboard to show; stored for the API, Flipbook's keyboard always shows the letters layout.
  open var keyboardType: UIKeyboardType = .default
  /// The kind of return key to show; Flipbook's keyboard shows its title and colors it blue where iOS does.
  open var returnKeyType: UIReturnKeyType = .default
  /// The keyboard's appearance; stored for the API, as Flipbook's keyboard follows the interface style instead.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The capitalization style applied to typed text; stored for the API, Flipbook does not capitalize typed text.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// The autocorrection style; stored for the API, Flipbook does not autocorrect.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// The spell-checking style; stored for the API, Flipbook does not check spelling.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// The semantic meaning of the field's content, such as a username or password; stored for the API.
  open var textContentType: UITextContentType?
  /// A Boolean value that indicates whether the return key is disabled while the field is empty; stored for the API.
  open var enablesReturnKeyAutomatically = false
  /// A Boolean value that indicates whether the field is editing (it is the first responder).
  open private(set) var isEditing = false
  /// The custom input view shown in place of the keyboard; always `nil` here, Flipbook shows only its keyboard.
  open override var inputView: UIView? { customInputView }
  /// The custom accessory view shown above the keyboard; always `nil` here, Flipbook shows no accessory view.
  open override var inputAccessoryView: UIView? { customAccessoryView }
  var customInputView: UIView?
  var customAccessoryView: UIView?

  /// A Boolean value that indicates whether the field has any text.
  open var hasText: Bool { !storedText.isEmpty }

  // MARK: Layout rectangles (overridable, as in UIKit)

  /// Returns the rectangle for the field's border; this default returns `bounds`, and Flipbook does not call it.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  /// Returns the rectangle for the field's text, inside the border's inset and beside the overlays and clear button.
  open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
  /// Returns the rectangle for the placeholder; by default the same as `textRect(forBounds:)`.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Returns the rectangle for the text while editing; by default the same as `textRect(forBounds:)`.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  /// Returns the rectangle for the clear button: a 19 pt circle 7 pt from the right edge, centered vertically.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(forBounds: bounds) }
  /// Returns the rectangle for the left overlay view, at its size on the left edge and centered vertically.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { standardSideRect(leftView, left: true, bounds) }
  /// Returns the rectangle for the right overlay view, at its size on the right edge and centered vertically.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { standardSideRect(rightView, left: false, bounds) }
  /// Draws the text in the given rectangle; Flipbook draws the text with a label and never calls this method.
  open func drawText(in rect: CGRect) {}
  /// Draws the placeholder in the given rectangle; Flipbook draws the placeholder with a label and never calls this.
  open func drawPlaceholder(in rect: CGRect) {}

  open override var intrinsicContentSize: CGSize { naturalSize() }
  open override func sizeThatFits(_ size: CGSize) -> CGSize { naturalSize() }
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutParts()
  }
  open override func tintColorDidChange() { caret.layer.backgroundColor = tintColor.cgColor }

  // MARK: Editing

  open override var canBecomeFirstResponder: Bool { isEnabled }

  @discardableResult open override func becomeFirstResponder() -> Bool {
    guard !isFirstResponder else { return true }
    guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true else { return false }
    return super.becomeFirstResponder()
  }

  @discardableResult open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return true }
    guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
    return super.resignFirstResponder()
  }

  override func didBecomeFirstResponder() {
    isEditing = true
    if clearsOnBeginEditing { storedText = "" }
    textChanged()
    caret.restart(on: layer.clock) { [weak self] in self?.isEditing == true }
    Keyboard.current.show(for: self)
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
  }

  override func didResignFirstResponder() {
    isEditing = false
    textChanged()
    Keyboard.current.hide()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
  }

  /// A tap lifted inside starts editing (the control's touch-up).
  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    super.endTracking(touch, with: event)
    guard isTouchInside else { return }
    if let touch, clearButton.isShown, clearButton.frame.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) {
      return clearText()
    }
    becomeFirstResponder()
  }

  /// Inserts text at the end of the field, asking the delegate first; a newline presses the return key instead.
  open func insertText(_ text: String) {
    if text == "\n" { return pressReturn() }
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character (composed character sequence), asking the delegate first.
  open func deleteBackward() {
    let ns = storedText as NSString
    guard ns.length > 0 else { return }
    let range = ns.rangeOfComposedCharacterSequence(at: ns.length - 1)
    replace(range, with: "")
  }

  private func replace(_ range: NSRange, with string: String) {
    guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    textChanged()
    caret.restart(on: layer.clock) { [weak self] in self?.isEditing == true }
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  private func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    let endsOnExit = allControlEvents.contains(.editingDidEndOnExit)
    sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered])
    if endsOnExit { resignFirstResponder() }
  }

  private func clearText() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    replace(NSRange(location: 0, length: (storedText as NSString).length), with: "")
    if !isFirstResponder { becomeFirstResponder() }
  }
}
