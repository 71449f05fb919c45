import Foundation

/// The device a scene renders for: an iPhone in portrait running iOS 17 (the
/// canvas, not this, sets the screen's size and scale).
@preconcurrency @MainActor
open class UIDevice {
  public static let current = UIDevice()
  nonisolated init() {}

  public enum Orientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
  }

  open var name: String { "iPhone" }
  open var model: String { "iPhone" }
  open var localizedModel: String { "iPhone" }
  open var systemName: String { "iOS" }
  open var systemVersion: String { "17.0" }
  open var orientation: Orientation { .portrait }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  open var isMultitaskingSupported: Bool { true }
  open var identifierForVendor: UUID? { UUID(uuidString: "00000000-0000-0000-0000-000000000000") }
  open var batteryLevel: Float { 1 }
  open var isBatteryMonitoringEnabled = false
  open func beginGeneratingDeviceOrientationNotifications() {}
  open func endGeneratingDeviceOrientationNotifications() {}
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone = 0, pad, tv, carPlay, mac = 5, vision = 6
}

/// Swift 4's free functions over device orientations.
@MainActor public func UIDeviceOrientationIsLandscape(_ orientation: UIDevice.Orientation) -> Bool { orientation.isLandscape }
@MainActor public func UIDeviceOrientationIsPortrait(_ orientation: UIDevice.Orientation) -> Bool { orientation.isPortrait }
