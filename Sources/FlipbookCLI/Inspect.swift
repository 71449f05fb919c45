import ArgumentParser
import Flipbook
import FlipbookInterfaceBuilder
import Foundation

extension FlipbookCLI {
  /// `flipbook inspect FILE…`: what of a storyboard or XIB Flipbook can build, scene by scene.
  struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "inspect",
      abstract: "Read storyboards and XIBs and list, scene by scene, what Flipbook cannot build yet.")

    @Argument(help: "Storyboard (.storyboard) and XIB (.xib) files, or folders to search for them.")
    var paths: [String]

    @Flag(help: "Also build each scene as UIKit would, without the app's code (custom classes as their UIKit base), and list what fails.")
    var build = false

    func run() throws {
      let files = try Self.documents(in: paths)
      guard !files.isEmpty else { throw ValidationError("no .storyboard or .xib file in \(paths.joined(separator: ", "))") }
      var read = 0, scenes = 0, whole = 0
      for file in files {
        do {
          let document = try IBReader.read(contentsOf: file)
          read += 1
          print("\(file):")
          let built = build ? MainActor.assumeIsolated { InterfaceBuilderSupport.build(documentAt: file) } : []
          for (index, object) in document.objects.enumerated() {
            var gaps = MainActor.assumeIsolated { Self.gaps(in: object) }
            if gaps.isEmpty, built.indices.contains(index) { gaps = Array(built[index].problems.prefix(3)) }
            if gaps.isEmpty, document.kind == .xib, let first = built.first?.problems.first { gaps = [first] }
            scenes += 1
            if gaps.isEmpty { whole += 1 }
            let name = object.customClass ?? object.element
            let id = object.attributes["storyboardIdentifier"].map { " \"\($0)\"" } ?? ""
            print("  \(object.id) \(name)\(id): " + (gaps.isEmpty ? "builds" : gaps.joined(separator: "; ")))
          }
        } catch {
          FileHandle.standardError.write(Data("flipbook: \(error)\n".utf8))
        }
      }
      print("\(read) of \(files.count) documents read; \(whole) of \(scenes) scenes "
        + (build ? "build as UIKit would (without the app's code)" : "use only what Flipbook builds"))
      if read < files.count { throw CommandError("\(files.count - read) of \(files.count) documents could not be read (above)") }
    }

    /// Elements under `object` Flipbook cannot make, with their lines.
    @MainActor static func gaps(in object: IBObject) -> [String] {
      var out: [String] = []
      func walk(_ o: IBObject) {
        if let why = InterfaceBuilderSupport.missing(element: o.element) { out.append("line \(o.line): <\(o.element)> is \(why)") }
        for child in o.subviews + o.items + o.objects.keys.sorted().compactMap({ o.objects[$0] }) { walk(child) }
      }
      walk(object)
      return out
    }

    /// The documents named, folders searched recursively, in a stable order.
    static func documents(in paths: [String]) throws -> [String] {
      var out: [String] = []
      for path in paths {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
          throw ValidationError("\(path) does not exist")
        }
        if !isFolder.boolValue { out.append(path); continue }
        let walker = FileManager.default.enumerator(atPath: path)
        while let relative = walker?.nextObject() as? String {
          if relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") { out.append((path as NSString).appendingPathComponent(relative)) }
        }
      }
      return out.sorted()
    }
  }
}
