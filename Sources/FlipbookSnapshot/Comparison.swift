import Flipbook
import Foundation

// MARK: - Images as straight RGBA

/// An image as straight (un-premultiplied) 8-bit RGBA, row-major: what the
/// comparators read (PNG files hold straight alpha too).
public struct RGBAImage: Equatable, Sendable {
  /// The image's width in pixels.
  public let width: Int
  /// The image's height in pixels.
  public let height: Int
  /// The pixels as straight RGBA bytes, four a pixel, row by row from the top.
  public var pixels: [UInt8]

  /// Creates an image from straight RGBA bytes; `pixels` must hold exactly `width × height × 4` bytes.
  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBAImage: pixel count does not match the size")
    (self.width, self.height, self.pixels) = (width, height, pixels)
  }

  /// Creates an image from a premultiplied bitmap, un-premultiplying its pixels.
  public init(_ bitmap: Bitmap) {
    let pixels = bitmap.pixels.withUnsafeBufferPointer {
      PixelConversion.straightRGBA(argb: $0.baseAddress!, stride: bitmap.stride, width: bitmap.width, height: bitmap.height)
    }
    self.init(width: bitmap.width, height: bitmap.height, pixels: pixels)
  }

  /// Creates an image from a rendered frame, un-premultiplying its pixels.
  public init(_ image: RasterImage) { self.init(image.bitmap) }

  /// Back to a premultiplied bitmap (for writing PNGs).
  public var bitmap: Bitmap {
    var out = [UInt8](repeating: 0, count: pixels.count)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      let a = Int(pixels[i + 3])
      func pm(_ c: UInt8) -> UInt8 { UInt8((Int(c) * a + 127) / 255) }
      (out[i], out[i + 1], out[i + 2], out[i + 3]) = (pm(pixels[i + 2]), pm(pixels[i + 1]), pm(pixels[i]), UInt8(a))
    }
    return Bitmap(width: width, height: height, pixels: out)
  }
}

// MARK: - Comparators

/// How two images are compared.
public enum ImageComparator: Sendable, Equatable, CustomStringConvertible {
  /// Decoded pixels must be equal (Flipbook's renderer is deterministic, so this is
  /// the natural choice for references made by the same version).
  case exact
  /// mapbox/pixelmatch v7.2: a pixel differs when its YIQ colour distance exceeds
  /// `threshold` (0…1, default 0.1); anti-aliased pixels are not counted unless `includeAA`.
  case pixelmatch(threshold: Double = 0.1, includeAA: Bool = false)
  /// swift-snapshot-testing's `perceptualPrecision`: a pixel differs when its CIE 1994
  /// ΔE exceeds `(1 − perceptualPrecision) · 100` (0.98 allows ΔE 2, a just-noticeable difference).
  case deltaE94(perceptualPrecision: Double = 0.98)

  /// The comparator as it is written in code, such as `pixelmatch(threshold: 0.1)`.
  public var description: String {
    switch self {
    case .exact: "exact"
    case .pixelmatch(let t, let aa): "pixelmatch(threshold: \(t)\(aa ? ", includeAA" : ""))"
    case .deltaE94(let p): "deltaE94(perceptualPrecision: \(p))"
    }
  }
}

/// How many differing pixels are allowed. The smaller allowance wins when both are set.
public struct Tolerance: Sendable, Equatable {
  /// The most pixels that may differ, or `nil` for no limit by count.
  public var maxDifferingPixels: Int?
  /// A fraction 0…1 of all pixels (swift-snapshot-testing's `1 − precision`).
  public var maxDifferingFraction: Double?

  /// Creates a tolerance from a pixel count, a fraction, or both.
  ///
  /// With neither set, no pixel may differ.
  public init(maxDifferingPixels: Int? = nil, maxDifferingFraction: Double? = nil) {
    (self.maxDifferingPixels, self.maxDifferingFraction) = (maxDifferingPixels, maxDifferingFraction)
  }

