import Foundation
import Testing
import FlipbookTestSupport

/// `flipbook adapt FILE [--diff]`: what the adaptation plugin compiles for a pasted file.
@Suite struct AdaptCommandTests {
  static let pasted = """
    import UIKit

    class Card: UIView {
        @IBOutlet weak var title: UILabel!
        @objc func flip() {}
        func wire(_ b: UIButton) { b.addTarget(self, action: #selector(flip), for: .touchUpInside) }
    }

    """

  @Test func printsTheAdaptedCopyAndTheDiff() throws {
    let folder = temporaryFolder()
    let file = folder.appendingPathComponent("Card.swift")
    try Data(Self.pasted.utf8).write(to: file)
    let adapted = try runFlipbook(["adapt", file.path], in: folder)
    #expect(adapted.status == 0, "\(adapted.stderr)")
    #expect(adapted.stdout.hasPrefix("#sourceLocation(file: \"\(file.path)\", line: 1)\nimport UIKit\n"))
    #expect(adapted.stdout.contains("action: __flipbookSelector(\"flip\"), for:"))
    let diff = try runFlipbook(["adapt", file.path, "--diff"], in: folder)
    #expect(diff.status == 0, "\(diff.stderr)")
    #expect(diff.stdout.contains("\n-    @IBOutlet weak var title: UILabel!\n"))
    #expect(diff.stdout.contains("\n+              weak var title: UILabel!\n"))
    // The pasted file is left as it was.
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.pasted)
  }

  @Test func aMissingFileIsOneLineNamingIt() throws {
    let run = try runFlipbook(["adapt", "Nowhere.swift"], in: temporaryFolder())
    #expect(run.status == 64 && run.stderrLines == ["Error: Nowhere.swift is not a file: give the path of a pasted .swift file."])
  }
}
