import Foundation
import Testing
import FlipbookCLI
import FlipbookTestSupport

/// `flipbook init` and the README's own-package recipe (`make test-recipe` builds
/// both for real; these check what is written, quickly).
@Suite struct InitTests {
  static let checkout = GuidePages.checkout

  /// The text of the fenced block after `<!-- recipe: NAME -->` in the guide (marked once).
  static func readmeBlock(_ name: String) throws -> String {
    let marked = try GuidePages.all().map(\.text).filter { $0.contains("<!-- recipe: \(name) -->") }
    #expect(marked.count == 1, "recipe \(name) is marked in \(marked.count) pages of the guide, not one")
    let readme = try #require(marked.first)
    let marker = try #require(readme.range(of: "<!-- recipe: \(name) -->"))
    let lines = readme[marker.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    let body = lines.drop { !$0.hasPrefix("```") }.dropFirst().prefix { !$0.hasPrefix("```") }
    return body.joined(separator: "\n") + "\n"
  }

  /// "Getting started" repeats the README's init recipe word for word (CI runs the README's).
  @Test func gettingStartedShowsTheReadmesInitRecipe() throws {
    let article = try String(contentsOf: Self.checkout.appendingPathComponent("Sources/Flipbook/Flipbook.docc/GettingStarted.md"),
                             encoding: .utf8)
    #expect(article.contains("```sh\n" + (try Self.readmeBlock("init")) + "```"))
  }

  @Test func theReadmesVirtualClockFileIsTheOneInitWrites() throws {
    #expect(try Self.readmeBlock("Sources/MyApp/VirtualClock.swift") == InitTemplate.virtualClockSource)
  }

  /// The README's Package.swift has init's settings line for line (its default, Xcode 26 mode).
  @Test func theReadmesPackageHasInitsSettings() throws {
    let readme = try Self.readmeBlock("Package.swift")
    let written = InitTemplate(name: "MyApp", checkout: "../flipbook-main").files.first { $0.0 == "Package.swift" }?.1 ?? ""
    func settings(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { $0.hasPrefix(".enableUpcomingFeature") || $0.hasPrefix(".defaultIsolation") || $0.hasPrefix(".swiftLanguageMode")
          || $0.hasPrefix(".product(") || $0.hasPrefix(".package(") || $0.hasPrefix("// swift-tools-version") }
        .map { $0.components(separatedBy: "//").first ?? $0 }
        .map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(settings(readme) == settings(written))
    #expect(settings(readme).count == 16)
  }

  @Test(arguments: [([String](), ".swiftLanguageMode(.v5)", true), (["--swift6"], ".swiftLanguageMode(.v6)", true),
                    (["--swift5"], ".swiftLanguageMode(.v5)", false)])
  func initWritesAWholePackage(_ flags: [String], _ mode: String, _ mainActor: Bool) throws {
    let folder = temporaryFolder()
    let run = try runFlipbook(["init", "Scenes"] + flags, in: folder)
    #expect(run.status == 0, "\(run.stderr)")
    let package = folder.appendingPathComponent("Scenes")
    let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
    #expect(manifest.contains(".package(name: \"Flipbook\", path: \"\(Self.checkout.standardizedFileURL.path)\")"))
    #expect(manifest.contains(mode))
    #expect(manifest.contains(".defaultIsolation(MainActor.self)") == mainActor)
    for file in ["Sources/Scenes/main.swift", "Sources/Scenes/Hello.swift", "Sources/Scenes/VirtualClock.swift",
                 "Sources/Scenes/Pasted/.gitkeep", ".gitignore"] {
      #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent(file).path), "\(file)")
    }
    // Written whole, then renamed: no temporary sibling is left.
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(left == ["Scenes"])
  }
}
