import Foundation
import Testing
import FlipbookTestSupport

/// The guide's Swift examples compile. Recipe blocks (`<!-- recipe: NAME -->`) are built
/// and run by `make test-recipe`; every other block that is a whole file (it starts with
/// `import`) is type-checked here against the modules this build made, in both language
/// modes a `flipbook init` package offers. Blocks that import a module outside this
/// package (swift-snapshot-testing's) are built by `make test-snapshot-testing` instead.
@Suite struct GuideExampleTests {
  static let available: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "Combine", "Flipbook", "FlipbookTesting",
                                       "FlipbookCLI", "Foundation", "Testing"]

  /// Every unmarked ```swift block of the README and the catalog's articles: (page, line, text).
  static func examples() throws -> [(String, Int, String)] {
    var found: [(String, Int, String)] = []
    for (page, text) in try GuidePages.all() {
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      var i = 0
      while i < lines.count {
        defer { i += 1 }
        guard lines[i] == "```swift" else { continue }
        let marked = lines[..<i].last { !$0.isEmpty }?.hasPrefix("<!-- recipe:") ?? false
        let body = lines[(i + 1)...].prefix { !$0.hasPrefix("```") }
        if !marked { found.append((page, i + 1, body.joined(separator: "\n"))) }
        i += body.count
      }
    }
    return found
  }

  @Test func theGuideHasWholeFileExamples() throws {
    #expect(try Self.examples().filter { $0.2.hasPrefix("import") }.count >= 2)
  }

  @Test(arguments: ["5", "6"])
  func wholeFileExamplesCompile(swiftVersion: String) throws {
    for (page, line, text) in try Self.examples() where text.hasPrefix("import") {
      let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }.map { String($0.dropFirst(7)) }
      guard imports.allSatisfy(Self.available.contains) else { continue }
      let result = try typecheck(text, swiftVersion: swiftVersion)
      #expect(result.status == 0, "\(page):\(line) does not compile in Swift \(swiftVersion):\n\(result.output)")
    }
  }
}
