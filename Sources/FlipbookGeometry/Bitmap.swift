import Foundation

// MARK: - Bitmap

/// An immutable raster image in Cairo's ARGB32 layout: premultiplied alpha, one
/// 32-bit native-endian word per pixel (B, G, R, A bytes on little-endian
/// machines), rows packed with no padding (`stride == width * 4`).
///
/// The render tree carries images in this form so the rasterizer can draw them
/// without conversion.
public struct Bitmap: Sendable, Equatable {
  /// The width of the image, in pixels.
  public let width: Int
  /// The height of the image, in pixels.
  public let height: Int
  /// `width * height * 4` bytes.
  public let pixels: [UInt8]

  /// Creates a bitmap from premultiplied ARGB32 pixels; `pixels` must hold exactly `width * height * 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                 "Bitmap: pixel count does not match \(width)x\(height)")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The number of bytes in a row: `width * 4`, as rows have no padding.
  public var stride: Int { width * 4 }

  /// Straight (un-premultiplied) RGBA components of the pixel at (x, y), 0…255.
  public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = (y * width + x) * 4
    let (b, g, r, a) = (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    guard a != 0 else { return (0, 0, 0, 0) }
    if a == 255 { return (r, g, b, a) }
    func unpremultiply(_ c: UInt8) -> UInt8 {
      UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
    }
    return (unpremultiply(r), unpremultiply(g), unpremultiply(b), a)
  }

  /// Premultiplied components of the pixel at (x, y) as fractions 0…1.
  public func premultipliedComponents(x: Int, y: Int) -> (r: Double, g: Double, b: Double, a: Double) {
    let i = (y * width + x) * 4
    return (Double(pixels[i + 2]) / 255, Double(pixels[i + 1]) / 255,
            Double(pixels[i]) / 255, Double(pixels[i + 3]) / 255)
  }
}
