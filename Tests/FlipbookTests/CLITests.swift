import ArgumentParser
import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes

/// A small, quick scene for command-line tests: 40x30 pt, 0.2 s at 30 frames/s.
struct TinyScene: Scene {
  static let id = "tiny"
  static let summary = "a square sliding and fading (test scene)"
  init() {}
  var canvas: Canvas { Canvas(size: CGSize(width: 40, height: 30), scale: 1, fps: 30, background: nil) }
  var length: SceneLength { .untilIdle(hold: 0.1) }
  func build() -> CALayer {
    let root = CALayer()
    root.name = "root"
    root.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
    root.anchorPoint = .zero
    let square = CALayer()
    square.name = "square"
    square.frame = CGRect(x: 4, y: 8, width: 14, height: 14)
    square.backgroundColor = UIColor.systemBlue.cgColor
    square.cornerRadius = 3
    root.addSublayer(square)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 11
    move.toValue = 29
    move.duration = 0.2
    square.add(move, forKey: "move")
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0.3
    fade.toValue = 1
    fade.duration = 0.2
    square.add(fade, forKey: "fade")
    return root
  }
}

/// A scene whose animation Flipbook cannot run.
struct BrokenScene: Scene {
  static let id = "broken"
  static let summary = "animates a key path that does not exist (test scene)"
  init() {}
  var canvas: Canvas { Canvas(size: CGSize(width: 10, height: 10)) }
  var length: SceneLength { .seconds(1) }
  func build() -> CALayer {
    let layer = CALayer()
    layer.add(CABasicAnimation(keyPath: "opacityy"), forKey: "x")
    return layer
  }
}

let registerTestScenes: Void = { FlipbookCLI.scenes = Scenes.all + [TinyScene.self, BrokenScene.self] }()

/// Runs the command line in-process; returns the error message, if any.
@discardableResult
func flipbook(_ args: String...) -> String? {
  _ = registerTestScenes
  do {
    var command = try FlipbookCLI.parseAsRoot(args)
    try command.run()
    return nil
  } catch {
    return FlipbookCLI.message(for: error)
  }
}

func files(in folder: URL) -> [String: Data] {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
  var out: [String: Data] = [:]
  for n in names { out[n] = FileManager.default.contents(atPath: folder.appendingPathComponent(n).path) }
  return out
}

@Suite struct ParsingTests {
  @Test func frameRanges() throws {
    #expect(try Parsing.frames("0-3", count: 10) == [0, 1, 2, 3])
    #expect(try Parsing.frames("5", count: 10) == [5])
    #expect(try Parsing.frames("0,2,4-5", count: 10) == [0, 2, 4, 5])
    for bad in ["3-1", "a", "1-", "0-10", "-1", ""] {
      #expect(throws: ValidationError.self, "\(bad)") { try Parsing.frames(bad, count: 10) }
    }
    do { _ = try Parsing.frames("0-99", count: 10) } catch { #expect("\(error)".contains("frames 0-9")) }
  }

  @Test func shardsSplitContiguouslyAndCoverEverything() throws {
    #expect(try Parsing.shard("2/4") == (2, 4))
    for bad in ["0/2", "3/2", "1/0", "x", "1-2", "1/2/3"] {
      #expect(throws: ValidationError.self, "\(bad)") { try Parsing.shard(bad) }
    }
    let frames = Array(0..<23)
    for n in 1...5 {
      let parts = (1...n).map { Parsing.part(of: frames, shard: ($0, n)) }
      #expect(parts.flatMap { $0 } == frames)
      #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1)
    }
  }

  @Test func timesAndColours() throws {
    #expect(try Parsing.time("1.5") == 1.5)
    #expect(try Parsing.time("1.5s") == 1.5)
    #expect(try Parsing.time("250ms") == 0.25)
    #expect(throws: ValidationError.self) { try Parsing.time("-1") }
    #expect(throws: ValidationError.self) { try Parsing.time("soon") }
    #expect(try Parsing.color("transparent") == nil)
    #expect(try Parsing.color("white") == .white)
    #expect(try Parsing.color("#ff000080") == CGColor(srgbRed: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(try Parsing.color("#0f0") == CGColor(srgbRed: 0, green: 1, blue: 0, alpha: 1))
    #expect(throws: ValidationError.self) { try Parsing.color("#12345") }
  }

  @Test func suggestionsForMistypedIds() {
    let ids = Scenes.all.map { $0.id }
    #expect(Parsing.suggestions(for: "alert-ios", among: ids).first == "alert-ios7")
    #expect(Parsing.suggestions(for: "basic-colour", among: ids).first == "basic-color")
    #expect(Parsing.suggestions(for: "zzzzzzzzzz", among: ids).isEmpty)
  }

  @Test func commandLineValidation() {
    #expect(flipbook("render", "tiny", "--scale", "4")?.contains("--scale must be 1, 2 or 3") == true)
    #expect(flipbook("render", "tiny", "--jobs", "0")?.contains("--jobs must be at least 1") == true)
    #expect(flipbook("render", "tiny", "--png", "huge")?.contains("--png must be fast or small") == true)
    #expect(flipbook("render", "tiny", "--time", "1", "--frames", "0-1")?.contains("cannot be combined") == true)
    #expect(flipbook("render", "tiny", "--background", "chartreuse-ish")?.contains("is not a colour") == true)
    #expect(flipbook("video", "tiny", "-o", "x.avi")?.contains("unknown video format") == true)
    #expect(flipbook("sheet", "tiny", "-o", "x.png", "--count", "0")?.contains("--count must be between") == true)
  }
}

@Suite struct RenderCommandTests {
  @Test func listsEveryScene() {
    #expect(Scenes.all.count >= 18)
    #expect(Set(Scenes.all.map { $0.id }).count == Scenes.all.count)
    #expect(flipbook("list") == nil)
  }

