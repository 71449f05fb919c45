import Foundation
import Testing
@testable import Flipbook
import FlipbookTestSupport

/// The `flipbook` executable built beside the test bundle (`swift build --build-tests` builds both).
let flipbookBinary: URL = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  .deletingLastPathComponent().appendingPathComponent("flipbook")

/// What a run of the real binary did.
struct BinaryRun {
  var status: Int32
  var stdout: String
  var stderr: String
  var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
}

/// Starts `flipbook args…` in `folder` and returns the running process and its pipes.
func startFlipbook(_ args: [String], in folder: URL, environment: [String: String] = [:]) throws -> (Process, Pipe, Pipe) {
  let process = Process()
  process.executableURL = flipbookBinary
  process.arguments = args
  process.currentDirectoryURL = folder
  var env = ProcessInfo.processInfo.environment
  env.removeValue(forKey: "CI")
  for (k, v) in environment { env[k] = v }
  process.environment = env
  let out = Pipe(), err = Pipe()
  process.standardOutput = out
  process.standardError = err
  try process.run()
  return (process, out, err)
}

/// Runs `flipbook args…` in `folder` to the end.
func runFlipbook(_ args: [String], in folder: URL, environment: [String: String] = [:]) throws -> BinaryRun {
  let (process, out, err) = try startFlipbook(args, in: folder, environment: environment)
  let stdout = out.fileHandleForReading.readDataToEndOfFile()
  let stderr = err.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return BinaryRun(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self))
}

/// Every entry under `folder` (hidden ones too) with its size and content digest,
/// symbolic links as their targets: equal listings mean nothing was written,
/// replaced or deleted.
func inventory(of folder: URL) -> [String: String] {
  var out: [String: String] = [:]
  let fm = FileManager.default
  guard let walker = fm.enumerator(atPath: folder.path) else { return out }
  while let name = walker.nextObject() as? String {
    let path = folder.appendingPathComponent(name).path
    if let target = try? fm.destinationOfSymbolicLink(atPath: path) {
      out[name] = "link → \(target)"
    } else if let data = fm.contents(atPath: path) {
      out[name] = "\(data.count) bytes, \(data.hashValue)"
    } else {
      out[name] = "folder"
    }
  }
  return out
}
