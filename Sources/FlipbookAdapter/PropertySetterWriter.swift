/// Writes the setter Interface Builder's loader calls to set outlets, outlet
/// collections and `@IBInspectable` properties by name (what key-value coding
/// does on iOS): a value of the declared type is set; anything else is refused.
enum PropertySetterWriter {
  static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64"]
  static let reals: Set<String> = ["CGFloat", "Double", "Float", "Float32", "Float64", "TimeInterval"]

  static func setter(type: String, properties: [PropertyInfo]) -> String {
    var out = "    PropertyRegistry.register(\(type).self) { object, key, value in\n"
    // Documents are loaded on the scene's thread, the main actor's: the values cross no thread.
    out += "      nonisolated(unsafe) let object = object, value = value\n"
    out += "      return MainActor.assumeIsolated {\n        guard let target = object as? \(type) else { return false }\n"
    out += "        switch key {\n"
    for p in properties {
      out += "        case \"\(p.name)\":\n" + assignment(p) + "          return true\n"
    }
    return out + "        default: return false\n        }\n      }\n    }\n"
  }

  private static func assignment(_ p: PropertyInfo) -> String {
    let t = p.type
    if integers.contains(t) {
      return "          guard let v = PropertyRegistry.int(value), let n = \(t)(exactly: v) else { return false }\n"
        + "          target.\(p.name) = n\n"
    }
    if reals.contains(t) {
      return "          guard let v = PropertyRegistry.double(value) else { return false }\n"
        + "          target.\(p.name) = \(t)(v)\n"
    }
    if t == "Bool" {
      return "          guard let v = PropertyRegistry.bool(value) else { return false }\n          target.\(p.name) = v\n"
    }
    if t.hasPrefix("["), t.hasSuffix("]"), !t.contains(":") {
      let element = t.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
      return "          guard let v = value as? [Any] else { return false }\n"
        + "          target.\(p.name) = v.compactMap { $0 as? \(element) }\n"
    }
    return "          guard let v = value as? \(t) else { return false }\n          target.\(p.name) = v\n"
  }
}
