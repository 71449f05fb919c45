import Foundation

// MARK: - CGColor

/// A colour in extended sRGB with straight (un-premultiplied) alpha, or a
/// tiled pattern image (`UIColor(patternImage:)`).
///
/// Apple's `CGColor` is a reference type; a value type serves the same code
/// (`layer.backgroundColor = UIColor.red.cgColor`) and is `Sendable`.
public struct CGColor: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The red component, in extended sRGB (0–1 inside the sRGB gamut).
  public var red: CGFloat
  /// The green component, in extended sRGB (0–1 inside the sRGB gamut).
  public var green: CGFloat
  /// The blue component, in extended sRGB (0–1 inside the sRGB gamut).
  public var blue: CGFloat
  /// The alpha component, from 0 (transparent) to 1 (opaque), not premultiplied.
  public var alpha: CGFloat
  /// The tiled image of a pattern colour; nil for a plain colour.
  public var pattern: Pattern?

  /// An image tiled from the layer's origin, with its logical size in points.
  public struct Pattern: Hashable, Sendable, Codable {
    /// The image the pattern tiles.
    public var image: ImageSource
    /// Pixels per point of the image (2 for an `@2x` file).
    public var scale: CGFloat
    /// Creates a pattern that tiles the image at the given number of pixels per point.
    public init(image: ImageSource, scale: CGFloat) {
      self.image = image
      self.scale = scale
    }
    /// Creates a pattern that tiles the bitmap at the given number of pixels per point.
    public init(bitmap: Bitmap, scale: CGFloat) { self.init(image: .bitmap(bitmap), scale: scale) }
    public static func == (a: Pattern, b: Pattern) -> Bool {
      a.scale == b.scale && a.image == b.image
    }
    public func hash(into h: inout Hasher) {
      h.combine(image.width); h.combine(image.height); h.combine(scale)
    }
    private enum CodingKeys: String, CodingKey { case image = "bitmap", scale }
  }

  /// Creates a colour from sRGB components and an alpha value.
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    (self.red, self.green, self.blue, self.alpha, self.pattern) = (red, green, blue, alpha, nil)
  }

  /// Creates a colour from RGB components and an alpha value; Flipbook reads the components as sRGB.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey colour from a grey level (0 black, 1 white) and an alpha value.
  public init(gray: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// A pattern colour: the image tiles the area it fills; `alpha` multiplies it.
  public init(pattern: Pattern, alpha: CGFloat = 1) {
    self.init(srgbRed: 0, green: 0, blue: 0, alpha: alpha)
    self.pattern = pattern
  }

  /// Opaque black.
  public static let black = CGColor(gray: 0, alpha: 1)
  /// Opaque white.
  public static let white = CGColor(gray: 1, alpha: 1)
  /// Fully transparent black.
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// `[r, g, b, a]`.
  public var components: [CGFloat]? { [red, green, blue, alpha] }
  /// The number of components: always 4 (red, green, blue, alpha) here, even for a grey colour.
  public var numberOfComponents: Int { 4 }

  /// `CGColor.copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? {
    var c = self
    c.alpha = alpha
    return c
  }

  /// True when painting with this colour changes nothing.
  package var isInvisible: Bool { alpha <= 0 }

  public var description: String {
    if pattern != nil { return "CGColor(pattern, alpha: \(alpha))" }
    return "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))"
  }
}
