import Foundation

/// Files written whole or not at all: no half-written file is ever visible under
/// its name, and an interrupted run leaves nothing behind.
///
/// On Linux the bytes go into an unnamed file in the destination folder
/// (`O_TMPFILE`), which is then linked under its name. Making a file's inode is the
/// slow part of writing a frame (ext4 looks past every inode freed in the last
/// seconds: 0.1–0.5 ms a file on the VM Flipbook is measured on), and a named
/// temporary makes it while holding the folder's lock, so two workers writing
/// frames took turns; an unnamed file takes the lock only to be linked. A killed
/// run leaves no temporary at all. Where the name is taken (a frame rendered again)
/// the file is linked under a temporary name and renamed over it; where the file
/// system has no `O_TMPFILE` (or `/proc` is missing), the bytes go to a temporary
/// name and are renamed, as before. An unnamed file is not registered with
/// `UnfinishedWork`: until it is linked it is nowhere, and once linked it is whole, so
/// a frame finished while a run is stopping may still land (a finished file, as the
/// interruption promises), where a named temporary would have been refused.
enum AtomicFile {
  static func write(_ bytes: [UInt8], to path: String) throws(ImageIOError) {
    let folder = (path as NSString).deletingLastPathComponent
    #if os(Linux)
    let fd = open(folder.isEmpty ? "." : folder, unnamedFileFlags, 0o644)
    if fd >= 0 {
      defer { close(fd) }
      if let failure = writeAll(bytes, to: fd) { throw .writeFailed(path: path, reason: failure) }
      if linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, path, AT_SYMLINK_FOLLOW) == 0 { return }
      if errno == EEXIST, try replace(path, withUnnamed: fd) { return }
    }
    #endif
    try writeThroughTemporary(bytes, to: path)
  }

  #if os(Linux)
  /// `O_TMPFILE | O_WRONLY | O_CLOEXEC` (Glibc's O_TMPFILE is not imported: `__O_TMPFILE | O_DIRECTORY`).
  private static let unnamedFileFlags: Int32 = 0o2000_0000 | O_DIRECTORY | O_WRONLY | O_CLOEXEC

  /// Links the unnamed file under a registered temporary name and renames it over
  /// `path`; false when the link fails (the caller writes through a temporary).
  private static func replace(_ path: String, withUnnamed fd: Int32) throws(ImageIOError) -> Bool {
    let temp = temporaryPath(for: path)
    guard let token = UnfinishedWork.shared.register(temporary: temp) else {
      throw .writeFailed(path: path, reason: "the run was interrupted")
    }
    defer { UnfinishedWork.shared.unregister(token) }
    guard linkat(AT_FDCWD, "/proc/self/fd/\(fd)", AT_FDCWD, temp, AT_SYMLINK_FOLLOW) == 0 else { return false }
    try renameOrRemove(temp, to: path)
    return true
  }
  #endif

  /// The bytes written to a temporary name in the same folder, then renamed.
  private static func writeThroughTemporary(_ bytes: [UInt8], to path: String) throws(ImageIOError) {
    let temp = temporaryPath(for: path)
    guard let (token, fd) = UnfinishedWork.shared.createTemporary(temp) else {
      let code = errno
      // The folder is looked at only when the file could not be made.
      let folder = (path as NSString).deletingLastPathComponent
      var isFolder: ObjCBool = false
      if code == ENOENT || code == ENOTDIR,
         !FileManager.default.fileExists(atPath: folder.isEmpty ? "." : folder, isDirectory: &isFolder) || !isFolder.boolValue {
        throw .writeFailed(path: path, reason: "the folder '\(folder)' does not exist; create it first")
      }
      throw .writeFailed(path: path, reason: code == 0 ? "the run was interrupted" : String(cString: strerror(code)))
    }
    defer { UnfinishedWork.shared.unregister(token) }
    var failure = writeAll(bytes, to: fd)
    if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temp)
      throw .writeFailed(path: path, reason: failure)
    }
    try renameOrRemove(temp, to: path)
  }

  private static func temporaryPath(for path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return (folder as NSString).appendingPathComponent(TemporaryName.make(for: (path as NSString).lastPathComponent))
  }

  private static func renameOrRemove(_ temp: String, to path: String) throws(ImageIOError) {
    guard rename(temp, path) != 0 else { return }
    let reason = String(cString: strerror(errno))
    unlink(temp)
    throw .writeFailed(path: path, reason: reason)
  }

  /// write(2) until every byte is written; the system's reason on failure ("No space left on device").
  private static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
    bytes.withUnsafeBytes { buffer -> String? in
      var offset = 0
      while offset < buffer.count, let base = buffer.baseAddress {
        let n = writeSome(fd, base + offset, buffer.count - offset)
        if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else {
          return n < 0 ? String(cString: strerror(errno)) : "nothing was written"
        }
      }
      return nil
    }
  }
}

/// write(2), named apart from the encoders' `write` methods.
private func writeSome(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(fd, bytes, count) }
