import Foundation

/// The methods selectors name, by class: what the Objective-C runtime finds by
/// name. The adaptation plugin registers every `@objc`, `@IBAction` and
/// `#selector`-named method of the classes it adapts; a subclass inherits its
/// superclass's methods, and an override is called as Swift dispatches it.
public enum SelectorRegistry {
  /// A registered method, called with the target and the arguments the selector passes.
  public typealias Method = (AnyObject, SelectorArguments) -> Void
  nonisolated(unsafe) private static var methods: [ObjectIdentifier: [String: Method]] = [:]
  private static let lock = NSLock()

  /// Registers `method` as what `name` calls on instances of `type` and its subclasses.
  public static func register(_ type: AnyClass, _ name: String, _ method: @escaping Method) {
    lock.lock()
    defer { lock.unlock() }
    methods[ObjectIdentifier(type), default: [:]][name] = method
  }

  /// The method `selector` names on `target`'s class or its nearest superclass.
  public static func method(_ selector: Selector, of target: AnyObject) -> Method? {
    PastedCode.ensureRegistered(for: target)
    lock.lock()
    defer { lock.unlock() }
    var current: AnyClass? = type(of: target)
    while let c = current {
      if let m = methods[ObjectIdentifier(c)]?[selector.name] { return m }
      current = _getSuperclass(c)
    }
    return nil
  }

  /// Returns whether a method is registered for the selector on the target's class or one of its superclasses.
  public static func responds(_ target: AnyObject, to selector: Selector) -> Bool {
    method(selector, of: target) != nil
  }

  /// Calls `selector` on `target` with `arguments` (the method takes as many as it
  /// declares). A selector no method answers stops the scene, naming both: on iOS
  /// it is "unrecognized selector sent to instance", a crash.
  public static func perform(_ selector: Selector, on target: AnyObject, _ arguments: [Any?] = []) {
    guard let method = method(selector, of: target) else {
      VirtualClock.current.report(AuthoringError(
        problem: "unrecognized selector '\(selector.name)' sent to a \(type(of: target)) (iOS stops the app here)",
        fix: "Name a method of \(type(of: target)) marked @objc or @IBAction, in a file the adaptation plugin adapts "
          + "(Sources/<target>/Pasted/)."))
      return
    }
    method(target, SelectorArguments(arguments))
  }

  /// Ignores a method's result (generated calls use it, whatever the method returns).
  public static func discard<T>(_ value: T) {}

  /// A registered method was called with arguments it cannot take: reported, not called.
  public static func argumentMismatch(_ selector: String, _ type: String, index: Int, expected: String) {
    VirtualClock.current.report(AuthoringError(
      problem: "\(type).\(selector) was called with argument \(index) that is not a \(expected)",
      fix: "Give the method a parameter of the sender's type (or Any), as the target-action pattern passes it."))
  }
}
