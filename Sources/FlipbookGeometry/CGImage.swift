import Foundation

// MARK: - CGImage

/// An immutable bitmap image, as Core Graphics' `CGImage` (what `CALayer.contents` holds).
public final class CGImage: Sendable, Equatable {
  public let bitmap: Bitmap
  public init(bitmap: Bitmap) { self.bitmap = bitmap }
  public var width: Int { bitmap.width }
  public var height: Int { bitmap.height }
  public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.bitmap == b.bitmap }
}
