import ArgumentParser
import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes
import FlipbookTestSupport

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

  /// MP4 frames are converted to BT.709 limited-range YUV by Flipbook: decoded back
  /// (as BT.709) the colours come out as drawn, within H.264's rounding.
  @Test func mp4ColoursSurviveTheYUVConversion() throws {
    let folder = temporaryFolder()
    let path = folder.appendingPathComponent("tiny.mp4").path
    #expect(flipbook("video", "tiny", "-o", path, "--quiet", "--background", "#ff8000", "--scale", "1") == nil)
    let rgb = [UInt8](try ffmpegOutput(["-i", path, "-vf", "scale=in_color_matrix=bt709:in_range=tv,format=rgb24",
                                        "-frames:v", "10", "-f", "rawvideo", "-"]))
    #expect(rgb.count == 10 * 40 * 30 * 3)
    func pixel(frame: Int, x: Int, y: Int) -> [Int] {
      let i = ((frame * 30 + y) * 40 + x) * 3
      return rgb.count >= i + 3 ? [Int(rgb[i]), Int(rgb[i + 1]), Int(rgb[i + 2])] : []
    }
    // The background, away from the square; the square (systemBlue, opaque, back at its model x = 11) at the end.
    let background = pixel(frame: 9, x: 2, y: 2), square = pixel(frame: 9, x: 11, y: 15)
    #expect(zip(background, [255, 128, 0]).allSatisfy { abs($0 - $1) <= 6 }, "\(background)")
    #expect(zip(square, [0, 122, 255]).allSatisfy { abs($0 - $1) <= 8 }, "\(square)")
  }
}
