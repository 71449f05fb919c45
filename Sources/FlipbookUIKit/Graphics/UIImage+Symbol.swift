import Foundation

// MARK: - Rendering modes and tints

extension UIImage {
  /// A mode for drawing an image: `automatic`, `alwaysOriginal` (as it is) or `alwaysTemplate` (in the tint colour).
  public enum RenderingMode: Int, Sendable {
    /// The default: symbol images drawn as templates, other images with their own colours.
    case automatic
    /// Always drawn with its own colours.
    case alwaysOriginal
    /// Always drawn as a template, its opaque pixels in the tint colour.
    case alwaysTemplate
  }

  /// Whether a view draws this image in its tint colour: template images and,
  /// in automatic mode, symbol images (as UIKit does).
  var drawsAsTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

  /// A Boolean value that indicates whether the image is a symbol image made with `init(systemName:)`.
  public var isSymbolImage: Bool { symbol != nil }

  /// The same image, drawn by views as `mode` says.
  public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
    guard let cgImage else { return self }
    let copy = UIImage(cgImage: cgImage, scale: scale)
    (copy.renderingMode, copy.symbol, copy.symbolTint) = (mode, symbol, symbolTint)
    return copy
  }

  /// The image's shape filled with `color` (its alpha kept), drawn as is by views.
  public func withTintColor(_ color: UIColor) -> UIImage { withTintColor(color, renderingMode: .alwaysOriginal) }

  /// Returns a copy of the image with its shape filled with the given colour, in the given rendering mode.
  public func withTintColor(_ color: UIColor, renderingMode mode: RenderingMode) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let bounds = CGRect(origin: .zero, size: size)
    let tinted = UIGraphicsImageRenderer(size: size, format: format).image { context in
      draw(in: bounds)
      color.setFill()
      context.fill(bounds, blendMode: .sourceIn)
    }
    tinted.renderingMode = mode
    (tinted.symbol, tinted.symbolTint) = (symbol, symbol == nil ? nil : color)
    return tinted
  }
}

// MARK: - Symbol images

extension UIImage {
  /// A weight of symbol images, matching the weights of the system font.
  public enum SymbolWeight: Int, Sendable {
    /// A symbol weight: `unspecified`, or ultra-light through black as the system font's weights.
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A scale of symbol images relative to the point size: `small`, `medium` or `large` (`default` is medium).
  public enum SymbolScale: Int, Sendable {
    /// The default scale, medium.
    case `default` = -1
    /// No scale given; the context's, or medium.
    case unspecified = 0
    /// A small symbol, relative to the point size.
    case small
    /// A medium symbol, the default.
    case medium
    /// A large symbol, relative to the point size.
    case large
  }

  /// UIKit's image configuration base class.
  open class Configuration: @unchecked Sendable {}

  /// A symbol's point size, weight and scale.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    /// The symbol's point size; 0 when the configuration does not specify one.
    public let pointSize: CGFloat
    /// The symbol's weight.
    public let weight: SymbolWeight
    /// The symbol's scale.
    public let scale: SymbolScale

