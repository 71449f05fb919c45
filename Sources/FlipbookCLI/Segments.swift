import ArgumentParser
import Flipbook
import Foundation

/// A video segment's sidecar, `SEGMENT.json` beside the segment: what the segment
/// holds, so `concat` can check that the segments belong together and that none
/// is missing or damaged.
struct Segment: Codable, Equatable {
  static let formatName = "flipbook-video-segment"
  /// Containers whose segments join without re-encoding.
  static let formats: [VideoFormat] = [.mp4, .mov, .webm]

  var format = Segment.formatName
  /// Everything that decides the frames and the encoding (`png` holds the container).
  var settings: FlipbookCLI.Render.Manifest.Settings
  /// This segment's part, 1-based, and how many parts the selection has.
  var shard: Int
  var shards: Int
  /// The frames of the whole selection (first and count), and of this segment (frame numbers of the scene).
  var selectionFirst: Int
  var selectionCount: Int
  var firstFrame: Int
  var frameCount: Int
  /// The segment file's name (beside this sidecar), size and FNV-1a digest.
  var file: String
  var bytes: Int
  var digest: String

  static func sidecarPath(for segment: String) -> String { segment + ".json" }

  /// Whether a file name is a segment's sidecar (`part-1.mp4.json`).
  static func isSidecarName(_ name: String) -> Bool {
    guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return false }
    let segmentName = String(name.dropLast(".json".count))
    return formats.contains { segmentName.lowercased().hasSuffix(".\($0.rawValue)") }
  }

  /// The most frames a segment or a selection may count: far beyond any render,
  /// and small enough that adding up `Limits.shards` of them cannot overflow.
  static let maximumFrames = Int(Int32.max)

  /// What a sidecar read from disk must hold before `concat` computes with it; a
  /// reason when it does not.
  var problem: String? {
    if format != Segment.formatName { return "its format is '\(format)', not '\(Segment.formatName)'" }
    if file.isEmpty || file.contains("/") || file == ".." || file == "." {
      return "its file '\(file)' is not a name beside the sidecar"
    }
    guard (1...Limits.shards).contains(shards), (1...shards).contains(shard) else {
      return "it is shard \(shard) of \(shards), outside 1…\(Limits.shards)"
    }
    for (name, value) in [("selectionFirst", selectionFirst), ("selectionCount", selectionCount),
                          ("firstFrame", firstFrame), ("frameCount", frameCount)]
    where !(0...Segment.maximumFrames).contains(value) {
      return "its \(name) is \(value), outside 0…\(Segment.maximumFrames)"
    }
    // Only compared with the file's size, never computed with: any size a file can have.
    if bytes < 0 { return "its bytes is \(bytes), below 0" }
    return nil
  }

  static func writeSidecar(for path: String, settings: FlipbookCLI.Render.Manifest.Settings, shard: Shard,
                           frames: [Int], selection: [Int]) throws {
    guard let data = FileManager.default.contents(atPath: path), let first = frames.first else {
      throw CommandError("cannot read back the segment '\(path)' just written; check the disk")
    }
    let segment = Segment(settings: settings, shard: shard.index, shards: shard.count,
                          selectionFirst: selection.first ?? 0, selectionCount: selection.count, firstFrame: first, frameCount: frames.count,
                          file: (path as NSString).lastPathComponent, bytes: data.count, digest: Digest.fnv1a(data))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try writeAtomically(try encoder.encode(segment), to: sidecarPath(for: path))
  }
}

