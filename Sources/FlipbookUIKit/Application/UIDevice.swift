import Foundation

/// The device a scene renders for: an iPhone in portrait running iOS 17 (the
/// canvas, not this, sets the screen's size and scale).
@preconcurrency @MainActor
open class UIDevice {
  /// The device the scene renders for.
  public static let current = UIDevice()
  nonisolated init() {}

  /// A physical orientation of a device.
  public enum Orientation: Int, Sendable {
    /// An orientation that is not known.
    case unknown
    /// A portrait orientation, with the device held upright.
    case portrait
    /// A portrait orientation, with the device upside down.
    case portraitUpsideDown
    /// A landscape orientation, with the device's top turned to the left.
    case landscapeLeft
    /// A landscape orientation, with the device's top turned to the right.
    case landscapeRight
    /// A flat orientation, with the device lying face up.
    case faceUp
    /// A flat orientation, with the device lying face down.
    case faceDown
    /// A Boolean value that indicates whether the orientation is portrait or portrait upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// A Boolean value that indicates whether the orientation is landscape left or landscape right.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// A Boolean value that indicates whether the device lies flat, face up or face down.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// A Boolean value that indicates whether the orientation is a portrait or landscape one an interface can take.
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  /// The device's name; always `iPhone` here.
  open var name: String { "iPhone" }
  /// The device's model; always `iPhone` here.
  open var model: String { "iPhone" }
  /// The device's model, localized; always `iPhone` here.
  open var localizedModel: String { "iPhone" }
  /// The name of the operating system; always `iOS` here.
  open var systemName: String { "iOS" }
  /// The version of the operating system; always `17.0` here.
  open var systemVersion: String { "17.0" }
  /// The device's physical orientation; always `portrait` here.
  open var orientation: Orientation { .portrait }
  /// The style of interface the device uses; always `phone` here.
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  /// A Boolean value that indicates whether the device supports multitasking; always true here.
  open var isMultitaskingSupported: Bool { true }
  /// An identifier of the device for the app's vendor; always the all-zero UUID here.
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  /// The device's battery level, from 0 to 1; always 1 (full) here.
  open var batteryLevel: Float { 1 }
  /// A Boolean value that indicates whether battery monitoring is enabled; recorded, but it changes nothing.
  open var isBatteryMonitoringEnabled = false
  /// Accepted for source compatibility; the orientation never changes here, so this does nothing.
  open func beginGeneratingDeviceOrientationNotifications() {}
  /// Accepted for source compatibility; does nothing.
  open func endGeneratingDeviceOrientationNotifications() {}
}

/// An interface style for a kind of device.
public enum UIUserInterfaceIdiom: Int, Sendable {
  /// An unspecified interface idiom.
  case unspecified = -1
  /// An interface designed for iPhone.
  case phone = 0
  /// An interface designed for iPad.
  case pad
  /// An interface designed for Apple TV.
  case tv
  /// An interface designed for CarPlay.
  case carPlay
  /// An interface designed for the Mac.
  case mac = 5
  /// An interface designed for Apple Vision Pro.
  case vision = 6
}

/// Swift 4's free functions over device orientations.
@MainActor public func UIDeviceOrientationIsLandscape(_ orientation: UIDevice.Orientation) -> Bool { orientation.isLandscape }
/// Returns a Boolean value that indicates whether the orientation is a portrait one.
@MainActor public func UIDeviceOrientationIsPortrait(_ orientation: UIDevice.Orientation) -> Bool { orientation.isPortrait }
