/// An unknown quantity solved for by a ``LayoutSolver``, such as a view's
/// left edge or width.
///
/// Variables are reference types with identity semantics: two variables are
/// equal only if they are the same object, whatever their names. The name is
/// used only in descriptions and error messages, so give each variable a
/// readable one (for example `"button.width"`).
///
/// A variable's ``value`` is written by ``LayoutSolver/updateVariables()``;
/// until then it keeps whatever value it had (initially `0`). A variable that
/// no longer appears in any constraint of a solver keeps its last value.
public final class LayoutVariable: Hashable, CustomStringConvertible {
  /// The human-readable name used in descriptions and error messages.
  public let name: String

  /// The most recently solved value of this variable.
  public internal(set) var value: Double

  /// Creates a variable.
  /// - Parameters:
  ///   - name: A readable name used in messages, such as `"label.left"`.
  ///   - value: The value reported before the first solve.
  public init(_ name: String = "", value: Double = 0) {
    self.name = name
    self.value = value
  }

  public static func == (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String {
    name.isEmpty ? "unnamed" : name
  }
}
