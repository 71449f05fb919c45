import Foundation
@_exported import FlipbookCoreAnimation

/// A menu element that runs a closure: UIKit's `UIAction`.
@preconcurrency @MainActor
open class UIAction {
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  open var title: String
  open var image: UIImage?
  public let identifier: Identifier
  let handler: (UIAction) -> Void
  /// The control that sent the action while its handler runs (as UIKit sets it).
  public internal(set) var sender: Any?

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
  public struct Event: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let menuActionTriggered = Event(rawValue: 1 << 14)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
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

  open var isEnabled = true { didSet { stateDidChange() } }
  open var isSelected = false { didSet { stateDidChange() } }
  open var isHighlighted = false { didSet { stateDidChange() } }
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

  open func removeAction(_ action: UIAction, for controlEvents: Event) {
    removeAction(identifiedBy: action.identifier, for: controlEvents)
  }

  open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
    guard let i = actions.firstIndex(where: { $0.action.identifier == identifier }) else { return }
    actions[i].events.subtract(controlEvents)
    if actions[i].events.isEmpty { actions.remove(at: i) }
  }

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

  open func sendAction(_ action: UIAction) {
    action.sender = self
    action.handler(action)
    action.sender = nil
  }

  // MARK: Tracking (UIControl+Tracking.swift)

  open internal(set) var isTracking = false
  open internal(set) var isTouchInside = false
  /// Called when a touch comes down on the control; false stops tracking it.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  /// Called as the touch moves; false stops tracking it.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
  open func cancelTracking(with event: UIEvent?) {}
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trackBegan(touches, event) }
  open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { trackMoved(touches, event) }
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { trackEnded(touches, event) }
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { trackCancelled(event) }

  /// The events that also send `.primaryActionTriggered`: a tap for buttons, a
  /// value change for switches and segmented controls.
  var primaryActionEvents: Event { [] }
}
