import Foundation
import Testing
import FlipbookInterfaceBuilder

/// `.xcassets` folders: image sets by scale and appearance, colour sets in each notation.
@Suite struct AssetCatalogTests {
  let catalog: AssetCatalog

  init() throws {
    let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../IBSamples/Pasted/Assets.xcassets").standardizedFileURL
    catalog = try AssetCatalog.read(at: samples.path)
  }

  @Test func imageSetsWithTheirScalesAndNamespaces() {
    #expect(catalog.images.keys.sorted() == ["Icons/star", "badge", "ring"])
    #expect(catalog.images["ring"]?.variants.map(\.scale) == [nil])  // a vector PDF: one file for every scale
    #expect(catalog.images["badge"]?.variants.map(\.scale) == [2, 3])
    #expect(catalog.images["Icons/star"]?.renderingIntent == "template")
  }

  /// Components as hex bytes, 0–255 integers and fractions; a system colour reference.
  @Test func colourSets() {
    let light: IBColor = .rgb(red: Double(0x4D) / 255, green: Double(0x33) / 255, blue: Double(0xCC) / 255, alpha: 1, space: "srgb")
    let dark: IBColor = .rgb(red: 128.0 / 255, green: 128.0 / 255, blue: 1, alpha: 1, space: "srgb")
    #expect(catalog.colors["Brand"]?.any == light)
    #expect(catalog.colors["Brand"]?.dark == dark)
    #expect(catalog.colors["AccentColor"]?.any == .system("systemPinkColor"))
  }

  @Test func aBrokenContentsFileNamesItself() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).xcassets")
    let set = folder.appendingPathComponent("Broken.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: set.appendingPathComponent("Contents.json"))
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(throws: IBError.self) { try AssetCatalog.read(at: folder.path) }
    do { _ = try AssetCatalog.read(at: folder.path) } catch {
      #expect(error.file.hasSuffix("Broken.colorset/Contents.json") && error.problem == "is not a JSON object")
    }
  }
}