  /// No pixel may differ.
  public static let none = Tolerance(maxDifferingPixels: 0)

  /// swift-snapshot-testing's `precision`: the fraction of pixels that must match.
  public static func precision(_ p: Double) -> Tolerance { Tolerance(maxDifferingFraction: max(0, 1 - p)) }

  func allows(_ differing: Int, of total: Int) -> Bool {
    var allowed = Int.max
    if let n = maxDifferingPixels { allowed = min(allowed, n) }
    if let f = maxDifferingFraction { allowed = min(allowed, Int((f * Double(total)).rounded(.down))) }
    if maxDifferingPixels == nil && maxDifferingFraction == nil { allowed = 0 }
    return differing <= allowed
  }
}

/// What a comparison found.
public struct ComparisonResult: Sendable, Equatable {
  /// The width in pixels of the images compared.
  public var width: Int
  /// The height in pixels of the images compared.
  public var height: Int
  /// Pixels counted as different.
  public var differingPixels: Int
  /// Pixels that differ but were taken for anti-aliasing (pixelmatch only).
  public var antialiasedPixels: Int
  /// The largest difference: the largest channel difference 0…255 (exact), the
  /// largest YIQ distance as a threshold 0…1 (pixelmatch), or the largest ΔE94 (deltaE94).
  public var largestDifference: Double
  /// The smallest rectangle holding every differing pixel (nil when none).
  public var differenceBounds: CGRect?
  /// The diff image: the reference faded to grey, differing pixels red, anti-aliasing yellow.
  public var diff: RGBAImage
  /// A Boolean value that indicates whether the differing pixels are within the tolerance.
  public var passed: Bool

  /// The fraction, from 0 to 1, of all pixels counted as different.
  public var differingFraction: Double { Double(differingPixels) / Double(max(1, width * height)) }

  /// A one-line account of the differing pixels, their share, the largest difference, and where they lie.
  public var summary: String {
    var s = "\(differingPixels) of \(width * height) pixels differ (\(String(format: "%.4f", differingFraction * 100))%)"
    if antialiasedPixels > 0 { s += ", \(antialiasedPixels) more taken for anti-aliasing" }
    s += ", largest difference \(String(format: "%.4g", largestDifference))"
    if let b = differenceBounds { s += ", within x \(Int(b.minX))…\(Int(b.maxX) - 1), y \(Int(b.minY))…\(Int(b.maxY) - 1)" }
    return s
  }
}

