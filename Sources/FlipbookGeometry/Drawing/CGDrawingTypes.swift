import Foundation

// MARK: - Core Graphics' drawing enums, with Apple's names and raw values

/// How a path's inside is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Codable, CaseIterable {
  /// A rule that counts a point as inside when the path winds around it a nonzero number of times.
  case winding = 0
  /// A rule that counts a point as inside when a ray from it crosses the path an odd number of times.
  case evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable, CaseIterable {
  /// A mode that fills the path using the nonzero winding rule.
  case fill = 0
  /// A mode that fills the path using the even-odd rule.
  case eoFill
  /// A mode that strokes the path.
  case stroke
  /// A mode that fills the path using the nonzero winding rule, then strokes it.
  case fillStroke
  /// A mode that fills the path using the even-odd rule, then strokes it.
  case eoFillStroke
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Codable, CaseIterable {
  /// A cap that ends the line squarely at its endpoint.
  case butt = 0
  /// A cap that ends the line with a semicircle centered on its endpoint.
  case round
  /// A cap that ends the line squarely, extended past its endpoint by half the line width.
  case square
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Codable, CaseIterable {
  /// A join that extends the outer edges of the two segments to a sharp point, beveled beyond the miter limit.
  case miter = 0
  /// A join that rounds the corner with an arc centered on the joining point.
  case round
  /// A join that cuts the corner off squarely.
  case bevel
}

/// `CGInterpolationQuality`: accepted; images are sampled bilinearly when
/// magnified and with Cairo's good filter when reduced, whatever is asked.
public enum CGInterpolationQuality: Int32, Sendable, CaseIterable {
  /// An interpolation quality level (the context's default, none, low, high or medium); all sample alike here.
  case `default` = 0, none, low, high, medium
}

/// `CGBlendMode`: Apple's compositing modes, in Apple's order. Each is drawn with
/// the Cairo operator of the same formula (the PDF blend modes and Porter-Duff);
/// `plusDarker` has none, and a drawing that uses it is refused with its layer.
public enum CGBlendMode: Int32, Sendable, Codable, CaseIterable {
  /// A mode that paints the source colors over the backdrop.
  case normal = 0
  /// A mode that multiplies the source colors with the backdrop's, darkening it.
  case multiply
  /// A mode that multiplies the inverses of the source and backdrop colors, lightening the backdrop.
  case screen
  /// A mode that multiplies or screens the colors, depending on the backdrop color.
  case overlay
  /// A mode that keeps the darker of the source and backdrop colors.
  case darken
  /// A mode that keeps the lighter of the source and backdrop colors.
  case lighten
  /// A mode that brightens the backdrop to reflect the source colors.
  case colorDodge
  /// A mode that darkens the backdrop to reflect the source colors.
  case colorBurn
  /// A mode that darkens or lightens the colors, depending on the source color.
  case softLight
  /// A mode that multiplies or screens the colors, depending on the source color.
  case hardLight
  /// A mode that subtracts the darker of the source and backdrop colors from the lighter.
  case difference
  /// A mode like `difference`, with lower contrast.
  case exclusion
  /// A mode that uses the source's hue with the backdrop's saturation and luminosity.
  case hue
  /// A mode that uses the source's saturation with the backdrop's hue and luminosity.
  case saturation
  /// A mode that uses the source's hue and saturation with the backdrop's luminosity.
  case color
  /// A mode that uses the source's luminosity with the backdrop's hue and saturation.
  case luminosity
  /// A Porter-Duff mode that clears the destination (R = 0).
  case clear
  /// A Porter-Duff mode that replaces the destination with the source (R = S).
  case copy
  /// A Porter-Duff mode that keeps the source where the destination is opaque (R = S·Da).
  case sourceIn
  /// A Porter-Duff mode that keeps the source where the destination is transparent (R = S·(1 − Da)).
  case sourceOut
  /// A Porter-Duff mode that paints the source over the destination, only inside it (R = S·Da + D·(1 − Sa)).
  case sourceAtop
  /// A Porter-Duff mode that paints the source behind the destination (R = S·(1 − Da) + D).
  case destinationOver
  /// A Porter-Duff mode that keeps the destination where the source is opaque (R = D·Sa).
  case destinationIn
  /// A Porter-Duff mode that keeps the destination where the source is transparent (R = D·(1 − Sa)).
  case destinationOut
  /// A Porter-Duff mode that paints the destination over the source, only inside it (R = S·(1 − Da) + D·Sa).
  case destinationAtop
  /// A Porter-Duff mode that keeps each color only where the other is transparent (R = S·(1 − Da) + D·(1 − Sa)).
  case xor
  /// A mode that darkens by adding the inverses of the colors (R = max(0, 1 − ((1 − D) + (1 − S)))).
  ///
  /// Flipbook cannot draw it: a drawing that uses it is refused with its layer.
  case plusDarker
  /// A mode that lightens by adding the colors (R = min(1, S + D)).
  case plusLighter
}

/// `CGGradientDrawingOptions`: whether the end colours extend beyond the gradient's ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable, Codable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// An option that extends the gradient's first color before its start.
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  /// An option that extends the gradient's last color beyond its end.
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

// MARK: - Colour spaces

/// Core Foundation's array and string types as Swift's (Linux has no Core
/// Foundation bridging): `[a.cgColor, b.cgColor] as CFArray` compiles as in Xcode.
public typealias CFArray = [Any]
/// Core Foundation's string type, as Swift's `String`.
public typealias CFString = String

/// `CGColorSpace`: every colour is drawn as sRGB, so a space is only its name
/// (Display P3 components are taken as sRGB's).
public final class CGColorSpace: Sendable, Equatable {
  /// The color space's name, one of the `CGColorSpace` name constants.
  public let name: CFString?
  /// Creates a color space with the given name.
  ///
  /// Any name is accepted, so unlike on Apple platforms this never returns `nil`.
  public init?(name: CFString) { self.name = name }
  init(named name: CFString) { self.name = name }
  /// The number of color components, alpha excluded: 1 for the generic gray space, 3 for any other.
  public var numberOfComponents: Int { name == CGColorSpace.genericGrayGamma2_2 ? 1 : 3 }
  /// Returns a Boolean value that indicates whether two color spaces have the same name.
  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }

  /// The name of the standard RGB (sRGB) color space.
  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  /// The name of the extended-range sRGB color space.
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  /// The name of the sRGB color space with a linear transfer function.
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  /// The name of the Display P3 color space; Flipbook draws its components as sRGB's.
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  /// The name of the generic RGB color space with a linear transfer function.
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  /// The name of the generic gray color space with a gamma of 2.2.
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
}

/// Returns a device-dependent RGB color space, which here is the sRGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
/// Returns a device-dependent gray color space, which here is the generic gray space with a gamma of 2.2.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2) }

// MARK: - CGGradient

/// `CGGradient`: colours at locations in 0…1, interpolated in sRGB.
public final class CGGradient: Sendable, Equatable {
  /// The gradient's colors, in order from start to end.
  public let colors: [CGColor]
  /// The location of each color along the gradient, from 0 (its start) to 1 (its end).
  public let locations: [CGFloat]

  /// Apple's initialiser: `locations` holds one value per colour, or nil for
  /// evenly spaced stops. Nil when `colors` holds no `CGColor` (or something else).
  public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
    let list = colors.compactMap { $0 as? CGColor }
    guard !list.isEmpty, list.count == colors.count else { return nil }
    self.colors = list
    self.locations = Self.stops(list.count, locations)
  }

  /// Components per colour (`colorComponents.count / count` of them; gray+alpha or RGBA).
  public init?(colorSpace space: CGColorSpace, colorComponents: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?,
               count: Int) {
    guard count > 0 else { return nil }
    let n = space.numberOfComponents + 1
    colors = (0..<count).map { i in
      let c = colorComponents + i * n
      return n == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(srgbRed: c[0], green: c[1], blue: c[2], alpha: c[3])
    }
    self.locations = Self.stops(count, locations)
  }

  /// Flipbook's: a gradient from plain values.
  public init(colors: [CGColor], locations: [CGFloat]) {
    self.colors = colors
    self.locations = locations
  }

  private static func stops(_ count: Int, _ locations: UnsafePointer<CGFloat>?) -> [CGFloat] {
    if let locations { return (0..<count).map { locations[$0] } }
    return count == 1 ? [0] : (0..<count).map { CGFloat($0) / CGFloat(count - 1) }
  }

  /// Returns a Boolean value that indicates whether two gradients have the same colors and locations.
  public static func == (a: CGGradient, b: CGGradient) -> Bool {
    a === b || (a.colors == b.colors && a.locations == b.locations)
  }
}

