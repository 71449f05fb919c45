import Flipbook
import Foundation

/// The folder `render` writes: numbered frames, `frames.json` and a lock.
///
/// - `frames.json` is written first, with the render's settings and the frames
///   it will hold; a frame "lands" when its file is renamed into place whole, so
///   the files present are the frames finished (a killed run's are complete).
/// - Another render's frames (other settings) are never mixed in: the run is
///   refused unless `--clean`, which removes only Flipbook's files.
/// - `--resume` skips frames whose files are present when the settings match.
/// - A lock on the folder itself (`flock`, released by the system when a run
///   dies, no lock file left behind) keeps two renders out of one folder; shards
///   of one render share it (they write disjoint frames and the same frames.json).
final class RenderFolder {
  let path: String
  /// Frames whose files were already there under matching settings.
  let present: Set<String>
  private let lock: Int32

  static let manifestName = "frames.json"

  deinit { close(lock) }

  /// Opens `path` for a render with `manifest`'s settings; `shard` is the part this run renders.
  init(path: String, manifest: FlipbookCLI.Render.Manifest, sharded: Bool, clean: Bool) throws {
    self.path = path
    try OutputPath.makeFolder(path)
    let fd = try RenderFolder.lock(path, exclusive: !sharded)
    do {
      present = try RenderFolder.prepare(path, manifest: manifest, clean: clean)
    } catch {
      close(fd)
      throw error
    }
    lock = fd
  }

  /// Removes stale temporaries, checks (or with `clean` clears) what the folder
  /// holds and writes frames.json; returns the frames present under matching settings.
  private static func prepare(_ path: String, manifest: FlipbookCLI.Render.Manifest, clean: Bool) throws -> Set<String> {
    TemporaryName.removeStale(in: path)

    let names = Set((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
    let frames = names.filter(RenderFolder.isFrameName)
    let manifestPath = (path as NSString).appendingPathComponent(RenderFolder.manifestName)
    let previous = names.contains(RenderFolder.manifestName)
      ? FileManager.default.contents(atPath: manifestPath).flatMap { try? JSONDecoder().decode(FlipbookCLI.Render.Manifest.self, from: $0) }
      : nil
    var matching = previous.map { $0.settings == manifest.settings } ?? frames.isEmpty
    if names.contains(RenderFolder.manifestName) && previous == nil { matching = false }
    if !matching {
      guard clean else {
        let what = previous.map { "frames of another render (\($0.settings.summary))" } ?? "frames that no frames.json describes"
        throw CommandError("'\(path)' holds \(what), not \(manifest.settings.summary); add --clean to replace them, or give another folder")
      }
      for name in frames.union(names.contains(RenderFolder.manifestName) ? [RenderFolder.manifestName] : []) {
        unlink((path as NSString).appendingPathComponent(name))
      }
    }
    var written = manifest
    if matching, let previous {
      // Frames an earlier selection rendered under the same settings stay listed.
      let mine = Set(manifest.frames.map(\.frame))
      written.frames = (manifest.frames + previous.frames.filter { !mine.contains($0.frame) }).sorted { $0.frame < $1.frame }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try writeAtomically(try encoder.encode(written), to: manifestPath)
    return matching ? frames : []
  }

  /// `frame_00012.png` or `still_0001.500s.png`: names Flipbook gives its images.
  static func isFrameName(_ name: String) -> Bool {
    (name.hasPrefix("frame_") || name.hasPrefix("still_")) && name.hasSuffix(".png") && !name.contains("/")
  }

  private static func lock(_ folder: String, exclusive: Bool) throws -> Int32 {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { throw CommandError("cannot open '\(folder)': \(String(cString: strerror(errno)))") }
    guard flock(fd, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) == 0 else {
      close(fd)
      throw CommandError("another flipbook run is rendering into '\(folder)'; wait for it to finish, or give another folder")
    }
    return fd
  }
}