extension FlipbookCLI {
  struct Concat: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "concat",
      abstract: "Join the video segments of a sharded render ('video --shard') into one video, without re-encoding.",
      discussion: """
        SEGMENTS are segment files or folders holding them; each segment has its sidecar (SEGMENT.json). \
        The segments must come from one scene with the same settings, one for each shard 1…N, unchanged since \
        they were written; the output's extension must be the segments' container.
        """)

    @Argument(help: "Segment files, or folders of segments.")
    var segments: [String]

    @Option(name: [.short, .customLong("output")], help: "The video file to write.")
    var output: String

    @Flag(help: "No summary line.")
    var quiet = false

    func validate() throws {
      guard !segments.isEmpty else { throw ValidationError("give the segments (files or a folder) to join.") }
      guard VideoFormat(path: output) != nil else {
        throw ValidationError("'\(output)': unknown video format; use .mp4, .mov or .webm (the segments' container).")
      }
    }

    func run() throws {
      let parts = try Self.check(try segments.flatMap(Self.parts), output: output)
      do {
        let fps = parts.first?.segment.settings.fps ?? 60
        try VideoConcatenation.join(parts.map(\.path), durations: parts.map { Double($0.segment.frameCount) / fps },
                                    into: output, format: VideoFormat(path: output) ?? .mp4,
                                    expectedFrames: parts.first?.segment.selectionCount)
      } catch {
        throw CommandError("\(error)")
      }
      if !quiet, let first = parts.first?.segment {
        let frames = parts.reduce(0) { $0 + $1.segment.frameCount }
        FileHandle.standardError.write(Data("wrote \(output) (\(parts.count) segments of '\(first.settings.scene)', \(frames) frames, no re-encoding)\n".utf8))
      }
    }

    /// The segments a path names: its own, or for a folder every segment in it (by their sidecars).
    static func parts(_ path: String) throws -> [Part] {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw CommandError("'\(path)' does not exist; give segment files written by 'video --shard', or their folder")
      }
      guard isFolder.boolValue else { return [try read(path.hasSuffix(".json") ? path : Segment.sidecarPath(for: path))] }
      let names = try FileManager.default.contentsOfDirectory(atPath: path).filter(Segment.isSidecarName).sorted()
      let parts = try names.map { try read((path as NSString).appendingPathComponent($0)) }
      guard !parts.isEmpty else {
        throw CommandError("'\(path)' holds no video segments (SEGMENT.json sidecars); write them with 'video --shard I/N -o \(path)/part-I.mp4'")
      }
      return parts
    }

    static func read(_ sidecar: String) throws -> Part {
      guard let data = FileManager.default.contents(atPath: sidecar) else {
        throw CommandError("'\(sidecar)' is missing: each segment needs the sidecar 'video --shard' writes beside it")
      }
      let segment: Segment
      do {
        segment = try JSONDecoder().decode(Segment.self, from: data)
      } catch {
        throw CommandError("'\(sidecar)' is not a segment sidecar written by 'video --shard' (\(Timeline.describe(error))); "
                           + "render that shard again")
      }
      // The segment lies beside its sidecar: a name, never a path elsewhere.
      if let problem = segment.problem {
        throw CommandError("'\(sidecar)' is not a segment sidecar written by 'video --shard': \(problem); render that shard again")
      }
      let folder = (sidecar as NSString).deletingLastPathComponent
      return ((folder as NSString).appendingPathComponent(segment.file), segment)
    }
  }
}

extension FlipbookCLI.Concat {
  typealias Part = (path: String, segment: Segment)

  /// The parts in shard order, after checking they are one render's, complete and unchanged.
  static func check(_ parts: [Part], output: String) throws -> [Part] {
    guard let first = parts.first else { throw CommandError("no segments to join") }
    func describe(_ p: Part) -> String { "'\(p.path)' (shard \(p.segment.shard)/\(p.segment.shards), \(p.segment.settings.summary))" }
    for p in parts {
      let s = p.segment, f = first.segment
      guard s.settings == f.settings, s.shards == f.shards, s.selectionFirst == f.selectionFirst, s.selectionCount == f.selectionCount else {
        throw CommandError("\(describe(p)) belongs to another render than \(describe(first)); join the segments of one render")
      }
    }
    var byShard: [Int: Part] = [:]
    for p in parts {
      if let other = byShard[p.segment.shard], other.path != p.path {
        throw CommandError("shard \(p.segment.shard)/\(p.segment.shards) appears twice: '\(other.path)' and '\(p.path)'; keep one")
      }
      byShard[p.segment.shard] = p
    }
    let count = first.segment.shards
    let missing = (1...count).filter { byShard[$0] == nil }
    guard missing.isEmpty else {
      let list = missing.prefix(8).map { "\($0)/\(count)" }.joined(separator: ", ") + (missing.count > 8 ? ", …" : "")
      throw CommandError("\(missing.count) of \(count) segments \(missing.count == 1 ? "is" : "are") missing (shard \(list)); "
                         + "render \(missing.count == 1 ? "it" : "them") with 'video --shard I/\(count)', or wait for \(missing.count == 1 ? "its task" : "their tasks")")
    }
    let ordered = (1...count).compactMap { byShard[$0] }
    var next = first.segment.selectionFirst
    for p in ordered {
      guard p.segment.firstFrame == next else {
        throw CommandError("\(describe(p)) starts at frame \(p.segment.firstFrame), not \(next); the segments do not fit together, so render them again")
      }
      next += p.segment.frameCount
      guard let data = FileManager.default.contents(atPath: p.path) else {
        throw CommandError("the segment '\(p.path)' that '\(Segment.sidecarPath(for: p.path))' describes is missing; render shard \(p.segment.shard)/\(count) again")
      }
      guard data.count == p.segment.bytes, Digest.fnv1a(data) == p.segment.digest else {
        throw CommandError("the segment '\(p.path)' is not the file its task wrote (\(data.count) bytes, expected \(p.segment.bytes)); render shard \(p.segment.shard)/\(count) again")
      }
    }
    guard next - first.segment.selectionFirst == first.segment.selectionCount else {
      throw CommandError("the segments hold \(next - first.segment.selectionFirst) frames, not the \(first.segment.selectionCount) their render selected; render them again")
    }
    let container = VideoFormat(path: output)?.rawValue ?? ""
    guard container == first.segment.settings.png else {
      throw CommandError("the segments are .\(first.segment.settings.png) and join without re-encoding only into the same container; name the output .\(first.segment.settings.png)")
    }
    return ordered
  }
}
