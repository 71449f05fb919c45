import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookScenes
import FlipbookTestSupport

/// The scenes' image assets are drawn with Flipbook itself; these tests keep the
/// committed PNGs equal to their drawings (and record a missing one).
@Suite struct AssetTests {
  /// The iOS 7 alert box the source material's demo uses as the alert's pattern
  /// image: a 250x250 pt light panel with a title, a message, a hairline and an OK button.
  static func alertBox() throws -> RasterImage {
    let panel = CALayer()
    panel.bounds = CGRect(x: 0, y: 0, width: 250, height: 250)
    panel.anchorPoint = .zero
    panel.backgroundColor = .white

    func text(_ string: String, y: CGFloat, height: CGFloat, font: UIFont, color: CGColor) -> CATextLayer {
      let t = CATextLayer()
      t.string = string
      t.font = font
      t.fontSize = font.pointSize
      t.foregroundColor = color
      t.alignmentMode = .center
      t.isWrapped = true
      t.contentsScale = 2   // drawn for a @2x asset, as an app sets it (the default 1 is soft at 2x)
      t.frame = CGRect(x: 16, y: y, width: 218, height: height)
      return t
    }
    panel.addSublayer(text("Alert", y: 22, height: 24, font: .boldSystemFont(ofSize: 17), color: .black))
    panel.addSublayer(text("This alert view is drawn by Core Animation code, rendered offline by Flipbook.",
                           y: 56, height: 120, font: .systemFont(ofSize: 14), color: .black))
    let hairline = CALayer()
    hairline.frame = CGRect(x: 0, y: 205.5, width: 250, height: 0.5)
    hairline.backgroundColor = CGColor(red: 0.78, green: 0.78, blue: 0.8, alpha: 1)
    panel.addSublayer(hairline)
    panel.addSublayer(text("OK", y: 216, height: 24, font: .boldSystemFont(ofSize: 17),
                           color: CGColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)))
    return try panel.renderImage(size: panel.bounds.size, options: RenderOptions(scale: 2, background: nil))
  }

  @Test func alertBoxAssetIsItsDrawing() throws {
    let image = try Self.alertBox()
    #expect(image.bitmap.width == 500 && image.bitmap.height == 500 && image.isOpaque)
    try assertMatchesReference(image, named: "alert_box@2x", channelTolerance: 3, maxDifferingFraction: 0.002,
                               folder: URL(fileURLWithPath: Scenes.assetsFolder))
    Scenes.useAssets()
    let loaded = try UIImage.load(named: "alert_box")
    #expect(loaded.scale == 2 && loaded.size == CGSize(width: 250, height: 250))
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
    #expect(Scenes.image(named: "alert_box").size == CGSize(width: 250, height: 250))
  }
}
