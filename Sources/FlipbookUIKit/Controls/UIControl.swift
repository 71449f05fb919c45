import Foundation
@_exported import FlipbookCoreAnimation

/// A menu element that runs a closure: UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction {
  /// A string that identifies an action, which makes it unique among a control's actions.
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from the given string.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The action's title, which a button created with the action shows.
  open var title: String
  /// The action's image, which a button created with the action shows.
  open var image: UIImage?
  /// The action's identifier, a new unique one unless you pass your own.
  public let identifier: Identifier
  let handler: (UIAction) -> Void
  /// The control that sent the action while its handler runs (as UIKit sets it).
  public internal(set) var sender: Any?

  /// Creates an action with the given title, image and identifier that runs the handler when performed.
  public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
              handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }
}

/// The base of buttons, switches and the other controls: states, and the actions
/// run for events. A `Hand` script's touches track it as UIKit does
/// (UIControl+Tracking.swift): touchDown and the highlight, drags inside and
/// outside, touchUpInside or touchUpOutside. `sendActions(for:)` triggers it from code.
open class UIControl: UIView {
  /// A set of the events a control sends its actions for.
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// A touch-down event in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A repeated touch-down event in the control, one whose touch's tap count is greater than one.
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    /// An event where a finger is dragged inside the control, or within 70 points of it, as UIKit allows.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// An event where a finger is dragged outside the control, more than 70 points beyond its bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// An event where a finger is dragged back inside the control.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// An event where a finger is dragged from inside the control to outside it.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch-up event in the control where the finger is inside it, or within 70 points of it.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch-up event in the control where the finger is outside it, more than 70 points beyond its bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// A system event that cancels the control's current touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// An event where the user changed the control's value, as by moving a slider or flipping a switch.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// A semantic action triggered by the control, such as a button's tap.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// A menu action triggered before the control's menu is shown; Flipbook never sends it.
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    /// An event where an editing session begins in a text field.
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    /// An event where the text of a text field changes during editing.
    public static let editingChanged = Event(rawValue: 1 << 17)
    /// An event where an editing session in a text field ends.
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    /// An event where an editing session in a text field ends because the user pressed Return.
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    /// All touch events.
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    /// All editing events of a text field.
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    /// All events.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// A set of the states a control can be in, such as highlighted or disabled.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The normal, or default, state of a control: enabled, but neither selected nor highlighted.
    public static let normal = State([])
    /// The highlighted state, which a control is in while a touch is down inside it.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The disabled state, which a control is in when `isEnabled` is false.
    public static let disabled = State(rawValue: 1 << 1)
    /// The selected state, which a control is in when `isSelected` is true.
    public static let selected = State(rawValue: 1 << 2)
    /// The focused state; Flipbook has no focus engine, so `state` never contains it.
    public static let focused = State(rawValue: 1 << 3)
  }

  private var actions: [(action: UIAction, events: Event)] = []
  /// Target-action pairs (TargetAction.swift) and the actions they send through.
  var targetActions: [(target: WeakTarget, action: Selector, entry: UIAction)] = []

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    NibCoder.finish(self, coder, as: UIControl.self)
  }

  /// Adds `primaryAction` for `.primaryActionTriggered` (and, as UIKit does for
  /// buttons, a tap: `.touchUpInside`).
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// A Boolean value that indicates whether the control is enabled; a disabled control sends no actions.
  open var isEnabled = true { didSet { stateDidChange() } }
  /// A Boolean value that indicates whether the control is selected.
  open var isSelected = false { didSet { stateDidChange() } }
  /// A Boolean value that indicates whether the control draws a highlight, as it does while touched.
  open var isHighlighted = false { didSet { stateDidChange() } }
  /// The control's state, made from its `isHighlighted`, `isEnabled` and `isSelected` values.
  open var state: State {
    var s: State = []
    if isHighlighted { s.insert(.highlighted) }
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    return s
  }
  /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (subclasses redraw).
  open func stateDidChange() {}

  /// Actions are unique by identifier: adding one whose identifier is already
  /// there replaces that action (its handler) and adds the events, as UIKit does.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    if let i = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
      actions[i] = (action, actions[i].events.union(controlEvents))
    } else {
      actions.append((action, controlEvents))
    }
  }

  /// Removes the action for the given events; it stays for any other events it was added for.
  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  /// Removes the action with the given identifier for the given events; it stays for any other events.
  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    guard let i = actions.firstIndex(where: { $0.action.identifier == identifier }) else { return }
    actions[i].events.subtract(controlEvents)
    if actions[i].events.isEmpty { actions.remove(at: i) }
  }

  /// The events the control has actions for.
  open var allControlEvents: Event { actions.reduce([]) { $0.union($1.events) } }

  /// Runs the actions registered for any of `controlEvents`, in the order they
  /// were added, now (on the virtual clock). A button's tap (`.touchUpInside`)
  /// or a switch's `.valueChanged` also triggers its primary action, as in UIKit.
  /// A disabled control sends nothing.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    var events = controlEvents
    if !events.isDisjoint(with: primaryActionEvents) { events.insert(.primaryActionTriggered) }
    for entry in actions where !entry.events.isDisjoint(with: events) {
      sendAction(entry.action)
    }
  }

  /// Runs the action's handler now, with the control as the action's `sender`.
  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  // MARK: Tracking (UIControl+Tracking.swift)

  /// A Boolean value that indicates whether the control is tracking a touch, as its tracking methods decide.
  open internal(set) var isTracking = false
  /// A Boolean value that indicates whether the tracked touch is inside the control, or within 70 points of it.
  open internal(set) var isTouchInside = false
  /// Called when a touch comes down on the control; false stops tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called as the touch moves; false stops tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called when the tracked touch lifts; the base implementation does nothing.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  /// Called when the tracked touch is cancelled; the base implementation does nothing.
  open func cancelTracking(with event: UIEvent?) {}
  /// Starts tracking the touch, highlighting the control and sending `.touchDown` (and `.touchDownRepeat`).
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackBegan(touches, event) }
  /// Follows the tracked touch, updating the highlight and sending the drag events.
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackMoved(touches, event) }
  /// Ends tracking the touch, removing the highlight and sending `.touchUpInside` or `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackEnded(touches, event) }
  /// Cancels tracking the touch, removing the highlight and sending `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackCancelled(event) }

  /// The events that also send `.primaryActionTriggered`: a tap for buttons, a
  /// value change for switches and segmented controls.
  var primaryActionEvents: Event { [] }
}