  @Test func unknownSceneSuggestsTheNearestIds() {
    let message = flipbook("render", "alert-iso7", "--quiet")
    #expect(message == "unknown scene 'alert-iso7'. Did you mean 'alert-ios7'? 'flipbook list' shows every scene.")
  }

  @Test func aSceneWithABadAnimationNamesTheFileAndLine() {
    let message = flipbook("render", "broken", "-o", temporaryFolder().path, "--quiet") ?? ""
    #expect(message.hasPrefix("scene 'broken': FlipbookTests/CLITests.swift:"))
    #expect(message.contains("'opacityy'") && message.contains("Did you mean 'opacity'"))
  }

  @Test func rendersNumberedFramesAndAManifest() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--jobs", "2") == nil)
    let written = files(in: out)
    // 0.3 s at 30 frames/s: frames 0…9.
    #expect(written.keys.sorted() == (0...9).map { String(format: "frame_%05d.png", $0) } + ["frames.json"])
    let manifest = try JSONDecoder().decode(FlipbookCLI.Manifest.self, from: written["frames.json"]!)
    #expect(manifest.scene == "tiny" && manifest.fps == 30 && manifest.scale == 2 && manifest.pixelSize == [80, 60])
    #expect(manifest.frames.count == 10 && manifest.frames[3].time == 0.1 && manifest.frames[3].file == "frame_00003.png")
    let image = try PNGCodec.decode([UInt8](written["frame_00000.png"]!))
    #expect(image.width == 80 && image.height == 60)
    // Transparent background: a corner pixel is empty; the square is there.
    #expect(image.rgba(x: 0, y: 0).a == 0 && image.rgba(x: 22, y: 30).a > 0)
  }

  @Test func shardsTogetherEqualTheFullRenderByteForByte() throws {
    let full = temporaryFolder(), sharded = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", full.path, "--quiet", "--jobs", "1") == nil)
    for i in 1...3 {
      #expect(flipbook("render", "tiny", "-o", sharded.path, "--quiet", "--shard", "\(i)/3", "--jobs", "2") == nil)
    }
    #expect(files(in: sharded) == files(in: full))
  }

  @Test func outputIsIdenticalWhateverTheNumberOfJobs() throws {
    let one = temporaryFolder(), four = temporaryFolder()
    #expect(flipbook("render", "alert-ios7", "-o", one.path, "--quiet", "--scale", "1", "--frames", "0-11", "--jobs", "1") == nil)
    #expect(flipbook("render", "alert-ios7", "-o", four.path, "--quiet", "--scale", "1", "--frames", "0-11", "--jobs", "4") == nil)
    let a = files(in: one), b = files(in: four)
    #expect(a.count == 13 && a == b)
  }

