import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// One XML element as Xcode wrote it: its name, attributes, children and line.
/// The document reader turns these into typed values; nothing else sees XML.
public struct XMLElement: Sendable, Equatable {
  /// The element's name (`label`, `rect`, `constraint`).
  public var name: String
  /// The element's attributes, by name, as written.
  public var attributes: [String: String]
  /// The element's child elements, in document order.
  public var children: [XMLElement]
  /// Text inside the element (attributed strings' `<string>` and `<mutableString>`).
  public var text: String
  /// The line the element is on in the document, or 0 when unknown.
  public var line: Int

  /// Creates an element with the given name, attributes, children, text, and line.
  public init(name: String, attributes: [String: String] = [:], children: [XMLElement] = [], text: String = "",
              line: Int = 0) {
    (self.name, self.attributes, self.children, self.text, self.line) = (name, attributes, children, text, line)
  }

  /// The first child named `name` whose `key` attribute is `key` (any key when nil).
  public func child(_ name: String, key: String? = nil) -> XMLElement? {
    children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
  }

  /// The child whose `key` attribute is `key`, whatever its element name.
  public func keyed(_ key: String) -> XMLElement? { children.first { $0.attributes["key"] == key } }
}

/// Parses bytes into an element tree with hard limits, so a hostile or broken
/// document fails with one line instead of exhausting the machine. Xcode never
/// writes a DOCTYPE; entity declarations are refused before parsing, so nothing
/// is ever expanded and no external entity is ever loaded.
public enum XMLTree {
  /// The largest document, in bytes, the parser reads (32 MiB).
  public static let maximumBytes = 32 << 20
  /// The deepest nesting of elements the parser accepts.
  public static let maximumDepth = 200
  /// The most elements a document may have.
  public static let maximumElements = 500_000

  /// Parses XML into its root element.
  ///
  /// Throws an `IBError` for malformed XML, a DOCTYPE or entity declaration, or a document over the limits.
  public static func parse(_ data: Data, file: String) throws(IBError) -> XMLElement {
    guard data.count <= maximumBytes else {
      throw IBError(file: file, line: 0, problem: "is \(data.count) bytes, over Flipbook's limit of \(maximumBytes)",
                    fix: "split the storyboard (Xcode: Refactor to Storyboard)")
    }
    if data.range(of: Data("<!ENTITY".utf8)) != nil || data.range(of: Data("<!DOCTYPE".utf8)) != nil {
      throw IBError(file: file, line: 0, problem: "declares a DOCTYPE or entities, which Xcode never writes",
                    fix: "save the document from Xcode again, or remove the <!DOCTYPE …> block")
    }
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    let ok = parser.parse()
    if let limit = builder.limitError {
      throw IBError(file: file, line: builder.failureLine, problem: limit, fix: "split the document into smaller ones")
    }
    guard ok, let root = builder.root else {
      let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
      throw IBError(file: file, line: parser.lineNumber, problem: "is not well-formed XML (\(reason))",
                    fix: "restore the file from version control or save it again from Xcode")
    }
    return root
  }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
  var stack: [XMLElement] = []
  var root: XMLElement?
  var count = 0
  var limitError: String?
  var failureLine = 0

  func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
              attributes: [String: String] = [:]) {
    count += 1
    if stack.count >= XMLTree.maximumDepth || count > XMLTree.maximumElements {
      limitError = stack.count >= XMLTree.maximumDepth
        ? "nests elements deeper than \(XMLTree.maximumDepth)" : "has more than \(XMLTree.maximumElements) elements"
      failureLine = parser.lineNumber
      parser.abortParsing()
      return
    }
    stack.append(XMLElement(name: name, attributes: attributes, line: parser.lineNumber))
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    guard let done = stack.popLast() else { return }
    if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA data: Data) {
    guard !stack.isEmpty else { return }
    stack[stack.count - 1].text += String(decoding: data, as: UTF8.self)
  }
}

/// A document that cannot be read or built: where, what, and what to do.
public struct IBError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The path of the document that failed.
  public var file: String
  /// The line in the document the problem is on, or 0 when it concerns the whole file.
  public var line: Int
  /// What is wrong, worded to read after the file's name ("is not well-formed XML").
  public var problem: String
  /// What to do about the problem.
  public var fix: String

  /// Creates an error naming the file, line, problem, and fix.
  public init(file: String, line: Int, problem: String, fix: String) {
    (self.file, self.line, self.problem, self.fix) = (file, line, problem, fix)
  }

  /// The error as one line: the file, the line when known, the problem, and the fix.
  public var description: String {
    let place = line > 0 ? "\(file):\(line)" : file
    return "\(place): \(problem); \(fix)"
  }
}
