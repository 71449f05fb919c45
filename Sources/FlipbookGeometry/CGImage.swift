import Foundation

// MARK: - CGImage

/// An immutable image, as Core Graphics' `CGImage` (what `CALayer.contents`
/// holds): decoded pixels, or a recorded drawing that the rasterizer paints at
/// its pixel size (what an image renderer or `makeImage()` returns).
public final class CGImage: Sendable, Equatable {
  /// What the image holds: decoded pixels, or a recorded drawing.
  public let source: ImageSource
  /// Creates an image that holds the given decoded pixels.
  public init(bitmap: Bitmap) { source = .bitmap(bitmap) }
  /// Creates an image that holds a recorded drawing, which the rasterizer paints at its pixel size.
  public init(drawing: Drawing) { source = .drawing(drawing) }
  /// Creates an image that holds the given pixels or drawing.
  public init(source: ImageSource) { self.source = source }
  /// The width of the image, in pixels.
  public var width: Int { source.width }
  /// The height of the image, in pixels.
  public var height: Int { source.height }
  /// The pixels, when the image holds decoded pixels (nil for a recorded drawing:
  /// only the rasterizer makes its pixels).
  public var bitmap: Bitmap? {
    if case .bitmap(let b) = source { return b }
    return nil
  }
  public static func == (a: CGImage, b: CGImage) -> Bool { a === b || a.source == b.source }
}

/// What an image holds: pixels, or a drawing the rasterizer makes pixels of.
public enum ImageSource: Sendable, Equatable {
  /// Decoded pixels.
  case bitmap(Bitmap)
  /// A recorded drawing, painted by the rasterizer at its pixel size.
  case drawing(Drawing)

  /// True for a recorded drawing.
  public var isDrawing: Bool {
    if case .drawing = self { return true }
    return false
  }

  /// The width of the image, in pixels.
  public var width: Int {
    switch self {
    case .bitmap(let b): b.width
    case .drawing(let d): d.width
    }
  }

  /// The height of the image, in pixels.
  public var height: Int {
    switch self {
    case .bitmap(let b): b.height
    case .drawing(let d): d.height
    }
  }
}
