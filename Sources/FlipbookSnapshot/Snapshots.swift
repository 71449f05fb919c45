import Flipbook
import Foundation

// MARK: - Record modes

/// When references are written (swift-snapshot-testing's modes).
public enum RecordMode: String, Sendable, CaseIterable {
  /// Write every reference (and fail, so it gets looked at).
  case all
  /// Write missing references (and fail); compare the others. The default.
  case missing
  /// Re-record references that fail (and fail).
  case failed
  /// Never write: a missing reference fails. The default when `CI` is set.
  case never

  /// `FLIPBOOK_RECORD` (or `SNAPSHOT_TESTING_RECORD`) if set, else `never` on CI
  /// (the `CI` variable is set), else `missing`.
  public static func fromEnvironment(_ env: [String: String] = ProcessInfo.processInfo.environment) -> RecordMode {
    for key in ["FLIPBOOK_RECORD", "SNAPSHOT_TESTING_RECORD"] {
      if let v = env[key]?.lowercased() {
        if let mode = RecordMode(rawValue: v) { return mode }
        if v == "1" || v == "true" { return .all }
      }
    }
    if let ci = env["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
    return .missing
  }
}

// MARK: - Outcome

/// One snapshot comparison: what happened, and where the images are.
public struct SnapshotOutcome: Sendable {
  /// How a snapshot comparison ended.
  public enum Status: String, Sendable {
    /// A status meaning the image matched its reference, within the tolerance.
    case matched
    /// A status meaning the image was written as the reference; the check still fails, so it gets looked at.
    case recorded
    /// A status meaning the image did not match, or no usable reference could be read or recorded.
    case failed
  }
  /// The snapshot's name, which also names its artifact files.
  public var name: String
  /// The path of the reference PNG.
  public var referencePath: String
  /// Whether the image matched, was recorded, or failed.
  public var status: Status
  /// The pixel comparison's result, or `nil` when no comparison ran (no reference, or a size mismatch).
  public var result: ComparisonResult?
  /// A message for people: why it failed or what was recorded, with paths.
  public var message: String
  /// The path of the rendered image written as an artifact, or `nil` if none was written.
  public var actualPath: String?
  /// The path of the diff image written as an artifact, or `nil` if none was written.
  public var diffPath: String?
  /// The path of the side-by-side image (reference, actual, diff) written as an artifact, or `nil`.
  public var sideBySidePath: String?
  /// The copy of the reference written beside the other artifacts (for reports).
  public var referenceCopyPath: String?
  /// A Boolean value that indicates whether the image matched its reference; a recorded reference does not pass.
  public var passed: Bool { status == .matched }
}

/// Compares rendered images with reference PNGs, records them as the mode says,
/// and writes failure artifacts (actual, diff, side by side).
public struct SnapshotChecker: Sendable {
  /// How the images are compared.
  public var comparator: ImageComparator
  /// How many differing pixels are allowed.
  public var tolerance: Tolerance
  /// When references are written instead of compared.
  public var record: RecordMode
  /// Where failure images go (default: `$SNAPSHOT_ARTIFACTS`, else the temporary folder).
  public var artifactsFolder: String
  /// How to re-record, for failure messages (e.g. the command line to run).
  public var rerecordHint: String

  /// Creates a checker: by default exact, with no differing pixel allowed and the record mode from the environment.
  public init(comparator: ImageComparator = .exact, tolerance: Tolerance = .none, record: RecordMode = .fromEnvironment(),
              artifactsFolder: String? = nil, rerecordHint: String = "re-run with FLIPBOOK_RECORD=failed to re-record") {
    self.comparator = comparator
    self.tolerance = tolerance
    self.record = record
    self.artifactsFolder = artifactsFolder ?? SnapshotArtifacts.defaultFolder
    self.rerecordHint = rerecordHint
  }

