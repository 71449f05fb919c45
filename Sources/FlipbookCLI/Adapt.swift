import ArgumentParser
import Foundation

extension FlipbookCLI {
  /// `flipbook adapt FILE`: what the adaptation plugin compiles for a pasted file.
  struct Adapt: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "adapt",
      abstract: "Print the adapted copy of a pasted Swift file (what the FlipbookAdapt plugin compiles), or --diff.")

    @Argument(help: "A Swift file pasted from an app.")
    var file: String

    @Flag(help: "Print a unified diff against the pasted file instead.")
    var diff = false

    func run() throws {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: file, isDirectory: &isDir), !isDir.boolValue else {
        throw ValidationError("\(file) is not a file: give the path of a pasted .swift file.")
      }
      let tool = try Self.adapterTool()
      let adapted = try Self.run(tool, ["--print", file])
      guard diff else { return print(adapted, terminator: "") }
      let temporary = FileManager.default.temporaryDirectory
        .appendingPathComponent("flipbook-adapt-\(getpid())-\((file as NSString).lastPathComponent)")
      try Data(adapted.utf8).write(to: temporary)
      defer { try? FileManager.default.removeItem(at: temporary) }
      print(try Self.run(URL(fileURLWithPath: "/usr/bin/diff"),
                         ["-u", "--label", file, "--label", "\(file) (adapted)", file, temporary.path], okStatuses: [0, 1]),
            terminator: "")
    }

    /// flipbook-adapt, built beside this executable (`swift build` builds it; a plugin builds it as `-tool`).
    static func adapterTool() throws -> URL {
      let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
      for name in ["flipbook-adapt", "flipbook-adapt-tool"] {
        let url = folder.appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: url.path) { return url }
      }
      throw CommandError("flipbook-adapt is not built beside \(folder.path): run 'swift build --product flipbook-adapt' in Flipbook's checkout.")
    }

    static func run(_ tool: URL, _ arguments: [String], okStatuses: Set<Int32> = [0]) throws -> String {
      let process = Process()
      process.executableURL = tool
      process.arguments = arguments
      let out = Pipe(), err = Pipe()
      (process.standardOutput, process.standardError) = (out, err)
      let exit = try process.runNoticingExit()
      let data = out.fileHandleForReading.readDataToEndOfFile()
      let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      exit.wait()
      guard okStatuses.contains(process.terminationStatus) else {
        throw CommandError("\(tool.lastPathComponent) failed: \(message.trimmingCharacters(in: .whitespacesAndNewlines))")
      }
      return String(decoding: data, as: UTF8.self)
    }
  }
}