    /// Creates a configuration with the given point size, weight and scale.
    public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
    }
    /// Creates a configuration that specifies only the weight.
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    /// Creates a configuration that specifies only the scale.
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
    /// Creates a configuration with the point size of the given text style's preferred font, and the given scale.
    ///
    /// The size is fixed when the configuration is made; it does not follow later changes of the content size.
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
    }
    /// Creates a configuration with the given font's point size and nearest weight, and the given scale.
    public convenience init(font: UIFont, scale: SymbolScale = .unspecified) {
      self.init(pointSize: font.pointSize, weight: SymbolConfiguration.symbolWeight(font.fontDescriptor.weight), scale: scale)
    }

    /// This configuration with `other`'s specified values on top.
    public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
      guard let other else { return self }
      return SymbolConfiguration(pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                                 weight: other.weight != .unspecified ? other.weight : weight,
                                 scale: other.scale != .unspecified ? other.scale : scale)
    }

    static func symbolWeight(_ fontWeight: CGFloat) -> SymbolWeight {
      let table: [(CGFloat, SymbolWeight)] = [(-0.8, .ultraLight), (-0.6, .thin), (-0.4, .light), (0, .regular),
                                              (0.23, .medium), (0.3, .semibold), (0.4, .bold), (0.56, .heavy), (0.62, .black)]
      return table.min { abs($0.0 - fontWeight) < abs($1.0 - fontWeight) }?.1 ?? .regular
    }
  }

  /// A built-in symbol (see `SymbolGlyphs.names`), black, in template mode: views
  /// draw it in their tint. Flipbook draws its own versions of common symbols (SF
  /// Symbols' outlines are licensed for Apple platforms only); any other name
  /// fails the scene with a message naming the ones drawn and the replacement.
  public convenience init?(systemName name: String) { self.init(systemName: name, withConfiguration: nil) }

  /// Creates a symbol image of the given name, drawn with the given configuration over the default one.
  ///
  /// A name Flipbook does not draw reports an authoring error that fails the scene, and returns `nil`.
  public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
    let config = UIImage.defaultSymbolConfiguration.applying(configuration as? SymbolConfiguration)
    guard let image = UIImage.drawSymbol(name, config) else {
      VirtualClock.current.report(AuthoringError(
        problem: "UIImage(systemName: \"\(name)\"): Flipbook does not draw that symbol",
        fix: "Use one of \(SymbolGlyphs.names.joined(separator: ", ")), or add the icon as a PNG to scenes/assets and load it with UIImage(named:)."))
      return nil
    }
    self.init(cgImage: image, scale: UIGraphicsImageRendererFormat().scale)
    symbol = (name, config)
  }

  /// The configuration the symbol is drawn with, or `nil` for an image that is not a symbol.
  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// The symbol redrawn with `configuration` on top of its own (other images unchanged).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard isSymbolImage, let config = configuration as? SymbolConfiguration else { return self }
    return applyingSymbolConfiguration(config) ?? self
  }

  /// Returns the symbol redrawn with the given configuration on top of its own; `nil` for an image that is no symbol.
  public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
    guard let symbol else { return nil }
    let config = symbol.configuration.applying(configuration)
    guard let cgImage = UIImage.drawSymbol(symbol.name, config) else { return nil }
    let image = UIImage(cgImage: cgImage, scale: UIGraphicsImageRendererFormat().scale)
    image.symbol = (symbol.name, config)
    // A tinted symbol stays tinted at its new size.
    if let tint = symbolTint { return image.withTintColor(tint, renderingMode: renderingMode) }
    image.renderingMode = renderingMode
    return image
  }

  /// UIKit's default: the body text style (17 pt), regular, medium scale.
  static let defaultSymbolConfiguration = SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium)

  /// Draws a symbol: a square of 1.3 × the point size in whole points (a 17 pt symbol is 22 pt, as
  /// SF's "house" is about 22 pt wide at the body size), times 0.8 for the small
  /// scale and 1.27 for large (SF's scales are about ±20 % of medium); strokes
  /// 1.7 grid units (1.56 pt at 17 pt) wide at regular weight, 0.5× at ultralight to 2× at black.
  static func drawSymbol(_ name: String, _ config: SymbolConfiguration) -> CGImage? {
    guard let parts = SymbolGlyphs.parts(name) else { return nil }
    let scaleFactor: CGFloat = switch config.scale { case .small: 0.8; case .large: 1.27; default: 1 }
    let side = max(1, ((config.pointSize > 0 ? config.pointSize : 17) * 1.3 * scaleFactor).rounded())
    let widths: [SymbolWeight: CGFloat] = [.ultraLight: 0.5, .thin: 0.7, .light: 0.85, .medium: 1.12, .semibold: 1.25,
                                           .bold: 1.45, .heavy: 1.7, .black: 2]
    let lineWidth = 1.7 * (widths[config.weight] ?? 1)
    let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
      let cg = context.cgContext
      cg.scaleBy(x: side / SymbolGlyphs.grid, y: side / SymbolGlyphs.grid)
      UIColor.black.setFill()
      UIColor.black.setStroke()
      for part in parts {
        if part.filled {
          part.path.fill()
        } else {
          part.path.lineWidth = lineWidth
          part.path.lineCapStyle = .round
          part.path.lineJoinStyle = .round
          part.path.stroke()
        }
      }
    }
    return image.cgImage
  }
}
