import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// Whether this machine lets the tests mount a tmpfs in a private mount namespace.
private let canMountTmpfs: Bool = {
  guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
  let probe = Process()
  probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
  probe.arguments = ["--mount", "--propagation", "private", "sh", "-c", "mount -t tmpfs -o size=16k probe /mnt"]
  probe.standardOutput = FileHandle.nullDevice
  probe.standardError = FileHandle.nullDevice
  guard (try? probe.run()) != nil else { return false }
  probe.waitUntilExit()
  return probe.terminationStatus == 0
}()

/// A full disk: each command runs the real binary with its output on a 16 KB
/// tmpfs, mounted in a private mount namespace (`unshare --mount`, so the mount
/// dies with the command and nothing outside sees it). ffmpeg 5.1 exits 0 when the
/// disk fills while it writes an MP4's trailer; Flipbook must fail all the same,
/// in one line naming the reason, and leave nothing in the folder.
@Suite(.enabled(if: canMountTmpfs, "mounting a tmpfs needs root and a private mount namespace (unshare); CI has both"))
struct DiskFullTests {
  /// Runs `flipbook args…` (where `FULL` stands for the tiny file system's folder);
  /// returns the run and what the folder held afterwards.
  func onFullDisk(_ args: [String]) throws -> (run: BinaryRun, left: [String]) {
    let folder = temporaryFolder()
    let mountPoint = folder.appendingPathComponent("full").path
    try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
    let script = """
      mount -t tmpfs -o size=16k flipbook-full "$1" || exit 97
      shift
      "$@"
      status=$?
      echo "LEFT:$(ls -A "$FULL" | tr '\\n' ' ')"
      exit $status
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments = ["--mount", "--propagation", "private", "sh", "-c", script, "sh", mountPoint, flipbookBinary.path]
      + args.map { $0.replacingOccurrences(of: "FULL", with: mountPoint) }
    var environment = ProcessInfo.processInfo.environment
    environment["FULL"] = mountPoint
    process.environment = environment
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus != 97, "could not mount a tmpfs: \(stderr)")
    let left = stdout.split(separator: "\n").last { $0.hasPrefix("LEFT:") }.map {
      $0.dropFirst(5).split(separator: " ").map(String.init)
    } ?? ["(the folder was not listed)"]
    return (BinaryRun(status: process.terminationStatus, stdout: stdout, stderr: stderr), left)
  }

  @Test(arguments: ["a.mp4", "a.gif", "a.mov"])
  func aVideoThatFillsTheDiskFailsAndLeavesNothing(_ name: String) throws {
    let (run, left) = try onFullDisk(["video", "alert-ios7", "-o", "FULL/\(name)", "--quiet"])
    #expect(run.status == 1)
    #expect(run.stderrLines.count == 1, "\(run.stderr)")
    #expect(run.stderr.contains("No space left on device"), "\(run.stderr)")
    #expect(!run.stderr.contains(".tmp"), "names a temporary file: \(run.stderr)")
    #expect(left.isEmpty, "left behind: \(left)")
  }

  @Test func aContactSheetThatFillsTheDiskFailsAndLeavesNothing() throws {
    let (run, left) = try onFullDisk(["sheet", "alert-ios7", "-o", "FULL/sheet.png"])
    #expect(run.status == 1)
    #expect(run.stderrLines.count == 1 && run.stderr.hasSuffix("sheet.png': No space left on device\n"), "\(run.stderr)")
    #expect(left.isEmpty, "left behind: \(left)")
  }

  @Test func aJoinThatFillsTheDiskFailsAndLeavesNothing() throws {
    let segments = temporaryFolder()
    for part in 1...2 {
      let run = try runFlipbook(["video", "alert-ios7", "--shard", "\(part)/2", "-o", "part-\(part).mp4", "--quiet"], in: segments)
      #expect(run.status == 0, "\(run.stderr)")
    }
    let (run, left) = try onFullDisk(["concat", segments.path, "-o", "FULL/all.mp4"])
    #expect(run.status == 1)
    #expect(run.stderrLines.count == 1 && run.stderr.contains("No space left on device"), "\(run.stderr)")
    #expect(left.isEmpty, "left behind: \(left)")
  }
}
