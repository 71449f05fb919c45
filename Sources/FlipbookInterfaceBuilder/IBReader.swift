import Foundation

/// Reads Xcode's storyboard and XIB XML (Xcode 5 to 16) into an `IBDocument`.
public enum IBReader {
  /// Reads and checks the storyboard or XIB file at a path, throwing an `IBError` that names the file and line.
  public static func read(contentsOf path: String) throws(IBError) -> IBDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw IBError(file: path, line: 0, problem: "cannot be read", fix: "check the path and its permissions")
    }
    return try read(data, file: path)
  }

  /// Reads and checks storyboard or XIB XML, naming `file` in any `IBError` it throws.
  public static func read(_ data: Data, file: String) throws(IBError) -> IBDocument {
    let root = try XMLTree.parse(data, file: file)
    var reader = ElementReader(file: file)
    let document = try reader.document(root)
    try IBValidation(document: document, reader: reader).check()
    return document
  }

  /// A value element found among an object's extras (a button state's colour, a configuration's font).
  public static func value(_ element: XMLElement, file: String) throws(IBError) -> IBValue? {
    try ElementReader(file: file).value(element)
  }
}

/// Decodes elements into values; remembers every id it met for the checks.
struct ElementReader {
  let file: String
  /// Every object, layout guide and placeholder id → its element and line.
  var ids: [String: (element: String, line: Int)] = [:]

  init(file: String) { self.file = file }

  func fail(_ element: XMLElement, _ problem: String, _ fix: String) -> IBError {
    IBError(file: file, line: element.line, problem: "<\(element.name)> \(problem)", fix: fix)
  }

  mutating func document(_ root: XMLElement) throws(IBError) -> IBDocument {
    guard root.name == "document" else {
      throw fail(root, "is the root element, not <document>", "give Flipbook a .storyboard or .xib that Xcode wrote")
    }
    let type = root.attributes["type"] ?? ""
    let kind: IBDocument.Kind
    if type.hasSuffix("CocoaTouch.Storyboard.XIB") { kind = .storyboard } else if type.hasSuffix("CocoaTouch.XIB") {
      kind = .xib
    } else {
      throw fail(root, "has type \"\(type)\", not an iOS storyboard or XIB",
                 "Flipbook reads iOS (Cocoa Touch) documents; macOS and watchOS documents are not UIKit")
    }
    var objects: [IBObject] = []
    var placeholders: [IBPlaceholder] = []
    let lists = kind == .storyboard
      ? (root.child("scenes")?.children ?? []).compactMap { $0.child("objects") }
      : root.child("objects").map { [$0] } ?? []
    for list in lists {
      var scene: [IBObject] = [], extras: [IBObject] = []
      for element in list.children {
        if element.name == "placeholder" || element.name == "exit" {
          placeholders.append(try placeholder(element))
        } else if element.attributes["id"] != nil {
          let made = try object(element)
          // A storyboard scene holds one controller; gesture recognizers and
          // scene-dock views beside it belong to it.
          if kind == .xib || element.attributes["sceneMemberID"] == "viewController" || element.name == "viewControllerPlaceholder" {
            scene.append(made)
          } else {
            extras.append(made)
          }
        }
      }
      if kind == .storyboard, !scene.isEmpty { scene[0].items += extras } else { scene += extras }
      objects += scene
    }
    var named: [String: IBColor] = [:], system: [String: IBColor] = [:]
    for resource in root.child("resources")?.children ?? [] {
      guard let name = resource.attributes["name"], let c = resource.child("color") else { continue }
      if resource.name == "namedColor" { named[name] = try color(c) }
      if resource.name == "systemColor" { system[name] = try color(c) }
    }
    return IBDocument(file: file, kind: kind, initialViewController: root.attributes["initialViewController"],
                      objects: objects, placeholders: placeholders, namedColors: named, systemColors: system)
  }

  mutating func placeholder(_ element: XMLElement) throws(IBError) -> IBPlaceholder {
    let id = try register(element)
    let identifier = element.name == "exit" ? "exit" : element.attributes["placeholderIdentifier"] ?? ""
    return IBPlaceholder(id: id, identifier: identifier, customClass: element.attributes["customClass"],
                         connections: try connections(element.child("connections")))
  }

