// `import CoreGraphics` on Linux: Flipbook's Core Graphics types (CGColor, CGPath,
// CGImage, CGAffineTransform, CATransform3D, CGVector) with Foundation's CGPoint,
// CGSize and CGRect. Declared on Linux only: see Package.swift.
@_exported import Foundation
@_exported import FlipbookGeometry
