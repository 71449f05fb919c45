import Flipbook
import Foundation

/// Confetti as apps make it: a CAEmitterLayer along the top edge with one cell per
/// colour (white pieces tinted by the cell's colour), falling, tumbling, and
/// stopped after a second by setting the layer's birthRate to 0; the pieces in
/// flight keep falling.
public struct EmitterConfetti: Scene {
  public static let id = "emitter-confetti"
  public static let summary = "CAEmitterLayer confetti: six tinted cells from a line, stopped at 1 s (birthRate = 0)"
  public init() {}
  public var canvas: Canvas { Scenes.phoneCanvas }
  public var length: SceneLength { .seconds(3.5) }

  public func build() -> CALayer {
    let window = Scenes.makeWindow()
    Scenes.caption("emitterShape .line · 6 cells × 8/s · velocity 160 ± 60 · yAcceleration 90 · spin 3 ± 2 · birthRate = 0 at 1 s",
                   in: window)
    let emitter = CAEmitterLayer()
    emitter.name = "confetti"
    emitter.frame = window.bounds
    emitter.emitterPosition = CGPoint(x: window.bounds.midX, y: -12)
    emitter.emitterShape = .line
    emitter.emitterSize = CGSize(width: window.bounds.width, height: 1)
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemBlue, .systemPurple]
    emitter.emitterCells = colors.enumerated().map { i, color in
      let cell = CAEmitterCell()
      cell.name = "confetti\(i)"
      cell.birthRate = 8
      cell.lifetime = 6
      cell.velocity = 160
      cell.velocityRange = 60
      cell.emissionLongitude = .pi / 2
      cell.emissionRange = .pi / 5
      cell.yAcceleration = 90
      cell.spin = 3
      cell.spinRange = 2
      cell.scale = 1
      cell.scaleRange = 0.3
      cell.color = color.cgColor
      cell.contents = i.isMultiple(of: 2) ? Self.piece : Self.dot
      cell.contentsScale = 2
      return cell
    }
    window.layer.addSublayer(emitter)
    SceneScheduler.main.asyncAfter(delay: 1) { emitter.birthRate = 0 }
    return window.layer
  }

  /// A white 12x6 pt strip and a 7 pt disc at @2x, anti-aliased at the edges.
  static let piece = image(width: 24, height: 12) { x, y in min(1, min(x, 24 - x, y, 12 - y)) }
  static let dot = image(width: 14, height: 14) { x, y in
    max(0, min(1, 7 - ((x - 7) * (x - 7) + (y - 7) * (y - 7)).squareRoot()))
  }

  /// White with the coverage `alpha(x, y)` gives at each pixel centre.
  static func image(width: Int, height: Int, alpha: (Double, Double) -> Double) -> CGImage {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let a = UInt8((max(0, min(1, alpha(Double(x) + 0.5, Double(y) + 0.5))) * 255).rounded())
        let i = (y * width + x) * 4
        // Premultiplied white: every channel equals alpha.
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (a, a, a, a)
      }
    }
    return CGImage(bitmap: Bitmap(width: width, height: height, pixels: pixels))
  }
}
