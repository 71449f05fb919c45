/// An incremental Cassowary constraint solver.
///
/// ## The algorithm
/// Every constraint becomes one equation of a simplex tableau:
/// * `e <= 0` becomes `e + s = 0` and `e >= 0` becomes `e − s = 0` with a
///   fresh *slack* `s ≥ 0`;
/// * a non-required constraint also gets *error* variables (`e + s − ε = 0`,
///   or `e − ε⁺ + ε⁻ = 0` for an equality) that measure its violation, and
///   each error enters the *objective* `Σ weight × error` that is minimised;
/// * a required equality gets a *dummy* marker so that it can be found (and
///   removed) later and so that contradictions can be detected.
///
/// The tableau is kept in *solved form*: each row expresses one basic symbol
/// in terms of non-basic (parametric) symbols that are currently 0, so each
/// basic symbol's value is its row's constant. Restricted symbols (slacks,
/// errors) must have non-negative constants — the tableau is *feasible* —
/// and the objective has no negative coefficient on a restricted non-basic
/// symbol — the solution is *optimal*.
///
/// * ``add(_:)`` substitutes the current rows into the new equation, solves
///   it for a suitable subject (or, failing that, uses an *artificial
///   variable* and a phase-one simplex to find a feasible basis, which fails
///   exactly when a required constraint is unsatisfiable), then re-optimises
///   with the primal simplex.
/// * ``remove(_:)`` takes the constraint's error terms out of the objective,
///   pivots its marker into the basis and drops that row.
/// * Edit variables are weak-to-strong equalities `v == value`.
///   ``suggestValue(_:_:)`` only shifts row constants, which keeps the
///   tableau optimal but maybe infeasible, and the *dual* simplex restores
///   feasibility in a few pivots: this is what makes interactive edits cheap.
///
/// Pivot choices use Bland's rule (lowest symbol id first), which prevents
/// cycling and, together with `OrderedTable`, makes results deterministic.
/// Call ``updateVariables()`` to copy the solution into the variables.
public final class LayoutSolver {
  /// The symbols created for one constraint: its marker (slack, dummy or
  /// positive error) and, for non-required constraints, one more error.
  struct Tag {
    let marker: Symbol
    let other: Symbol?
  }

  struct ConstraintRecord {
    let constraint: LayoutConstraint
    let tag: Tag
  }

  struct VariableRecord {
    let variable: LayoutVariable
    let symbol: Symbol
    /// How many constraints in the solver mention the variable.
    var references: Int
  }

  struct EditRecord {
    let constraint: LayoutConstraint
    let tag: Tag
    /// The most recently suggested value (initially 0).
    var suggested: Double
  }

  var constraintRecords = OrderedTable<ObjectIdentifier, ConstraintRecord>()
  var variableRecords = OrderedTable<ObjectIdentifier, VariableRecord>()
  var editRecords = OrderedTable<ObjectIdentifier, EditRecord>()
  var rows = OrderedTable<Symbol, Row>()
  var objective = Row()
  /// The phase-one objective while ``add(_:)`` uses an artificial variable.
  var artificial: Row?
  /// Rows whose restricted basic symbol went negative; fixed by the dual simplex.
  var infeasibleRows: [Symbol] = []
  var nextSymbolID = 1

  /// Creates a solver with no constraints and no edit variables.
  public init() {}

  /// The number of constraints added (including one per edit variable).
  public var constraintCount: Int {
    constraintRecords.count
  }

  /// Whether `constraint` is currently in the solver.
  public func hasConstraint(_ constraint: LayoutConstraint) -> Bool {
    constraintRecords.index(of: ObjectIdentifier(constraint)) != nil
  }

  /// Whether `variable` is currently an edit variable.
  public func hasEditVariable(_ variable: LayoutVariable) -> Bool {
    editRecords.index(of: ObjectIdentifier(variable)) != nil
  }

