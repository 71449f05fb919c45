import Foundation
import Testing
import UIKit
import FlipbookTestSupport
import FlipbookText

/// A font file the app ships, found among its resources and drawn as itself.
@MainActor @Suite struct FontFileTests {
  /// DejaVu Sans Bold (installed with Flipbook's fonts), copied into a folder as an
  /// app's font file would be; its PostScript name maps to no installed family by
  /// name alone, so without registration it would draw in the fallback (Inter).
  @Test func aShippedFontIsFoundByItsPostScriptName() throws {
    let system = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    try #require(FileManager.default.fileExists(atPath: system), "fonts-dejavu-core is installed by make setup")
    let folder = temporaryFolder()
    try FileManager.default.copyItem(atPath: system, toPath: folder.appendingPathComponent("Brand-Bold.ttf").path)
    let fallback = FontResolver.families(for: FontDescriptor(name: "DejaVuSans-Bold", size: 20))
    #expect(fallback.hasPrefix("Inter"))
    // Measured (and remembered) in the fallback before the file is registered.
    let bold = FontDescriptor(name: "DejaVuSans-Bold", size: 20)
    let before = TextMetrics.size(of: "Morning run", font: bold).width
    let clock = VirtualClock()
    var widths: [CGFloat] = []
    clock.run {
      AppResources.add(folder: folder.path)
      for name in ["DejaVuSans-Bold", "Unshipped-Bold"] {
        let label = UILabel()
        label.font = UIFont(name: name, size: 20)
        label.text = "Morning run"
        widths.append(label.intrinsicContentSize.width)
      }
    }
    #expect(FontResolver.families(for: FontDescriptor(name: "DejaVuSans-Bold", size: 20)).hasPrefix("DejaVu Sans,"))
    #expect(FontFiles.family(named: "DejaVu Sans") == "DejaVu Sans")
    // DejaVu Sans Bold is wider than the fallback's Inter Bold for the same text.
    #expect(widths.count == 2 && widths[0] > widths[1] + 5)
    // Registering the file forgot the size measured in the fallback.
    #expect(TextMetrics.size(of: "Morning run", font: bold).width > before + 5)
  }
}
