import Foundation

/// UIKit's responder: the base of views, view controllers, the application and
/// an app's delegates. Touches a scene's script makes (`Hand`) arrive here in
/// UIKit's order; what a responder does not handle goes to `next`, as on iOS
/// (the default `touchesBegan…` forward to the next responder).
///
/// The chain, as Apple's "Using responders and the responder chain" gives it: a
/// view's next is its controller when it is that controller's root view, else its
/// superview; a controller's next is its view's superview (a presented one's is
/// its presenter); a window's is the application; the application's is its
/// delegate when that is a responder.
@preconcurrency @MainActor
open class UIResponder {
  /// NSObject's `self()`. In a stored property's initialiser, an unqualified `self`
  /// (a button made in a closure that calls `addTarget(self, …)`) finds this
  /// method, as it does on iOS, where the compiler warns that it "refers to the
  /// method 'NSObject.self'": the target is then not the controller, there too.
  public func `self`() -> Self { self }

  /// Creates a responder.
  public init() {}

  /// The next responder in the chain, or `nil`; subclasses such as views and view controllers return theirs.
  open var next: UIResponder? { nil }

  // MARK: Touches

  /// Tells the responder that touches began in a view; the default passes them to the next responder.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
  /// Tells the responder that touches moved; the default passes them to the next responder.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
  /// Tells the responder that touches lifted; the default passes them to the next responder.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
  /// Tells the responder that touches were cancelled; the default passes them to the next responder.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Tells the responder that estimated properties of touches were updated; Flipbook never calls it.
  open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}
  /// Tells the responder that a motion event, such as a shake, began; the default passes it to the next responder.
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionBegan(motion, with: event) }
  /// Tells the responder that a motion event ended; the default passes it to the next responder.
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { next?.motionEnded(motion, with: event) }

  // MARK: First responder

  /// Whether this responder can be the first responder (text inputs can).
  open var canBecomeFirstResponder: Bool { false }
  /// A Boolean value that indicates whether the responder agrees to resign first responder status; `true` by default.
  open var canResignFirstResponder: Bool { true }
  /// Whether this is the scene's first responder.
  open var isFirstResponder: Bool { EventState.current.firstResponder === self }

  /// Makes this the first responder, when it can be and the current one resigns.
  @discardableResult open func becomeFirstResponder() -> Bool {
    let events = EventState.current
    if events.firstResponder === self { return true }
    guard canBecomeFirstResponder else { return false }
    if let current = events.firstResponder, !current.resignFirstResponder() { return false }
    events.firstResponder = self
    didBecomeFirstResponder()
    return true
  }

  /// Gives up first responder status (when this is it, and it can).
  @discardableResult open func resignFirstResponder() -> Bool {
    let events = EventState.current
    guard events.firstResponder === self else { return true }
    guard canResignFirstResponder else { return false }
    events.firstResponder = nil
    didResignFirstResponder()
    return true
  }

  /// Hooks for text inputs (the keyboard comes and goes with them).
  func didBecomeFirstResponder() {}
  func didResignFirstResponder() {}

  /// The input view shown while this is first responder (nil: the system keyboard).
  open var inputView: UIView? { nil }
  /// The custom view shown above the keyboard while this is first responder; Flipbook shows no accessory views.
  open var inputAccessoryView: UIView? { nil }
  /// Updates the input views while this is first responder; does nothing in Flipbook.
  open func reloadInputViews() {}

  /// Whether this responder can run `action` (by name, through the plugin's selectors).
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    SelectorRegistry.responds(self, to: action)
  }

  /// Returns the first responder in the chain, starting with this one, that can perform the action, or `nil`.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
    var responder: UIResponder? = self
    while let current = responder {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
    }
    return nil
  }

  // MARK: Accessibility

  // UIAccessibility's informal protocol, declared on NSObject by UIKit, so views,
  // controls and controllers override these as they do on iOS. Nothing reads them
  // in a scene (no VoiceOver runs); what is unset reads as UIKit's standard views
  // give it (`standardAccessibility`).
  private var storedIsAccessibilityElement: Bool?, storedAccessibilityLabel: String?
  private var storedAccessibilityTraits: UIAccessibilityTraits?, storedAccessibilityFrame: CGRect?
  /// Whether VoiceOver reaches this as one element (standard controls and labels: true).
  open var isAccessibilityElement: Bool {
    get { storedIsAccessibilityElement ?? standardAccessibility(of: self).isElement }
    set { storedIsAccessibilityElement = newValue }
  }
  /// What VoiceOver says for this element (a label's text, a button's title, unless set).
  open var accessibilityLabel: String? {
    get { storedAccessibilityLabel ?? standardAccessibility(of: self).label }
    set { storedAccessibilityLabel = newValue }
  }
  /// What the element is and how it behaves (a button: `.button`, unless set).
  open var accessibilityTraits: UIAccessibilityTraits {
    get { storedAccessibilityTraits ?? standardAccessibility(of: self).traits }
    set { storedAccessibilityTraits = newValue }
  }
  /// What activating the element does, in a few words.
  open var accessibilityHint: String?
  /// The element's value (a slider's, say).
  open var accessibilityValue: String?
  /// An identifier for UI tests.
  open var accessibilityIdentifier: String?
  /// The language VoiceOver reads the element in.
  open var accessibilityLanguage: String?
  /// The element's frame in screen coordinates, for VoiceOver: unless set, a view's
  /// frame on the screen and `.zero` for anything else (UIAccessibility.h: "default ==
  /// CGRectZero or the frame of the UIView").
  open var accessibilityFrame: CGRect {
    get { storedAccessibilityFrame ?? (self as? UIView).map { $0.convert($0.bounds, to: nil) } ?? .zero }
    set { storedAccessibilityFrame = newValue }
  }
  /// Whether VoiceOver skips this element's subviews.
  open var accessibilityElementsHidden = false
  /// Whether VoiceOver ignores the element's siblings (a modal view).
  open var accessibilityViewIsModal = false
  /// Whether VoiceOver reads the element's children as a group.
  open var shouldGroupAccessibilityChildren = false
  /// The container's elements in VoiceOver's order (nil: its subviews).
  open var accessibilityElements: [Any]?
  /// Activates the element for VoiceOver; false: not handled.
  open func accessibilityActivate() -> Bool { false }
  /// Raises an adjustable element's value (VoiceOver's swipe up).
  open func accessibilityIncrement() {}
  /// Lowers an adjustable element's value (VoiceOver's swipe down).
  open func accessibilityDecrement() {}
  /// Dismisses a modal view for VoiceOver's escape gesture; false: not handled.
  open func accessibilityPerformEscape() -> Bool { false }
  /// VoiceOver's magic tap (a two-finger double tap); false: not handled.
  open func accessibilityPerformMagicTap() -> Bool { false }
}
