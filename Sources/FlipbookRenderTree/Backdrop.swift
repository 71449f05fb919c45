import Foundation

// MARK: - Backdrop

/// A backdrop material: what lies behind the layer, blurred and recoloured, fills
/// the layer's rounded bounds before its own background. It is how
/// `UIVisualEffectView` draws a `UIBlurEffect` (on iOS, a private
/// `CABackdropLayer` with Core Material's filters).
///
/// The steps follow Core Material's recipes (docs/research/ios-look.md §7): the
/// backdrop is blurred with a Gaussian of `blurRadius` points, its saturation
/// scaled, its luminance moved towards a curve, and `brightness` added. Core
/// Material's exact filter order after the blur is not published; Flipbook's
/// reading is documented in `CFlipbookPixels_applyMaterial`.
public struct Backdrop: Sendable, Equatable {
  /// Gaussian standard deviation in points (`gaussianBlur inputRadius`).
  public var blurRadius: CGFloat
  /// 1 leaves colours as they are; 0 is grey; above 1 is more vivid.
  public var saturation: CGFloat
  /// Added to each colour component after the other steps.
  public var brightness: CGFloat
  /// How far (0…1) each pixel's luminance moves to the curve's value.
  public var luminanceAmount: CGFloat
  /// The luminance curve at input luminance 0, ⅓, ⅔ and 1 (piecewise linear).
  public var luminanceValues: [CGFloat]

  /// Creates a backdrop material from its blur radius, saturation, brightness, and luminance curve.
  public init(blurRadius: CGFloat, saturation: CGFloat, brightness: CGFloat,
              luminanceAmount: CGFloat, luminanceValues: [CGFloat]) {
    self.blurRadius = blurRadius
    self.saturation = saturation
    self.brightness = brightness
    self.luminanceAmount = luminanceAmount
    self.luminanceValues = luminanceValues
  }

  /// No change at all: the value a material animates from when a view gains one.
  public static let identity = Backdrop(blurRadius: 0, saturation: 1, brightness: 0, luminanceAmount: 0,
                                        luminanceValues: [0, 1.0 / 3, 2.0 / 3, 1])

  /// The eight numbers a layer stores: radius, saturation, brightness, amount, four curve values.
  public var components: [Double] {
    [blurRadius, saturation, brightness, luminanceAmount].map { Double($0) } + luminanceValues.map { Double($0) }
  }

  /// A material from `components`' layout; nil unless there are exactly eight finite numbers.
  public init?(components c: [Double]) {
    guard c.count == 8, c.allSatisfy(\.isFinite) else { return nil }
    self.init(blurRadius: max(0, CGFloat(c[0])), saturation: CGFloat(c[1]), brightness: CGFloat(c[2]),
              luminanceAmount: min(1, max(0, CGFloat(c[3]))), luminanceValues: c[4...].map { CGFloat($0) })
  }
}
