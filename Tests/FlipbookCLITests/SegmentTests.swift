import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookTestSupport

/// Sharded video: each shard writes a segment and its sidecar; `concat` joins them
/// without re-encoding into what one machine would have written, and refuses
/// segments that do not belong together.
@Suite(.serialized) struct SegmentTests {
  func framemd5(_ path: String) throws -> [String] {
    String(decoding: try ffmpegOutput(["-i", path, "-f", "framemd5", "-"]), as: UTF8.self)
      .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
  }

  /// ProRes is intra-only, so the joined file decodes to the very frames of a one-machine render.
  @Test func movSegmentsJoinIntoTheOneMachineVideo() throws {
    let folder = temporaryFolder()
    let parts = folder.appendingPathComponent("parts").path
    for i in 1...3 {
      #expect(flipbook("video", "tiny", "--shard", "\(i)/3", "-o", "\(parts)/part-\(i).mov", "--quiet") == nil)
    }
    let joined = folder.appendingPathComponent("joined.mov").path, single = folder.appendingPathComponent("single.mov").path
    #expect(flipbook("concat", parts, "-o", joined, "--quiet") == nil)
    #expect(flipbook("video", "tiny", "-o", single, "--quiet") == nil)
    let frames = try framemd5(joined)
    #expect(frames.count == 10)
    #expect(frames == (try framemd5(single)))
  }