/// The pixel-by-pixel comparison of a rendered image with a reference image.
public enum ImageComparison {
  /// Compares `actual` with `reference` (same size; check sizes first).
  public static func compare(reference: RGBAImage, actual: RGBAImage, comparator: ImageComparator = .exact,
                             tolerance: Tolerance = .none) -> ComparisonResult {
    precondition(reference.width == actual.width && reference.height == actual.height,
                 "ImageComparison.compare: sizes differ; compare sizes first")
    let w = reference.width, h = reference.height
    var diff = [UInt8](repeating: 0, count: w * h * 4)
    var differing = 0, antialiased = 0, largest = 0.0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    let a = reference.pixels, b = actual.pixels
    let maxDelta: Double
    if case .pixelmatch(let threshold, _) = comparator { maxDelta = 35215 * threshold * threshold } else { maxDelta = 0 }

    for y in 0..<h {
      for x in 0..<w {
        let i = (y * w + x) * 4
        let same = a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3]
        var kind = 0  // 0 same, 1 differs, 2 anti-aliasing
        if !same {
          switch comparator {
          case .exact:
            var worst = 0
            for c in 0..<4 { worst = max(worst, abs(Int(a[i + c]) - Int(b[i + c]))) }
            largest = max(largest, Double(worst))
            kind = 1
          case .pixelmatch(_, let includeAA):
            let delta = Pixelmatch.colorDelta(a, b, i, i, yOnly: false)
            largest = max(largest, (abs(delta) / 35215).squareRoot())
            if abs(delta) > maxDelta {
              if !includeAA && (Pixelmatch.antialiased(a, x, y, w, h, b) || Pixelmatch.antialiased(b, x, y, w, h, a)) {
                kind = 2
              } else {
                kind = 1
              }
            }
          case .deltaE94(let perceptual):
            let e = DeltaE94.between(reference: a, i, actual: b, i)
            largest = max(largest, e)
            if e > (1 - perceptual) * 100 { kind = 1 }
          }
        }
        switch kind {
        case 1:
          differing += 1
          minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 0, 0, 255)
        case 2:
          antialiased += 1
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (255, 255, 0, 255)
        default:
          // The reference, faded: grey from its luma, mostly white.
          let luma = Pixelmatch.blendedLuma(a, i)
          let v = UInt8(max(0, min(255, 255 + (luma - 255) * 0.1)))
          (diff[i], diff[i + 1], diff[i + 2], diff[i + 3]) = (v, v, v, 255)
        }
      }
    }
    let bounds = maxX < 0 ? nil : CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    return ComparisonResult(width: w, height: h, differingPixels: differing, antialiasedPixels: antialiased,
                            largestDifference: largest, differenceBounds: bounds,
                            diff: RGBAImage(width: w, height: h, pixels: diff),
                            passed: tolerance.allows(differing, of: w * h))
  }

  /// reference | actual | diff, side by side with 4 px gaps (transparent areas shown over a grey checkerboard).
  public static func sideBySide(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage) -> RGBAImage {
    let gap = 4
    let images = [reference, actual, diff]
    let w = images.map(\.width).reduce(0, +) + gap * 2, h = images.map(\.height).max() ?? 0
    var out = [UInt8](repeating: 255, count: w * h * 4)
    var x0 = 0
    for image in images {
      for y in 0..<h {
        for x in 0..<image.width {
          let o = (y * w + x0 + x) * 4
          let checker: Double = ((x / 8 + y / 8) % 2 == 0) ? 204 : 238
          guard y < image.height else { continue }
          let i = (y * image.width + x) * 4
          let alpha = Double(image.pixels[i + 3]) / 255
          for c in 0..<3 { out[o + c] = UInt8((Double(image.pixels[i + c]) * alpha + checker * (1 - alpha)).rounded()) }
          out[o + 3] = 255
        }
      }
      x0 += image.width + gap
    }
    return RGBAImage(width: w, height: h, pixels: out)
  }
}

// MARK: - pixelmatch (v7.2, YIQ)

enum Pixelmatch {
  /// Squared YIQ distance of pixels k (in a) and m (in b), blended over pixelmatch's
  /// checkerboard background when not opaque; negative when b is darker.
  static func colorDelta(_ a: [UInt8], _ b: [UInt8], _ k: Int, _ m: Int, yOnly: Bool) -> Double {
    let a1 = Double(a[k + 3]), a2 = Double(b[m + 3])
    var dr = Double(a[k]) - Double(b[m]), dg = Double(a[k + 1]) - Double(b[m + 1]), db = Double(a[k + 2]) - Double(b[m + 2])
    if a1 < 255 || a2 < 255 {
      // v7: a pseudo-checkerboard background per position, so colours that only look alike over white still differ.
      let rb = 48 + 159 * Double(k % 2)
      let gb = 48 + 159 * Double(Int((Double(k) / 1.618033988749895).rounded(.down)) % 2)
      let bb = 48 + 159 * Double(Int((Double(k) / 2.618033988749895).rounded(.down)) % 2)
      dr = (Double(a[k]) * a1 - Double(b[m]) * a2 - rb * (a1 - a2)) / 255
      dg = (Double(a[k + 1]) * a1 - Double(b[m + 1]) * a2 - gb * (a1 - a2)) / 255
      db = (Double(a[k + 2]) * a1 - Double(b[m + 2]) * a2 - bb * (a1 - a2)) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    if yOnly { return y }
    let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// Rec. 601 luma of a pixel blended over white (for the faded diff background).
  static func blendedLuma(_ p: [UInt8], _ i: Int) -> Double {
    let a = Double(p[i + 3]) / 255
    func blend(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * a }
    return blend(p[i]) * 0.29889531 + blend(p[i + 1]) * 0.58662247 + blend(p[i + 2]) * 0.11448223
  }

  /// Vyšniauskas's anti-aliasing test: the pixel sits on an intensity ramp whose
  /// darkest or brightest neighbour is in a flat region in both images.
  static func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int, _ other: [UInt8]) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    var minDelta = 0.0, maxDelta = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let delta = colorDelta(img, img, pos, (y * width + x) * 4, yOnly: true)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minDelta {
          minDelta = delta; minX = x; minY = y
        } else if delta > maxDelta {
          maxDelta = delta; maxX = x; maxY = y
        }
      }
    }
    if minDelta == 0 || maxDelta == 0 { return false }
    return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
      || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
  }

  /// True when at least three neighbours of (x1, y1) equal it exactly.
  static func hasManySiblings(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 {
        if x == x1 && y == y1 { continue }
        let p = (y * width + x) * 4
        if img[pos] == img[p] && img[pos + 1] == img[p + 1] && img[pos + 2] == img[p + 2] && img[pos + 3] == img[p + 3] {
          zeroes += 1
        }
        if zeroes > 2 { return true }
      }
    }
    return false
  }
}