  /// Checks `image` against the PNG at `referencePath`; `name` names the artifacts.
  public func check(_ image: RGBAImage, referencePath: String, name: String) -> SnapshotOutcome {
    var outcome = SnapshotOutcome(name: name, referencePath: referencePath, status: .matched, message: "")
    let exists = FileManager.default.fileExists(atPath: referencePath)

    func recordReference(_ why: String) -> SnapshotOutcome {
      do {
        try FileManager.default.createDirectory(atPath: (referencePath as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try PNGCodec.write(image.bitmap, to: referencePath, compression: .small)
        outcome.status = .recorded
        outcome.message = "\(why); recorded \(referencePath) (\(image.width)x\(image.height) px). Look at it, then run again."
      } catch {
        outcome.status = .failed
        outcome.message = "\(why); could not record it: \(error)"
      }
      return outcome
    }

    if record == .all { return recordReference("record mode 'all'") }
    guard exists else {
      if record == .never {
        outcome.status = .failed
        outcome.message = "no reference at \(referencePath) (record mode 'never', as on CI); record it locally with FLIPBOOK_RECORD=missing and commit it"
        return outcome
      }
      return recordReference("no reference yet")
    }
    let reference: RGBAImage
    do {
      reference = RGBAImage(try PNGCodec.read(contentsOf: referencePath))
    } catch {
      if record == .failed { return recordReference("the reference could not be read (\(error))") }
      outcome.status = .failed
      outcome.message = "the reference \(referencePath) cannot be used: \(error); delete it or \(rerecordHint)"
      return outcome
    }
    guard reference.width == image.width && reference.height == image.height else {
      if record == .failed {
        return recordReference("the reference is \(reference.width)x\(reference.height) px but the render is \(image.width)x\(image.height) px")
      }
      outcome.status = .failed
      outcome.message = "the reference \(referencePath) is \(reference.width)x\(reference.height) px but the render is \(image.width)x\(image.height) px; \(rerecordHint)"
      writeArtifacts(&outcome, reference: nil, actual: image, diff: nil)
      return outcome
    }
    let result = ImageComparison.compare(reference: reference, actual: image, comparator: comparator, tolerance: tolerance)
    outcome.result = result
    if result.passed {
      outcome.message = result.differingPixels == 0 ? "matches \(referencePath)" : "matches \(referencePath) within tolerance: \(result.summary)"
      return outcome
    }
    writeArtifacts(&outcome, reference: reference, actual: image, diff: result.diff)
    if record == .failed {
      var recorded = recordReference("\(name) did not match (\(result.summary))")
      recorded.result = result
      recorded.actualPath = outcome.actualPath
      recorded.diffPath = outcome.diffPath
      recorded.sideBySidePath = outcome.sideBySidePath
      recorded.referenceCopyPath = outcome.referenceCopyPath
      return recorded
    }
    outcome.status = .failed
    outcome.message = """
      \(name) does not match its reference (\(comparator)): \(result.summary).
        reference: \(referencePath)
        actual:    \(outcome.actualPath ?? "(not written)")
        diff:      \(outcome.diffPath ?? "(not written)")
        side by side (reference | actual | diff): \(outcome.sideBySidePath ?? "(not written)")
      If the change is intended, \(rerecordHint).
      """
    return outcome
  }

  private func writeArtifacts(_ outcome: inout SnapshotOutcome, reference: RGBAImage?, actual: RGBAImage, diff: RGBAImage?) {
    do {
      let paths = try SnapshotArtifacts.write(name: outcome.name, reference: reference, actual: actual, diff: diff,
                                              in: artifactsFolder)
      (outcome.actualPath, outcome.referenceCopyPath, outcome.diffPath, outcome.sideBySidePath) =
        (paths.actual, paths.reference, paths.diff, paths.sideBySide)
    } catch {
      outcome.message += " (artifacts could not be written to \(artifactsFolder): \(error))"
    }
  }
}

/// The images a failed comparison leaves for people: `NAME.actual.png`, and with a
/// reference of the same size `NAME.reference.png`, `NAME.diff.png` and the labelled
/// `NAME.sidebyside.png` (reference | actual | diff). The command line, the Swift
/// assertions and the swift-snapshot-testing strategies all write them here.
public enum SnapshotArtifacts {
  /// The paths of the artifacts written for one comparison.
  public struct Paths: Sendable {
    /// The path of the rendered image.
    public var actual: String
    /// The path of the copy of the reference, or `nil` when none was written.
    public var reference: String?
    /// The path of the diff image, or `nil` when none was written.
    public var diff: String?
    /// The path of the labelled side-by-side image, or `nil` when none was written.
    public var sideBySide: String?
  }

  /// `$SNAPSHOT_ARTIFACTS`, else `flipbook-snapshots` in the temporary folder.
  public static var defaultFolder: String {
    ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"]
      ?? (NSTemporaryDirectory() as NSString).appendingPathComponent("flipbook-snapshots")
  }

  /// Writes the actual image, and with a reference the reference copy, diff, and side-by-side images, to a folder.
  public static func write(name: String, reference: RGBAImage?, actual: RGBAImage, diff: RGBAImage?,
                           in folder: String = defaultFolder) throws -> Paths {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let base = (folder as NSString).appendingPathComponent(name.replacingOccurrences(of: "/", with: "_"))
    try PNGCodec.write(actual.bitmap, to: base + ".actual.png")
    var paths = Paths(actual: base + ".actual.png")
    if let reference {
      try PNGCodec.write(reference.bitmap, to: base + ".reference.png")
      paths.reference = base + ".reference.png"
      if let diff {
        try PNGCodec.write(diff.bitmap, to: base + ".diff.png")
        paths.diff = base + ".diff.png"
        let strip = ImageComparison.labeledSideBySide(reference: reference, actual: actual, diff: diff)
        try PNGCodec.write(strip.bitmap, to: base + ".sidebyside.png")
        paths.sideBySide = base + ".sidebyside.png"
      }
    }
    return paths
  }
}

// MARK: - Report

/// An HTML report of snapshot comparisons, and the helpers that build it.
public enum SnapshotReport {
  /// An HTML page listing every comparison (failures first) with reference, actual
  /// and diff, each linking to the full-size image, and the side-by-side image when
  /// there is one. Links are relative to `folder`: give it images inside the folder
  /// (the command line copies each reference there) and the folder travels whole.
  /// `rerecord`: the command that re-records, shown when anything failed.
  public static func html(title: String, outcomes: [SnapshotOutcome], relativeTo folder: String,
                          rerecord: String? = nil) -> String {
    func rel(_ path: String?) -> String? { path.map { relativePath(of: $0, from: folder) } }
    let esc = escape
    let order: [SnapshotOutcome.Status: Int] = [.failed: 0, .recorded: 1, .matched: 2]
    let sorted = outcomes.enumerated().sorted { (order[$0.element.status] ?? 3, $0.offset) < (order[$1.element.status] ?? 3, $1.offset) }
    var rows = ""
    for o in sorted.map(\.element) {
      let colour = o.status == .matched ? "#2e7d32" : (o.status == .recorded ? "#ef6c00" : "#c62828")
      let images = [rel(o.referenceCopyPath ?? o.referencePath), rel(o.actualPath), rel(o.diffPath)].map { src in
        src.map { "<td><a href=\"\(esc($0))\"><img src=\"\(esc($0))\" loading=\"lazy\"></a></td>" } ?? "<td class=\"none\">—</td>"
      }.joined()
      let strip = rel(o.sideBySidePath).map { "<br><a href=\"\(esc($0))\">side by side</a>" } ?? ""
      rows += """
        <tr><td><b>\(esc(o.name))</b><br><span style="color:\(colour)">\(o.status.rawValue)</span><br>\
        <small>\(esc(o.result?.summary ?? o.message))</small>\(strip)</td>\(images)</tr>

        """
    }
    let failing = outcomes.contains { $0.status != .matched }
    let command = rerecord.flatMap { failing ? "<p>If the change is intended, re-record with:<br><code>\(esc($0))</code></p>" : nil } ?? ""
    return """
      <!doctype html>
      <html><head><meta charset="utf-8">\(generator)<title>\(esc(title))</title>
      <style>body{font:14px system-ui,sans-serif;margin:24px}table{border-collapse:collapse}
      td{border-top:1px solid #ddd;padding:8px;vertical-align:top;max-width:340px}img{max-width:320px;
      background:repeating-conic-gradient(#ccc 0 25%,#eee 0 50%) 0 0/16px 16px}.none{color:#999}
      code{display:inline-block;margin-top:4px;padding:4px 8px;background:#f3f3f3;border-radius:4px}</style></head>
      <body><h1>\(esc(title))</h1><p>\(summary(outcomes))</p>\(command)
      <table><tr><th>snapshot</th><th>reference</th><th>actual</th><th>diff</th></tr>
      \(rows)</table></body></html>

      """
  }

  /// Marks a page as Flipbook's report, so a later run replaces only its own file.
  public static let generator = "<meta name=\"generator\" content=\"Flipbook snapshot report\">"

  /// Whether the file at `path` is a report Flipbook wrote.
  public static func isReport(at path: String) -> Bool {
    guard let handle = FileHandle(forReadingAtPath: path) else { return false }
    defer { try? handle.close() }
    let head = String(decoding: handle.readData(ofLength: 512), as: UTF8.self)
    return head.contains(generator)
  }

  /// Text for HTML content and attribute values (quotes too: paths go in `src="…"`).
  public static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
      .replacingOccurrences(of: "\"", with: "&quot;").replacingOccurrences(of: "'", with: "&#39;")
  }

  /// "3 comparisons: all match." / "3 comparisons: 1 failed, 1 recorded."
  static func summary(_ outcomes: [SnapshotOutcome]) -> String {
    let failed = outcomes.filter { $0.status == .failed }.count, recorded = outcomes.filter { $0.status == .recorded }.count
    let head = "\(outcomes.count) comparison\(outcomes.count == 1 ? "" : "s")"
    if failed + recorded == 0 { return head + (outcomes.count == 1 ? ": it matches." : ": all match.") }
    return head + ": " + [failed > 0 ? "\(failed) failed" : nil, recorded > 0 ? "\(recorded) recorded" : nil]
      .compactMap { $0 }.joined(separator: ", ") + "."
  }

  /// `path` relative to the folder `base` (with `..` where needed), so a report's links survive moving the folders together.
  public static func relativePath(of path: String, from base: String) -> String {
    func parts(_ p: String) -> [String] {
      URL(fileURLWithPath: p).standardizedFileURL.path.split(separator: "/").map(String.init)
    }
    let target = parts(path), from = parts(base)
    let common = zip(target, from).prefix { $0 == $1 }.count
    let up = Array(repeating: "..", count: from.count - common)
    return (up + target[common...]).joined(separator: "/")
  }
}
