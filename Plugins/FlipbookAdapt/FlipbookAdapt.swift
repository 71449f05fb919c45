import Foundation
import PackagePlugin

/// Compiles the Swift files under `Sources/<target>/Pasted/` (which the target
/// excludes) as adapted copies: what Linux's compiler refuses of Objective-C
/// (`@IBOutlet`, `@objc`, `dynamic`, `#keyPath`, `#selector`) becomes what it
/// accepts, with the same meaning; the pasted files are never changed. Adapted
/// copies name the pasted file and its lines in every diagnostic.
@main
struct FlipbookAdapt: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let source = target as? SourceModuleTarget else { return [] }
    let pasted = source.directoryURL.appendingPathComponent("Pasted")
    let inputs = swiftFiles(under: pasted)
    let work = context.pluginWorkDirectoryURL.appendingPathComponent("Adapted")
    let root = pasted.standardizedFileURL.path + "/"
    // As flipbook-adapt names them (Adapter.outputName): `File.swift` → `File+Adapted.swift`.
    let outputs = inputs.map { input -> URL in
      let relative = String(input.standardizedFileURL.path.dropFirst(root.count))
      return work.appendingPathComponent(String(relative.dropLast(6)) + "+Adapted.swift")
    }
      + [work.appendingPathComponent("FlipbookSelectors.swift")]
    return [.buildCommand(
      displayName: "Adapting \(inputs.count) pasted file(s) of \(target.name)",
      executable: try context.tool(named: "flipbook-adapt").url,
      arguments: [work.path, pasted.path] + inputs.map(\.path),
      inputFiles: inputs,
      outputFiles: outputs)]
  }

  /// Every `.swift` file under `folder`, in a stable order (hidden files skipped).
  private func swiftFiles(under folder: URL) -> [URL] {
    guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                     options: [.skipsHiddenFiles]) else { return [] }
    return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
      .sorted { $0.path < $1.path }
  }
}
