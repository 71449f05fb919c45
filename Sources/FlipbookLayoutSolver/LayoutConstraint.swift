/// Anything that can stand on either side of a constraint: a variable, an
/// expression or a number.
public protocol LinearExpressionConvertible {
  /// This value as a linear expression.
  var linearExpression: LinearExpression { get }
}

extension LinearExpression: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { self }
}

extension LayoutVariable: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(self) }
}

extension Double: LinearExpressionConvertible {
  public var linearExpression: LinearExpression { LinearExpression(constant: self) }
}

extension Int: LinearExpressionConvertible {
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
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

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

  public var description: String {
    let body = "\(expression) \(relation) 0 (\(strength))"
    if let label {
      return "'\(label)': \(body)"
    }
    return body
  }

  public static func == (lhs: LayoutConstraint, rhs: LayoutConstraint) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