/// Where a bitmap's alpha is and whether colours are premultiplied by it
/// (`CGImageAlphaInfo.premultipliedLast.rawValue` for a bitmap context's
/// `bitmapInfo`). Flipbook's contexts record drawing, so every layout draws the same.
public enum CGImageAlphaInfo: UInt32, Sendable {
  /// A layout with no alpha channel.
  case none
  /// A layout with alpha as the last component and colors premultiplied by it.
  case premultipliedLast
  /// A layout with alpha as the first component and colors premultiplied by it.
  case premultipliedFirst
  /// A layout with alpha as the last component and colors not premultiplied.
  case last
  /// A layout with alpha as the first component and colors not premultiplied.
  case first
  /// A layout with no alpha channel, whose last component is unused.
  case noneSkipLast
  /// A layout with no alpha channel, whose first component is unused.
  case noneSkipFirst
  /// A layout with only an alpha channel and no color components.
  case alphaOnly
}

/// A bitmap's layout flags: the alpha info in the low bits, byte order and float components.
public struct CGBitmapInfo: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The mask that extracts the alpha information (a `CGImageAlphaInfo` raw value).
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  /// The mask that extracts the floating-point flags.
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  /// A flag for components that are floating-point values.
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  /// The mask that extracts the byte order.
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  /// A flag for 16-bit little-endian byte order.
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  /// A flag for 32-bit little-endian byte order.
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  /// A flag for 16-bit big-endian byte order.
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  /// A flag for 32-bit big-endian byte order.
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
