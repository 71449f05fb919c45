import Foundation
import FlipbookExport
import FlipbookSnapshot

/// The artifacts folder of `check`: what a run clears before writing, and the
/// command line it prints for re-recording.
enum CheckArtifacts {
  /// What `SnapshotChecker` writes for a snapshot named `<scene>@<scale>x.t<ms>`.
  static let suffixes = [".actual.png", ".reference.png", ".diff.png", ".sidebyside.png"]

  /// Removes the artifacts an earlier run wrote for `scene`, and its report, so the
  /// folder shows this run's results only. Only what Flipbook wrote is removed: a
  /// `report.html` of the user's own (without the report's generator mark) stays.
  static func removeStale(in folder: String, scene: String) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    for name in names {
      let path = (folder as NSString).appendingPathComponent(name)
      if isArtifact(name, of: scene) || (name == "report.html" && SnapshotReport.isReport(at: path)) { unlink(path) }
    }
  }

  static func isArtifact(_ name: String, of scene: String) -> Bool {
    let safe = scene.replacingOccurrences(of: "/", with: "_")
    guard name.hasPrefix(safe + "@"), let suffix = suffixes.first(where: name.hasSuffix) else { return false }
    let middle = name.dropFirst(safe.count + 1).dropLast(suffix.count)  // e.g. "2x.t0150"
    return middle.contains("x.t") && middle.allSatisfy { $0.isASCII && ($0.isNumber || "x.t".contains($0)) }
  }

  /// A copy of a reference in the artifacts folder (`NAME.reference.png`), so the
  /// report shows it from an uploaded artifacts folder alone; nil when there is none.
  static func copyReference(of outcome: SnapshotOutcome, into folder: String) -> String? {
    guard let data = FileManager.default.contents(atPath: outcome.referencePath) else { return nil }
    let copy = (folder as NSString).appendingPathComponent(outcome.name.replacingOccurrences(of: "/", with: "_") + ".reference.png")
    return (try? writeAtomically(data, to: copy)) == nil ? nil : copy
  }

  /// `text` as one word for a POSIX shell: bare when safe, else in single quotes.
  static func shellQuoted(_ text: String) -> String {
    let safe = !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-_./=:,@%+".contains($0)) }
    return safe ? text : Quoting.singleQuoted(text)
  }

  /// "1 snapshot", "3 snapshots".
  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
