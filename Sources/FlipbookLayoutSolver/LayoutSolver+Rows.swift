// Adding and removing constraint rows (the Cassowary paper's "add" and
// "remove" procedures, with the artificial-variable fallback).

extension LayoutSolver {
  /// A copy of the mutable solver state taken before ``add(_:)``. Rows are
  /// value types with copy-on-write storage, so taking it costs O(rows)
  /// reference-count operations; restoring it makes a failed add leave no
  /// trace at all (not even a consumed symbol id).
  struct Snapshot {
    let rows: OrderedTable<Symbol, Row>
    let objective: Row
    let variableRecords: OrderedTable<ObjectIdentifier, VariableRecord>
    let nextSymbolID: Int

    init(of solver: LayoutSolver) {
      rows = solver.rows
      objective = solver.objective
      variableRecords = solver.variableRecords
      nextSymbolID = solver.nextSymbolID
    }

    func restore(into solver: LayoutSolver) {
      solver.rows = rows
      solver.objective = objective
      solver.variableRecords = variableRecords
      solver.nextSymbolID = nextSymbolID
      solver.artificial = nil
      solver.infeasibleRows.removeAll()
    }
  }

  func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
    defer { nextSymbolID += 1 }
    return Symbol(id: nextSymbolID, kind: kind)
  }

  /// The external symbol of `variable`, created on first use.
  func symbol(for variable: LayoutVariable) -> Symbol {
    let key = ObjectIdentifier(variable)
    if let record = variableRecords[key] {
      return record.symbol
    }
    let symbol = makeSymbol(.external)
    variableRecords.set(VariableRecord(variable: variable, symbol: symbol, references: 0), for: key)
    return symbol
  }

  /// Counts how many constraints mention each variable and forgets
  /// variables that no constraint mentions any more.
  func adjustReferences(of constraint: LayoutConstraint, by delta: Int) {
    for term in constraint.expression.terms {
      let key = ObjectIdentifier(term.variable)
      guard let index = variableRecords.index(of: key) else { continue }
      variableRecords.values[index].references += delta
      if variableRecords.values[index].references <= 0 {
        variableRecords.remove(key)
      }
    }
  }

  /// Builds the tableau equation `0 = constant + Σ cᵢ·sᵢ` for a constraint:
  /// basic variables are replaced by their rows, and slack, error or dummy
  /// symbols are added as described on ``LayoutSolver``. The row is
  /// normalised to a non-negative constant.
  func makeRow(for constraint: LayoutConstraint) -> (Row, Tag) {
    var row = Row(constant: constraint.expression.constant)
    for term in constraint.expression.terms {
      let symbol = symbol(for: term.variable)
      guard !nearZero(term.coefficient) else { continue }
      if let basic = rows[symbol] {
        row.insert(basic, coefficient: term.coefficient)
      } else {
        row.insert(symbol, coefficient: term.coefficient)
      }
    }
    let strength = constraint.strength
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack)
      row.insert(slack, coefficient: sign)
      if strength.isRequired {
        tag = Tag(marker: slack, other: nil)
      } else {
        let error = makeSymbol(.error)
        row.insert(error, coefficient: -sign)
        objective.insert(error, coefficient: strength.weight)
        tag = Tag(marker: slack, other: error)
      }
    case .equal:
      if strength.isRequired {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy, other: nil)
      } else {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, coefficient: -1)
        row.insert(minus, coefficient: 1)
        objective.insert(plus, coefficient: strength.weight)
        objective.insert(minus, coefficient: strength.weight)
        tag = Tag(marker: plus, other: minus)
      }
    }
    if row.constant < 0 {
      row.reverseSign()
    }
    return (row, tag)
  }

  /// Picks the symbol to make basic for a new row: any external symbol
  /// (unrestricted, so any value is fine); otherwise the constraint's own
  /// slack or error if its coefficient is negative, because solving for it
  /// then yields a non-negative value. `nil` if neither exists.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
    if let external = row.cells.first(where: { $0.symbol.kind == .external }) {
      return external.symbol
    }
    if tag.marker.isPivotable, row.coefficient(for: tag.marker) < 0 {
      return tag.marker
    }
    if let other = tag.other, other.isPivotable, row.coefficient(for: other) < 0 {
      return other
    }
    return nil
  }

  /// Puts a new row into the tableau. Returns `false` if it is an
  /// unsatisfiable required constraint (the caller then restores the snapshot).
  func insertRow(_ newRow: Row, tag: Tag) -> Bool {
    var row = newRow
    var subject = chooseSubject(row, tag)
    if subject == nil, row.containsOnlyDummies {
      // A combination of required equalities: consistent only if 0 = 0.
      guard nearZero(row.constant) else { return false }
      subject = tag.marker
    }
    guard let subject else {
      return addWithArtificialVariable(row)
    }
    row.solve(for: subject)
    substitute(subject, with: row)
    rows.set(row, for: subject)
    return true
  }

  /// Phase one of the two-phase simplex: make the row basic for a new
  /// artificial symbol `a ≥ 0` and minimise `a`. If `a` reaches 0 the
  /// constraint is satisfiable and `a` is pivoted out and dropped; if not,
  /// no feasible point satisfies it together with the existing constraints.
  func addWithArtificialVariable(_ row: Row) -> Bool {
    let art = makeSymbol(.slack)
    rows.set(row, for: art)
    artificial = row
    optimize(.artificial)
    let success = nearZero(artificial?.constant ?? 0)
    artificial = nil
    guard success else { return false }
    if var artRow = rows.remove(art) {
      let entering = artRow.cells.first(where: { $0.symbol.isPivotable })
        ?? artRow.cells.first(where: { $0.symbol.kind != .dummy })
        ?? artRow.cells.first
      if let entering {
        artRow.exchange(leaving: art, entering: entering.symbol)
        substitute(entering.symbol, with: artRow)
        rows.set(artRow, for: entering.symbol)
      }
    }
    for index in rows.values.indices {
      rows.values[index].remove(art)
    }
    objective.remove(art)
    return true
  }

  /// Takes a removed non-required constraint's errors out of the objective.
  func removeObjectiveTerms(of record: ConstraintRecord) {
    let weight = record.constraint.strength.weight
    for symbol in [record.tag.marker, record.tag.other] {
      guard let symbol, symbol.kind == .error else { continue }
      if let row = rows[symbol] {
        objective.insert(row, coefficient: -weight)
      } else {
        objective.insert(symbol, coefficient: -weight)
      }
    }
  }

  /// Drops the row of a removed constraint: if its marker is basic, just
  /// delete that row; otherwise first pivot the marker into the basis.
  func removeRow(markedBy marker: Symbol) {
    if rows.remove(marker) != nil { return }
    guard let leaving = markerLeavingSymbol(marker), var row = rows.remove(leaving) else { return }
    row.exchange(leaving: leaving, entering: marker)
    substitute(marker, with: row)
  }
}
