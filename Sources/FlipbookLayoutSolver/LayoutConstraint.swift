/// Anything that can stand on either side of a constraint: a variable, an
/// expression or a number.
public protocol LinearExpressionConvertible {
  /// This value as a linear expression.
  var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
  /// The expression itself.
  public var linearExpression: LinearExpression { self }
}

extension LayoutVariable: LinearExpressionConvertible {
  /// The expression `1 · variable`.
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
  /// The expression with this number as its constant and no terms.
  public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
  /// The expression with this number as its constant and no terms.
  public var linearExpression: LinearExpression { LinearExpression(constant: Double(self)) }
}

/// A linear relation `expression ⋈ 0` (⋈ one of `==`, `<=`, `>=`) with a
/// strength, the solver-level counterpart of an `NSLayoutConstraint`.
///
/// Constraints are immutable reference objects with identity semantics, so
/// the same object can be added to and later removed from a ``LayoutSolver``.
/// To change a constant, remove the constraint and add a new one, or use an
/// edit variable (``LayoutSolver/addEditVariable(_:strength:)``) for values
/// that change often.
///
/// ```swift
/// let c = LayoutConstraint(b.left, .equal, a.left + a.width + 8,
///                          strength: Strength(priority: 750), label: "spacing")
/// ```
public final class LayoutConstraint: Hashable, CustomStringConvertible {
  /// How the expression relates to zero.
  public enum Relation: Hashable, Sendable, CustomStringConvertible {
    /// A relation that requires the expression to equal zero (the two sides to be equal).
    case equal
    /// A relation that requires the expression to be at most zero (the left side at most the right).
    case lessThanOrEqual
    /// A relation that requires the expression to be at least zero (the left side at least the right).
    case greaterThanOrEqual

    /// The relation's operator: `==`, `<=`, or `>=`.
    public var description: String {
      switch self {
      case .equal: return "=="
      case .lessThanOrEqual: return "<="
      case .greaterThanOrEqual: return ">="
      }
    }
  }

  /// The normalised left side of `expression ⋈ 0`.
  public let expression: LinearExpression
  /// The relation between ``expression`` and zero.
  public let relation: Relation
  /// How hard the solver tries to satisfy this constraint.
  public let strength: Strength
  /// A user-facing name used in error messages, such as
  /// `"title.leading == superview.leading + 16"`.
  public let label: String?

  /// Creates `expression ⋈ 0`.
  public init(
    expression: LinearExpression,
    relation: Relation,
    strength: Strength = .required,
    label: String? = nil
  ) {
    self.expression = expression
    self.relation = relation
    self.strength = strength
    self.label = label
  }

  /// Creates `lhs ⋈ rhs`, stored as `lhs − rhs ⋈ 0`.
  public convenience init(
    _ lhs: some LinearExpressionConvertible,
    _ relation: Relation,
    _ rhs: some LinearExpressionConvertible,
    strength: Strength = .required,
    label: String? = nil
  ) {
    self.init(
      expression: lhs.linearExpression - rhs.linearExpression,
      relation: relation,
      strength: strength,
      label: label
    )
  }

  /// The name used in error messages: the label if there is one, otherwise
  /// the relation written out, in single quotes.
  public var displayName: String {
    "'\(label ?? "\(expression) \(relation) 0")'"
  }

  /// The constraint written out as `expression relation 0 (strength)`, after its label if it has one.
  public var description: String {
    let body = "\(expression) \(relation) 0 (\(strength))"
    if let label {
      return "'\(label)': \(body)"
    }
    return body
  }

  /// Returns a Boolean value that indicates whether two constraints are the same object.
  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
    lhs === rhs
  }

  /// Hashes the constraint's object identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
