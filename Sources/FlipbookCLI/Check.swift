import ArgumentParser
import Flipbook
import FlipbookSnapshot
import Foundation

extension FlipbookCLI {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "check",
      abstract: "Compare chosen frames of a scene with reference PNGs (visual regression).",
      discussion: """
        References live in DIR/<scene>/<scene>@<scale>x.t<milliseconds>.png. Without --times, --frames or --every \
        the frames checked are the start, the middle and the end (of --from/--to when given). Record modes: all, missing (default), failed, \
        never (the default when the CI variable is set); FLIPBOOK_RECORD sets it too. On failure the actual, diff \
        and side-by-side images go to --artifacts and report.html lists every comparison (a run first removes the scene's artifacts an earlier run left).
        """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: .customLong("snapshots"), help: "The folder holding the references (one subfolder per scene).")
    var snapshots: String = "__Snapshots__"

    @Option(parsing: .unconditional, help: "Times to check, comma separated (0, 0.15s, 250ms, …).", transform: Parsed.times)
    var times: Parsed<[Double]>?

    @Option(parsing: .unconditional, help: "Frames to check: A-B, N or a comma list.", transform: Parsed.frames)
    var frames: Parsed<[ClosedRange<Int>]>?

    @Option(parsing: .unconditional, help: "Check every Nth frame.")
    var every: Int?

    @Option(help: "all, missing, failed or never (default: FLIPBOOK_RECORD, else never on CI, else missing).",
            transform: RecordArgument.parse)
    var record: RecordMode?

    @Option(help: "exact, pixelmatch or deltae94.")
    var compare: ComparatorName = .exact

    @Option(parsing: .unconditional, help: "pixelmatch: the per-pixel YIQ threshold, 0…1.")
    var threshold: Double = 0.1

    @Flag(help: "pixelmatch: count anti-aliased pixels too.")
    var includeAA = false

    @Option(parsing: .unconditional, help: "deltae94: a pixel differs when ΔE94 > (1 − this) · 100.")
    var perceptualPrecision: Double = 0.98

    @Option(parsing: .unconditional, help: "The fraction of pixels that must match (1: all).")
    var precision: Double = 1

    @Option(parsing: .unconditional, help: "How many pixels may differ (the smaller allowance of this and --precision wins).")
    var maxDiffPixels: Int?

    @Option(help: "Where failure images and report.html go.")
    var artifacts: String = "snapshot-artifacts"

    func validate() throws {
      let chosen = [times != nil, frames != nil, every != nil].filter { $0 }.count
      guard chosen <= 1 else { throw ValidationError("give only one of --times, --frames and --every.") }
      if window.isSet && (times != nil || frames != nil) { throw ValidationError("--from/--to choose a window for the default frames or --every; --times and --frames name frames themselves.") }
      if let every { guard every >= 1 else { throw ValidationError("--every must be at least 1.") } }
      guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1.") }
      guard (0...1).contains(perceptualPrecision) else { throw ValidationError("--perceptual-precision must be between 0 and 1.") }
      guard (0...1).contains(precision) else { throw ValidationError("--precision must be between 0 and 1.") }
      if let maxDiffPixels, maxDiffPixels < 0 {
        throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels).")
      }
    }

    func run() throws {
      let baked = try scene.load()
      let options = try scene.renderOptions(baked)
      var checkTimes: [Double]
      if let times {
        checkTimes = times.value
      } else if let frames {
        checkTimes = try frames.frames(count: baked.frameCount).map { baked.time(ofFrame: $0) }
      } else if let every {
        checkTimes = try window.frames(baked).enumerated().filter { $0.offset % every == 0 }.map { baked.time(ofFrame: $0.element) }
      } else {
        let span = try window.range(baked)
        checkTimes = [span.lowerBound, (span.lowerBound + span.upperBound) / 2, span.upperBound]
      }
      let comparator: ImageComparator = switch compare {
      case .pixelmatch: .pixelmatch(threshold: threshold, includeAA: includeAA)
      case .deltae94: .deltaE94(perceptualPrecision: perceptualPrecision)
      case .exact: .exact
      }
      var tolerance = Tolerance(maxDifferingPixels: maxDiffPixels, maxDifferingFraction: 1 - precision)
      if maxDiffPixels == nil && precision == 1 { tolerance = .none }
      let mode = record ?? .fromEnvironment()
      let folder = (snapshots as NSString).appendingPathComponent(baked.id)
      try OutputPath.makeFolder(artifacts, purpose: "write the artifacts")
      CheckArtifacts.removeStale(in: artifacts, scene: baked.id)
      let checker = SnapshotChecker(
        comparator: comparator, tolerance: tolerance, record: mode, artifactsFolder: artifacts,
        rerecordHint: "re-record with: " + rerecordCommand)

      var outcomes: [SnapshotOutcome] = []
      let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount)
      try pipeline.run(times: checkTimes, produce: { _, image in RGBAImage(image) }, consume: { i, image in
        let label = String(format: "t%04d", Int((checkTimes[i] * 1000).rounded()))
        let name = "\(baked.id)@\(Parsing.number(Double(options.scale)))x.\(label)"
        var outcome = checker.check(image, referencePath: (folder as NSString).appendingPathComponent(name + ".png"), name: name)
        outcome.referenceCopyPath = outcome.referenceCopyPath ?? CheckArtifacts.copyReference(of: outcome, into: artifacts)
        outcomes.append(outcome)
        if !scene.quiet || outcome.status != .matched {
          print("\(outcome.status == .matched ? "ok  " : outcome.status == .recorded ? "REC " : "FAIL") \(name): \(outcome.status == .failed ? outcome.message : (outcome.result?.summary ?? outcome.message))")
        }
      })
      let reportPath = (artifacts as NSString).appendingPathComponent("report.html")
      try writeAtomically(Data(SnapshotReport.html(title: "\(FlipbookCLI.name) check \(baked.id)", outcomes: outcomes,
                                                   relativeTo: artifacts, rerecord: rerecordCommand).utf8), to: reportPath)
      let failed = outcomes.filter { $0.status == .failed }.count
      let recorded = outcomes.filter { $0.status == .recorded }.count
      guard failed + recorded > 0 else { return }
      var parts: [String] = []
      if failed > 0 { parts.append("\(failed) of \(CheckArtifacts.count(outcomes.count, "snapshot")) failed") }
      if recorded > 0 { parts.append("\(recorded) recorded (look at \(recorded == 1 ? "it" : "them"), then run again)") }
      throw CommandError(parts.joined(separator: "; ") + "; report: \(reportPath)")
    }
  }
}

