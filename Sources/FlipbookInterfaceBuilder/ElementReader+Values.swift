import Foundation

extension ElementReader {
  /// A number attribute, checked (nil when absent).
  func number(_ element: XMLElement, _ name: String) throws(IBError) -> Double? {
    guard let text = element.attributes[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      throw fail(element, "has \(name)=\"\(text)\", which is not a number", "write a number, as Xcode does")
    }
    return value
  }

  func number(_ element: XMLElement, _ name: String, default fallback: Double) throws(IBError) -> Double {
    try number(element, name) ?? fallback
  }

  /// A keyed value element, or nil for an element that is no value (kept as an extra).
  func value(_ e: XMLElement) throws(IBError) -> IBValue? {
    switch e.name {
    case "rect":
      return .rect(x: try number(e, "x", default: 0), y: try number(e, "y", default: 0),
                   width: try number(e, "width", default: 0), height: try number(e, "height", default: 0))
    case "size": return .size(width: try number(e, "width", default: 0), height: try number(e, "height", default: 0))
    case "point": return .point(x: try number(e, "x", default: 0), y: try number(e, "y", default: 0))
    case "inset", "edgeInsets":
      return .insets(top: try number(e, "minY", default: try number(e, "top", default: 0)),
                     left: try number(e, "minX", default: try number(e, "left", default: 0)),
                     bottom: try number(e, "maxY", default: try number(e, "bottom", default: 0)),
                     right: try number(e, "maxX", default: try number(e, "right", default: 0)))
    case "directionalEdgeInsets":
      return .insets(top: try number(e, "top", default: 0), left: try number(e, "leading", default: 0),
                     bottom: try number(e, "bottom", default: 0), right: try number(e, "trailing", default: 0))
    case "color": return .color(try color(e))
    case "fontDescription", "font": return .font(try font(e))
    case "string", "mutableString": return .string(e.attributes["value"] ?? e.text)
    case "real", "integer", "number":
      return .number(try number(e, "value", default: 0))
    case "boolean": return .bool(e.attributes["value"] == "YES")
    case "nil": return .null
    case "autoresizingMask":
      return .autoresizingMask(Set(e.attributes.filter { $0.value == "YES" }.map(\.key)))
    case "imageReference":
      guard let name = e.attributes["image"] else { return .null }
      return .image(name: name, system: e.attributes["catalog"] == "system")
    case "attributedString": return .attributedString(try runs(e))
    default: return .element(e)
    }
  }

  func color(_ e: XMLElement) throws(IBError) -> IBColor {
    if let name = e.attributes["systemColor"] ?? e.attributes["cocoaTouchSystemColor"] { return .system(name) }
    if let name = e.attributes["name"] {
      var fallback: IBColor?
      if let c = e.child("color") { fallback = try color(c) }
      return .named(name, fallback: fallback)
    }
    let alpha = try number(e, "alpha", default: 1)
    if let white = try number(e, "white") { return .white(white, alpha: alpha) }
    guard let r = try number(e, "red"), let g = try number(e, "green"), let b = try number(e, "blue") else {
      throw fail(e, "has no components (red/green/blue, white, systemColor or name)",
                 "pick the colour again in Xcode's attributes inspector")
    }
    let space = e.attributes["customColorSpace"] ?? e.attributes["colorSpace"] ?? "sRGB"
    return .rgb(red: r, green: g, blue: b, alpha: alpha, space: space)
  }

  func font(_ e: XMLElement) throws(IBError) -> IBFont {
    if let style = e.attributes["style"] { return .textStyle(style) }
    let pointSize = try number(e, "pointSize"), plainSize = try number(e, "size")
    let size = pointSize ?? plainSize ?? 17
    if let name = e.attributes["name"], !name.hasPrefix(".") {
      return .named(name, family: e.attributes["family"], size: size)
    }
    let type = e.attributes["type"] ?? (e.attributes["metaFont"] == "boldSystem" ? "boldSystem" : "system")
    return .system(size: size, type: type, weight: e.attributes["weight"])
  }

