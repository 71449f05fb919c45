import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "render",
      abstract: "Render a scene to numbered PNG frames and frames.json.",
      discussion: """
        Frames are named by their number in the scene (frame_00000.png, …) whatever part is rendered, \
        so shards and ranges fit together. Each file is written under a temporary name and renamed, and \
        frames.json (the render's settings) is written first. A folder holding another render's frames is \
        refused unless --clean; --resume renders only the frames missing after an interrupted run.
        """)

    @OptionGroup var scene: SceneOptions
    @OptionGroup var window: TimeWindow

    @Option(name: [.short, .customLong("out")], help: "The folder for the frames (created if missing).")
    var out: String = "frames"

    @Option(parsing: .unconditional, help: "Frames to render: A-B, N or a comma list (default: all).", transform: Parsed.frames)
    var frames: Parsed<[ClosedRange<Int>]>?

    @Option(parsing: .unconditional, help: "Render one still at this time (1.5, 1.5s or 250ms) instead of frames.",
            transform: Parsed.time)
    var time: Parsed<Double>?

    @Option(parsing: .unconditional, help: "Worker threads (default: all cores, at most \(Limits.jobs)).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Render part I of N of the frames (1-based, e.g. 2/4), or auto inside a Slurm array or Kubernetes Indexed Job.",
            transform: Shard.argument)
    var shard: Shard?

    @Option(help: "PNG compression: fast or small.")
    var png: PNGCompression = .fast

    @Flag(help: "Render only the frames whose files are missing (after an interrupted run with the same settings).")
    var resume = false

    @Flag(help: "Remove another render's frames (and only Flipbook's files) from the folder first.")
    var clean = false

    @Flag(help: "Keep going: rebuild your package when a source file is saved and render again (into the same folder).")
    var watch = false

    func validate() throws {
      try Limits.check(jobs: jobs)
      if time != nil && (frames != nil || shard != nil || resume || window.isSet) {
        throw ValidationError("--time renders one still; it cannot be combined with --frames, --from, --to, --shard or --resume.")
      }
      if frames != nil && window.isSet { throw ValidationError("give --frames or --from/--to, not both.") }
    }

    func run() throws {
      guard watch else { return try render() }
      let package = try WatchedPackage.locate()
      var loop = WatchLoop(package: package, arguments: WatchLoop.rerun() + (clean ? [] : ["--clean"]), outputs: [],
                           status: nil, quiet: scene.quiet)
      loop.outputs = Set([loop.relative(out)].compactMap { $0 })
      try loop.run { try render() }
    }

    func render() throws {
      let baked = try scene.load()
      let options = try scene.renderOptions(baked)
      if let time {
        let t = time.value
        try OutputPath.makeFolder(out)
        let path = (out as NSString).appendingPathComponent(String(format: "still_%08.3fs.png", t))
        // On a pipeline worker, whose stack holds the deepest tree a timeline may have.
        let compression = png
        try FramePipeline(timeline: baked.timeline, options: options, jobs: 1)
          .run(times: [t], produce: { _, image in try image.pngData(compression: compression) },
               consume: { _, bytes in try writeAtomically(Data(bytes), to: path) })
        if !scene.quiet { FileHandle.standardError.write(Data("wrote \(path)\n".utf8)) }
        return
      }

      // Each frame once, in order, however the ranges were written.
      let selected = try frames.map { Array(Set(try $0.frames(count: baked.frameCount))).sorted() }
        ?? window.frames(baked)
      let shardPart = shard
      let part = shardPart?.part(of: selected) ?? selected
      let digits = max(5, String(baked.frameCount - 1).count)
      // Zero-padded by hand: `String(format:)` took 2.3 ms for the alert's 661 names, called
      // twice a frame (the manifest's list, then each file's path), against 0.13 ms.
      @Sendable func name(_ frame: Int) -> String {
        let number = String(frame)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.utf8.count)) + number + ".png"
      }

      // frames.json describes the whole selection, so every shard writes the same file.
      let png = self.png, sharded = shardPart != nil, clean = self.clean, out = self.out
      @Sendable func openFolder() throws -> RenderFolder {
        let manifest = Manifest(
          settings: try Manifest.Settings(baked: baked, options: options, png: png),
          duration: baked.duration,
          frames: selected.map { Manifest.Frame(frame: $0, time: baked.time(ofFrame: $0), file: name($0)) })
        return try RenderFolder(path: out, manifest: manifest, sharded: sharded, clean: clean)
      }
      // --resume needs the frames present before it knows what to render; otherwise the
      // folder is made ready beside the first frames (FolderPreparation).
      let preparation = resume ? try FolderPreparation(ready: openFolder()) : FolderPreparation(openFolder)
      let present = resume ? try preparation.folder().present : []
      let todo = resume ? part.filter { !present.contains(name($0)) } : part
      Interruption.hint = "Finished frames are kept: run the same command with --resume to render the rest."
      if resume && !scene.quiet {
        FileHandle.standardError.write(Data("resuming: \(part.count - todo.count) of \(part.count) frames already rendered\n".utf8))
      }

      let progress = Progress(total: todo.count, label: "\(baked.id) → \(out)", quiet: scene.quiet)
      let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
      // Workers encode and write their frames (file writes were the serial part: x1.51 on two
      // jobs), and the repeats, however the frames fell between workers; this thread writes
      // only frames made before the folder was ready.
      @Sendable func path(_ index: Int) -> String { (out as NSString).appendingPathComponent(name(todo[index])) }
      // Until the folder is ready a frame goes to this thread unwritten, rather than
      // keep its worker waiting (this thread has nothing else to do then).
      @Sendable func land(_ bytes: [UInt8], _ index: Int) throws -> WrittenFrame {
        guard preparation.isReady else { return WrittenFrame(index: nil, bytes: bytes) }
        _ = try preparation.folder()  // no frame lands before frames.json
        try PNGCodec.writeAtomically(bytes, to: path(index))
        return WrittenFrame(index: index, bytes: bytes)
      }
      do {
        try pipeline.run(times: todo.map { baked.time(ofFrame: $0) }, produce: { index, image in
          try land(try image.pngData(compression: png), index)
        }, reproduce: { index, earlier in
          try land(earlier.bytes, index)
        }, consume: { index, frame in
          if frame.index != index {
            _ = try preparation.folder()
            try PNGCodec.writeAtomically(frame.bytes, to: path(index))
          }
          progress.update(index + 1)
        })
      } catch {
        _ = try preparation.folder()  // the folder's own error, if it had one, comes first
        throw error
      }
      withExtendedLifetime(try preparation.folder()) {}
    }
  }
}

/// A frame a worker encoded (or repeated) and wrote, with the index it was
/// written under (nil: not written yet); one that reaches the consumer under
/// another index has its bytes written under its own name.
private struct WrittenFrame: Sendable {
  var index: Int?
  var bytes: [UInt8]
}
