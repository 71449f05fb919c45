// The pivoting machinery: primal simplex (after adds and removes), dual
// simplex (after edit suggestions) and the pivot-selection rules.

extension LayoutSolver {
  enum Objective {
    /// The real objective `Σ weight × error`.
    case main
    /// The phase-one objective of ``addWithArtificialVariable(_:)``.
    case artificial
  }

  /// A generous cap on pivots per call. Bland's rule already prevents
  /// cycling; the cap only guarantees termination if rounding misbehaves.
  var pivotBudget: Int {
    1_000 + 100 * rows.count
  }

  /// Replaces `symbol` by `row` everywhere (all rows and both objectives),
  /// noting restricted rows whose constants became negative.
  func substitute(_ symbol: Symbol, with row: Row) {
    for index in rows.values.indices {
      rows.values[index].substitute(symbol, with: row)
      let basic = rows.keys[index]
      if basic.kind != .external, rows.values[index].constant < 0 {
        infeasibleRows.append(basic)
      }
    }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Primal simplex: while some non-dummy parametric symbol has a negative
  /// objective coefficient, increasing it lowers the objective; pivot it
  /// into the basis against the row that would first go negative.
  func optimize(_ which: Objective) {
    var budget = pivotBudget
    while budget > 0 {
      budget -= 1
      let entering: Symbol?
      switch which {
      case .main: entering = enteringSymbol(in: objective)
      case .artificial: entering = artificial.flatMap { enteringSymbol(in: $0) }
      }
      // No leaving row would mean an unbounded objective, impossible
      // here because every objective is a non-negative combination of
      // restricted symbols; stop rather than trap.
      guard let entering, let leaving = leavingSymbol(for: entering),
           var row = rows.remove(leaving) else { return }
      row.exchange(leaving: leaving, entering: entering)
      substitute(entering, with: row)
      rows.set(row, for: entering)
    }
  }

  /// Bland's rule: the lowest-id non-dummy symbol with a negative
  /// coefficient in the objective.
  func enteringSymbol(in objective: Row) -> Symbol? {
    objective.cells.first { $0.symbol.kind != .dummy && $0.coefficient < 0 }?.symbol
  }

  /// The minimum-ratio test: among restricted rows where `entering` has a
  /// negative coefficient, the one whose constant reaches 0 first as
  /// `entering` grows; ties go to the lowest symbol id.
  func leavingSymbol(for entering: Symbol) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for index in rows.keys.indices {
      let basic = rows.keys[index]
      guard basic.kind != .external else { continue }
      let coefficient = rows.values[index].coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -rows.values[index].constant / coefficient
      if let current = best, ratio > current.ratio || (ratio == current.ratio && basic.id > current.symbol.id) {
        continue
      }
      best = (ratio, basic)
    }
    return best?.symbol
  }

  /// The row to pivot a removed constraint's parametric marker into.
  /// Prefer a restricted row where the marker's coefficient is negative
  /// (minimum ratio), then a restricted row where it is positive (minimum
  /// ratio), then any unrestricted row: each choice keeps the tableau
  /// feasible.
  func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
    var negative: (ratio: Double, symbol: Symbol)?
    var positive: (ratio: Double, symbol: Symbol)?
    var unrestricted: Symbol?
    func better(_ ratio: Double, _ symbol: Symbol, than current: (ratio: Double, symbol: Symbol)?) -> Bool {
      guard let current else { return true }
      return ratio < current.ratio || (ratio == current.ratio && symbol.id < current.symbol.id)
    }
    for index in rows.keys.indices {
      let basic = rows.keys[index]
      let coefficient = rows.values[index].coefficient(for: marker)
      guard coefficient != 0 else { continue }
      let constant = rows.values[index].constant
      if basic.kind == .external {
        if unrestricted.map({ basic.id < $0.id }) ?? true { unrestricted = basic }
      } else if coefficient < 0 {
        let ratio = -constant / coefficient
        if better(ratio, basic, than: negative) { negative = (ratio, basic) }
      } else {
        let ratio = constant / coefficient
        if better(ratio, basic, than: positive) { positive = (ratio, basic) }
      }
    }
    return negative?.symbol ?? positive?.symbol ?? unrestricted
  }

  /// Moves an edit constraint's constant by `delta` without pivoting.
  ///
  /// The edit equation is `v − ε⁺ + ε⁻ − value = 0`; raising `value` by
  /// `delta` is the same as replacing `ε⁺` by `ε⁺ + delta`. So: if `ε⁺` is
  /// basic its constant drops by `delta`; else if `ε⁻` is basic its
  /// constant rises by `delta`; else every row mentioning the parametric
  /// `ε⁺` (coefficient `c`) shifts by `c × delta`. The objective stays
  /// optimal, but some restricted rows may now be negative.
  func shiftEditConstant(_ tag: Tag, by delta: Double) {
    if let index = rows.index(of: tag.marker) {
      if rows.values[index].addToConstant(-delta) < 0 {
        infeasibleRows.append(tag.marker)
      }
      return
    }
    if let other = tag.other, let index = rows.index(of: other) {
      if rows.values[index].addToConstant(delta) < 0 {
        infeasibleRows.append(other)
      }
      return
    }
    for index in rows.values.indices {
      let coefficient = rows.values[index].coefficient(for: tag.marker)
      guard coefficient != 0 else { continue }
      let basic = rows.keys[index]
      if rows.values[index].addToConstant(delta * coefficient) < 0, basic.kind != .external {
        infeasibleRows.append(basic)
      }
    }
  }

  /// Dual simplex: while a restricted basic symbol is negative, pivot it
  /// out against the parametric symbol (positive coefficient in its row)
  /// with the smallest objective-coefficient / row-coefficient ratio, which
  /// restores feasibility while keeping the objective optimal.
  func dualOptimize() {
    var budget = pivotBudget
    while budget > 0, let leaving = infeasibleRows.popLast() {
      guard let index = rows.index(of: leaving) else { continue }
      let constant = rows.values[index].constant
      guard constant < 0, !nearZero(constant),
           let entering = dualEnteringSymbol(in: rows.values[index]),
           var row = rows.remove(leaving) else { continue }
      budget -= 1
      row.exchange(leaving: leaving, entering: entering)
      substitute(entering, with: row)
      rows.set(row, for: entering)
    }
    infeasibleRows.removeAll()
  }

  /// The dual ratio test; ties go to the lowest symbol id.
  func dualEnteringSymbol(in row: Row) -> Symbol? {
    var best: (ratio: Double, symbol: Symbol)?
    for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
      let ratio = objective.coefficient(for: cell.symbol) / cell.coefficient
      if best.map({ ratio < $0.ratio }) ?? true {
        best = (ratio, cell.symbol)
      }
    }
    return best?.symbol
  }
}
