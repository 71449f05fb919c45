import Foundation

// The names text inputs share (UITextInputTraits), and the delegate protocols.

/// A type of keyboard for a text input, such as the number pad or the email keyboard.
///
/// Flipbook's keyboard always shows its letters layout, whichever type is set.
public enum UIKeyboardType: Int, Sendable {
  /// A keyboard that is the default for the current input method.
  case `default`
  /// A keyboard that shows standard ASCII characters.
  case asciiCapable
  /// A keyboard that shows numbers and punctuation.
  case numbersAndPunctuation
  /// A keyboard for entering URLs.
  case URL
  /// A numeric keypad for entering digits 0 through 9.
  case numberPad
  /// A keypad for entering telephone numbers.
  case phonePad
  /// A keyboard for entering a person's name or phone number.
  case namePhonePad
  /// A keyboard for entering email addresses.
  case emailAddress
  /// A keypad for entering numbers with a decimal point.
  case decimalPad
  /// A keyboard for Twitter text entry, with easy access to the at sign and the number sign.
  case twitter
  /// A keyboard for web search terms and URL entry.
  case webSearch
  /// A number pad that outputs only ASCII digits.
  case asciiCapableNumberPad
  /// The ASCII-capable keyboard; a deprecated name for `asciiCapable`.
  public static let alphabet = UIKeyboardType.asciiCapable
}
/// A title for the keyboard's return key, such as Go, Search, Send or Done.
public enum UIReturnKeyType: Int, Sendable {
  /// A return key titled "return".
  case `default`
  /// A return key titled "go".
  case go
  /// A return key titled "Google" on iOS; Flipbook's keyboard titles it "search".
  case google
  /// A return key titled "join".
  case join
  /// A return key titled "next".
  case next
  /// A return key titled "route".
  case route
  /// A return key titled "search".
  case search
  /// A return key titled "send".
  case send
  /// A return key titled "Yahoo" on iOS; Flipbook's keyboard titles it "search".
  case yahoo
  /// A return key titled "done".
  case done
  /// A return key for emergency calls, titled "emergency" here.
  case emergencyCall
  /// A return key titled "continue".
  case `continue`
}
/// An autocapitalization style for typed text.
///
/// Stored for the API; Flipbook does not capitalize typed text.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// A style that capitalizes nothing.
  case none
  /// A style that capitalizes the first letter of each word.
  case words
  /// A style that capitalizes the first letter of each sentence.
  case sentences
  /// A style that capitalizes every character.
  case allCharacters
}
/// An autocorrection style for a text input; stored for the API, as Flipbook does not autocorrect.
public enum UITextAutocorrectionType: Int, Sendable {
  /// A style that uses the text input's default autocorrection behavior.
  case `default`
  /// A style that turns autocorrection off.
  case no
  /// A style that turns autocorrection on.
  case yes
}
/// A spell-checking style for a text input; stored for the API, as Flipbook does not check spelling.
public enum UITextSpellCheckingType: Int, Sendable {
  /// A style that uses the text input's default spell-checking behavior.
  case `default`
  /// A style that turns spell checking off.
  case no
  /// A style that turns spell checking on.
  case yes
}
/// An appearance for the keyboard, light or dark.
///
/// Flipbook's keyboard takes its light or dark colors from the interface style, not from this value.
public enum UIKeyboardAppearance: Int, Sendable {
  /// An appearance that is the default for the current input method.
  case `default`
  /// A dark keyboard appearance.
  case dark
  /// A light keyboard appearance.
  case light
  /// The dark keyboard appearance; a deprecated name for `dark`.
  public static let alert = UIKeyboardAppearance.dark
}
/// A semantic meaning for a text input's content, such as a username, password or email address.
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Creates a content type with the given raw value.
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// The content type for a username.
  public static let username = UITextContentType("username")
  /// The content type for an existing password.
  public static let password = UITextContentType("password")
  /// The content type for a new password, such as on a sign-up form.
  public static let newPassword = UITextContentType("new-password")
  /// The content type for a one-time code sent by SMS or email.
  public static let oneTimeCode = UITextContentType("one-time-code")
  /// The content type for an email address.
  public static let emailAddress = UITextContentType("email")
  /// The content type for a person's full name.
  public static let name = UITextContentType("name")
  /// The content type for a telephone number.
  public static let telephoneNumber = UITextContentType("tel")
}

/// What typing calls on the first responder (UIKit's `UIKeyInput`).
@preconcurrency @MainActor
public protocol UIKeyInput: AnyObject {
  /// A Boolean value that indicates whether the input has any text.
  var hasText: Bool { get }
  /// Inserts the given text at the insertion point.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}

/// A set of methods a text field calls as it begins and ends editing, changes its text, clears and returns.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asks the delegate whether the text field may begin editing; the default returns `true`.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that the text field began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asks the delegate whether the text field may end editing; the default returns `true`.
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  /// Tells the delegate that the text field ended editing.
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Tells the delegate that the text field ended editing, and why.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asks the delegate whether to replace the characters in the given range with the given string.
  func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
  /// Tells the delegate that the selection in the text field changed; Flipbook calls it after every edit.
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asks the delegate whether the clear button may remove the text field's text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asks the delegate whether the text field should process the return key.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  /// Returns `true`, letting the text field begin editing.
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  /// Returns `true`, letting the text field end editing.
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  /// Does nothing.
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  /// UIKit calls this form when implemented, else the one without a reason.
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  /// Returns `true`, allowing the change.
  public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                        replacementString string: String) -> Bool { true }
  /// Does nothing.
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  /// Returns `true`, letting the clear button remove the text.
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  /// Returns `true`, letting the text field process the return key.
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A set of methods a text view calls as it begins and ends editing and changes its text.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// Asks the delegate whether the text view may begin editing; the default returns `true`.
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  /// Tells the delegate that the text view began editing.
  func textViewDidBeginEditing(_ textView: UITextView)
  /// Asks the delegate whether the text view may end editing; the default returns `true`.
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  /// Tells the delegate that the text view ended editing.
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asks the delegate whether to replace the text in the given range with the given text.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// Tells the delegate that the user changed the text view's text.
  func textViewDidChange(_ textView: UITextView)
  /// Tells the delegate that the selection in the text view changed.
  ///
  /// Flipbook's text view has no selection and never calls this method.
  func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
  /// Returns `true`, letting the text view begin editing.
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  /// Returns `true`, letting the text view end editing.
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  /// Does nothing.
  public func textViewDidEndEditing(_ textView: UITextView) {}
  /// Returns `true`, allowing the change.
  public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
  /// Does nothing.
  public func textViewDidChange(_ textView: UITextView) {}
  /// Does nothing.
  public func textViewDidChangeSelection(_ textView: UITextView) {}
}
