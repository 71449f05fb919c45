import Foundation
import FlipbookTimeline
import FlipbookRaster
import FlipbookImageIO

// MARK: - Video

/// The containers `flipbook video` writes, chosen by the file extension.
public enum VideoFormat: String, CaseIterable, Sendable {
  /// The formats: `mp4` (H.264), `mov` (ProRes 4444 with alpha), `webm` (VP9 with alpha), `gif`, and `apng`
  /// (animated PNG, chosen by a `.png` extension).
  case mp4, mov, webm, gif, apng

  /// Creates the format a file extension names (`.png` for animated PNG), or returns `nil` for any other extension.
  public init?(path: String) {
    let ext = (path as NSString).pathExtension.lowercased()
    self.init(rawValue: ext == "png" ? "apng" : ext)
  }

  /// Whether the format keeps transparency.
  public var carriesAlpha: Bool { self == .mov || self == .webm || self == .apng }

  /// A short description of the codec and settings the format is written with.
  public var summary: String {
    switch self {
    case .mp4: "H.264 MP4 (yuv420p, BT.709, CRF 18)"
    case .mov: "ProRes 4444 MOV with alpha"
    case .webm: "VP9 WebM with alpha"
    case .gif: "GIF (two-pass palette, at most 50 frames/s)"
    case .apng: "animated PNG"
    }
  }
}

/// An error encoding a video: ffmpeg missing, failing or stalled, or the file not writable.
public struct VideoError: Error, CustomStringConvertible {
  /// The error's text, with ffmpeg's last messages where it failed.
  public var message: String
  public var description: String { message }
}

/// Pipes raw frames into an ffmpeg subprocess. The file is written under a
/// temporary name beside the target and renamed when ffmpeg succeeds, so a
/// failed or interrupted encode leaves nothing behind. ffmpeg's messages are
/// kept (the last lines) for the error; an ffmpeg that takes nothing of a frame,
/// or does not finish, within `stallTimeout` seconds is stopped (the pipe is
/// written without blocking, so a stalled reader cannot hang the run).
public final class VideoEncoder {
  /// The path of the video file being written.
  public let path: String
  /// The container and codec the video is written in.
  public let format: VideoFormat
  let width: Int, height: Int
  private let process = Process()
  /// Set once ffmpeg runs.
  private var exit: ChildExit?
  private let stdin = Pipe()
  private let log = MessageTail()
  private let stallTimeout: Double
  private let temporaryPath: String
  private var fileToken: Int?
  /// The last frame sent and its bytes, for a repeated frame.
  private var last: (image: RasterImage, bytes: Data)?
  private var processToken: Int?
  private var finished = false
  private let ffmpeg: String
  /// Frames written, which the finished file must hold (GIF resamples, so is not counted).
  private var framesSent = 0

  /// The ffmpeg executable on PATH, if any.
  public static func findFFmpeg(_ name: String = "ffmpeg") -> String? { FFmpegImages.findExecutable(name) }

  /// The ffmpeg to run: `name` looked up on PATH, or a path; an error saying how to install it.
  static func requireFFmpeg(_ name: String) throws -> String {
    let found = name.contains("/") ? (FileManager.default.isExecutableFile(atPath: name) ? name : nil) : findFFmpeg(name)
    guard let found else {
      throw VideoError(message: "ffmpeg is not installed; install the Debian package 'ffmpeg' (apt-get install ffmpeg, or make setup)")
    }
    return found
  }

