import Flipbook
import Foundation

/// A command run to its end with its output (standard output and error together)
/// kept, and echoed to this process's standard error as it comes when asked.
enum ChildProcess {
  struct Outcome {
    var status: Int32
    var output: String
  }

  static func run(_ executable: String, _ arguments: [String], in folder: String, echo: Bool) -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    let exit: ChildExit
    do {
      exit = try process.runNoticingExit()
    } catch {
      return Outcome(status: 127, output: "cannot run \(executable): \(error.localizedDescription)")
    }
    var output = Data()
    let handle = pipe.fileHandleForReading
    while true {
      let chunk = handle.availableData
      if chunk.isEmpty { break }
      output.append(chunk)
      if echo { FileHandle.standardError.write(chunk) }
    }
    exit.wait()
    return Outcome(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
  }

  /// A compiler's errors: each `error:` line with the source line and caret after it
  /// (at most 30 lines), or the last lines when no line says `error:`.
  static func errorLines(_ output: String) -> String {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var kept: [String] = []
    for (i, line) in lines.enumerated() where line.contains("error:") && !kept.contains(line) {
      kept.append(line)
      kept += lines[(i + 1)..<min(lines.count, i + 4)].filter { !$0.contains("error:") && !$0.contains("warning:") }
    }
    let chosen = kept.isEmpty ? Array(lines.suffix(15)) : kept
    return chosen.prefix(30).joined(separator: "\n")
  }
}
