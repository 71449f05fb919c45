import Foundation

// MARK: - Cross-fading contents

/// A `contents` animation between two images, presented: Core Animation
/// cross-fades the images over the animation's progress (Apple lists `contents`
/// as animatable; what an iPhone shows is a dissolve, not a switch). The
/// presented `contents` is the nearer image, so `presentation().contents` reads
/// as before; this holds the other one and its share of each pixel.
public struct ContentsFade: Sendable, Equatable {
  /// The image not in `contents` (nil: no image).
  public var other: CGImage?
  /// How much of `other` shows, 0…0.5.
  public var weight: Double

  /// The fade between image values `a` and `b` at progress `f` (clamped to 0…1, as a
  /// spring's overshoot cannot show more than all of one image); nil when the values
  /// are not two different images or the progress is at an end.
  static func between(_ a: AnimValue, _ b: AnimValue, _ f: Double) -> ContentsFade? {
    guard case .image(let x) = a, case .image(let y) = b, x != y else { return nil }
    let p = max(0, min(1, f))
    guard p > 0, p < 1 else { return nil }
    return p < 0.5 ? ContentsFade(other: y, weight: p) : ContentsFade(other: x, weight: 1 - p)
  }
}