  /// The ffmpeg arguments for `format` reading raw frames (`bgra` opaque frames,
  /// or straight `rgba` when the format keeps alpha) from standard input.
  public static func arguments(format: VideoFormat, width: Int, height: Int, fps: Double, output: String) -> [String] {
    let rate = String(format: "%.6g", fps)
    // MP4 frames arrive as BT.709 limited-range YUV 4:2:0, padded to even sizes
    // (CFlipbookPixels_argbToYUV420); the others as straight RGBA or BGRA.
    let input = format == .mp4 ? "yuv420p" : format.carriesAlpha ? "rgba" : "bgra"
    let size = format == .mp4 ? "\((width + 1) / 2 * 2)x\((height + 1) / 2 * 2)" : "\(width)x\(height)"
    var args = ["-hide_banner", "-loglevel", "error", "-y",
                "-f", "rawvideo", "-pix_fmt", input, "-s", size, "-r", rate, "-i", "-"]
    switch format {
    case .mp4:
      args += ["-c:v", "libx264", "-preset", "superfast", "-crf", "18", "-tune", "animation",
               "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
               "-movflags", "+faststart", "-f", "mp4"]
    case .mov:
      args += ["-c:v", "prores_ks", "-profile:v", "4", "-pix_fmt", "yuva444p10le", "-vendor", "apl0", "-f", "mov"]
    case .webm:
      args += ["-c:v", "libvpx-vp9", "-pix_fmt", "yuva420p", "-auto-alt-ref", "0", "-crf", "28", "-b:v", "0",
               "-deadline", "good", "-cpu-used", "5", "-row-mt", "1", "-f", "webm"]
    case .gif:
      // One palette for the whole animation, weighted to what moves (stats_mode=diff), and
      // no dithering: UI frames are flat colours, which a dither turns into noise (a flat
      // grey became a 178/179 pattern with Bayer dithering); without it the alert scene's
      // GIF is 12% smaller and its frames closer to the render (PSNR 69.6 dB against 52.3).
      let out = min(fps, 50)
      args += ["-filter_complex",
               "[0:v]fps=\(String(format: "%.6g", out)),split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=none:diff_mode=rectangle",
               "-loop", "0", "-f", "gif"]
    case .apng:
      args += ["-c:v", "apng", "-plays", "0", "-f", "apng"]
    }
    return args + [output]
  }