extension FlipbookCLI.Check {
  /// This command with every option it was given, and `--record failed`.
  var rerecordCommand: String {
    var words = FlipbookCLI.invocation + ["check", scene.scene]
    func add(_ flag: String, _ value: String?) { if let value { words += [flag, value] } }
    func exact(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e9 ? String(Int(v)) : "\(v)" }
    add("--fps", scene.fps.map(exact))
    add("--scale", scene.scale.map(exact))
    add("--size", scene.size?.text)
    add("--crop", scene.crop?.text)
    add("--background", scene.background?.text)
    add("--appearance", scene.appearance?.rawValue)
    add("--text-size", scene.textSize.map { TextSizeArgument.names[$0.rawValue] })
    if scene.device { words.append("--device") }
    if scene.showTouches { words.append("--show-touches") }
    add("--from", window.from?.text)
    add("--to", window.to?.text)
    add("--snapshots", snapshots == "__Snapshots__" ? nil : snapshots)
    add("--times", times?.text)
    add("--frames", frames?.text)
    add("--every", every.map(String.init))
    add("--compare", compare == .exact ? nil : compare.rawValue)
    add("--threshold", threshold == 0.1 ? nil : exact(threshold))
    if includeAA { words.append("--include-aa") }
    add("--perceptual-precision", perceptualPrecision == 0.98 ? nil : exact(perceptualPrecision))
    add("--precision", precision == 1 ? nil : exact(precision))
    add("--max-diff-pixels", maxDiffPixels.map(String.init))
    add("--artifacts", artifacts == "snapshot-artifacts" ? nil : artifacts)
    if scene.quiet { words.append("--quiet") }
    return (words + ["--record", "failed"]).map(CheckArtifacts.shellQuoted).joined(separator: " ")
  }
}
