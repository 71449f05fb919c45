import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "preview",
      abstract: "Write one self-contained HTML page to scrub through a scene: frames, play/pause, speed, loop, curves.",
      discussion: """
        The page needs nothing else (frames are embedded as PNG data) and opens offline in any browser. \
        Keys: space plays and pauses, ←/→ step a frame (with Shift, 10), Home/End. Frames are drawn at \
        scale 1 unless --scale or --size says otherwise; --every keeps the page small for long scenes.
        """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "Keep every Nth frame (default 1: all).")
    var every: Int = 1

    @Option(parsing: .unconditional, help: "Worker threads (default: all cores, at most \(Limits.jobs)).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Flag(help: "Keep going: rebuild your package when a source file is saved, render again, and the open page reloads itself.")
    var watch = false

    /// Set by --watch on the runs it starts: the status script the page polls, and the page's version.
    @Option(help: .hidden) var watchScript: String?
    @Option(help: .hidden) var watchVersion: Int?

    func validate() throws {
      try Limits.check(jobs: jobs)
      guard (1...10_000).contains(every) else { throw ValidationError("--every must be between 1 and 10000, not \(every).") }
      guard output.lowercased().hasSuffix(".html") || output.lowercased().hasSuffix(".htm") else {
        throw ValidationError("'\(output)': the preview is an HTML page; name it .html.")
      }
    }

    func run() throws {
      guard watch else { return try write(watchScript: watchScript, version: watchVersion) }
      let status = WatchStatus(page: output)
      let loop = try WatchLoop(package: WatchedPackage.locate(), arguments: WatchLoop.rerun(), outputs: [],
                               status: status, quiet: scene.quiet)
      try loop.run { try write(watchScript: status.scriptName, version: 0) }
    }

    func write(watchScript: String?, version: Int?) throws {
      // Scale 1 unless asked otherwise: the page embeds every frame.
      let baked = try scene.load(defaultScale: 1)
      let options = try scene.renderOptions(baked, defaultScale: 1)
      let frames = try window.frames(baked).enumerated().filter { $0.offset % every == 0 }.map(\.element)
      let times = frames.map { baked.time(ofFrame: $0) }
      let progress = Progress(total: frames.count, label: "\(baked.id) → \(output)", quiet: scene.quiet)
      var uris: [String] = []
      uris.reserveCapacity(frames.count)
      try FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
        .run(times: times, produce: { _, image in try image.pngData(compression: .fast) }, consume: { index, png in
          uris.append("data:image/png;base64," + Data(png).base64EncodedString())
          progress.update(index + 1)
        })
      let span = try window.range(baked)
      let curveTimes = CurvePlot.sampleTimes(span, count: 240)
      let curves = baked.timeline.animatedProperties.prefix(CurvePlot.maximumPanels).flatMap { property in
        CurvePlot.series(property, baked: baked, times: curveTimes).map { component in
          PreviewPage.Curve(name: "\(property.layerName) · \(property.keyPath)" + (component.name.isEmpty ? "" : " (\(component.name))"),
                            values: component.values)
        }
      }
      let region = options.crop?.size ?? baked.canvas.size
      let page = PreviewPage(
        title: baked.id,
        summary: "\(frames.count) frames at \(Parsing.number(baked.canvas.fps / Double(every))) fps, "
          + String(format: "%.3f–%.3f s", span.lowerBound, span.upperBound) + ", \(Int(region.width))×\(Int(region.height)) pt",
        fps: baked.canvas.fps / Double(every), duration: span.upperBound - span.lowerBound, times: times, frames: uris,
        width: Int(region.width.rounded()), height: Int(region.height.rounded()), curveTimes: curveTimes, curves: curves,
        watchScript: watchScript, watchVersion: version)
      try writeAtomically(Data(page.html().utf8), to: output)
      if !scene.quiet { FileHandle.standardError.write(Data("wrote \(output) (\(frames.count) frames)\n".utf8)) }
    }
  }
}
