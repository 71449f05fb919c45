import FlipbookInterfaceBuilder
import Foundation

// Text inputs and gesture recognizers as Interface Builder writes them: a text
// field's or text view's attributes and its `<textInputTraits>`, and a
// recognizer's attributes (it joins its view through the view's
// `gestureRecognizers` outlet collection, and its actions are target-action).

extension NibCoder {
  @MainActor func decodeTextField(_ field: UITextField) {
    if let font = font() { field.font = font }
    if let color = color("textColor"), let color { field.textColor = color }
    if let alignment = choice("textAlignment", NibValues.alignments) { field.textAlignment = alignment }
    let borders: [String: UITextField.BorderStyle] = ["none": .none, "line": .line, "bezel": .bezel, "roundedRect": .roundedRect]
    if let style = choice("borderStyle", borders) { field.borderStyle = style }
    let modes: [String: UITextField.ViewMode] = ["never": .never, "whileEditing": .whileEditing,
                                                 "unlessEditing": .unlessEditing, "always": .always]
    if let mode = choice("clearButtonMode", modes) { field.clearButtonMode = mode }
    if let clears = flag("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
    if let placeholder = string("placeholder") { field.placeholder = placeholder }
    if let text = string("text") { field.text = text }
    if let traits = object.extra("textInputTraits") {
      let a = traits.attributes
      field.isSecureTextEntry = a["secureTextEntry"] == "YES"
      if let k = a["keyboardType"], let t = Self.keyboards[k] { field.keyboardType = t }
      if let r = a["returnKeyType"], let t = Self.returnKeys[r] { field.returnKeyType = t }
      if let c = a["autocapitalizationType"], let t = Self.capitals[c] { field.autocapitalizationType = t }
      if let c = a["textContentType"] { field.textContentType = UITextContentType(c) }
    }
  }

  @MainActor func decodeTextView(_ view: UITextView) {
    if let font = font() { view.font = font }
    if let color = color("textColor"), let color { view.textColor = color }
    if let alignment = choice("textAlignment", NibValues.alignments) { view.textAlignment = alignment }
    if let editable = flag("editable") { view.isEditable = editable }
    if let text = string("text") { view.text = text }
    if let traits = object.extra("textInputTraits"), let r = traits.attributes["returnKeyType"], let t = Self.returnKeys[r] {
      view.returnKeyType = t
    }
  }

  static let keyboards: [String: UIKeyboardType] = [
    "default": .default, "alphabet": .asciiCapable, "numbersAndPunctuation": .numbersAndPunctuation, "URL": .URL,
    "numberPad": .numberPad, "phonePad": .phonePad, "namePhonePad": .namePhonePad, "emailAddress": .emailAddress,
    "decimalPad": .decimalPad, "twitter": .twitter, "webSearch": .webSearch]
  static let returnKeys: [String: UIReturnKeyType] = [
    "default": .default, "go": .go, "google": .google, "join": .join, "next": .next, "route": .route,
    "search": .search, "send": .send, "yahoo": .yahoo, "done": .done, "emergencyCall": .emergencyCall, "continue": .continue]
  static let capitals: [String: UITextAutocapitalizationType] = [
    "none": .none, "words": .words, "sentences": .sentences, "allCharacters": .allCharacters]
}

/// Gesture recognizers a document declares.
@MainActor
enum NibGestures {
  static let classes: [String: UIGestureRecognizer.Type] = [
    "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
    "swipeGestureRecognizer": UISwipeGestureRecognizer.self, "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
    "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
    "longPressGestureRecognizer": UILongPressGestureRecognizer.self,
    "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self]

  /// A recognizer of the element's UIKit class (a custom subclass cannot be made by name without the Objective-C runtime).
  static func make(_ cls: AnyClass) -> UIGestureRecognizer? {
    switch cls {
    case is UIScreenEdgePanGestureRecognizer.Type: UIScreenEdgePanGestureRecognizer()
    case is UITapGestureRecognizer.Type: UITapGestureRecognizer()
    case is UIPanGestureRecognizer.Type: UIPanGestureRecognizer()
    case is UISwipeGestureRecognizer.Type: UISwipeGestureRecognizer()
    case is UIPinchGestureRecognizer.Type: UIPinchGestureRecognizer()
    case is UIRotationGestureRecognizer.Type: UIRotationGestureRecognizer()
    case is UILongPressGestureRecognizer.Type: UILongPressGestureRecognizer()
    default: nil
    }
  }

  static func configure(_ g: UIGestureRecognizer, _ coder: NibCoder) {
    if let on = coder.flag("enabled") { g.isEnabled = on }
    if let on = coder.flag("cancelsTouchesInView") { g.cancelsTouchesInView = on }
    if let on = coder.flag("delaysTouchesBegan") { g.delaysTouchesBegan = on }
    if let on = coder.flag("delaysTouchesEnded") { g.delaysTouchesEnded = on }
    func int(_ key: String) -> Int? { coder.number(key).flatMap { Int(exactly: $0.rounded()) } }
    switch g {
    case let tap as UITapGestureRecognizer:
      if let n = int("numberOfTapsRequired") { tap.numberOfTapsRequired = n }
      if let n = int("numberOfTouchesRequired") { tap.numberOfTouchesRequired = n }
    case let press as UILongPressGestureRecognizer:
      if let d = coder.number("minimumPressDuration") { press.minimumPressDuration = Double(d) }
      if let m = coder.number("allowableMovement") { press.allowableMovement = m }
    case let swipe as UISwipeGestureRecognizer:
      let ways: [String: UISwipeGestureRecognizer.Direction] = ["right": .right, "left": .left, "up": .up, "down": .down]
      if let d = coder.choice("direction", ways) { swipe.direction = d }
      if let n = int("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = n }
    case let edge as UIScreenEdgePanGestureRecognizer:
      let edges: [String: UIRectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]
      edge.edges = coder.choice("edges", edges) ?? .left
    case let pan as UIPanGestureRecognizer:
      if let n = int("minimumNumberOfTouches") { pan.minimumNumberOfTouches = n }
      if let n = int("maximumNumberOfTouches") { pan.maximumNumberOfTouches = n }
    default: break
    }
  }
}
