import Foundation

// MARK: - UIGraphicsImageRenderer

/// How an image renderer makes its images.
open class UIGraphicsRendererFormat {
  /// The area drawn, in points.
  open var bounds: CGRect = .zero
  /// Creates a format with empty bounds.
  public init() {}
}

/// `UIGraphicsImageRendererFormat`: the screen's scale and a transparent
/// background by default, as on iOS.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// Pixels per point (default: the screen's).
  open var scale: CGFloat = UIScreen.main.scale
  /// An opaque image starts black where nothing is drawn.
  open var opaque = false
  /// Accepted: every image is drawn in sRGB.
  open var preferredRange: Range = .automatic
  /// Accepted: every image is drawn in sRGB.
  open var prefersExtendedRange = false

  /// A colour range for the images a renderer makes; accepted, as every image is drawn in sRGB.
  public enum Range: Int, Sendable {
    /// No range given.
    case unspecified = -1
    /// The range the device chooses (sRGB here).
    case automatic = 0
    /// An extended range, for wide colour; drawn in sRGB here.
    case extended
    /// The standard sRGB range.
    case standard
  }

  /// Creates a format with the screen's scale and a transparent background.
  override public init() { super.init() }

  /// Returns a new format with the screen's scale and a transparent background.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  /// Returns a new format for the device's most capable display; in Flipbook, the same as `default()`.
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's block draws with.
open class UIGraphicsImageRendererContext {
  /// The Core Graphics context the drawing goes to.
  public let cgContext: CGContext
  /// The format of the renderer that made this context.
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far.
  open var currentImage: UIImage {
    UIImage(cgImage: CGImage(drawing: cgContext.drawing), scale: cgContext.scale)
  }

  /// Fills the rectangle with the context's current fill colour.
  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  /// Fills the rectangle with the context's current fill colour, using the given blend mode.
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.fill(rect) } }
  /// Strokes the outline of the rectangle with the context's current stroke colour and line width.
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  /// Strokes the outline of the rectangle with the context's current stroke colour, using the given blend mode.
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.stroke(rect) } }

  private func blended(_ mode: CGBlendMode, _ paint: () -> Void) {
    cgContext.saveGState()
    cgContext.setBlendMode(mode)
    paint()
    cgContext.restoreGState()
  }
  /// Intersects the context's clipping area with the given rectangle.
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRenderer`: `image { ctx in … }` runs the block with a UIKit
/// context current and returns what it drew as an image at the format's scale.
/// The image is a recorded drawing that the rasterizer draws when a frame shows
/// it, so it can be layer contents, a view's image or drawn into another context.
/// Encoding it (`pngData`, `jpegData`) needs its pixels now and is not offered:
/// render a frame with `flipbook render` instead.
open class UIGraphicsImageRenderer {
  /// The format the renderer makes its images with.
  public let format: UIGraphicsImageRendererFormat

  /// Creates a renderer for images of the given size, in points, with the given format.
  ///
  /// The renderer sets the format's `bounds` to the size; the format object is shared, not copied.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    format.bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }
  /// Creates a renderer for images of the given size, in points, with the default format.
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  /// Creates a renderer for images of the given bounds, in points, with the given format.
  ///
  /// The renderer sets the format's `bounds`; the format object is shared, not copied.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    format.bounds = bounds
    self.format = format
  }
  /// Creates a renderer for images of the given bounds, in points, with the default format.
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// Whether `image` can be made: always (it needs no pixels).
  open var allowsImageOutput: Bool { true }

  /// Returns an image of what the given block draws, with a UIKit context current while it runs.
  ///
  /// The image is a recorded drawing, rasterized when a frame shows it.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let b = format.bounds
    let context = CGContext.uiKit(size: b.size, scale: format.scale, opaque: format.opaque)
    if b.origin != .zero { context.translateBy(x: -b.minX, y: -b.minY) }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    withCurrentContext(context) { actions(rendererContext) }
    return rendererContext.currentImage
  }
}