  /// H.264 restarts its GOP at each segment: the same frames, each within H.264's loss.
  @Test func mp4SegmentsKeepEveryFrame() throws {
    let folder = temporaryFolder()
    let parts = folder.appendingPathComponent("parts")
    let env = ["JOB_COMPLETION_INDEX": "0", "FLIPBOOK_SHARD_COUNT": "2"]
    #expect(try Shard.parse("auto", environment: env) == Shard(index: 1, count: 2))
    for i in 1...2 {
      #expect(flipbook("video", "tiny", "--shard", "\(i)/2", "-o", parts.appendingPathComponent("p\(i).mp4").path,
                       "--background", "white", "--quiet") == nil)
    }
    let joined = folder.appendingPathComponent("joined.mp4").path
    #expect(flipbook("concat", parts.appendingPathComponent("p2.mp4").path, parts.appendingPathComponent("p1.mp4").path,
                     "-o", joined, "--quiet") == nil)
    // Each frame at the time it has in a one-machine video (segment durations come from the sidecars).
    let single = folder.appendingPathComponent("single.mp4").path
    #expect(flipbook("video", "tiny", "-o", single, "--background", "white", "--quiet") == nil)
    func times(_ path: String) throws -> [String] { try framemd5(path).map { String($0.split(separator: ",")[1]) } }
    #expect(try times(joined).count == 10)
    #expect(try times(joined) == (try times(single)))
    let sidecar = try JSONDecoder().decode(Segment.self, from: try Data(contentsOf: parts.appendingPathComponent("p2.mp4.json")))
    #expect(sidecar.shard == 2 && sidecar.shards == 2 && sidecar.firstFrame == 5 && sidecar.frameCount == 5)
  }

  @Test func concatRefusesSegmentsThatDoNotBelongTogether() throws {
    let folder = temporaryFolder()
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(flipbook("video", "tiny", "--shard", "1/3", "-o", path("a/1.mov"), "--quiet") == nil)
    #expect(flipbook("video", "tiny", "--shard", "3/3", "-o", path("a/3.mov"), "--quiet") == nil)
    #expect(flipbook("concat", path("a"), "-o", path("x.mov"))
            == "1 of 3 segments is missing (shard 2/3); render it with 'video --shard I/3', or wait for its task")
    #expect(flipbook("video", "tiny", "--shard", "2/3", "-o", path("a/2.mov"), "--quiet", "--scale", "1") == nil)
    #expect(flipbook("concat", path("a"), "-o", path("x.mov"))?.contains("belongs to another render") == true)
    #expect(flipbook("video", "tiny", "--shard", "2/3", "-o", path("a/2.mov"), "--quiet") == nil)
    #expect(flipbook("concat", path("a"), "-o", path("x.mp4"))?.contains("name the output .mov") == true)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path("a/3.mov")))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data([0]))
    try handle.close()
    #expect(flipbook("concat", path("a"), "-o", path("x.mov"))?.contains("is not the file its task wrote") == true)
    #expect(!FileManager.default.fileExists(atPath: path("x.mov")))
  }

  /// A sidecar is input: a damaged or hand-edited one is named with what is wrong, never trusted.
  @Test func concatNamesADamagedSidecar() throws {
    let folder = temporaryFolder()
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(flipbook("video", "tiny", "--shard", "1/1", "-o", path("a/1.mov"), "--quiet") == nil)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: path("a/notes.json")))
    #expect(flipbook("concat", path("a"), "-o", path("x.mov"), "--quiet") == nil)
    let sidecar = path("a/1.mov.json")
    let good = try String(contentsOfFile: sidecar, encoding: .utf8)
    try good.replacingOccurrences(of: "\"shards\" : 1", with: "\"shards\" : 0").write(toFile: sidecar, atomically: true, encoding: .utf8)
    #expect(flipbook("concat", path("a"), "-o", path("y.mov"))
            == "'\(sidecar)' is not a segment sidecar written by 'video --shard': it is shard 1 of 0, outside 1…100000; render that shard again")
    try Data(good.utf8.prefix(40)).write(to: URL(fileURLWithPath: sidecar))
    #expect(flipbook("concat", path("a"), "-o", path("y.mov"))?.hasPrefix("'\(sidecar)' is not a segment sidecar") == true)
    #expect(!FileManager.default.fileExists(atPath: path("y.mov")))
    #expect(throws: (any Error).self) {
      try Shard.parse("auto", environment: ["JOB_COMPLETION_INDEX": "\(Int.max)", "FLIPBOOK_SHARD_COUNT": "2"])
    }
  }

  /// The preview draws at scale 1 unless asked, and checks the output's size at that scale.
  @Test func previewChecksItsOwnDefaultScale() throws {
    let folder = temporaryFolder()
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(flipbook("bake", "tiny", "-o", path("tiny.json")) == nil)
    var document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path("tiny.json")))) as? [String: Any])
    var timeline = try #require(document["timeline"] as? [String: Any])
    timeline["size"] = [10000, 4]
    document["timeline"] = timeline
    try JSONSerialization.data(withJSONObject: document).write(to: URL(fileURLWithPath: path("wide.json")))
    #expect(flipbook("render", path("wide.json"), "-o", path("frames"), "--quiet")?.contains("20000x8 px at scale 2") == true)
    #expect(flipbook("preview", path("wide.json"), "--from", "0", "--to", "0", "-o", path("wide.html"), "--quiet") == nil)
    #expect(FileManager.default.fileExists(atPath: path("wide.html")))
  }

  /// --scale any positive number, --size fitting, --crop in points, --from/--to.
  @Test func geometryAndWindows() throws {
    let folder = temporaryFolder()
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    #expect(flipbook("render", "tiny", "--scale", "0.5", "-o", path("half"), "--quiet", "--frames", "0") == nil)
    #expect(try PNGCodec.read(contentsOf: path("half/frame_00000.png")).width == 20)
    #expect(flipbook("render", "tiny", "--size", "100x100", "-o", path("fit"), "--quiet", "--frames", "0") == nil)
    let fit = try PNGCodec.read(contentsOf: path("fit/frame_00000.png"))
    #expect(fit.width == 100 && fit.height == 75)
    // The square is at x 4…18, y 8…22 at the end; a crop of it at 2x is all blue.
    #expect(flipbook("render", "tiny", "--crop", "6,10,10,10", "-o", path("crop"), "--quiet", "--frames", "6") == nil)
    let crop = try PNGCodec.read(contentsOf: path("crop/frame_00006.png"))
    #expect(crop.width == 20 && crop.height == 20)
    #expect(crop.rgba(x: 0, y: 0) == crop.rgba(x: 19, y: 19) && crop.rgba(x: 0, y: 0).b > 200)
    #expect(flipbook("render", "tiny", "--from", "0.1", "--to", "0.2", "-o", path("window"), "--quiet") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("window")).filter { $0.hasSuffix(".png") }.sorted()
            == ["frame_00003.png", "frame_00004.png", "frame_00005.png", "frame_00006.png"])
    #expect(flipbook("video", "tiny", "--from", "0.1", "-o", path("w.mov"), "--quiet") == nil)
    #expect(try framemd5(path("w.mov")).count == 7)
    // Sheet, curves and check over a window: check's default frames are the window's start, middle and end.
    #expect(flipbook("sheet", "tiny", "--from", "0.1", "--to", "0.2", "--count", "2", "-o", path("s/sheet.png")) == nil)
    #expect(flipbook("curves", "tiny", "--from", "50ms", "-o", path("c/curves.png")) == nil)
    #expect(flipbook("check", "tiny", "--from", "0.1", "--to", "0.2", "--snapshots", path("snaps"), "--artifacts", path("art"),
                     "--record", "missing", "--quiet")?.contains("3 recorded") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: path("snaps/tiny")).sorted()
            == ["tiny@2x.t0100.png", "tiny@2x.t0150.png", "tiny@2x.t0200.png"])
  }

  /// GIF frames keep flat colours flat: no dither pattern over a flat fill.
  @Test func gifFlatColoursStayFlat() throws {
    let folder = temporaryFolder()
    let gif = folder.appendingPathComponent("t.gif").path
    #expect(flipbook("video", "tiny", "-o", gif, "--background", "#b3b3b3", "--scale", "2", "--quiet") == nil)
    let rgb = [UInt8](try ffmpegOutput(["-i", gif, "-vf", "select=eq(n\\,6)", "-frames:v", "1", "-f", "rawvideo",
                                        "-pix_fmt", "rgb24", "-"]))
    #expect(rgb.count == 80 * 60 * 3)
    var background = Set<[UInt8]>(), square = Set<[UInt8]>()
    for y in 0..<60 {
      for x in 0..<80 {
        let i = (y * 80 + x) * 3
        guard rgb.count >= i + 3 else { continue }
        if x > 44 || y < 12 { background.insert(Array(rgb[i..<i + 3])) }
        if (12..<32).contains(x) && (20..<40).contains(y) { square.insert(Array(rgb[i..<i + 3])) }
      }
    }
    #expect(background == [[179, 179, 179]])
    #expect(square.count == 1)
  }
}

/// A package's own executable (here the binary under another name) names itself in usage and errors.
@Suite struct ExecutableNameTests {
  @Test func usageAndErrorsUseTheExecutablesName() throws {
    let folder = temporaryFolder()
    let tool = folder.appendingPathComponent("mytool")
    try FileManager.default.createSymbolicLink(at: tool, withDestinationURL: flipbookBinary)
    func run(_ args: [String]) throws -> String {
      let process = Process()
      process.executableURL = tool
      process.arguments = args
      let out = Pipe(), err = Pipe()
      (process.standardOutput, process.standardError) = (out, err)
      try process.run()
      let text = out.fileHandleForReading.readDataToEndOfFile() + err.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return String(decoding: text, as: UTF8.self)
    }
    #expect(try run(["--help"]).contains("USAGE: mytool <subcommand>"))
    #expect(try run(["render", "no-such-scene"]).contains("'mytool list' shows every scene"))
  }
}
