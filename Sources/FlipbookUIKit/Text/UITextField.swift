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
  public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
  public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

  public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
  public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
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

  open weak var delegate: UITextFieldDelegate?
  open var text: String? {
    get { storedText }
    set { storedText = newValue ?? ""; textChanged() }
  }
  var storedText = ""
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }
  open var placeholder: String? { didSet { textChanged() } }
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  open var font: UIFont? = .systemFont(ofSize: 17) { didSet { textChanged() } }
  /// Accepted: the scene's text size is fixed for its run (see UILabel).
  open var adjustsFontForContentSizeCategory = false
  open var textColor: UIColor? = .label { didSet { textChanged() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
  open var borderStyle: BorderStyle = .none { didSet { applyBorder() } }
  open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var clearsOnBeginEditing = false
  open var adjustsFontSizeToFitWidth = false
  open var minimumFontSize: CGFloat = 0
  open var leftView: UIView? { didSet { oldValue?.removeFromSuperview(); if let leftView { addSubview(leftView) }; setNeedsLayout() } }
  open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var rightView: UIView? { didSet { oldValue?.removeFromSuperview(); if let rightView { addSubview(rightView) }; setNeedsLayout() } }
  open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
  open var background: UIImage?
  open var isSecureTextEntry = false { didSet { textChanged() } }
  open var keyboardType: UIKeyboardType = .default
  open var returnKeyType: UIReturnKeyType = .default
  open var keyboardAppearance: UIKeyboardAppearance = .default
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  open var autocorrectionType: UITextAutocorrectionType = .default
  open var spellCheckingType: UITextSpellCheckingType = .default
  open var textContentType: UITextContentType?
  open var enablesReturnKeyAutomatically = false
  open private(set) var isEditing = false
  open override var inputView: UIView? { customInputView }
  open override var inputAccessoryView: UIView? { customAccessoryView }
  var customInputView: UIView?
  var customAccessoryView: UIView?

  open var hasText: Bool { !storedText.isEmpty }

  // MARK: Layout rectangles (overridable, as in UIKit)

  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
  open func textRect(forBounds bounds: CGRect) -> CGRect { standardTextRect(forBounds: bounds) }
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { standardClearButtonRect(forBounds: bounds) }
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect { standardSideRect(leftView, left: true, bounds) }
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect { standardSideRect(rightView, left: false, bounds) }
  open func drawText(in rect: CGRect) {}
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

  open func insertText(_ text: String) {
    if text == "\n" { return pressReturn() }
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

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
