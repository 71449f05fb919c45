import Foundation

// MARK: - UIGraphicsImageRenderer

/// How an image renderer makes its images.
open class UIGraphicsRendererFormat {
  /// The area drawn, in points.
  open var bounds: CGRect = .zero
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

  public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

  override public init() { super.init() }

  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
  open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer's block draws with.
open class UIGraphicsImageRendererContext {
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far.
  open var currentImage: UIImage {
    UIImage(cgImage: CGImage(drawing: cgContext.drawing), scale: cgContext.scale)
  }

  open func fill(_ rect: CGRect) { cgContext.fill(rect) }
  open func fill(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.fill(rect) } }
  open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
  open func stroke(_ rect: CGRect, blendMode: CGBlendMode) { blended(blendMode) { cgContext.stroke(rect) } }

  private func blended(_ mode: CGBlendMode, _ paint: () -> Void) {
    cgContext.saveGState()
    cgContext.setBlendMode(mode)
    paint()
    cgContext.restoreGState()
  }
  open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// `UIGraphicsImageRenderer`: `image { ctx in … }` runs the block with a UIKit
/// context current and returns what it drew as an image at the format's scale.
/// The image is a recorded drawing that the rasterizer draws when a frame shows
/// it, so it can be layer contents, a view's image or drawn into another context.
/// Encoding it (`pngData`, `jpegData`) needs its pixels now and is not offered:
/// render a frame with `flipbook render` instead.
open class UIGraphicsImageRenderer {
  public let format: UIGraphicsImageRendererFormat

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    format.bounds = CGRect(origin: .zero, size: size)
    self.format = format
  }
  public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    format.bounds = bounds
    self.format = format
  }
  public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

  /// Whether `image` can be made: always (it needs no pixels).
  open var allowsImageOutput: Bool { true }

  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let b = format.bounds
    let context = CGContext.uiKit(size: b.size, scale: format.scale, opaque: format.opaque)
    if b.origin != .zero { context.translateBy(x: -b.minX, y: -b.minY) }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    withCurrentContext(context) { actions(rendererContext) }
    return rendererContext.currentImage
  }
}
