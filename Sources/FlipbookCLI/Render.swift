import ArgumentParser
import Flipbook
import Foundation

extension FlipbookCLI {
  struct Render: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Render a scene to numbered PNG frames and frames.json.",
      discussion: """
        Frames are named by their number in the scene (frame_00000.png, …) whatever part is rendered, \
        so shards and ranges fit together. Each file is written under a temporary name and renamed.
        """)

    @OptionGroup var scene: SceneOptions

    @Option(name: [.short, .customLong("out")], help: "The folder for the frames (created if missing).")
    var out: String = "frames"

    @Option(help: "Frames to render: A-B, N or a comma list (default: all).")
    var frames: String?

    @Option(help: "Render one still at this time (1.5, 1.5s or 250ms) instead of frames.")
    var time: String?

    @Option(help: "Worker threads (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Render part I of N of the frames, e.g. 2/4 (for spreading a render over machines).")
    var shard: String?

    @Option(help: "PNG compression: fast or small.")
    var png: String = "fast"

    func validate() throws {
      guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1, not \(jobs).") }
      guard PNGCompression(rawValue: png) != nil else { throw ValidationError("--png must be fast or small, not '\(png)'.") }
      if let shard { _ = try Parsing.shard(shard) }
      if let time { _ = try Parsing.time(time) }
      if time != nil && (frames != nil || shard != nil) {
        throw ValidationError("--time renders one still; it cannot be combined with --frames or --shard.")
      }
    }

    func run() throws {
      let baked = try scene.load()
      let options = try scene.renderOptions(baked)
      let compression = PNGCompression(rawValue: png)!
      try Output.makeFolder(out)

      if let time {
        let t = try Parsing.time(time)
        let path = (out as NSString).appendingPathComponent(String(format: "still_%08.3fs.png", t))
        let tree = try baked.timeline.renderTree(at: t)
        let image = try Rasterizer().render(tree, options: options)
        try writeAtomically(Data(try image.pngData(compression: compression)), to: path)
        if !scene.quiet { FileHandle.standardError.write(Data("wrote \(path)\n".utf8)) }
        return
      }

      var selected = Array(0..<baked.frameCount)
      if let frames { selected = try Parsing.frames(frames, count: baked.frameCount) }
      let part = shard.map { Parsing.part(of: selected, shard: try! Parsing.shard($0)) } ?? selected
      let digits = max(5, String(baked.frameCount - 1).count)
      @Sendable func name(_ frame: Int) -> String { "frame_" + String(format: "%0\(digits)d", frame) + ".png" }

      let progress = Progress(total: part.count, label: "\(baked.id) → \(out)", quiet: scene.quiet)
      let pipeline = FramePipeline(timeline: baked.timeline, options: options, jobs: jobs)
      let folder = out
      try pipeline.run(times: part.map { baked.time(ofFrame: $0) }, produce: { index, image in
        let path = (folder as NSString).appendingPathComponent(name(part[index]))
        try PNGCodec.writeAtomically(try image.pngData(compression: compression), to: path)
        return ()
      }, consume: { index, _ in progress.update(index + 1) })

      // frames.json describes the whole selection, so every shard writes the same file.
      let manifest = Manifest(
        scene: baked.id, version: FlipbookCLI.configuration.version, fps: baked.canvas.fps,
        size: [Double(baked.canvas.size.width), Double(baked.canvas.size.height)], scale: scene.scale,
        pixelSize: [Int((baked.canvas.size.width * CGFloat(scene.scale)).rounded(.up)),
                    Int((baked.canvas.size.height * CGFloat(scene.scale)).rounded(.up))],
        duration: baked.duration,
        frames: selected.map { Manifest.Frame(frame: $0, time: baked.time(ofFrame: $0), file: name($0)) })
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
      try writeAtomically(try encoder.encode(manifest), to: (out as NSString).appendingPathComponent("frames.json"))
    }
  }

  /// `frames.json`: what was rendered and at which times.
  struct Manifest: Codable, Equatable {
    struct Frame: Codable, Equatable {
      var frame: Int
      var time: Double
      var file: String
    }
    var scene: String
    var version: String
    var fps: Double
    /// Canvas size in points.
    var size: [Double]
    var scale: Int
    var pixelSize: [Int]
    var duration: Double
    var frames: [Frame]
  }
}

enum Output {
  /// Creates `path` (and parents); fails with a message naming it when it cannot.
  static func makeFolder(_ path: String) throws {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
      guard isDir.boolValue else { throw CommandError("cannot write frames into '\(path)': it is a file, not a folder") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw CommandError("cannot create the folder '\(path)': \(error.localizedDescription)")
      }
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw CommandError("cannot write frames into '\(path)': the folder is not writable")
    }
  }
}
