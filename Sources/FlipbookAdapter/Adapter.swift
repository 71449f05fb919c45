import Foundation
import SwiftParser
import SwiftSyntax

/// Adapts the files a user pasted from an iOS app so Linux's Swift compiles them
/// unchanged in meaning: Objective-C attributes and `dynamic` blanked, `#keyPath`
/// as a string, `#selector` as a `Selector` whose method is registered by name.
/// Each output starts with `#sourceLocation` naming the pasted file, and keeps every
/// line where it was, so diagnostics and crashes name the user's own lines.
public enum Adapter {
  public struct Input {
    public var path: String
    public var bytes: [UInt8]
    public init(path: String, bytes: [UInt8]) { (self.path, self.bytes) = (path, bytes) }
  }

  public struct Output {
    /// One adapted file per input, in order.
    public var files: [String]
    /// The target's selector support (`__flipbookSelector`), compiled beside them.
    public var registry: String
  }

  /// The adapted copy's name for a file at `relativePath` under Pasted/: another
  /// file name, so its own `#fileID` never equals the one `#sourceLocation` gives.
  public static func outputName(forPasted relativePath: String) -> String {
    let stem = relativePath.hasSuffix(".swift") ? String(relativePath.dropLast(6)) : relativePath
    return stem + "+Adapted.swift"
  }

  public static func adapt(_ inputs: [Input]) -> Output {
    var collected: [MethodInfo] = []
    var properties: [PropertyInfo] = []
    var classes: Set<String> = []
    var classInfos: [ClassInfo] = []
    var finders: [ObjCSyntaxFinder?] = []
    for (index, input) in inputs.enumerated() {
      // Bytes that are not UTF-8 are left as they are: the compiler reports them at the user's file.
      guard String(validating: input.bytes, as: UTF8.self) != nil else { finders.append(nil); continue }
      let tree = input.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
      let collector = DeclarationCollector(fileIndex: index)
      collector.walk(tree)
      collected += collector.methods
      properties += collector.properties
      classes.formUnion(collector.classes)
      classInfos += collector.classInfos
      let finder = ObjCSyntaxFinder()
      finder.walk(tree)
      finders.append(finder)
    }
    var registry = SelectorRegistryWriter(methods: collected, properties: properties, classes: classes)
    registry.factories = ReusableViewFactoryWriter(classes: classInfos)
    var files: [String] = []
    for (index, input) in inputs.enumerated() {
      guard let finder = finders[index] else {
        files.append(String(decoding: input.bytes, as: UTF8.self))
        continue
      }
      var edits = finder.edits
      for use in finder.selectors {
        var edit = use.edit
        edit.replacement = registry.expression(for: use) + edit.replacement
        edits.append(edit)
      }
      let body = String(decoding: edits.applied(to: input.bytes), as: UTF8.self)
      let path = input.path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      files.append("#sourceLocation(file: \"\(path)\", line: 1)\n" + body + (body.hasSuffix("\n") ? "" : "\n")
                   + "#sourceLocation()\n" + registry.registration(forFile: index))
    }
    return Output(files: files, registry: registry.registryFile(fileCount: inputs.count))
  }
}
