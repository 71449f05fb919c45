import Foundation

/// An Objective-C selector, without the Objective-C runtime: a method's name in
/// Objective-C form (`tapped:`, `handlePan:`, `update`). Pasted `#selector(…)`
/// becomes one of these through the adaptation plugin (`FlipbookAdapt`), which
/// also registers, for every class of the target, the methods a selector can name
/// (`SelectorRegistry`), as the runtime would find them by name.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's name in Objective-C form, such as `tapped:`.
  public let name: String
  /// Creates a selector for the method with the given name in Objective-C form.
  public init(_ name: String) { self.name = name }
  public init(stringLiteral name: String) { self.name = name }
  public var description: String { name }
  /// How many arguments the method takes (one per colon), as the runtime passes them.
  public var argumentCount: Int { name.filter { $0 == ":" }.count }
}

/// Returns the method name of the selector.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// Returns the selector for the method with the given name in Objective-C form.
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// The arguments a selector's method is called with: the sender (and the event),
/// the timer, the display link, the notification, or `perform(_:with:)`'s object.
public struct SelectorArguments {
  /// The arguments, in the order the method takes them.
  public let values: [Any?]
  /// Creates the arguments from the values, in order.
  public init(_ values: [Any?]) { self.values = values }

  /// The argument at `index` as `T`, nil when it is missing or of another type.
  public func value<T>(_ index: Int, as type: T.Type) -> T? {
    index < values.count ? values[index] as? T : nil
  }

  /// The argument at `index`, whatever it is (for parameters of type `Any`).
  public func any(_ index: Int) -> Any { index < values.count ? values[index] as Any : Optional<Any>.none as Any }
}
