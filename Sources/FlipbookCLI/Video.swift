import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Video: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "video",
      abstract: "Render a scene to a video file through ffmpeg (raw frames piped, no PNG round trip).",
      discussion: """
        The format follows the extension: .mp4 (H.264, yuv420p, BT.709, CRF 18), .mov (ProRes 4444 with alpha), \
        .webm (VP9 with alpha), .gif (palette, at most 50 frames/s), .apng (animated PNG). With --shard the \
        run writes its part as a segment (the file, and FILE.json saying what it holds); 'concat' joins them.
        """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: [.short, .customLong("output")], help: "The video file to write.")
    var output: String

    @Option(parsing: .unconditional, help: "Worker threads for rendering (default: all cores, at most \(Limits.jobs)).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Encode part I of N of the frames as a segment (1-based, e.g. 2/4), or auto in a Slurm array or Kubernetes Indexed Job.",
            transform: Shard.argument)
    var shard: Shard?

    @Option(parsing: .unconditional, help: "Stop ffmpeg when it reads nothing (or does not finish) for this many seconds.")
    var ffmpegTimeout: Double = 60

    func validate() throws {
      try Limits.check(jobs: jobs)
      guard ffmpegTimeout.isFinite, ffmpegTimeout > 0 else {
        throw ValidationError("--ffmpeg-timeout must be a positive number of seconds, not \(ffmpegTimeout).")
      }
      guard let format = VideoFormat(path: output) else {
        throw ValidationError("'\(output)': unknown video format; use .mp4, .mov, .webm, .gif or .apng.")
      }
      if shard != nil {
        guard Segment.formats.contains(format) else {
          throw ValidationError("--shard writes segments that join without re-encoding: .mp4, .mov or .webm, not .\(format.rawValue); render frames with --shard and encode them once instead.")
        }
      }
    }

    func run() throws {
      guard let format = VideoFormat(path: output) else {
        throw ValidationError("'\(output)': unknown video format; use .mp4, .mov, .webm, .gif or .apng.")
      }
      let baked = try scene.load()
      var options = try scene.renderOptions(baked)
      if !format.carriesAlpha {
        guard let bg = options.background, bg.alpha >= 1 else {
          throw CommandError("\(format.rawValue.uppercased()) cannot carry transparency: give an opaque --background (e.g. white), or write .mov or .webm")
        }
        options.background = bg
      }
      let (width, height) = try scene.geometry(baked).pixels
      let selected = try window.frames(baked)
      let shardPart = shard
      let frames = shardPart?.part(of: selected) ?? selected
      if let shardPart, frames.isEmpty {
        throw CommandError("shard \(shardPart) has no frames: '\(baked.id)' has \(selected.count) here; use at most \(selected.count) shards")
      }
      if format == .gif && baked.canvas.fps > 50 && !scene.quiet {
        FileHandle.standardError.write(Data("note: GIF plays at most 50 frames/s; frames are resampled to 50\n".utf8))
      }
      let encoder: VideoEncoder
      do {
        encoder = try VideoEncoder(path: output, format: format, width: width, height: height, fps: baked.canvas.fps,
                                   stallTimeout: ffmpegTimeout)
      } catch {
        throw CommandError("\(error)")
      }
      let count = frames.count
      let progress = Progress(total: count, label: "\(baked.id) → \(output)", quiet: scene.quiet)
      let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
      do {
        try pipeline.run(times: frames.map { baked.time(ofFrame: $0) }, produce: { _, image in image },
                         consume: { index, image in
                           try encoder.write(image)
                           progress.update(index + 1)
                         })
        try encoder.finish()
      } catch {
        encoder.cancel()
        throw CommandError("\(error)")
      }
      if let shardPart {
        try Segment.writeSidecar(for: output, settings: try Render.Manifest.Settings(baked: baked, options: options, png: format.rawValue),
                                 shard: shardPart, frames: frames, selection: selected)
      }
      if !scene.quiet { FileHandle.standardError.write(Data("wrote \(output) (\(format.summary), \(count) frames, \(width)x\(height))\n".utf8)) }
    }
  }

  struct Bake: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "bake",
      abstract: "Run a scene and write its timeline as JSON; 'render scene.json' renders it without compiling.")

    @Argument(help: "A scene id (see the 'list' command).")
    var scene: String

    @Option(name: [.short, .customLong("output")], help: "The JSON file to write.")
    var output: String

    func run() throws {
      let baked = try Parsing.loadScene(scene)
      try baked.validate()
      try writeAtomically(try baked.jsonData(), to: output)
    }
  }
}
