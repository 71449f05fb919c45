import Foundation
import Testing
import FlipbookTestSupport

/// One bad input: the command line, the exit status and a fragment of the one-line message.
struct BadInput: CustomTestStringConvertible, Sendable {
  var args: [String]
  var status: Int32
  var message: String
  var testDescription: String { args.joined(separator: " ") }

  init(_ args: [String], status: Int32 = 64, _ message: String) {
    (self.args, self.status, self.message) = (args, status, message)
  }
}

/// Bad inputs of every kind, through the real binary: each exits non-zero with
/// one line, `Error: …`, naming the place and the fix, and leaves the working
/// folder exactly as it was (nothing written, replaced or deleted).
@Suite struct BadInputCatalogueTests {
  static let usage: [BadInput] = [
    BadInput(["rendr"], "unknown command 'rendr'. Did you mean 'render'? Commands: init, adapt, inspect, list, render, video, concat, preview, bake, sheet, curves, check."),
    BadInput(["render"], "Missing expected argument '<scene>'"),
    BadInput(["init", "9lives"], "NAME '9lives' must end in a package name"),
    BadInput(["init", "my.scenes"], "NAME 'my.scenes' must end in a package name"),
    BadInput(["init", "MyScenes", "--swift5", "--swift6"], "--swift5 and --swift6 exclude each other"),
    BadInput(["init", "MyScenes", "--flipbook", "afolder.mp4"], "holds no Flipbook Package.swift"),
    BadInput(["render", "good.json", "--sparkle"], "Unknown option '--sparkle'"),
    BadInput(["render", "good.json", "--scale", "65"], "--scale must be a positive number up to 64 (e.g. 0.5, 2 or 3), not 65.0"),
    BadInput(["render", "good.json", "--scale", "0"], "--scale must be a positive number up to 64"),
    BadInput(["render", "good.json", "--scale", "-2"], "--scale must be a positive number up to 64"),
    BadInput(["render", "good.json", "--scale", "2", "--size", "100x100"], "give --scale or --size, not both"),
    BadInput(["render", "good.json", "--size", "100"], "The value '100' is invalid for '--size <size>': write WxH in pixels"),
    BadInput(["render", "good.json", "--crop", "0,0,-5,10"], "The value '0,0,-5,10' is invalid for '--crop <crop>': write x,y,w,h in points"),
    BadInput(["render", "good.json", "--crop", "5000,0,10,10", "-o", "cropped"], status: 1, "lies outside the"),
    BadInput(["render", "good.json", "--from", "2", "--to", "1"], "--to 1 comes before --from 2."),
    BadInput(["render", "good.json", "--shard", "auto"], "--shard auto: neither a Slurm array"),
    BadInput(["video", "good.json", "-o", "x.gif", "--shard", "1/2"], "--shard writes segments that join without re-encoding"),
    BadInput(["concat", "afolder.mp4", "-o", "joined.mp4"], status: 1, "holds no video segments"),
    BadInput(["render", "good.json", "--scale", "two"], "The value 'two' is invalid for '--scale <scale>'"),
    BadInput(["render", "good.json", "--fps", "0"], "--fps must be between 0 and 1000"),
    BadInput(["render", "good.json", "--fps", "-5"], "--fps must be between 0 and 1000"),
    BadInput(["render", "good.json", "--fps", "1e12"], "--fps must be between 0 and 1000"),
    BadInput(["render", "good.json", "--fps", "nan"], "--fps must be between 0 and 1000"),
    BadInput(["render", "good.json", "--jobs", "0"], "--jobs must be between 1 and 256, not 0"),
    BadInput(["render", "good.json", "--jobs", "-1"], "--jobs must be between 1 and 256, not -1"),
    BadInput(["render", "good.json", "--jobs", "9223372036854775807"], "--jobs must be between 1 and 256"),
    BadInput(["render", "good.json", "--jobs", "99999999999999999999"], "is invalid for '--jobs <jobs>'"),
    BadInput(["render", "good.json", "--shard", "0/4"], "The value '0/4' is invalid for '--shard <shard>': write I/N with 1 ≤ I ≤ N"),
    BadInput(["render", "good.json", "--shard", "5/4"], "The value '5/4' is invalid for '--shard <shard>': write I/N"),
    BadInput(["render", "good.json", "--shard", "1/0"], "The value '1/0' is invalid for '--shard <shard>': write I/N"),
    BadInput(["render", "good.json", "--shard", "half"], "The value 'half' is invalid for '--shard <shard>': write I/N"),
    BadInput(["render", "good.json", "--shard", "9223372036854775807/9223372036854775807"], "N ≤ 100000"),
    BadInput(["render", "good.json", "--frames", "5-2"], status: 64, "the range 5-2 runs backwards"),
    BadInput(["render", "good.json", "--frames", "0-99999"], status: 64, "the scene has frames 0-9 at this frame rate"),
    BadInput(["render", "good.json", "--frames", "abc"], status: 64, "'abc' is not a frame number or range"),
    BadInput(["render", "good.json", "--frames", "-3"], status: 64, "'-3' is not a frame number or range"),
    BadInput(["render", "good.json", "--time", "-1"], "'-1' is not a time"),
    BadInput(["render", "good.json", "--time", "1e16"], "past the longest scene Flipbook renders"),
    BadInput(["render", "good.json", "--time", "soon"], "'soon' is not a time"),
    BadInput(["render", "good.json", "--time", "1", "--frames", "0"], "cannot be combined with --frames"),
    BadInput(["render", "good.json", "--background", "chartreuse-ish"], "is not a colour"),
    BadInput(["render", "good.json", "--background", "#12"], "is not a colour"),
    BadInput(["render", "good.json", "--png", "huge"], "'huge' is invalid for '--png <png>'"),
    BadInput(["video", "good.json", "-o", "x.avi"], "unknown video format"),
    BadInput(["video", "good.json", "-o", "x.mp4", "--ffmpeg-timeout", "0"], "--ffmpeg-timeout must be a positive number"),
    BadInput(["sheet", "good.json", "-o", "s.png", "--count", "0"], "--count must be between 1 and 400"),
    BadInput(["sheet", "good.json", "-o", "s.png", "--count", "401"], "--count must be between 1 and 400"),
    BadInput(["sheet", "good.json", "-o", "s.png", "--width", "5"], "--width must be between 16 and 2000"),
    BadInput(["sheet", "good.json", "-o", "s.png", "--columns", "-1"], "--columns must be at least 1"),
    BadInput(["curves", "good.json", "-o", "c.png", "--samples", "1"], "--samples must be between 2 and 10000"),
    BadInput(["check", "good.json", "--max-diff-pixels", "-1"], "--max-diff-pixels must be 0 or more, not -1"),
    BadInput(["check", "good.json", "--max-diff-pixels=-1"], "--max-diff-pixels must be 0 or more, not -1"),
    BadInput(["check", "good.json", "--threshold", "2"], "--threshold must be between 0 and 1"),
    BadInput(["check", "good.json", "--precision", "-0.1"], "--precision must be between 0 and 1"),
    BadInput(["check", "good.json", "--record", "sometimes"], "The value 'sometimes' is invalid for '--record <record>': write all, missing, failed or never."),
    BadInput(["check", "good.json", "--compare", "fuzzy"], "The value 'fuzzy' is invalid for '--compare <compare>'. Please provide one of 'exact', 'pixelmatch' or 'deltae94'."),
    BadInput(["check", "good.json", "--times", "1e16"], "past the longest scene Flipbook renders"),
    BadInput(["check", "good.json", "--every", "0"], "--every must be at least 1"),
    BadInput(["check", "good.json", "--times", "0", "--frames", "1"], "give only one of --times, --frames and --every"),
    BadInput(["bake", "basic-opacity"], "Missing expected argument"),
  ]

