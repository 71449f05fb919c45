import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookTestSupport

/// Interrupted runs leave only finished files and resume; ffmpeg that stops
/// reading is stopped, and what it said is shown.
@Suite(.serialized) struct InterruptionTests {
  /// Names in `folder` that are Flipbook temporaries.
  func temporaries(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { TemporaryName.owner(of: $0) != nil }
  }

  /// Waits until `condition` holds (checked every 20 ms), at most `seconds`.
  func wait(_ seconds: Double, until condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }

  @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
  func aStoppedRenderKeepsWholeFramesAndResumes(signal: Int32, status: Int32) throws {
    let work = temporaryFolder()
    let args = ["render", "alert-ios7", "-o", "out", "--scale", "1", "--frames", "0-40", "--jobs", "1", "--quiet"]
    let (process, _, err) = try startFlipbook(args, in: work)
    let out = work.appendingPathComponent("out")
    let started = wait(60) { ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasPrefix("frame_") }.count >= 3 }
    #expect(started)
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == status, "\(message)")
    #expect(message.contains("stopped by") && message.contains("--resume"), "\(message)")
    #expect(temporaries(out).isEmpty)
    let kept = files(in: out).filter { $0.key.hasPrefix("frame_") }
    #expect(kept.count >= 3 && kept.count < 41)
    for (name, data) in kept { #expect((try? PNGCodec.decode([UInt8](data))) != nil, "\(name) is not a whole PNG") }

    let resumed = try runFlipbook(Array(args.dropLast()) + ["--resume"], in: work)
    #expect(resumed.status == 0 && resumed.stderr.contains("resuming: \(kept.count) of 41 frames already rendered"), "\(resumed.stderr)")
    let fresh = temporaryFolder()
    #expect(try runFlipbook(["render", "alert-ios7", "-o", fresh.path, "--scale", "1", "--frames", "0-40", "--quiet"], in: work).status == 0)
    #expect(files(in: out) == files(in: fresh))
  }

  @Test func aStoppedVideoLeavesNoPartialFile() throws {
    let work = temporaryFolder()
    let (process, _, err) = try startFlipbook(["video", "alert-ios7", "-o", "v.mp4", "--jobs", "1", "--quiet"], in: work)
    #expect(wait(60) { !temporaries(work).isEmpty })
    usleep(200_000)
    kill(process.processIdentifier, SIGTERM)
    process.waitUntilExit()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 143, "\(message)")
    // ffmpeg was killed before the partial file went, so it cannot write it again.
    usleep(300_000)
    #expect(try FileManager.default.contentsOfDirectory(atPath: work.path).isEmpty)
  }

  @Test func otherSettingsAreRefusedUnlessClean() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet") == nil)
    try Data("notes".utf8).write(to: out.appendingPathComponent("notes.txt"))
    let before = files(in: out)
    let refused = flipbook("render", "tiny", "-o", out.path, "--quiet", "--scale", "1") ?? ""
    #expect(refused.contains("holds frames of another render ('tiny' at 2x") && refused.contains("add --clean"), "\(refused)")
    // The workers start drawing while the folder is checked, but write nothing it refused.
    #expect(files(in: out) == before)
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--scale", "1", "--clean") == nil)
    let names = files(in: out).keys.sorted()
    #expect(names == (0...9).map { String(format: "frame_%05d.png", $0) } + ["frames.json", "notes.txt"])
    let image = try PNGCodec.decode([UInt8](try #require(files(in: out)["frame_00000.png"])))
    #expect(image.width == 40)
  }

  @Test func framesJSONDescribesThisRunOnlyAndStillsDoNotBlock() throws {
    let one = temporaryFolder(), two = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", one.path, "--quiet", "--time", "0.1") == nil)
    #expect(flipbook("render", "tiny", "-o", one.path, "--quiet", "--frames", "0-3") == nil)
    #expect(flipbook("render", "tiny", "-o", one.path, "--quiet", "--frames", "5,5,4") == nil)
    #expect(flipbook("render", "tiny", "-o", two.path, "--quiet", "--frames", "4-5") == nil)
    #expect(files(in: one)["frames.json"] == files(in: two)["frames.json"])
    #expect(files(in: one).keys.filter { $0.hasPrefix("frame_") }.count == 6)
  }

  @Test func aShardWithOtherSettingsCannotJoinOneRunning() throws {
    let out = temporaryFolder()
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--shard", "1/2") == nil)
    let fd = open(out.path, O_RDONLY | O_DIRECTORY)
    defer { close(fd) }
    #expect(flock(fd, LOCK_SH | LOCK_NB) == 0)  // as a running shard holds it
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet", "--shard", "2/2") == nil)
    let other = flipbook("render", "tiny", "-o", out.path, "--quiet", "--shard", "2/2", "--scale", "1", "--clean") ?? ""
    #expect(other.contains("another shard with other settings is rendering there"), "\(other)")
    #expect(files(in: out).keys.filter { $0.hasPrefix("frame_") }.count == 10)
  }

  @Test func twoRendersCannotShareAFolderAtOnce() throws {
    let out = temporaryFolder()
    let fd = open(out.path, O_RDONLY | O_DIRECTORY)
    defer { close(fd) }
    #expect(flock(fd, LOCK_EX | LOCK_NB) == 0)
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet")?.contains("another flipbook run is rendering into") == true)
    flock(fd, LOCK_UN)
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet") == nil)
  }

  @Test func staleTemporariesOfDeadRunsAreRemoved() throws {
    let out = temporaryFolder()
    var dead: pid_t = 99_999
    while kill(dead, 0) == 0 || errno == EPERM { dead -= 1 }
    let host = TemporaryName.host
    let stale = ".frame_00003.png.flipbook-\(host)-\(dead)-7.tmp", live = ".frame_00004.png.flipbook-\(host)-1-7.tmp"
    let elsewhere = ".frame_00005.png.flipbook-another.host-\(dead)-7.tmp"
    for name in [stale, live, elsewhere] { try Data("half".utf8).write(to: out.appendingPathComponent(name)) }
    #expect(flipbook("render", "tiny", "-o", out.path, "--quiet") == nil)
    #expect(temporaries(out).sorted() == [live, elsewhere].sorted())
  }

  /// A stand-in for ffmpeg made of a shell script.
  func fakeFFmpeg(_ script: String) throws -> String {
    let path = temporaryFolder().appendingPathComponent("ffmpeg").path
    try Data("#!/bin/sh\n\(script)\n".utf8).write(to: URL(fileURLWithPath: path))
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    return path
  }

  func frame() throws -> RasterImage {
    try Rasterizer().render(RenderTree(size: CGSize(width: 200, height: 200), layers: []), options: RenderOptions(scale: 1))
  }

  @Test func anFFmpegThatStopsReadingIsStoppedAndItsWordsShown() throws {
    let folder = temporaryFolder()
    let ffmpeg = try fakeFFmpeg("echo 'waiting for a disk that never comes' >&2\nexec sleep 60")
    let encoder = try VideoEncoder(path: folder.appendingPathComponent("v.mp4").path, format: .mp4, width: 200, height: 200,
                                   fps: 30, ffmpeg: ffmpeg, stallTimeout: 0.5)
    let start = Date()
    do {
      for _ in 0..<10 { try encoder.write(try frame()) }
      Issue.record("expected the watchdog to stop ffmpeg")
    } catch {
      #expect("\(error)".contains("ffmpeg read nothing for 0.5 s and was stopped"), "\(error)")
      #expect("\(error)".contains("waiting for a disk that never comes"), "\(error)")
    }
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func anFFmpegThatFailsMidStreamSaysWhy() throws {
    let folder = temporaryFolder()
    let ffmpeg = try fakeFFmpeg("head -c 100000 >/dev/null\necho 'av_interleaved_write_frame(): No space left on device' >&2\nexit 1")
    let encoder = try VideoEncoder(path: folder.appendingPathComponent("v.mp4").path, format: .mp4, width: 200, height: 200,
                                   fps: 30, ffmpeg: ffmpeg)
    do {
      for _ in 0..<10 { try encoder.write(try frame()) }
      try encoder.finish()
      Issue.record("expected an error")
    } catch {
      #expect("\(error)".contains("No space left on device"), "\(error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aVideoNeverReplacesAFolder() throws {
    let folder = temporaryFolder()
    let target = folder.appendingPathComponent("x.mp4")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    try Data("keep".utf8).write(to: target.appendingPathComponent("keep.txt"))
    let message = flipbook("video", "tiny", "-o", target.path, "--background", "white", "--quiet") ?? ""
    #expect(message.contains("it is a folder"), "\(message)")
    #expect(FileManager.default.contents(atPath: target.appendingPathComponent("keep.txt").path) == Data("keep".utf8))
  }
}
