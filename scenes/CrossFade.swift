import Flipbook
import Foundation

/// Image swaps that dissolve: a photo view changed inside
/// `UIView.transition(with:options: .transitionCrossDissolve)`, and a layer whose
/// `contents` animates from one image to another. At the midpoint each pixel is
/// half of each image; nothing shows through.
public struct ImageCrossFade: Scene {
  public static let id = "image-crossfade"
  public static let summary = "Image cross-fades: UIImageView in a cross-dissolve transition, a CABasicAnimation of contents"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .untilIdle(hold: 0.3) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("top: UIView.transition(with:) .transitionCrossDissolve · bottom: CABasicAnimation(keyPath: \"contents\")",
                   in: window)
    let sunset = Self.photo(top: (255, 149, 0), bottom: (175, 82, 222), sun: (255, 236, 179), at: (220, 80))
    let sea = Self.photo(top: (90, 200, 250), bottom: (0, 64, 221), sun: (255, 255, 255), at: (80, 60))

    let photo = UIImageView(image: sunset)
    photo.frame = CGRect(x: 24, y: 110, width: 327, height: 220)
    photo.contentMode = .scaleAspectFill
    photo.clipsToBounds = true
    photo.layer.cornerRadius = 16
    window.addSubview(photo)
    SceneScheduler.main.asyncAfter(delay: 0.3) {
      UIView.transition(with: photo, duration: 0.6, options: .transitionCrossDissolve) { photo.image = sea }
    }

    let layer = CALayer()
    layer.name = "contents"
    layer.frame = CGRect(x: 24, y: 360, width: 327, height: 220)
    layer.cornerRadius = 16
    layer.masksToBounds = true
    layer.contentsGravity = .resizeAspectFill
    layer.contentsScale = 2
    layer.contents = sea.cgImage
    window.layer.addSublayer(layer)
    SceneScheduler.main.asyncAfter(delay: 0.3) {
      let fade = CABasicAnimation(keyPath: "contents")
      fade.fromValue = sea.cgImage
      fade.toValue = sunset.cgImage
      fade.duration = 0.6
      layer.contents = sunset.cgImage
      layer.add(fade, forKey: "contents")
    }
    return window.layer
  }

  /// A 160x108 pt "photo" at @2x: a sky from `top` to `bottom` with a round sun at `at` (pixels).
  static func photo(top: (Double, Double, Double), bottom: (Double, Double, Double),
                    sun: (Double, Double, Double), at c: (Double, Double)) -> UIImage {
    let (w, h) = (320, 216)
    var pixels = [UInt8](repeating: 255, count: w * h * 4)
    for y in 0..<h {
      let f = Double(y) / Double(h - 1)
      for x in 0..<w {
        let d = ((Double(x) - c.0) * (Double(x) - c.0) + (Double(y) - c.1) * (Double(y) - c.1)).squareRoot()
        let s = max(0, min(1, 40 - d))  // the sun's disc, 40 px in radius, its rim anti-aliased
        func channel(_ a: Double, _ b: Double, _ c: Double) -> UInt8 {
          UInt8(((a + (b - a) * f) * (1 - s) + c * s).rounded())
        }
        let i = (y * w + x) * 4
        // Bitmap's layout: B, G, R, A (opaque, so premultiplied is the same).
        pixels[i] = channel(top.2, bottom.2, sun.2)
        pixels[i + 1] = channel(top.1, bottom.1, sun.1)
        pixels[i + 2] = channel(top.0, bottom.0, sun.0)
      }
    }
    return UIImage(cgImage: CGImage(bitmap: Bitmap(width: w, height: h, pixels: pixels)), scale: 2)
  }
}