  static let runtime: [BadInput] = [
    BadInput(["init", "other"], status: 1, "other already exists: give a new folder's name"),
    BadInput(["init", "afile"], status: 1, "afile already exists"),
    BadInput(["render", "nosuch"], status: 1, "unknown scene 'nosuch'. 'flipbook list' shows every scene."),
    BadInput(["render", "basic-opacty"], status: 1, "Did you mean 'basic-opacity'?"),
    BadInput(["render", "missing.json"], status: 1, "cannot read the baked scene 'missing.json': no such file"),
    BadInput(["render", "good.json", "-o", "afile"], status: 1, "cannot write frames into 'afile': it is a file, not a folder"),
    BadInput(["render", "good.json", "-o", "other"], status: 1, "'other' holds frames of another render ('elsewhere' at 1x"),
    BadInput(["video", "good.json", "-o", "afolder.mp4", "--background", "white"], status: 1, "cannot write 'afolder.mp4': it is a folder"),
    BadInput(["video", "good.json", "-o", "link.mp4", "--background", "white"], status: 1, "cannot write 'link.mp4': it is a symbolic link"),
    BadInput(["video", "good.json", "-o", "afile/x.mp4", "--background", "white"], status: 1, "cannot write 'afile/x.mp4': 'afile' is a file, not a folder"),
    BadInput(["video", "good.json", "-o", "x.mp4"], status: 1, "MP4 cannot carry transparency: give an opaque --background"),
    BadInput(["sheet", "good.json", "-o", "afolder.mp4"], status: 1, "cannot write 'afolder.mp4': it is a folder"),
    BadInput(["sheet", "good.json", "-o", "s.png", "--count", "400", "--width", "2000", "--columns", "1"], status: 1, "pixels, more than Flipbook draws (16384 a side, 64 megapixels); lower --count, --width or --scale"),
    BadInput(["bake", "nosuch", "-o", "b.json"], status: 1, "unknown scene 'nosuch'"),
    BadInput(["render", "not-json.json"], status: 1, "not-json.json: not a Flipbook timeline"),
    BadInput(["render", "empty.json"], status: 1, "empty.json: not a Flipbook timeline"),
    BadInput(["render", "wrong-format.json"], status: 1, "format is 'lottie', expected 'flipbook-timeline'"),
    BadInput(["render", "future.json"], status: 1, "version 99 is not supported"),
    BadInput(["render", "no-scene.json"], status: 1, "the document has no 'scene'"),
    BadInput(["render", "bad-image.json"], status: 1, "images[0] is not a base64 PNG"),
    BadInput(["render", "missing-root.json"], status: 1, "root layer 999 is not among the layers"),
    BadInput(["render", "duplicate-ids.json"], status: 1, "appears twice"),
    BadInput(["render", "cycle.json"], status: 1, "(a cycle)"),
    BadInput(["render", "held-twice.json"], status: 1, "one superlayer at a time"),
    BadInput(["render", "unordered.json"], status: 1, "snapshots[1].time"),
    BadInput(["render", "huge-bounds.json"], status: 1, "props.bounds: holds 1e+300"),
    BadInput(["render", "unknown-property.json"], status: 1, "unknown layer property 'sparkle'"),
    BadInput(["render", "unknown-option.json"], status: 1, "squircle"),
    BadInput(["render", "wrong-type.json"], status: 1, "props.opacity"),
    BadInput(["render", "zero-duration.json"], status: 1, "positive duration"),
    BadInput(["render", "huge-time.json"], status: 1, "beginTime is -1e+308"),
    BadInput(["render", "wide-canvas.json", "-o", "other", "--clean"], status: 1,
             "the output would be 18000x20 px at scale 2; Flipbook draws 1 to 16384 px a side: change --scale or --size"),
    BadInput(["render", "good.json", "-o", "other", "--clean"], status: 1, "move the frames no frames.json lists away"),
    BadInput(["render", "fps-huge.json"], status: 1, "scene.fps: 1000000000000.0 frames/s is not a frame rate"),
    BadInput(["render", "fps-zero.json"], status: 1, "scene.fps"),
    BadInput(["render", "fps-negative.json"], status: 1, "scene.fps"),
    BadInput(["render", "duration-negative.json"], status: 1, "scene.duration"),
    BadInput(["render", "duration-huge.json"], status: 1, "a length of 1e+300 s is not a scene length"),
    BadInput(["render", "too-many-frames.json"], status: 1, "more than 10000000 frames"),
    BadInput(["render", "id-escapes.json"], status: 1, "scene.id: '../../etc' is not a scene id"),
    BadInput(["render", "scale-zero.json"], status: 1, "scene.scale"),
    BadInput(["render", "canvas-zero.json"], status: 1, "is not a drawable size"),
    BadInput(["render", "canvas-huge.json"], status: 1, "is not a drawable size"),
  ]

  @Test func theCatalogueIsLarge() { #expect(Self.usage.count + Self.runtime.count >= 60) }

  @Test(arguments: usage + runtime)
  func isRefusedInOneLineAndTouchesNothing(_ input: BadInput) throws {
    let folder = try BadInputFixtures.make()
    let before = inventory(of: folder)
    let run = try runFlipbook(input.args, in: folder)
    #expect(run.status == input.status, "\(run.stderr)")
    #expect(run.stderrLines.count == 1, "\(run.stderr)")
    let line = run.stderrLines.first ?? ""
    #expect(line.hasPrefix("Error: ") && line.contains(input.message), "\(line)")
    #expect(inventory(of: folder) == before)
  }
}