  /// `ffmpeg` names the executable to look up on PATH (or gives its path).
  public init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double,
              ffmpeg name: String = "ffmpeg", stallTimeout: Double = 60) throws {
    let ffmpeg = try VideoEncoder.requireFFmpeg(name)
    self.ffmpeg = ffmpeg
    try OutputPath.checkFile(path)
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    guard FileManager.default.isWritableFile(atPath: folder) else {
      throw VideoError(message: "cannot write '\(path)': the folder '\(folder)' is not writable")
    }
    self.path = path
    self.format = format
    self.width = width
    self.height = height
    temporaryPath = (folder as NSString).appendingPathComponent(TemporaryName.make(for: url.lastPathComponent))
    self.stallTimeout = stallTimeout.isFinite && stallTimeout > 0 ? stallTimeout : 60
    TemporaryName.removeStale(in: folder)
    guard let token = UnfinishedWork.shared.register(temporary: temporaryPath) else { throw VideoError(message: "the run was interrupted") }
    fileToken = token
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = VideoEncoder.arguments(format: format, width: width, height: height, fps: fps, output: temporaryPath)
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = log.pipe
    // A closed pipe must surface as an error, not kill the process.
    signal(SIGPIPE, SIG_IGN)
    exit = try process.runNoticingExit()
    log.startReading()
    processToken = UnfinishedWork.shared.register(process: process.processIdentifier)
    let fd = stdin.fileHandleForWriting.fileDescriptor
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
  }

  /// Sends one frame (premultiplied ARGB32 rows, as rendered). The same image
  /// again (a repeated frame) sends the bytes already converted.
  public func write(_ image: RasterImage) throws {
    let data: Data
    if let last, last.image === image {
      data = last.bytes
    } else {
      data = frameBytes(image)
      last = (image, data)
    }
    let taken: Bool
    do {
      taken = try writeAll(data, to: stdin.fileHandleForWriting.fileDescriptor, timeout: stallTimeout)
    } catch {
      abort()
      throw VideoError(message: "ffmpeg stopped reading frames writing '\(path)': \(messages())")
    }
    guard taken else {
      abort()
      throw VideoError(message: "ffmpeg read nothing for \(formatSeconds(stallTimeout)) s and was stopped writing '\(path)': \(messages())")
    }
    framesSent += 1
  }

  /// The frame as ffmpeg reads it: YUV planes for MP4, straight RGBA for formats
  /// with alpha, BGRA rows otherwise.
  private func frameBytes(_ image: RasterImage) -> Data {
    image.withPixels { pixels, stride in
      switch format {
      case .mp4:
        return PixelConversion.yuv420(argb: pixels, stride: stride, width: width, height: height)
      case _ where format.carriesAlpha:
        return Data(PixelConversion.straightRGBA(argb: pixels, stride: stride, width: width, height: height))
      default:
        if stride == width * 4 { return Data(bytes: pixels, count: height * stride) }
        var d = Data(capacity: width * height * 4)
        for y in 0..<height { d.append(pixels + y * stride, count: width * 4) }
        return d
      }
    }
  }

  /// Closes the stream, waits for ffmpeg and moves the file into place (replacing
  /// only a regular file; a folder or anything else there is refused).
  public func finish() throws {
    guard !finished else { return }
    try? stdin.fileHandleForWriting.close()
    // Wait for ffmpeg to finish. A GIF is encoded only now (palette in two passes),
    // so the limit is on time without progress: the file or ffmpeg's log not growing.
    var progress = (fileSize(), log.length), deadline = Date().addingTimeInterval(stallTimeout)
    while process.isRunning {
      usleep(5_000)
      let now = (fileSize(), log.length)
      if now != progress { (progress, deadline) = (now, Date().addingTimeInterval(stallTimeout)) }
      if Date() >= deadline {
        abort()
        throw VideoError(message: "ffmpeg made no progress for \(formatSeconds(stallTimeout)) s after the last frame and was stopped writing '\(path)': \(messages())")
      }
    }
    exit?.wait()
    releaseProcess()
    log.waitForEnd()
    guard process.terminationStatus == 0 else {
      let status = process.terminationStatus
      abort()
      throw VideoError(message: "ffmpeg failed (exit \(status)) writing '\(path)': \(messages())")
    }
    do {
      try FFmpegVerdict.check(temporaryPath, becoming: path, messages: log.messages.replacingOccurrences(of: temporaryPath, with: path),
                              expectedFrames: format == .gif ? nil : framesSent, ffmpeg: ffmpeg)
    } catch {
      abort()
      throw error
    }
    finished = true
    defer { release() }
    do {
      try OutputPath.checkFile(path)
    } catch {
      unlink(temporaryPath)  // something not a file appeared at the path meanwhile
      throw error
    }
    if rename(temporaryPath, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporaryPath)
      throw VideoError(message: "cannot move the video into place at '\(path)': \(reason)")
    }
  }

  /// Stops ffmpeg and removes the partial file.
  public func cancel() { abort() }

  /// Stops ffmpeg at once and removes the partial file.
  private func abort() {
    guard !finished else { return }
    finished = true
    try? stdin.fileHandleForWriting.close()
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    exit?.wait()
    releaseProcess()
    log.waitForEnd()
    unlink(temporaryPath)
    release()
  }

  /// Forgets ffmpeg's pid as soon as it is reaped, so an interruption cannot kill a reused pid.
  private func releaseProcess() {
    if let token = processToken { UnfinishedWork.shared.unregister(token) }
    processToken = nil
  }

  private func release() {
    releaseProcess()
    if let token = fileToken { UnfinishedWork.shared.unregister(token) }
    fileToken = nil
  }

  /// ffmpeg's last lines, naming the file as the user named it (not its temporary name).
  private func messages() -> String { log.tail().replacingOccurrences(of: temporaryPath, with: path) }

  private func fileSize() -> Int64 {
    var info = stat()
    return lstat(temporaryPath, &info) == 0 ? Int64(info.st_size) : -1
  }

  deinit { if !finished { abort() } }
}

private func formatSeconds(_ s: Double) -> String { String(format: "%g", s) }
