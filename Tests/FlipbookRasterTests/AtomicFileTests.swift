import Foundation
import Testing
@testable import Flipbook

/// `PNGCodec.writeAtomically` (AtomicFile): a new name, a name already taken and a
/// folder of many frames all end as whole files with the bytes given and the usual
/// mode, and no temporary is left in the folder.
@Suite struct AtomicFileTests {
  func folder() throws -> String {
    let path = NSTemporaryDirectory() + "flipbook-atomic-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func newAndReplacedFilesHoldTheirBytesAndNothingElseIsLeft() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/frame_00000.png"
    try PNGCodec.writeAtomically(Array("first".utf8), to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("first".utf8))
    // A name already taken is replaced whole (linked under a temporary name, renamed over it).
    try PNGCodec.writeAtomically(Array("second, longer".utf8), to: path)
    #expect(FileManager.default.contents(atPath: path) == Data("second, longer".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["frame_00000.png"])
    // The mode a plain create gives (0644 under the umask), not an unnamed file's 0000.
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    // The umask read without changing it (other tests create files meanwhile).
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let mask = status.split(separator: "\n").first { $0.hasPrefix("Umask:") }
      .flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8) }
    #expect(mode == 0o644 & ~(mask ?? 0o022))
  }

  @Test func framesFromSeveralThreadsAllLand() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    DispatchQueue.concurrentPerform(iterations: 64) { i in
      try? PNGCodec.writeAtomically([UInt8](repeating: UInt8(i), count: 5000 + i), to: dir + "/f\(i).png")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(names.count == 64 && names.allSatisfy { !$0.hasPrefix(".") })
    #expect(FileManager.default.contents(atPath: dir + "/f9.png") == Data(repeating: 9, count: 5009))
  }
}
