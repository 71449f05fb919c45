/// Errors thrown by ``LayoutSolver``.
///
/// Each case carries the name of the offending constraint (its label, or the
/// relation written out, in quotes) or variable, and ``description`` is a
/// single line saying what went wrong and what to do about it. The solver is
/// left exactly as it was before the throwing call.
public enum LayoutSolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A required constraint contradicts the required constraints already in
  /// the solver; it was not added.
  case unsatisfiableConstraint(String)
  /// The constraint object is already in the solver.
  case duplicateConstraint(String)
  /// The constraint object is not in the solver (never added, or removed).
  case unknownConstraint(String)
  /// The variable already has an edit constraint.
  case duplicateEditVariable(String)
  /// The variable has no edit constraint.
  case unknownEditVariable(String)
  /// Edit variables must be suggestions, so ``Strength/required`` is refused.
  case requiredEditVariable(String)
  /// A coefficient, constant or suggested value is NaN or infinite.
  case nonFiniteValue(String)

  public var description: String {
    switch self {
    case .unsatisfiableConstraint(let name):
      return "Unable to satisfy required constraint \(name): it conflicts with the required "
        + "constraints already added; lower its priority below 1000 or remove a conflicting constraint."
    case .duplicateConstraint(let name):
      return "Constraint \(name) is already in the solver; remove it before adding it again."
    case .unknownConstraint(let name):
      return "Constraint \(name) is not in the solver; only remove constraints that were added "
        + "and not yet removed."
    case .duplicateEditVariable(let name):
      return "Variable '\(name)' is already an edit variable; call suggestValue(_:_:) on it, "
        + "or removeEditVariable(_:) before adding it again."
    case .unknownEditVariable(let name):
      return "Variable '\(name)' is not an edit variable; call addEditVariable(_:strength:) "
        + "before suggesting a value for it or removing it."
    case .requiredEditVariable(let name):
      return "Edit variable '\(name)' cannot have required strength; use .strong or a UIKit "
        + "priority below 1000."
    case .nonFiniteValue(let what):
      return "\(what) is not a finite number; check for a division by zero or a NaN or "
        + "infinite input."
    }
  }
}