  @discardableResult
  mutating func register(_ element: XMLElement) throws(IBError) -> String {
    guard let id = element.attributes["id"], !id.isEmpty else {
      throw fail(element, "has no id", "save the document again from Xcode, which gives every object an id")
    }
    if let first = ids[id] {
      throw fail(element, "reuses id \"\(id)\" of the <\(first.element)> at line \(first.line)",
                 "give each object its own id (Xcode does when the document is saved)")
    }
    ids[id] = (element.name, element.line)
    return id
  }

  /// Child elements that are values or lists, never objects (even when they carry an id).
  static let structural: Set<String> = [
    "subviews", "constraints", "connections", "userDefinedRuntimeAttributes", "layoutGuides", "viewLayoutGuide",
    "items", "gestureRecognizers", "variation", "mask", "accessibility", "state", "segments", "segment",
    "buttonConfiguration", "textInputTraits", "simulatedMetricsContainer", "freeformSimulatedSizeMetrics",
    "directionalEdgeInsets", "inset", "edgeInsets", "backgroundConfiguration", "preview", "point", "size", "rect",
    "color", "fontDescription", "font", "string", "mutableString", "nil", "real", "integer", "boolean", "number",
    "attributedString", "autoresizingMask", "imageReference", "offsetWrapper", "simulatedStatusBarMetrics",
    "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
    "image", "nibName", "date", "locale", "timeZone", "dataDetectorType", "scrollEdgeAppearance",
    "standardAppearance", "compactAppearance", "tabBarAppearance", "navigationBarAppearance", "toolbarAppearance",
  ]

  mutating func object(_ element: XMLElement) throws(IBError) -> IBObject {
    let id = try register(element)
    var o = IBObject(
      element: element.name, id: id, key: element.attributes["key"], customClass: element.attributes["customClass"],
      customModule: element.attributes["customModuleProvider"] == "target" ? nil : element.attributes["customModule"],
      line: element.line, attributes: element.attributes, values: [:], objects: [:], subviews: [], items: [],
      constraints: [], connections: [], runtimeAttributes: [], layoutGuides: [:], extras: [])
    for child in element.children {
      switch child.name {
      case "subviews":
        for v in child.children { o.subviews.append(try object(v)) }
      case "items", "gestureRecognizers":
        for v in child.children where v.attributes["id"] != nil { o.items.append(try object(v)) }
      case "constraints":
        for c in child.children where c.name == "constraint" && c.attributes["placeholder"] != "YES" {
          o.constraints.append(try constraint(c))
          try register(c)  // outlets may name a constraint
        }
      case "connections": o.connections = try connections(child)
      case "userDefinedRuntimeAttributes":
        for a in child.children { o.runtimeAttributes.append(try runtimeAttribute(a)) }
      case "viewLayoutGuide":
        o.layoutGuides[child.attributes["key"] ?? "safeArea"] = try register(child)
      case "layoutGuides":
        for g in child.children {
          o.layoutGuides[g.attributes["type"] ?? g.attributes["key"] ?? g.name] = try register(g)
        }
      default:
        if child.attributes["id"] != nil, !Self.structural.contains(child.name) {
          let made = try object(child)
          if let key = made.key { o.objects[key] = made } else { o.items.append(made) }
        } else if !Self.structural.contains(child.name), !child.children.isEmpty {
          // A keyed view Xcode writes without an id (a cell's `contentView`), or a list
          // (a table's `sections` and `cells`): their objects are read all the same.
          if let key = child.attributes["key"] {
            var withID = child
            withID.attributes["id"] = "\(id).\(key)"
            o.objects[key] = try object(withID)
          } else {
            try readList(child, into: &o)
          }
        } else if let key = child.attributes["key"], let v = try value(child) {
          o.values[key] = v
          o.extras.append(child)
        } else {
          o.extras.append(child)
        }
      }
    }
    return o
  }

  /// The objects inside a list element without an id (`tableViewSection`, `cells`), at any depth.
  mutating func readList(_ element: XMLElement, into holder: inout IBObject) throws(IBError) {
    for child in element.children where !Self.structural.contains(child.name) {
      if child.attributes["id"] != nil { holder.items.append(try object(child)) } else { try readList(child, into: &holder) }
    }
  }
}
