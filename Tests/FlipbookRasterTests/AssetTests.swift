import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookScenes
import FlipbookTestSupport

/// The scenes' image assets are drawn with Flipbook itself; these tests keep the
/// committed PNGs equal to their drawings (and record a missing one).
@Suite struct AssetTests {
  /// The iOS 7 alert box the source material's demo uses as the alert's pattern
  /// image, drawn as iOS 7's UIAlertView looked: 270 pt wide and as tall as its
  /// content (title, message, a hairline, a 44 pt button row), translucent white
  /// (α 0.96, so the dimmed screen shows faintly through), no shadow of its own.
  static let alertBoxSize = CGSize(width: 270, height: 152)

  static func alertBox() throws -> RasterImage {
    let panel = CALayer()
    panel.bounds = CGRect(origin: .zero, size: alertBoxSize)
    panel.anchorPoint = .zero
    panel.backgroundColor = CGColor(gray: 1, alpha: 0.96)

    func text(_ string: String, y: CGFloat, height: CGFloat, font: UIFont, color: CGColor) -> CATextLayer {
      let t = CATextLayer()
      t.string = string
      t.font = font
      t.fontSize = font.pointSize
      t.foregroundColor = color
      t.alignmentMode = .center
      t.isWrapped = true
      t.contentsScale = 2   // drawn for a @2x asset, as an app sets it (the default 1 is soft at 2x)
      t.frame = CGRect(x: 16, y: y, width: 238, height: height)
      return t
    }
    panel.addSublayer(text("Alert", y: 19, height: 21, font: .systemFont(ofSize: 17, weight: .semibold), color: .black))
    panel.addSublayer(text("This alert view is drawn by Core Animation code, rendered offline by Flipbook.",
                           y: 43, height: 48, font: .systemFont(ofSize: 13), color: .black))
    let hairline = CALayer()
    hairline.frame = CGRect(x: 0, y: 107.5, width: 270, height: 0.5)
    hairline.backgroundColor = CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    panel.addSublayer(hairline)
    panel.addSublayer(text("OK", y: 119, height: 21, font: .systemFont(ofSize: 17, weight: .semibold),
                           color: CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)))
    return try panel.renderImage(size: panel.bounds.size, options: RenderOptions(scale: 2, background: nil))
  }

  @Test func alertBoxAssetIsItsDrawing() throws {
    let image = try Self.alertBox()
    #expect(image.bitmap.width == 540 && image.bitmap.height == 304 && !image.isOpaque)
    try assertMatchesReference(image, named: "alert_box@2x", channelTolerance: 3, maxDifferingFraction: 0.002,
                               folder: URL(fileURLWithPath: Scenes.assetsFolder))
    Scenes.useAssets()
    let loaded = try UIImage.load(named: "alert_box")
    #expect(loaded.scale == 2 && loaded.size == Self.alertBoxSize)
  }

  /// The binary carries the images (so it runs from any folder); the copies must
  /// be the files in scenes/assets, byte for byte (`make assets` rewrites them).
  @Test func embeddedAssetsAreTheFiles() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Scenes.assetsFolder).filter { $0.hasSuffix(".png") }.sorted()
    #expect(Scenes.embeddedAssets.keys.sorted() == names)
    for name in names {
      let file = FileManager.default.contents(atPath: (Scenes.assetsFolder as NSString).appendingPathComponent(name))
      #expect(Scenes.embeddedAssets[name].flatMap { Data(base64Encoded: $0) } == file, "\(name): run 'make assets'")
    }
    #expect(Scenes.image(named: "alert_box").size == AssetTests.alertBoxSize)
  }
}
