import Foundation

/// The Swift package whose executable is running, as watch mode needs it: its
/// folder, the product to rebuild and the configuration it was built in. Found from
/// the running executable's own path (`ROOT/.build/<triple>/<debug|release>/NAME`,
/// which `swift run` and `swift build` produce), so `swift run MyScenes preview
/// hello -o hello.html --watch` watches MyScenes, and Flipbook's own `flipbook`
/// watches Flipbook's checkout.
struct WatchedPackage {
  var root: String
  var product: String
  var configuration: String
  /// Where the rebuilt executable lands: the running one's path.
  var executable: String

  static func locate(executable path: String = WatchedPackage.runningExecutable()) throws -> WatchedPackage {
    let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    let parts = resolved.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
    guard let build = parts.lastIndex(where: { $0 == ".build" || $0.hasPrefix(".build-") }), parts.count >= build + 3 else {
      throw CommandError("--watch rebuilds the package this executable was built from, but '\(resolved)' is not in a package's "
                         + ".build folder; run it inside your package with 'swift run NAME … --watch'")
    }
    let root = parts[..<build].joined(separator: "/")
    let configuration = parts[parts.count - 2]
    guard FileManager.default.fileExists(atPath: root + "/Package.swift"), ["debug", "release"].contains(configuration) else {
      throw CommandError("--watch: '\(resolved)' is not a debug or release build beside a Package.swift; "
                         + "run it inside your package with 'swift run NAME … --watch'")
    }
    return WatchedPackage(root: root.isEmpty ? "/" : root, product: parts[parts.count - 1], configuration: configuration,
                          executable: resolved)
  }

  /// The running executable's path (the kernel's word on Linux, argv[0] elsewhere).
  static func runningExecutable() -> String {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
  }

  /// The build of just this executable, as `swift run` would build it.
  var buildArguments: [String] { ["build", "--product", product, "-c", configuration] }

  /// What a change may touch: sources, Interface Builder documents, asset catalogs and
  /// the manifest; build folders, version control, snapshots and hidden folders are skipped.
  /// `excluding`: what the watched command writes (paths relative to the root), never a cause.
  func sourceFiles(excluding outputs: Set<String> = []) -> [String: FileStamp] {
    var out: [String: FileStamp] = [:]
    guard let walker = FileManager.default.enumerator(atPath: root) else { return out }
    while let name = walker.nextObject() as? String {
      let last = (name as NSString).lastPathComponent
      if outputs.contains(name) || last.hasPrefix(".") || last == "__Snapshots__" || last == "node_modules" || last.hasPrefix("snapshot-artifacts") {
        walker.skipDescendants()
        continue
      }
      let ext = (last as NSString).pathExtension.lowercased()
      guard Self.watchedExtensions.contains(ext) || name.contains(".xcassets/") else { continue }
      var info = stat()
      guard stat(root + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      #if os(Linux)
      let time = info.st_mtim
      #else
      let time = info.st_mtimespec
      #endif
      out[name] = FileStamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size))
    }
    return out
  }

  static let watchedExtensions: Set<String> = ["swift", "storyboard", "xib", "plist", "strings", "json", "c", "h", "m"]
}

/// A file's modification time and size: a save changes one or both.
struct FileStamp: Equatable {
  var seconds: Int
  var nanoseconds: Int
  var size: Int

  var date: Date { Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) }
}
