import Foundation

/// A file or folder Flipbook was asked to write cannot be written; nothing was changed.
public struct OutputError: Error, CustomStringConvertible, Sendable {
  /// The error's text: what cannot be written and what to do.
  public var message: String
  /// Creates an error with the given message.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// Where Flipbook may write a file the user named: absent, or a regular file it
/// replaces. A folder, a device, a socket or a symbolic link is refused, so
/// nothing but a file is ever replaced. A missing folder is created (every
/// command creates its output's folder).
public enum OutputPath {
  /// Creates the file's folder if needed and checks the path is absent or a regular file, throwing `OutputError`
  /// if it is a folder, a symbolic link or some other kind of file.
  public static func checkFile(_ path: String) throws {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty { try makeFolder(folder, purpose: "write '\(path)'") }
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return
    case S_IFDIR: throw OutputError("cannot write '\(path)': it is a folder; give the name of a file to write")
    case S_IFLNK: throw OutputError("cannot write '\(path)': it is a symbolic link; Flipbook replaces only regular files, so give another name or remove the link")
    default: throw OutputError("cannot write '\(path)': it is not a regular file (a device, socket or pipe); give a file name")
    }
  }
}

extension OutputPath {
  /// Creates the folder `path` (and parents), or checks the one there is a writable folder.
  public static func makeFolder(_ path: String, purpose: String? = nil) throws {
    let what = purpose.map { "cannot \($0): '\(path)' " } ?? "cannot write frames into '\(path)': it "
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
      guard isDir.boolValue else { throw OutputError(what + "is a file, not a folder; give a folder") }
    } else {
      do {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw OutputError("cannot create the folder '\(path)': \(error.localizedDescription); check the path and its permissions")
      }
    }
    guard FileManager.default.isWritableFile(atPath: path) else {
      throw OutputError(what + "is a folder that is not writable; check its permissions")
    }
  }
}