  /// Adds a constraint and re-solves incrementally.
  ///
  /// - Throws: ``LayoutSolverError/duplicateConstraint(_:)`` if it is
  ///   already present, ``LayoutSolverError/nonFiniteValue(_:)`` for a NaN
  ///   or infinite coefficient, and
  ///   ``LayoutSolverError/unsatisfiableConstraint(_:)`` if it is required
  ///   and contradicts the required constraints already present. After a
  ///   throw the solver is exactly as it was before the call.
  public func add(_ constraint: LayoutConstraint) throws {
    let key = ObjectIdentifier(constraint)
    guard constraintRecords.index(of: key) == nil else {
      throw LayoutSolverError.duplicateConstraint(constraint.displayName)
    }
    guard constraint.expression.isFinite else {
      throw LayoutSolverError.nonFiniteValue("A coefficient or the constant of constraint \(constraint.displayName)")
    }
    let snapshot = Snapshot(of: self)
    let (row, tag) = makeRow(for: constraint)
    guard insertRow(row, tag: tag) else {
      snapshot.restore(into: self)
      throw LayoutSolverError.unsatisfiableConstraint(constraint.displayName)
    }
    constraintRecords.set(ConstraintRecord(constraint: constraint, tag: tag), for: key)
    adjustReferences(of: constraint, by: 1)
    optimize(.main)
    infeasibleRows.removeAll()
  }

  /// Removes a constraint and re-solves incrementally.
  ///
  /// - Throws: ``LayoutSolverError/unknownConstraint(_:)`` if it is not present.
  public func remove(_ constraint: LayoutConstraint) throws {
    guard let record = constraintRecords.remove(ObjectIdentifier(constraint)) else {
      throw LayoutSolverError.unknownConstraint(constraint.displayName)
    }
    removeObjectiveTerms(of: record)
    removeRow(markedBy: record.tag.marker)
    optimize(.main)
    infeasibleRows.removeAll()
    adjustReferences(of: constraint, by: -1)
  }

  /// Makes `variable` editable: adds the constraint `variable == value` at
  /// `strength`, where `value` starts at 0 and is changed by
  /// ``suggestValue(_:_:)``.
  ///
  /// - Throws: ``LayoutSolverError/duplicateEditVariable(_:)`` or
  ///   ``LayoutSolverError/requiredEditVariable(_:)``.
  public func addEditVariable(_ variable: LayoutVariable, strength: Strength) throws {
    let key = ObjectIdentifier(variable)
    guard editRecords.index(of: key) == nil else {
      throw LayoutSolverError.duplicateEditVariable(variable.description)
    }
    guard !strength.isRequired else {
      throw LayoutSolverError.requiredEditVariable(variable.description)
    }
    let constraint = LayoutConstraint(
      expression: LinearExpression(variable), relation: .equal,
      strength: strength, label: "edit \(variable)"
    )
    try add(constraint)
    if let record = constraintRecords[ObjectIdentifier(constraint)] {
      editRecords.set(EditRecord(constraint: constraint, tag: record.tag, suggested: 0), for: key)
    }
  }

  /// Stops editing `variable` and removes its edit constraint.
  ///
  /// - Throws: ``LayoutSolverError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: LayoutVariable) throws {
    guard let record = editRecords.remove(ObjectIdentifier(variable)) else {
      throw LayoutSolverError.unknownEditVariable(variable.description)
    }
    try remove(record.constraint)
  }

  /// Suggests a new value for an edit variable and re-solves with the dual
  /// simplex. Call ``updateVariables()`` afterwards to read the results.
  ///
  /// - Throws: ``LayoutSolverError/unknownEditVariable(_:)`` or
  ///   ``LayoutSolverError/nonFiniteValue(_:)``.
  public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws {
    guard let index = editRecords.index(of: ObjectIdentifier(variable)) else {
      throw LayoutSolverError.unknownEditVariable(variable.description)
    }
    guard value.isFinite else {
      throw LayoutSolverError.nonFiniteValue("The value \(value) suggested for edit variable '\(variable)'")
    }
    let delta = value - editRecords.values[index].suggested
    editRecords.values[index].suggested = value
    shiftEditConstant(editRecords.values[index].tag, by: delta)
    dualOptimize()
  }

  /// Copies the current solution into every variable's ``LayoutVariable/value``.
  public func updateVariables() {
    for record in variableRecords.values {
      let value = rows[record.symbol]?.constant ?? 0
      record.variable.value = value == 0 ? 0 : value  // never report -0.0
    }
  }
}
