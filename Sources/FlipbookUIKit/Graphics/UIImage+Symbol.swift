import Foundation

// MARK: - Rendering modes and tints

extension UIImage {
  public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

  /// Whether a view draws this image in its tint colour: template images and,
  /// in automatic mode, symbol images (as UIKit does).
  var drawsAsTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
  }

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
  public enum SymbolWeight: Int, Sendable {
    case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }

  /// UIKit's image configuration base class.
  open class Configuration: @unchecked Sendable {}

  /// A symbol's point size, weight and scale.
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat
    public let weight: SymbolWeight
    public let scale: SymbolScale

    public init(pointSize: CGFloat, weight: SymbolWeight = .unspecified, scale: SymbolScale = .unspecified) {
      (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
    }
    public convenience init(weight: SymbolWeight) { self.init(pointSize: 0, weight: weight) }
    public convenience init(scale: SymbolScale) { self.init(pointSize: 0, scale: scale) }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale = .unspecified) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, scale: scale)
    }
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

  public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration }

  /// The symbol redrawn with `configuration` on top of its own (other images unchanged).
  public func withConfiguration(_ configuration: Configuration) -> UIImage {
    guard isSymbolImage, let config = configuration as? SymbolConfiguration else { return self }
    return applyingSymbolConfiguration(config) ?? self
  }

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