  func runs(_ e: XMLElement) throws(IBError) -> [IBTextRun] {
    var out: [IBTextRun] = []
    for fragment in e.children where fragment.name == "fragment" {
      let text = fragment.attributes["content"] ?? fragment.child("string", key: "content")?.text
        ?? fragment.child("mutableString", key: "content")?.text ?? ""
      var run = IBTextRun(text: text)
      for a in fragment.child("attributes")?.children ?? [] {
        switch a.attributes["key"] {
        case "NSFont": run.font = try font(a)
        case "NSColor": run.color = try color(a)
        case "NSKern": run.kern = try number(a, "value")
        case "NSParagraphStyle":
          run.alignment = a.attributes["alignment"]
          run.lineSpacing = try number(a, "lineSpacing")
        default: continue
        }
      }
      out.append(run)
    }
    return out
  }

  func constraint(_ e: XMLElement) throws(IBError) -> IBConstraint {
    guard let id = e.attributes["id"], let first = e.attributes["firstAttribute"] else {
      throw fail(e, "has no id or firstAttribute", "delete the constraint in Xcode and add it again")
    }
    var multiplier = 1.0
    if let text = e.attributes["multiplier"] {
      // Xcode writes a number, or a ratio as typed: `16:9` or `1/4`.
      let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" }).map { Double($0) }
      guard parts.count <= 2, parts.allSatisfy({ $0 != nil && $0 != 0 && $0?.isFinite == true }), let a = parts.first ?? nil else {
        throw fail(e, "has multiplier=\"\(text)\", which is not a number or a ratio like 16:9", "edit the multiplier in Xcode")
      }
      multiplier = parts.count == 2 ? a / (parts[1] ?? 1) : a
    }
    let priority = try number(e, "priority", default: 1000)
    return IBConstraint(
      id: id, firstItem: e.attributes["firstItem"], firstAttribute: first, relation: e.attributes["relation"] ?? "equal",
      secondItem: e.attributes["secondItem"], secondAttribute: e.attributes["secondAttribute"], multiplier: multiplier,
      constant: try number(e, "constant", default: 0), priority: Float(min(max(priority, 1), 1000)),
      identifier: e.attributes["identifier"], line: e.line)
  }

  func connections(_ list: XMLElement?) throws(IBError) -> [IBConnection] {
    var out: [IBConnection] = []
    for c in list?.children ?? [] {
      guard let destination = c.attributes["destination"] else {
        throw fail(c, "has no destination", "reconnect it in Xcode's connections inspector")
      }
      let id = c.attributes["id"] ?? ""
      let kind: IBConnection.Kind
      switch c.name {
      case "outlet": kind = .outlet(property: c.attributes["property"] ?? "")
      case "outletCollection": kind = .outletCollection(property: c.attributes["property"] ?? "")
      case "action": kind = .action(selector: c.attributes["selector"] ?? "", event: c.attributes["eventType"])
      case "segue":
        kind = .segue(kind: c.attributes["kind"] ?? "show", identifier: c.attributes["identifier"],
                      relationship: c.attributes["relationship"], customClass: c.attributes["customClass"],
                      attributes: c.attributes)
      default:
        throw fail(c, "is not a connection Flipbook knows (outlet, outletCollection, action, segue)",
                   "remove it in Xcode's connections inspector")
      }
      out.append(IBConnection(kind: kind, destination: destination, id: id, line: c.line))
    }
    return out
  }

  func runtimeAttribute(_ e: XMLElement) throws(IBError) -> IBRuntimeAttribute {
    guard let keyPath = e.attributes["keyPath"] else {
      throw fail(e, "has no keyPath", "fill in the key path in Xcode's identity inspector")
    }
    let type = e.attributes["type"] ?? "string"
    let value: IBValue
    switch type {
    case "boolean": value = .bool(e.attributes["value"] == "YES")
    case "number":
      if let v = e.keyed("value"), let decoded = try self.value(v) { value = decoded } else {
        value = .number(try number(e, "value", default: 0))
      }
    case "string", "localizedString": value = .string(e.attributes["value"] ?? "")
    case "image": value = .image(name: e.attributes["value"] ?? "", system: false)
    case "nil": value = .null
    default:
      guard let v = e.keyed("value"), let decoded = try self.value(v) else {
        throw fail(e, "of type \(type) has no value", "set the value in Xcode's identity inspector")
      }
      value = decoded
    }
    return IBRuntimeAttribute(keyPath: keyPath, value: value, line: e.line)
  }
}
