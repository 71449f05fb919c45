import Foundation

// MARK: - UIAccessibility

/// `UIAccessibilityTraits`: what an accessibility element is and how it behaves,
/// with Apple's bit values. A frame shows nothing of them; code that sets and reads
/// them runs as on iOS.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt64
  /// The traits whose bits are set in `rawValue`.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none = UIAccessibilityTraits([])
  /// The element is a button.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  /// The element is a link.
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  /// The element is an image.
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  /// The element is selected.
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  /// The element plays a sound when activated.
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  /// The element is a keyboard key.
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  /// The element is text that does not change.
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  /// The element summarises the app's state when it starts.
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  /// The element is disabled.
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  /// The element's value changes often.
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  /// The element is a search field.
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  /// Activating the element starts a media session.
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  /// The element's value can be adjusted continuously (a slider).
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  /// The element takes touches directly.
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  /// The element turns a page when reading reaches its end.
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  /// The element is a tab bar.
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
  /// The element is a header.
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// `UIAccessibility`: the user's accessibility settings and VoiceOver's notifications.
///
/// A scene renders what an iPhone in its default settings shows, so every setting
/// reads off (Reduce Motion too: code that checks it runs its full animation) and
/// no assistive technology runs, so a posted notification reaches no one, as on an
/// iPhone without VoiceOver.
public enum UIAccessibility {
  /// Reduce Motion: off.
  public static var isReduceMotionEnabled: Bool { false }
  /// Reduce Transparency: off.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Bold Text: off.
  public static var isBoldTextEnabled: Bool { false }
  /// Increase Contrast: off.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Prefer Cross-Fade Transitions: off.
  public static var prefersCrossFadeTransitions: Bool { false }
  /// Grayscale: off.
  public static var isGrayscaleEnabled: Bool { false }
  /// Smart and Classic Invert: off.
  public static var isInvertColorsEnabled: Bool { false }
  /// Auto-Play Video Previews: on, the default.
  public static var isVideoAutoplayEnabled: Bool { true }
  /// VoiceOver: not running.
  public static var isVoiceOverRunning: Bool { false }
  /// Switch Control: not running.
  public static var isSwitchControlRunning: Bool { false }

  /// A notification to assistive technologies (`.screenChanged`, `.layoutChanged`, `.announcement`, …).
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// Apple's number for the notification.
    public let rawValue: UInt32
    /// The notification Apple numbers `rawValue`.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The screen changed (a new view controller, say).
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement for VoiceOver to speak.
    public static let announcement = Notification(rawValue: 1008)
    /// A scroll finished; the argument describes the new position.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Posts `notification` to assistive technologies: none runs in a scene, so nothing happens.
  public static func post(notification: Notification, argument: Any?) {}

  /// Posted when Reduce Motion changes (never in a scene).
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when VoiceOver starts or stops (never in a scene).
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}

/// `UIAccessibilityIdentification`: an identifier for UI tests.
@MainActor public protocol UIAccessibilityIdentification {
  /// A string that identifies the element (for UI tests; never shown).
  var accessibilityIdentifier: String? { get set }
}

extension UIResponder: UIAccessibilityIdentification {}

/// What UIKit's standard views are to VoiceOver when nothing was set (Apple: false,
/// nil and no traits "unless the receiver is a standard UIKit control"): a label is
/// static text named by its text, a button a button named by its title, an image view an image.
@MainActor func standardAccessibility(of responder: UIResponder) -> (isElement: Bool, label: String?, traits: UIAccessibilityTraits) {
  switch responder {
  case let label as UILabel: (true, label.text, .staticText)
  case let button as UIButton: (true, button.currentTitle, .button)
  case is UIControl: (true, nil, [])
  case is UIImageView: (false, nil, .image)
  default: (false, nil, [])
  }
}
