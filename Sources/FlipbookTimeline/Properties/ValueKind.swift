import Foundation

// MARK: - Value kinds

/// What type of value a key path takes.
public enum ValueKind: String, Sendable {
  case number, point, size, rect, transform, color, path, colors, numbers, image, bool, string

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
