import FlipbookInterfaceBuilder
import Foundation

/// The coder `init?(coder:)` receives for an object read from a storyboard or
/// XIB. UIKit's own classes read the document's values from it (so a subclass's
/// override that calls `super.init(coder:)` gets a fully made view, its subviews
/// included, as on iOS); `decodeObject(forKey:)` and friends serve the element's
/// attributes to code that reads them itself.
public final class NibCoder: NSCoder {
  let object: IBObject
  let load: NibLoad

  init(object: IBObject, load: NibLoad) {
    (self.object, self.load) = (object, load)
    super.init()
  }

  public override var allowsKeyedCoding: Bool { true }
  public override func containsValue(forKey key: String) -> Bool {
    object.attributes[key] != nil || object.values[key] != nil
  }
  public override func decodeObject(forKey key: String) -> Any? {
    if let text = object.attributes[key] { return text }
    switch object.values[key] {
    case .string(let s): return s
    case .number(let n): return NSNumber(value: n)
    case .bool(let b): return NSNumber(value: b)
    default: return nil
    }
  }
  public override func decodeBool(forKey key: String) -> Bool { object.attributes[key] == "YES" }
  public override func decodeDouble(forKey key: String) -> Double { object.attributes[key].flatMap(Double.init) ?? 0 }
  public override func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }
  public override func decodeInteger(forKey key: String) -> Int { object.attributes[key].flatMap { Int($0) } ?? 0 }
  public override func decodeInt32(forKey key: String) -> Int32 { object.attributes[key].flatMap { Int32($0) } ?? 0 }
  public override func decodeInt64(forKey key: String) -> Int64 { object.attributes[key].flatMap { Int64($0) } ?? 0 }

  // MARK: What the document says, checked

  @MainActor func flag(_ name: String) -> Bool? {
    guard let text = object.attributes[name] else { return nil }
    return text == "YES"
  }

  @MainActor func number(_ name: String) -> CGFloat? {
    guard let text = object.attributes[name] else { return nil }
    guard let value = Double(text), value.isFinite else {
      load.fail(object.line, "<\(object.element)> has \(name)=\"\(text)\", which is not a number", "set it again in Xcode")
      return nil
    }
    return CGFloat(value)
  }

  /// An attribute naming one of `table`'s keys (an unknown name is reported).
  @MainActor func choice<T>(_ name: String, _ table: [String: T]) -> T? {
    guard let text = object.attributes[name] else { return nil }
    guard let value = table[text] else {
      load.fail(object.line, "<\(object.element)> has \(name)=\"\(text)\", which Flipbook does not know",
                "use one of \(table.keys.sorted().joined(separator: ", "))")
      return nil
    }
    return value
  }

  @MainActor func color(_ key: String) -> UIColor?? {
    switch object.values[key] {
    case .color(let c)?: return .some(NibValues.color(c, load: load, line: object.line))
    case .null?: return .some(nil)
    default: return nil
    }
  }

  @MainActor func font(_ key: String = "fontDescription") -> UIFont? {
    if case .font(let f)? = object.values[key] { return NibValues.font(f) }
    return nil
  }

  @MainActor func image(_ attribute: String) -> UIImage? {
    if case .image(let name, let system)? = object.values[attribute] {
      return NibValues.image(name, system: system, load: load, line: object.line)
    }
    guard let name = object.attributes[attribute] else { return nil }
    return NibValues.image(name, system: object.attributes["catalog"] == "system", load: load, line: object.line)
  }

  @MainActor func insets(_ key: String) -> UIEdgeInsets? {
    guard case .insets(let t, let l, let b, let r)? = object.values[key] else { return nil }
    return UIEdgeInsets(top: t, left: l, bottom: b, right: r)
  }

  @MainActor func string(_ key: String) -> String? {
    if let text = object.attributes[key] { return text }
    if case .string(let s)? = object.values[key] { return s }
    return nil
  }
}
