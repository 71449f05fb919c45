import ArgumentParser
import Flipbook
import Foundation

/// The `flipbook` command line. A package with its own scenes gets the same
/// commands with `FlipbookCLI.main(scenes: [MyScene.self])`.
public struct FlipbookCLI: ParsableCommand {
  public static var configuration: CommandConfiguration {
    CommandConfiguration(
      commandName: name,
      abstract: "Render Core Animation and UIKit animation scenes offline: PNG frames, video, contact sheets, curves.",
      discussion: "SCENE is a scene id (see '\(name) list') or a baked timeline written by '\(name) bake'.",
      version: version,
      subcommands: [Init.self, Adapt.self, Inspect.self, List.self, Render.self, Video.self, Concat.self, Preview.self, Bake.self, Sheet.self, Curves.self, Check.self])
  }

  /// The version `--version` prints.
  public static let version = "0.3.0"

  /// The executable's own name, as the user typed it (a package's own command
  /// names itself in usage and errors, not "flipbook").
  nonisolated(unsafe) public static var name = "flipbook"

  /// How the user runs this command, for commands printed to run again: `swift run
  /// NAME` (with `-c release` for a release build) when it is a package's executable
  /// run from inside that package, else its name.
  static var invocation: [String] {
    invocation(of: name, package: try? WatchedPackage.locate(), in: FileManager.default.currentDirectoryPath)
  }

  static func invocation(of name: String, package: WatchedPackage?, in folder: String) -> [String] {
    guard let package, package.product == name, (folder + "/").hasPrefix(package.root + "/") else { return [name] }
    return ["swift", "run"] + (package.configuration == "release" ? ["-c", "release"] : []) + [name]
  }

  /// The scenes the commands know, by id.
  nonisolated(unsafe) public static var scenes: [any Scene.Type] = []

  public init() {}

  /// Runs the command line with `scenes` registered. A failure prints one line,
  /// `Error: …` naming the place and the fix, and exits non-zero (64 for a bad
  /// command line, 1 otherwise); SIGINT, SIGTERM and SIGHUP stop the run cleanly
  /// (see `Interruption`).
  public static func main(scenes: [any Scene.Type], arguments: [String]? = nil) -> Never {
    self.scenes = scenes
    let base = (CommandLine.arguments.first.map { $0 as NSString })?.lastPathComponent ?? ""
    if !base.isEmpty { name = base }
    Interruption.install()
    do {
      try checkSubcommand(arguments ?? Array(CommandLine.arguments.dropFirst()))
      var command = try parseAsRoot(arguments)
      try command.run()
      Foundation.exit(0)
    } catch {
      let code = exitCode(for: error)
      // Help and version requests print as ArgumentParser prints them.
      if code == .success { exit(withError: error) }
      let line = message(for: error).split(whereSeparator: \.isNewline).joined(separator: " ")
      FileHandle.standardError.write(Data("Error: \(line)\n".utf8))
      Foundation.exit(code.rawValue)
    }
  }
}

extension FlipbookCLI {
  /// A first word that names no command gets the nearest names, not ArgumentParser's "Unexpected argument".
  static func checkSubcommand(_ arguments: [String]) throws {
    guard let first = arguments.first, !first.hasPrefix("-") else { return }
    let names = configuration.subcommands.map { $0._commandName } + ["help"]
    guard !names.contains(first) else { return }
    let near = Parsing.suggestions(for: first, among: names)
    let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
    throw ValidationError("unknown command '\(first)'.\(hint) Commands: \(names.dropLast().joined(separator: ", ")).")
  }
}

/// A run-time failure: printed as one line ("Error: …"), without the usage text.
public struct CommandError: Error, CustomStringConvertible {
  /// The text printed after `Error: `.
  public var message: String
  /// Creates an error with the given message.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

extension FlipbookCLI {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes: id, then what it shows.")

    func run() throws {
      let width = FlipbookCLI.scenes.map { $0.id.count }.max() ?? 0
      for scene in FlipbookCLI.scenes {
        print(scene.id.padding(toLength: width + 2, withPad: " ", startingAt: 0) + scene.summary)
      }
    }
  }
}
