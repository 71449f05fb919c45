import Foundation

/// The screen a scene renders for: its canvas. `UIScreen.main.bounds` is the canvas
/// in points and `scale` its pixels per point, so `UIWindow(frame: UIScreen.main.bounds)`
/// fills the frame. Outside a scene (layers built in a test, say) it is an iPhone 8's
/// 375x667 pt screen at @2x, the phone the built-in scenes draw for.
open class UIScreen {
  /// The screen of the scene running now (on the current virtual clock).
  public class var main: UIScreen { UIScreen(canvas: VirtualClock.current.canvas ?? UIScreen.defaultCanvas) }

  static let defaultCanvas = Canvas(size: CGSize(width: 375, height: 667), scale: 2, fps: 60)

  private let canvas: Canvas

  init(canvas: Canvas) { self.canvas = canvas }

  /// The screen in points.
  open var bounds: CGRect { CGRect(origin: .zero, size: canvas.size) }
  /// The screen in pixels (portrait, as UIKit reports it).
  open var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: canvas.size.width * canvas.scale, height: canvas.size.height * canvas.scale)
  }
  /// Pixels per point: the canvas scale (`--scale` changes the output, not this).
  open var scale: CGFloat { canvas.scale }
  /// The physical pixels per point; a rendered frame has no downsampling, so the same as `scale`.
  open var nativeScale: CGFloat { canvas.scale }
  /// The canvas frame rate, rounded, as the most frames the display shows a second.
  open var maximumFramesPerSecond: Int {
    canvas.fps.isFinite && canvas.fps >= 1 && canvas.fps <= 1000 ? Int(canvas.fps.rounded()) : 60
  }
}

extension UIScreen {
  /// `value` on this screen's pixel grid, as UIKit aligns text and control parts
  /// (`.up` for sizes that must hold their content, nearest for positions).
  func pixelAligned(_ value: CGFloat, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> CGFloat {
    let scale = max(1, self.scale)
    return (value * scale).rounded(rule) / scale
  }

  /// One device pixel, in points: the width of UIKit's separators and bar hairlines.
  var hairline: CGFloat { 1 / max(1, scale) }
}
