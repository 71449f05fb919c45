import Flipbook
import Foundation

/// The folder `render` writes: numbered frames and `frames.json`.
///
/// - `frames.json` is written first, with the render's settings and the frames
///   this run renders; a frame "lands" when its file is renamed into place whole,
///   so the files present are the frames finished (a killed run's are complete).
/// - Another render's frames (other settings) are never mixed in: the run is
///   refused unless `--clean`, which removes only the frames that render's
///   frames.json lists (and frames.json). Frame files no frames.json describes
///   are never removed.
/// - `--resume` skips frames whose files are present when the settings match.
/// - A lock on the folder itself (`flock`, released by the system when a run
///   dies, no lock file left behind) keeps two renders out of one folder. A
///   shard prepares the folder under an exclusive lock, then shares it; a shard
///   arriving while others render joins only with the same settings.
final class RenderFolder {
  let path: String
  /// Frames whose files were already there under matching settings.
  let present: Set<String>
  private let lock: Int32?

  static let manifestName = "frames.json"

  deinit { if let lock { close(lock) } }

  /// Opens `path` for a render with `manifest`'s settings.
  init(path: String, manifest: FlipbookCLI.Render.Manifest, sharded: Bool, clean: Bool) throws {
    self.path = path
    let existed = FileManager.default.fileExists(atPath: path)
    try OutputPath.makeFolder(path)
    let (fd, joining) = try RenderFolder.lock(path, sharded: sharded)
    do {
      present = try RenderFolder.prepare(path, manifest: manifest, clean: clean, joining: joining)
      if let fd, sharded && !joining { flock(fd, LOCK_SH) }  // let the other shards in
    } catch {
      if let fd { close(fd) }
      if !existed { rmdir(path) }  // the folder this run made, still empty (a full disk refused frames.json)
      throw error
    }
    lock = fd
  }

  /// Removes stale temporaries, checks (or with `clean` clears) what the folder
  /// holds and writes frames.json; returns the frames present under matching settings.
  private static func prepare(_ path: String, manifest: FlipbookCLI.Render.Manifest, clean: Bool,
                              joining: Bool) throws -> Set<String> {
    TemporaryName.removeStale(in: path)
    let names = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
    let frames = names.filter(isFrameName)
    let manifestPath = (path as NSString).appendingPathComponent(manifestName)
    let previous = FileManager.default.contents(atPath: manifestPath)
      .flatMap { try? JSONDecoder().decode(FlipbookCLI.Render.Manifest.self, from: $0) }
    let matching = previous.map { $0.settings == manifest.settings } ?? frames.isEmpty
    if !matching {
      let described = Set(previous?.frames.map(\.file) ?? [])
      let what = previous.map { "frames of another render (\($0.settings.summary))" } ?? "frame files that no frames.json describes"
      guard clean, !joining, frames.isSubset(of: described) else {
        let fix = joining ? "another shard with other settings is rendering there; give another folder"
          : clean ? "move the frames no frames.json lists away, or give another folder"
          : "add --clean to replace them, or give another folder"
        throw CommandError("'\(path)' holds \(what), not \(manifest.settings.summary); \(fix)")
      }
      for name in frames.union([manifestName]) { unlink((path as NSString).appendingPathComponent(name)) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(manifest)
    if FileManager.default.contents(atPath: manifestPath) != data { try writeAtomically(data, to: manifestPath) }
    return matching ? frames : []
  }

  /// `frame_00012.png`: the names Flipbook gives frames.
  static func isFrameName(_ name: String) -> Bool {
    guard name.hasPrefix("frame_"), name.hasSuffix(".png") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Locks the folder: exclusively, or for a shard exclusively if it is first and
  /// shared (joining) if other shards hold it. nil descriptor: the file system
  /// cannot lock (some network file systems); the render goes on unguarded.
  private static func lock(_ folder: String, sharded: Bool) throws -> (Int32?, joining: Bool) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw CommandError("cannot open '\(folder)': \(String(cString: strerror(errno)))") }
    if flock(fd, LOCK_EX | LOCK_NB) == 0 { return (fd, false) }
    var busy = errno == EWOULDBLOCK
    if busy && sharded && flock(fd, LOCK_SH | LOCK_NB) == 0 { return (fd, true) }
    // Shards of an array start together: while the first prepares the folder
    // (exclusively, a moment), the others wait for it to share, up to 30 s.
    if busy && sharded {
      for _ in 0..<600 {
        usleep(50_000)
        if flock(fd, LOCK_SH | LOCK_NB) == 0 { return (fd, true) }
        busy = errno == EWOULDBLOCK
        if !busy { break }
      }
    }
    close(fd)
    guard busy else {
      let reason = String(cString: strerror(errno))
      FileHandle.standardError.write(Data("note: cannot lock '\(folder)' (\(reason)); two renders into it at once would not be noticed\n".utf8))
      return (nil, false)
    }
    throw CommandError("another flipbook run is rendering into '\(folder)'; wait for it to finish, or give another folder")
  }
}
