import Foundation

// MARK: - Value kinds

/// What type of value a key path takes.
public enum ValueKind: String, Sendable {
  /// A kind for a single number (`opacity`, `cornerRadius`).
  case number
  /// A kind for a `CGPoint` (`position`, `anchorPoint`).
  case point
  /// A kind for a `CGSize` (`shadowOffset`).
  case size
  /// A kind for a `CGRect` (`bounds`, `contentsRect`).
  case rect
  /// A kind for a `CATransform3D` (`transform`, `sublayerTransform`).
  case transform
  /// A kind for a color (`backgroundColor`, `fillColor`).
  case color
  /// A kind for a path (`path`, `shadowPath`).
  case path
  /// A kind for an array of colors (a gradient's `colors`).
  case colors
  /// A kind for an array of numbers (a gradient's `locations`, `lineDashPattern`).
  case numbers
  /// A kind for an image (`contents`).
  case image
  /// A kind for a Boolean value (`hidden`, `masksToBounds`).
  case bool
  /// A kind for a string (option strings such as `fillRule`).
  case string

  /// The Swift types a value of this kind may be given as, for messages ("a CGPoint").
  public var swiftName: String {
    switch self {
    case .number: "a number (Double, CGFloat, Float, Int or NSNumber)"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .rect: "a CGRect"
    case .transform: "a CATransform3D (or CGAffineTransform)"
    case .color: "a CGColor (or UIColor)"
    case .path: "a CGPath (or UIBezierPath)"
    case .colors: "an array of CGColor"
    case .numbers: "an array of numbers"
    case .image: "a CGImage (or UIImage)"
    case .bool: "a Bool"
    case .string: "a String"
    }
  }
}
