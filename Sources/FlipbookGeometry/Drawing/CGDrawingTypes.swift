import Foundation

// MARK: - Core Graphics' drawing enums, with Apple's names and raw values

/// How a path's inside is decided (`CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable, Codable, CaseIterable {
  case winding = 0, evenOdd = 1
}

/// What `CGContext.drawPath(using:)` paints (`CGPathDrawingMode`).
public enum CGPathDrawingMode: Int32, Sendable, CaseIterable {
  case fill = 0, eoFill, stroke, fillStroke, eoFillStroke
}

/// `CGLineCap`.
public enum CGLineCap: Int32, Sendable, Codable, CaseIterable {
  case butt = 0, round, square
}

/// `CGLineJoin`.
public enum CGLineJoin: Int32, Sendable, Codable, CaseIterable {
  case miter = 0, round, bevel
}

/// `CGInterpolationQuality`: accepted; images are sampled bilinearly when
/// magnified and with Cairo's good filter when reduced, whatever is asked.
public enum CGInterpolationQuality: Int32, Sendable, CaseIterable {
  case `default` = 0, none, low, high, medium
}

/// `CGBlendMode`: Apple's compositing modes, in Apple's order. Each is drawn with
/// the Cairo operator of the same formula (the PDF blend modes and Porter-Duff);
/// `plusDarker` has none, and a drawing that uses it is refused with its layer.
public enum CGBlendMode: Int32, Sendable, Codable, CaseIterable {
  case normal = 0, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}

/// `CGGradientDrawingOptions`: whether the end colours extend beyond the gradient's ends.
public struct CGGradientDrawingOptions: OptionSet, Sendable, Hashable, Codable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

// MARK: - Colour spaces

/// Core Foundation's array and string types as Swift's (Linux has no Core
/// Foundation bridging): `[a.cgColor, b.cgColor] as CFArray` compiles as in Xcode.
public typealias CFArray = [Any]
public typealias CFString = String

/// `CGColorSpace`: every colour is drawn as sRGB, so a space is only its name
/// (Display P3 components are taken as sRGB's).
public final class CGColorSpace: Sendable, Equatable {
  public let name: CFString?
  public init?(name: CFString) { self.name = name }
  init(named name: CFString) { self.name = name }
  public var numberOfComponents: Int { name == CGColorSpace.genericGrayGamma2_2 ? 1 : 3 }
  public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name }

  public static let sRGB: CFString = "kCGColorSpaceSRGB"
  public static let extendedSRGB: CFString = "kCGColorSpaceExtendedSRGB"
  public static let linearSRGB: CFString = "kCGColorSpaceLinearSRGB"
  public static let displayP3: CFString = "kCGColorSpaceDisplayP3"
  public static let genericRGBLinear: CFString = "kCGColorSpaceGenericRGBLinear"
  public static let genericGrayGamma2_2: CFString = "kCGColorSpaceGenericGrayGamma2_2"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: CGColorSpace.genericGrayGamma2_2) }

// MARK: - CGGradient

/// `CGGradient`: colours at locations in 0…1, interpolated in sRGB.
public final class CGGradient: Sendable, Equatable {
  public let colors: [CGColor]
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

  public static func == (a: CGGradient, b: CGGradient) -> Bool {
    a === b || (a.colors == b.colors && a.locations == b.locations)
  }
}

/// Where a bitmap's alpha is and whether colours are premultiplied by it
/// (`CGImageAlphaInfo.premultipliedLast.rawValue` for a bitmap context's
/// `bitmapInfo`). Flipbook's contexts record drawing, so every layout draws the same.
public enum CGImageAlphaInfo: UInt32, Sendable {
  case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// A bitmap's layout flags: the alpha info in the low bits, byte order and float components.
public struct CGBitmapInfo: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
  public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
  public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
  public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
  public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
  public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
  public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
  public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}
