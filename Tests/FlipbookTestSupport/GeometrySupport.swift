import Flipbook
import Foundation
import Testing

public func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }

public func near(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) }

public func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
  near(a.origin, b.origin, tolerance) && near(a.width, b.width, tolerance) && near(a.height, b.height, tolerance)
}
