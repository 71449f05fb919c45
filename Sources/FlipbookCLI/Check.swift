import ArgumentParser
import Flipbook
import FlipbookSnapshot
import Foundation

extension FlipbookCLI {
  struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Compare chosen frames of a scene with reference PNGs (visual regression).",
      discussion: """
        References live in DIR/<scene>/<scene>@<scale>x.t<milliseconds>.png. Without --times, --frames or --every \
        the frames checked are the start, the middle and the end. Record modes: all, missing (default), failed, \
        never (the default when the CI variable is set); FLIPBOOK_RECORD sets it too. On failure the actual, diff \
        and side-by-side images go to --artifacts and report.html lists every comparison.
        """)

    @OptionGroup var scene: SceneOptions

    @Option(name: .customLong("snapshots"), help: "The folder holding the references (one subfolder per scene).")
    var snapshots: String = "__Snapshots__"

    @Option(parsing: .unconditional, help: "Times to check, comma separated (0, 0.15s, 250ms, …).")
    var times: String?

    @Option(parsing: .unconditional, help: "Frames to check: A-B, N or a comma list.")
    var frames: String?

    @Option(parsing: .unconditional, help: "Check every Nth frame.")
    var every: Int?

    @Option(help: "all, missing, failed or never (default: FLIPBOOK_RECORD, else never on CI, else missing).")
    var record: String?

    @Option(help: "exact, pixelmatch or deltae94.")
    var compare: String = "exact"

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
      if let every { guard every >= 1 else { throw ValidationError("--every must be at least 1.") } }
      if let record { guard RecordMode(rawValue: record) != nil else {
        throw ValidationError("--record must be all, missing, failed or never, not '\(record)'.")
      } }
      guard ["exact", "pixelmatch", "deltae94"].contains(compare) else {
        throw ValidationError("--compare must be exact, pixelmatch or deltae94, not '\(compare)'.")
      }
      guard (0...1).contains(threshold) else { throw ValidationError("--threshold must be between 0 and 1.") }
      guard (0...1).contains(perceptualPrecision) else { throw ValidationError("--perceptual-precision must be between 0 and 1.") }
      guard (0...1).contains(precision) else { throw ValidationError("--precision must be between 0 and 1.") }
      if let maxDiffPixels, maxDiffPixels < 0 {
        throw ValidationError("--max-diff-pixels must be 0 or more, not \(maxDiffPixels).")
      }
      if let times { for t in times.split(separator: ",") { _ = try Parsing.time(String(t)) } }
    }

    func run() throws {
      let baked = try scene.load()
      let options = try scene.renderOptions(baked)
      var checkTimes: [Double]
      if let times {
        checkTimes = try times.split(separator: ",").map { try Parsing.time(String($0)) }
      } else if let frames {
        checkTimes = try Parsing.frames(frames, count: baked.frameCount).map { baked.time(ofFrame: $0) }
      } else if let every {
        checkTimes = stride(from: 0, to: baked.frameCount, by: every).map { baked.time(ofFrame: $0) }
      } else {
        checkTimes = [0, baked.duration / 2, baked.duration]
      }
      let comparator: ImageComparator = switch compare {
      case "pixelmatch": .pixelmatch(threshold: threshold, includeAA: includeAA)
      case "deltae94": .deltaE94(perceptualPrecision: perceptualPrecision)
      default: .exact
      }
      var tolerance = Tolerance(maxDifferingPixels: maxDiffPixels, maxDifferingFraction: 1 - precision)
      if maxDiffPixels == nil && precision == 1 { tolerance = .none }
      let mode = record.flatMap(RecordMode.init(rawValue:)) ?? .fromEnvironment()
      let folder = (snapshots as NSString).appendingPathComponent(baked.id)
      let checker = SnapshotChecker(
        comparator: comparator, tolerance: tolerance, record: mode, artifactsFolder: artifacts,
        rerecordHint: "re-record with: flipbook check \(scene.scene) --snapshots \(snapshots) --record failed")

      var outcomes: [SnapshotOutcome] = []
      let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: ProcessInfo.processInfo.activeProcessorCount)
      try pipeline.run(times: checkTimes, produce: { _, image in RGBAImage(image) }, consume: { i, image in
        let label = String(format: "t%04d", Int((checkTimes[i] * 1000).rounded()))
        let name = "\(baked.id)@\(Parsing.number(Double(options.scale)))x.\(label)"
        let outcome = checker.check(image, referencePath: (folder as NSString).appendingPathComponent(name + ".png"), name: name)
        outcomes.append(outcome)
        if !scene.quiet || outcome.status != .matched {
          print("\(outcome.status == .matched ? "ok  " : outcome.status == .recorded ? "REC " : "FAIL") \(name): \(outcome.status == .failed ? outcome.message : (outcome.result?.summary ?? outcome.message))")
        }
      })
      let notMatched = outcomes.filter { !$0.passed }
      if !notMatched.isEmpty {
        try OutputPath.makeFolder(artifacts)
        let reportPath = (artifacts as NSString).appendingPathComponent("report.html")
        try writeAtomically(Data(SnapshotReport.html(title: "flipbook check \(baked.id)", outcomes: outcomes,
                                                     relativeTo: artifacts).utf8), to: reportPath)
        let failed = notMatched.filter { $0.status == .failed }.count
        let recorded = notMatched.count - failed
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) of \(outcomes.count) snapshots failed") }
        if recorded > 0 { parts.append("\(recorded) recorded (look at them, then run again)") }
        throw CommandError(parts.joined(separator: "; ") + "; report: \(reportPath)")
      }
    }
  }
}
