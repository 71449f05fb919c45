import ArgumentParser
import Foundation

extension FlipbookCLI {
  /// `flipbook init NAME`: a ready package for pasted iOS code and its scenes.
  struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "init",
      abstract: "Create a package for your own scenes and pasted iOS code (Package.swift, a sample scene, Pasted/).",
      discussion: """
        Then: cd NAME && swift run NAME render hello -o frames. Put files copied from an app in \
        Sources/NAME/Pasted/ unchanged. The package builds as a new Xcode 26 app target does \
        (Swift 5 mode, main-actor default isolation, approachable concurrency); --swift6 \
        switches it to Swift 6, --swift5 builds as an app made before Xcode 26.
        """)

    @Argument(help: "The package's folder (created; its last component names the package and its command).")
    var name: String

    @Flag(help: "Swift 6 language mode (with the Xcode 26 app target's isolation settings).")
    var swift6 = false

    @Flag(help: "Swift 5 without main-actor default isolation, as an app made before Xcode 26 builds.")
    var swift5 = false

    @Option(help: "Flipbook's checkout (default: the one this command was built from).")
    var flipbook: String?

    func validate() throws {
      guard !(swift5 && swift6) else { throw ValidationError("--swift5 and --swift6 exclude each other: give one.") }
      _ = try InitTemplate.packageName(name)
    }

    func run() throws {
      let package = try InitTemplate.packageName(name)
      let checkout = try InitTemplate.checkout(flipbook)
      let template = InitTemplate(name: package, checkout: checkout, mode: swift5 ? .swift5 : swift6 ? .swift6 : .xcode26)
      try template.write(into: name)
      print("""
        Created \(name)/: Package.swift, Sources/\(package)/main.swift, Hello.swift, \
        VirtualClock.swift and Pasted/.
        Next: cd \(name) && swift run \(package) render hello -o frames
        """)
    }
  }
}

extension InitTemplate {
  /// The package name `path` gives (its last component), or a clear error.
  static func packageName(_ path: String) throws -> String {
    let last = (path as NSString).lastPathComponent
    let first = last.unicodeScalars.first
    let valid = first.map { CharacterSet.letters.contains($0) } == true
      && last.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-") }
    guard valid, last.count <= 64 else {
      throw ValidationError("NAME '\(path)' must end in a package name: an ASCII letter, then letters, digits, '_' or '-' "
                            + "(at most 64), such as MyScenes.")
    }
    return last
  }

  /// Flipbook's checkout: `given`, or the one this file was compiled in; it must hold Flipbook's Package.swift.
  static func checkout(_ given: String?) throws -> String {
    let source = URL(fileURLWithPath: #filePath)
    let built = source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let path = URL(fileURLWithPath: given ?? built).standardizedFileURL.path
    let manifest = (path as NSString).appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"Flipbook\"") else {
      throw ValidationError(given == nil
        ? "Flipbook's checkout is no longer at \(path): pass --flipbook PATH (the folder holding Flipbook's Package.swift)."
        : "--flipbook \(path) holds no Flipbook Package.swift: give the folder of Flipbook's checkout.")
    }
    return path
  }

  /// Writes the package into a temporary sibling of `folder`, then renames it into
  /// place: the folder is whole or absent. An existing folder is never touched.
  func write(into folder: String) throws {
    let fm = FileManager.default
    var isDir: ObjCBool = false
    if fm.fileExists(atPath: folder, isDirectory: &isDir) || (try? fm.destinationOfSymbolicLink(atPath: folder)) != nil {
      throw CommandError("\(folder) already exists: give a new folder's name (init never changes an existing one).")
    }
    let parent = (folder as NSString).deletingLastPathComponent
    let staging = ((parent.isEmpty ? "." : parent) as NSString)
      .appendingPathComponent(".\(name).flipbook-\(getpid()).tmp")
    do {
      try? fm.removeItem(atPath: staging)
      for (path, text) in files {
        let full = (staging as NSString).appendingPathComponent(path)
        try fm.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
      }
      try fm.moveItem(atPath: staging, toPath: folder)
    } catch {
      try? fm.removeItem(atPath: staging)
      throw CommandError("could not create \(folder): \(error.localizedDescription)")
    }
  }
}
