import ArgumentParser
import Foundation
import Testing
@testable import Flipbook
@testable import FlipbookCLI
import FlipbookScenes
import FlipbookTestSupport

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

/// What ffmpeg writes to standard output for `arguments` (e.g. decoded raw frames).
func ffmpegOutput(_ arguments: [String]) throws -> Data {
  let p = Process()
  p.executableURL = URL(fileURLWithPath: try #require(VideoEncoder.findFFmpeg()))
  p.arguments = ["-v", "error"] + arguments
  let out = Pipe()
  p.standardOutput = out
  try p.run()
  let data = out.fileHandleForReading.readDataToEndOfFile()
  p.waitUntilExit()
  return data
}
