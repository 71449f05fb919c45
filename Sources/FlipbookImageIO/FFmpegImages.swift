import FlipbookGeometry
import Foundation

/// Images other than PNG (JPEG, HEIC, GIF, WebP, TIFF, BMP: photos in asset catalogs,
/// `UIImage(named: "photo.jpg")`) decoded by ffmpeg, which Flipbook already uses for
/// video: one frame re-encoded as PNG on a pipe, then read as any PNG. The same file
/// gives the same pixels on every run.
public enum FFmpegImages {
  /// The lowercase file extensions of the image formats decoded with ffmpeg.
  public static let extensions: Set<String> = ["jpg", "jpeg", "heic", "heif", "gif", "webp", "tif", "tiff", "bmp"]

  /// An executable found on PATH (ffmpeg, ffprobe), or nil.
  public static func findExecutable(_ name: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for dir in paths {
      let candidate = "\(dir)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Decodes the first frame of the image file at a path with ffmpeg, throwing if the file or ffmpeg is missing.
  public static func decode(contentsOf path: String) throws(ImageIOError) -> Bitmap {
    guard FileManager.default.fileExists(atPath: path) else { throw .unreadable(path: path, reason: "no such file") }
    guard let ffmpeg = findExecutable("ffmpeg") else {
      throw .notDecodable(path: path, reason: "decoding it needs ffmpeg; install the Debian package 'ffmpeg' (make setup)")
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: ffmpeg)
    process.arguments = ["-v", "error", "-nostdin", "-i", path, "-frames:v", "1", "-f", "image2pipe", "-c:v", "png",
                         "-pix_fmt", "rgba", "-"]
    let out = Pipe(), err = Pipe()
    (process.standardOutput, process.standardError) = (out, err)
    let exit: ChildExit
    do { exit = try process.runNoticingExit() } catch { throw .notDecodable(path: path, reason: "ffmpeg could not start: \(error)") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    exit.wait()
    guard process.terminationStatus == 0, !data.isEmpty else {
      let line = message.split(whereSeparator: \.isNewline).first.map(String.init) ?? "exit \(process.terminationStatus)"
      throw .notDecodable(path: path, reason: "ffmpeg: \(line)")
    }
    do { return try PNGCodec.decode([UInt8](data)) } catch { throw .notDecodable(path: path, reason: "\(error)") }
  }
}
