import Foundation

/// Properties set by name, as Interface Builder sets outlets, outlet collections
/// and `@IBInspectable` properties with key-value coding on iOS. The adaptation
/// plugin registers a setter for each such property of the classes it adapts; a
/// subclass inherits its superclass's.
public enum PropertyRegistry {
  /// Sets `key` on the object to the value and says whether it could.
  public typealias Setter = (AnyObject, String, Any?) -> Bool
  nonisolated(unsafe) private static var setters: [ObjectIdentifier: Setter] = [:]
  private static let lock = NSLock()

  /// Registers the setter of the properties set by name on instances of the class and its subclasses.
  public static func register(_ type: AnyClass, _ setter: @escaping Setter) {
    lock.withLock { setters[ObjectIdentifier(type)] = setter }
  }

  /// Sets `key` of `object` to `value` through the nearest class's registered setter.
  public static func set(_ value: Any?, forKey key: String, on object: AnyObject) -> Bool {
    PastedCode.ensureRegistered(for: object)
    var current: AnyClass? = type(of: object)
    while let c = current {
      if let setter = lock.withLock({ setters[ObjectIdentifier(c)] }), setter(object, key, value) { return true }
      current = _getSuperclass(c)
    }
    return false
  }

  /// A number from what a document holds (generated setters convert it to the property's type).
  public static func double(_ value: Any?) -> Double? {
    if let flag = value as? Bool { return flag ? 1 : 0 }
    return ValueKind.number(value)
  }

  /// An integer, when the number is one that fits.
  public static func int(_ value: Any?) -> Int? { double(value).flatMap { Int(exactly: $0.rounded()) } }

  /// A Boolean from what a document holds: `true` for any non-zero number, `nil` for something that is no number.
  public static func bool(_ value: Any?) -> Bool? { double(value).map { $0 != 0 } }
}

/// The registration the adaptation plugin generates in each module it adapts
/// (`<Module>.__FlipbookPastedCode`), found by name when the module's objects
/// are first met: no code has to call it first.
public protocol PastedCodeRegistrar {
  /// Registers the module's adapted classes: their selector methods and their property setters.
  static func register()
}

/// The registration of the adaptation plugin's generated code, run once per module when its objects are first met.
public enum PastedCode {
  nonisolated(unsafe) private static var registered: Set<String> = []
  private static let lock = NSLock()

  /// Registers the adapted code of the modules that define `object`'s class and its superclasses.
  public static func ensureRegistered(for object: AnyObject) {
    var current: AnyClass? = type(of: object)
    while let c = current {
      let name = String(reflecting: c)
      if let dot = name.firstIndex(of: ".") { ensureRegistered(module: String(name[..<dot])) }
      current = _getSuperclass(c)
    }
  }

  /// Registers module `name`'s adapted code, once.
  public static func ensureRegistered(module name: String) {
    let first = lock.withLock { registered.insert(name).inserted }
    guard first, let registrar = _typeByName(name + ".__FlipbookPastedCode") as? PastedCodeRegistrar.Type else { return }
    registrar.register()
  }
}
