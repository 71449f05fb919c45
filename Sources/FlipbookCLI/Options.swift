import ArgumentParser
import Flipbook
import Foundation

// MARK: - Limits

/// Bounds on numbers from the command line, so every conversion and product is checked.
enum Limits {
  static let jobs = 256
  static let shards = 100_000

  static func check(jobs: Int) throws {
    guard (1...Limits.jobs).contains(jobs) else {
      throw ValidationError("--jobs must be between 1 and \(Limits.jobs), not \(jobs).")
    }
  }
}

// MARK: - Progress

/// Frames done, frames/s and time left: a bar redrawn in place on a terminal,
/// a plain line every few seconds otherwise.
final class Progress {
  let total: Int
  let label: String
  let quiet: Bool
  private let start = Date()
  private var last = Date.distantPast
  private let tty = isatty(2) != 0

  init(total: Int, label: String, quiet: Bool) {
    (self.total, self.label, self.quiet) = (total, label, quiet)
  }

  func update(_ done: Int) {
    guard !quiet else { return }
    let now = Date()
    let interval = tty ? 0.1 : 3.0
    guard done == total || now.timeIntervalSince(last) >= interval else { return }
    last = now
    let elapsed = now.timeIntervalSince(start)
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    let left = rate > 0 ? Double(total - done) / rate : 0
    let stats = String(format: "%d/%d frames  %.1f frames/s  %.1f s left", done, total, rate, left)
    if tty {
      let width = 24, filled = total > 0 ? width * done / total : width
      let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      FileHandle.standardError.write(Data("\r\(label) [\(bar)] \(stats)\u{1B}[K".utf8))
      if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else {
      FileHandle.standardError.write(Data("\(label): \(stats)\n".utf8))
    }
  }
}

/// Writes `data` to `path` under a temporary name, then renames it.
/// Refuses to replace anything but a regular file (see `OutputPath`); first
/// removes what a killed run left in the folder.
func writeAtomically(_ data: Data, to path: String) throws {
  do {
    try OutputPath.checkFile(path)
    let folder = (path as NSString).deletingLastPathComponent
    TemporaryName.removeStale(in: folder.isEmpty ? "." : folder)
    try PNGCodec.writeAtomically([UInt8](data), to: path)
  } catch {
    throw CommandError("\(error)")
  }
}
