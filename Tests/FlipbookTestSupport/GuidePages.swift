import Foundation

/// The guide as tests read it: the README and the Flipbook catalog's articles, where the
/// recipes (`<!-- recipe: NAME -->`) and the Swift examples are.
public enum GuidePages {
  /// The checkout this test bundle was built from.
  public static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// Each page's path in the checkout and its text: the README, then the articles by name.
  public static func all() throws -> [(path: String, text: String)] {
    let catalog = "Sources/Flipbook/Flipbook.docc"
    let articles = try FileManager.default.contentsOfDirectory(atPath: checkout.appendingPathComponent(catalog).path)
      .filter { $0.hasSuffix(".md") }.sorted().map { catalog + "/" + $0 }
    return try (["README.md"] + articles).map { path in
      (path, try String(contentsOf: checkout.appendingPathComponent(path), encoding: .utf8))
    }
  }
}
