import ArgumentParser
import Foundation

/// `--watch` for `preview` and `render`: the edit loop of a user's own package.
///
/// The command does its work once, then polls the package's sources (every 100 ms;
/// a few hundred `stat` calls). When a save lands it rebuilds the executable with
/// `swift build --product NAME` as a child (its errors printed, and shown on the
/// preview page), runs the new executable with the same arguments (without
/// `--watch`), and reports how long each step took, from the file's own
/// modification time to the output written. The preview page polls a small status
/// script beside it (`PAGE.watch.js`: a file, no server, nothing leaves the
/// machine) and reloads itself on the frame it showed when a newer page is written.
struct WatchLoop {
  var package: WatchedPackage
  /// The command line to run again (without `--watch`): subcommand, scene and options.
  var arguments: [String]
  /// What the command writes, relative to the package root where it lies inside it.
  var outputs: Set<String>
  /// The preview's status script, or nil for `render`.
  var status: WatchStatus?
  var quiet: Bool

  /// This process's command line without `--watch`, to run again after each build.
  static func rerun() -> [String] { CommandLine.arguments.dropFirst().filter { $0 != "--watch" } }

  /// `path` relative to the package root, when the command writes inside the package.
  func relative(_ path: String) -> String? {
    let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
    return absolute.hasPrefix(package.root + "/") ? String(absolute.dropFirst(package.root.count + 1)) : nil
  }

  /// Polls until interrupted. `initial` does the first run in this process.
  func run(initial: () throws -> Void) throws -> Never {
    try initial()
    // SwiftPM plans a build again when the last one had other arguments (a plain `swift build`):
    // about 3 s here. Planned now, before the first edit, every rebuild is only the compile and link.
    let warm = Date()
    _ = ChildProcess.run("/usr/bin/env", ["swift"] + package.buildArguments, in: package.root, echo: false)
    say("build planned in \(seconds(Date().timeIntervalSince(warm)))")
    status?.write(.init(version: 0, state: "ok", message: "", changed: []))
    var known = package.sourceFiles(excluding: outputs)
    say("watching \(known.count) files in \(package.root) (\(package.product), \(package.configuration)); save a change to rebuild, Ctrl-C to stop")
    var version = 0
    while true {
      usleep(100_000)
      var now = package.sourceFiles(excluding: outputs)
      guard now != known else { continue }
      // An editor may save several files at once: wait until two polls agree.
      while true {
        usleep(50_000)
        let again = package.sourceFiles(excluding: outputs)
        if again == now { break }
        now = again
      }
      let changed = now.keys.filter { now[$0] != known[$0] }.sorted() + known.keys.filter { now[$0] == nil }.sorted()
      known = now
      version += 1
      let savedAt = changed.compactMap { now[$0]?.date }.max() ?? Date()
      cycle(version: version, changed: changed, savedAt: savedAt)
      known = package.sourceFiles(excluding: outputs)  // what the build itself touched is not a change
    }
  }

  /// One rebuild and render; failures are reported and the loop goes on.
  private func cycle(version: Int, changed: [String], savedAt: Date) {
    let noticed = Date()
    let names = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? ", …" : "")
    say("changed \(names): building \(package.product)…")
    status?.write(.init(version: version, state: "building", message: "Building after a change to \(names)…", changed: changed))
    let build = ChildProcess.run("/usr/bin/env", ["swift"] + package.buildArguments, in: package.root, echo: !quiet)
    let built = Date()
    guard build.status == 0 else {
      let errors = ChildProcess.errorLines(build.output)
      say("build failed in \(seconds(built.timeIntervalSince(noticed))); fix the error and save again")
      status?.write(.init(version: version, state: "failed", message: "The build failed:\n" + errors, changed: changed))
      return
    }
    var args = arguments + ["--quiet"]
    if let status { args += ["--watch-script", status.scriptName, "--watch-version", String(version)] }
    let render = ChildProcess.run(package.executable, args, in: FileManager.default.currentDirectoryPath, echo: false)
    let rendered = Date()
    guard render.status == 0 else {
      let message = render.output.split(separator: "\n").suffix(8).joined(separator: "\n")
      FileHandle.standardError.write(Data((message + "\n").utf8))
      status?.write(.init(version: version, state: "failed", message: message, changed: changed))
      return
    }
    status?.write(.init(version: version, state: "ok", message: "", changed: changed))
    say("updated \(seconds(rendered.timeIntervalSince(savedAt))) after the save: noticed in \(seconds(noticed.timeIntervalSince(savedAt))), "
        + "built in \(seconds(built.timeIntervalSince(noticed))), rendered in \(seconds(rendered.timeIntervalSince(built)))"
        + (status == nil ? "" : "; the page reloads within 0.3 s"))
  }

  private func say(_ line: String) { FileHandle.standardError.write(Data("watch: \(line)\n".utf8)) }
  private func seconds(_ s: Double) -> String { String(format: "%.1f s", max(0, s)) }
}

/// The status script the preview page polls in watch mode: `flipbookWatch({...});`.
struct WatchStatus {
  struct State: Encodable {
    var version: Int
    var state: String
    var message: String
    var changed: [String]
  }

  /// The script's path, and its name as the page (in the same folder) loads it.
  var path: String
  var scriptName: String { (path as NSString).lastPathComponent }

  init(page: String) { path = page + ".watch.js" }

  func write(_ state: State) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let json = try? encoder.encode(state) else { return }
    try? writeAtomically(Data("flipbookWatch(".utf8) + json + Data(");\n".utf8), to: path)
  }
}
