import Flipbook
import Foundation

extension ImageComparison {
  /// The height of the caption band above a labelled side-by-side strip, in pixels.
  static let captionHeight = 22

  /// `sideBySide` with each panel captioned ("reference", "actual", "diff") in a
  /// band above it, drawn with Flipbook's own layers. Falls back to the plain strip
  /// if the caption cannot be drawn.
  public static func labeledSideBySide(reference: RGBAImage, actual: RGBAImage, diff: RGBAImage) -> RGBAImage {
    let strip = sideBySide(reference: reference, actual: actual, diff: diff)
    let panels = [("reference", reference.width), ("actual", actual.width), ("diff (red: differs)", diff.width)]
    let size = CGSize(width: strip.width, height: strip.height + captionHeight)
    let image = try? VirtualClock(recordsHistory: false).run { () throws -> RasterImage in
      let root = CALayer()
      root.bounds = CGRect(origin: .zero, size: size)
      root.anchorPoint = .zero
      root.backgroundColor = .white
      let picture = CALayer()
      picture.frame = CGRect(x: 0, y: captionHeight, width: strip.width, height: strip.height)
      picture.contents = CGImage(bitmap: strip.bitmap)
      root.addSublayer(picture)
      var x = 0
      for (label, width) in panels {
        let text = CATextLayer()
        text.string = label
        text.fontSize = 12
        text.foregroundColor = CGColor(gray: 0.2, alpha: 1)
        text.frame = CGRect(x: x + 4, y: 4, width: max(width - 8, 1), height: 16)
        root.addSublayer(text)
        x += width + 4
      }
      return try root.renderImage(size: size, options: RenderOptions(scale: 1, background: .white))
    }
    return image.map { RGBAImage($0) } ?? strip
  }
}
