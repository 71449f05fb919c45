import Foundation
import FlipbookImageIO

/// Joins video segments encoded with identical settings into one file without
/// re-encoding: ffmpeg's concat demuxer with stream copy. Each segment starts
/// with a key frame and its GOPs are closed (x264's default; ProRes is intra
/// only; VP9 without alt-ref frames), so the joined stream decodes each frame
/// exactly as its segment did. Written under a temporary name and renamed, as
/// `VideoEncoder` writes.
public enum VideoConcatenation {
  /// `durations` (seconds, one per segment: its frames ÷ fps) place each segment where
  /// it belongs; without them ffmpeg takes the container's duration, which for MP4
  /// segments can be a few ticks long and shifts every later frame.
  /// `expectedFrames`: the frames the joined file must hold (checked with ffprobe).
  public static func join(_ segments: [String], durations: [Double]? = nil, into path: String, format: VideoFormat,
                          expectedFrames: Int? = nil, ffmpeg name: String = "ffmpeg") throws {
    let ffmpeg = try VideoEncoder.requireFFmpeg(name)
    try OutputPath.checkFile(path)
    let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
    TemporaryName.removeStale(in: folder)
    let temporary = (folder as NSString).appendingPathComponent(TemporaryName.make(for: (path as NSString).lastPathComponent))
    let list = (folder as NSString).appendingPathComponent(TemporaryName.make(for: "segments.txt"))
    guard let fileToken = UnfinishedWork.shared.register(temporary: temporary),
          let listToken = UnfinishedWork.shared.register(temporary: list) else {
      throw VideoError(message: "the run was interrupted")
    }
    defer {
      unlink(list)
      unlink(temporary)
      UnfinishedWork.shared.unregister(listToken)
      UnfinishedWork.shared.unregister(fileToken)
    }
    // The concat demuxer's list: one `file '…'` line a segment, quotes escaped as '\''.
    let lines = segments.enumerated().map { index, segment -> String in
      let absolute = URL(fileURLWithPath: segment).standardizedFileURL.path
      let file = "file " + Quoting.singleQuoted(absolute)
      guard let durations, index < durations.count, durations[index].isFinite, durations[index] > 0 else { return file }
      let duration = durations[index]
      return file + "\nduration " + String(format: "%.9f", duration)
    }
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: list))

    var args = ["-hide_banner", "-loglevel", "error", "-y", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy"]
    if format == .mp4 || format == .mov { args += ["-movflags", "+faststart"] }
    args += ["-f", format == .mp4 ? "mp4" : format.rawValue, temporary]
    let process = Process()
    let log = MessageTail()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = args
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log.pipe
    let exit = try process.runNoticingExit()
    log.startReading()
    let processToken = UnfinishedWork.shared.register(process: process.processIdentifier)
    exit.wait()
    if let processToken { UnfinishedWork.shared.unregister(processToken) }
    log.waitForEnd()
    guard process.terminationStatus == 0 else {
      throw VideoError(message: "ffmpeg failed (exit \(process.terminationStatus)) joining segments into '\(path)': \(log.tail())")
    }
    try FFmpegVerdict.check(temporary, becoming: path, messages: log.messages.replacingOccurrences(of: temporary, with: path),
                            expectedFrames: expectedFrames, ffmpeg: ffmpeg)
    try OutputPath.checkFile(path)
    guard rename(temporary, path) == 0 else {
      throw VideoError(message: "cannot move the video into place at '\(path)': \(String(cString: strerror(errno)))")
    }
  }
}
