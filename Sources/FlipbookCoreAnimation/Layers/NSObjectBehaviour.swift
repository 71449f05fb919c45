import Foundation

// What Apple's layers and animations inherit from NSObject and pasted code relies
// on: equality and hashing by identity (`anim == layer.animation(forKey:)`, sets of
// layers), and `isKind(of:)`.

extension CALayer: Hashable {
  public static func == (a: CALayer, b: CALayer) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Whether the layer is an instance of `aClass` or of a subclass of it.
  public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

extension CAAnimation: Hashable {
  public static func == (a: CAAnimation, b: CAAnimation) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// Returns whether the animation is an instance of the given class or of a subclass of it.
  public func isKind(of aClass: AnyClass) -> Bool { isInstance(self, of: aClass) }
}

/// NSObject's `isKind(of:)` without the Objective-C runtime: walks the class's superclasses.
package func isInstance(_ object: AnyObject, of aClass: AnyClass) -> Bool { isSubclass(type(of: object), of: aClass) }

/// Whether `cls` is `aClass` or inherits from it (the runtime's `isSubclassOfClass:`).
package func isSubclass(_ cls: AnyClass, of aClass: AnyClass) -> Bool {
  var current: AnyClass? = cls
  while let c = current {
    if c == aClass { return true }
    current = _getSuperclass(c)
  }
  return false
}

/// Dispatch's time constants, which Darwin's Dispatch exports and Linux's does not
/// (`DispatchTime.now() + Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)`).
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// The number of nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// The number of microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000
/// The number of nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// C's largest float, as Darwin imports it (`repeatCount = MAXFLOAT` repeats for ever).
public let MAXFLOAT: Float = .greatestFiniteMagnitude