  @Test func rangesAndStills() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--frames", "2,5-6", "--png", "small") == nil)
    #expect(files(in: out).keys.sorted() == ["frame_00002.png", "frame_00005.png", "frame_00006.png", "frames.json"])
    let still = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", still.path, "--quiet", "--time", "100ms", "--background", "white") == nil)
    let image = try PNGCodec.decode([UInt8](files(in: still)["still_0000.100s.png"]!))
    #expect(image.rgba(x: 0, y: 0) == (255, 255, 255, 255))
  }

  @Test func unwritableDestinationsAreRefusedWithoutPartialFiles() throws {
    let folder = temporaryFolder()
    let file = folder.appendingPathComponent("not-a-folder")
    try Data("x".utf8).write(to: file)
    #expect(flipbook("render", "tiny", "-o", file.path, "--quiet") == "cannot write frames into '\(file.path)': it is a file, not a folder")
    #expect(flipbook("bake", "tiny", "-o", "/no/such/folder/t.json")?.contains("the folder '/no/such/folder' does not exist") == true)
    #expect(flipbook("video", "tiny", "-o", "/no/such/folder/t.mp4", "--background", "white")?.contains("does not exist") == true)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["not-a-folder"])
  }

  @Test func bakedTimelinesRenderWithoutTheScene() throws {
    let folder = temporaryFolder()
    let json = folder.appendingPathComponent("tiny.json").path
    #expect(flipbook("bake", "tiny", "-o", json) == nil)
    let fromScene = temporaryFolder(), fromJSON = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", fromScene.path, "--quiet") == nil)
    #expect(flipbook("render", json, "-o", fromJSON.path, "--quiet") == nil)
    #expect(files(in: fromJSON) == files(in: fromScene))
    #expect(flipbook("render", folder.appendingPathComponent("missing.json").path, "--quiet")?.contains("no such file") == true)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: json))
    #expect(flipbook("render", json, "--quiet")?.contains("not a Flipbook timeline") == true)
  }

  @Test func sheetAndCurvesAreDrawn() throws {
    let folder = temporaryFolder()
    let sheet = folder.appendingPathComponent("sheet.png").path, curves = folder.appendingPathComponent("curves.png").path
    #expect(flipbook("sheet", "tiny", "-o", sheet, "--count", "6", "--columns", "3", "--scale", "1") == nil)
    #expect(flipbook("curves", "tiny", "-o", curves, "--scale", "1") == nil)
    let s = try PNGCodec.read(contentsOf: sheet), c = try PNGCodec.read(contentsOf: curves)
    #expect(s.width > 3 * 150 && s.height > 2 * 100)
    #expect(c.width > 800 && c.height > 150)
  }
}

@Suite(.serialized) struct VideoTests {
  struct Probe: Decodable {
    struct Stream: Decodable {
      var width: Int?
      var height: Int?
      var pix_fmt: String?
      var nb_read_frames: String?
      var profile: String?
      var codec_name: String?
      var tags: [String: String]?
    }
    var streams: [Stream]
  }

  func probe(_ path: String) throws -> Probe.Stream {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: VideoEncoder.findFFmpeg("ffprobe")!)
    p.arguments = ["-v", "error", "-count_frames", "-show_streams", "-of", "json", path]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return try JSONDecoder().decode(Probe.self, from: data).streams[0]
  }

  @Test(arguments: [
    ("mp4", "yuv420p", "h264"), ("mov", "yuva444p12le", "prores"), ("webm", "yuv420p", "vp9"),
    ("gif", "bgra", "gif"), ("apng", "rgba", "apng"),
  ])
  func everyFormatIsWrittenAsAsked(ext: String, pixelFormat: String, codec: String) throws {
    let path = temporaryFolder().appendingPathComponent("tiny.\(ext)").path
    let background = ext == "mp4" || ext == "gif" ? "white" : "transparent"
    #expect(flipbook("video", "tiny", "-o", path, "--quiet", "--background", background, "--scale", "1") == nil)
    let s = try probe(path)
    #expect(s.codec_name == codec)
    #expect(s.pix_fmt == pixelFormat)
    // 41x30 would be odd for 4:2:0; the canvas here is 40x30.
    #expect(s.width == 40 && s.height == 30)
    #expect(s.nb_read_frames == "10")
    if ext == "mov" { #expect(s.profile == "4444") }
    if ext == "webm" { #expect(s.tags?["alpha_mode"] ?? s.tags?["ALPHA_MODE"] == "1") }
  }

  @Test func mp4PadsOddSizesAndRefusesTransparency() throws {
    let path = temporaryFolder().appendingPathComponent("alert.mp4").path
    #expect(flipbook("video", "alert-ios7", "-o", path, "--background", "transparent", "--quiet")?
      .contains("MP4 cannot carry transparency") == true)
    #expect(!FileManager.default.fileExists(atPath: path))
  }

  @Test func missingOrFailingFFmpegIsReportedClearly() throws {
    let folder = temporaryFolder()
    #expect(throws: VideoError.self) {
      _ = try VideoEncoder(path: folder.appendingPathComponent("a.mp4").path, format: .mp4, width: 2, height: 2, fps: 30,
                           ffmpeg: "no-such-ffmpeg-here")
    }
    do {
      _ = try VideoEncoder(path: folder.appendingPathComponent("a.mp4").path, format: .mp4, width: 2, height: 2, fps: 30,
                           ffmpeg: "no-such-ffmpeg-here")
    } catch {
      #expect("\(error)".contains("install the Debian package 'ffmpeg'"))
    }
    let fake = folder.appendingPathComponent("fake-ffmpeg").path
    try Data("#!/bin/sh\ncat >/dev/null\necho 'Unknown encoder libx264' >&2\nexit 3\n".utf8).write(to: URL(fileURLWithPath: fake))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
    let target = folder.appendingPathComponent("b.mp4").path
    let encoder = try VideoEncoder(path: target, format: .mp4, width: 2, height: 2, fps: 30, ffmpeg: fake)
    do {
      try encoder.finish()
      Issue.record("expected an error")
    } catch {
      #expect("\(error)" == "ffmpeg failed (exit 3) writing '\(target)': Unknown encoder libx264")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fake-ffmpeg"])
  }
}