// MARK: - CIE 1994 ΔE

/// The CIE 1994 color difference (ΔE94) that the `deltaE94` comparator measures.
public enum DeltaE94 {
  /// L*a*b* (D65) of an sRGB colour with components 0…255.
  public static func lab(_ r: Double, _ g: Double, _ b: Double) -> (L: Double, a: Double, b: Double) {
    func linear(_ c: Double) -> Double {
      let v = c / 255
      return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    let (R, G, B) = (linear(r), linear(g), linear(b))
    let X = 0.4124564 * R + 0.3575761 * G + 0.1804375 * B
    let Y = 0.2126729 * R + 0.7151522 * G + 0.0721750 * B
    let Z = 0.0193339 * R + 0.1191920 * G + 0.9503041 * B
    func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
    let fx = f(X / 0.95047), fy = f(Y / 1.0), fz = f(Z / 1.08883)
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
  }

  /// ΔE94 (graphic arts constants) from the reference colour 1 to colour 2. Asymmetric: reference first.
  public static func deltaE(_ lab1: (L: Double, a: Double, b: Double), _ lab2: (L: Double, a: Double, b: Double)) -> Double {
    let dL = lab1.L - lab2.L
    let c1 = (lab1.a * lab1.a + lab1.b * lab1.b).squareRoot()
    let c2 = (lab2.a * lab2.a + lab2.b * lab2.b).squareRoot()
    let dC = c1 - c2
    let da = lab1.a - lab2.a, db = lab1.b - lab2.b
    let dH = max(0, da * da + db * db - dC * dC).squareRoot()
    let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
    return (dL * dL + (dC / sC) * (dC / sC) + (dH / sH) * (dH / sH)).squareRoot()
  }

  /// ΔE94 between two straight-RGBA pixels. Alpha is made explicit: both are
  /// composited over black and over white and the larger difference counts.
  static func between(reference a: [UInt8], _ i: Int, actual b: [UInt8], _ j: Int) -> Double {
    let aa = Double(a[i + 3]) / 255, ab = Double(b[j + 3]) / 255
    var worst = 0.0
    for bg in [0.0, 255.0] {
      func over(_ c: UInt8, _ alpha: Double) -> Double { Double(c) * alpha + bg * (1 - alpha) }
      let l1 = lab(over(a[i], aa), over(a[i + 1], aa), over(a[i + 2], aa))
      let l2 = lab(over(b[j], ab), over(b[j + 1], ab), over(b[j + 2], ab))
      worst = max(worst, deltaE(l1, l2))
      if aa == 1 && ab == 1 { break }
    }
    return worst
  }
}
