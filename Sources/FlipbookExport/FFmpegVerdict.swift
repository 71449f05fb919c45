import Foundation
import FlipbookImageIO

/// Whether ffmpeg really wrote what it was asked to, beyond its exit status.
///
/// ffmpeg 5.1 exits 0 when the disk fills while it writes the trailer: it prints
/// "Error writing trailer of a.mp4: No space left on device" and leaves a
/// truncated file (measured: a 16 KB file system, `flipbook video` exited 0 with
/// a 16 KB MP4 that plays nothing). So a finished encode is checked three ways:
/// the exit status, ffmpeg's own messages (run at `-loglevel error`, every line it
/// prints is an error), and the file, read back by the `ffprobe` installed beside
/// that ffmpeg, holding the frames sent.
enum FFmpegVerdict {
  /// The reason in ffmpeg's error messages, or nil when it printed none.
  /// "Error writing trailer of X: No space left on device" gives "No space left on
  /// device" (the system's words come after the last ": ").
  static func failure(in messages: String) -> String? {
    let lines = messages.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { !$0.isEmpty }
    guard let line = lines.last(where: { $0.localizedCaseInsensitiveContains("error") }) ?? lines.last else { return nil }
    let reason = line.components(separatedBy: ": ").last ?? line
    return reason.isEmpty ? line : reason
  }

  /// The video packets (frames) of the first video stream in `file`, read by the
  /// ffprobe beside `ffmpeg`; nil when there is no such ffprobe (a test's stand-in).
  static func frameCount(of file: String, ffmpeg: String) throws -> Int? {
    let ffprobe = ((ffmpeg as NSString).deletingLastPathComponent as NSString).appendingPathComponent("ffprobe")
    guard FileManager.default.isExecutableFile(atPath: ffprobe) else { return nil }
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: ffprobe)
    process.arguments = ["-v", "error", "-select_streams", "v:0", "-count_packets",
                         "-show_entries", "stream=nb_read_packets", "-of", "csv=p=0", file]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let exit = try process.runNoticingExit()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    exit.wait()
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 ? Int(text) ?? 0 : 0
  }

  /// Throws the one-line reason when the encode that wrote `temporary` (to become
  /// `path`) failed although ffmpeg exited 0. `expectedFrames` nil: the format may
  /// drop or merge frames (GIF resamples), so at least one frame is asked for.
  static func check(_ temporary: String, becoming path: String, messages: String, expectedFrames: Int?,
                    ffmpeg: String) throws {
    if let reason = failure(in: messages) {
      throw VideoError(message: "ffmpeg could not write '\(path)': \(reason)\(advice(reason))")
    }
    var info = stat()
    guard lstat(temporary, &info) == 0, info.st_size > 0 else {
      throw VideoError(message: "ffmpeg exited without writing '\(path)'; run it again, and report it if it persists")
    }
    guard let frames = try frameCount(of: temporary, ffmpeg: ffmpeg) else { return }
    let wanted = expectedFrames ?? 1
    guard expectedFrames == nil ? frames >= 1 : frames == wanted else {
      throw VideoError(message: "'\(path)' came out of ffmpeg with \(frames) frames, not \(wanted); the file was removed (is the disk full?)")
    }
  }

  private static func advice(_ reason: String) -> String {
    reason.localizedCaseInsensitiveContains("no space left") ? "; free some space there or write to another folder" : ""
  }
}
