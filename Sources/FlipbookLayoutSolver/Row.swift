/// One row of the simplex tableau.
///
/// A row stored under basic symbol `b` means `b = constant + Σ cᵢ·sᵢ`, where
/// the `sᵢ` are parametric (non-basic) symbols whose current value is 0, so
/// the basic symbol's current value is simply `constant`. While a row is
/// being built it instead means `0 = constant + Σ cᵢ·sᵢ`; ``solve(for:)``
/// turns that form into the first one.
///
/// Cells are kept sorted by symbol id, which gives binary-search look-up,
/// linear-time merging when one row is added to another and, above all,
/// an iteration order that never depends on hashing.
struct Row {
  struct Cell {
    let symbol: Symbol
    var coefficient: Double
  }

  /// The non-zero cells, sorted by `symbol.id`.
  private(set) var cells: [Cell] = []
  /// The row's constant: the basic symbol's current value.
  private(set) var constant: Double

  init(constant: Double = 0) {
    self.constant = constant
  }

  /// Binary search: the slot holding `symbol`, or where it would be inserted.
  private func slot(of symbol: Symbol) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) / 2
      let id = cells[middle].symbol.id
      if id < symbol.id {
        low = middle + 1
      } else if id > symbol.id {
        high = middle
      } else {
        return (true, middle)
      }
    }
    return (false, low)
  }

  /// The coefficient of `symbol`, or 0 if it does not occur.
  func coefficient(for symbol: Symbol) -> Double {
    let slot = slot(of: symbol)
    return slot.found ? cells[slot.index].coefficient : 0
  }

  /// Whether every cell is a dummy symbol (true for an empty row).
  var containsOnlyDummies: Bool {
    cells.allSatisfy { $0.symbol.kind == .dummy }
  }

  /// Adds `delta` to the constant and returns the new constant.
  mutating func addToConstant(_ delta: Double) -> Double {
    constant += delta
    return constant
  }

  /// Adds `coefficient · symbol`; a cell that becomes ~0 is removed.
  mutating func insert(_ symbol: Symbol, coefficient: Double = 1) {
    let slot = slot(of: symbol)
    if slot.found {
      let sum = cells[slot.index].coefficient + coefficient
      if nearZero(sum) {
        cells.remove(at: slot.index)
      } else {
        cells[slot.index].coefficient = sum
      }
    } else if !nearZero(coefficient) {
      cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: slot.index)
    }
  }

  /// Adds `coefficient · other` (constant and cells); cells that become ~0
  /// are removed. Both cell lists are sorted, so this is a linear merge.
  mutating func insert(_ other: Row, coefficient: Double = 1) {
    constant += other.constant * coefficient
    var merged: [Cell] = []
    merged.reserveCapacity(cells.count + other.cells.count)
    var mine = 0
    var theirs = 0
    while mine < cells.count || theirs < other.cells.count {
      if theirs == other.cells.count
        || (mine < cells.count && cells[mine].symbol.id < other.cells[theirs].symbol.id) {
        merged.append(cells[mine])
        mine += 1
      } else if mine == cells.count || other.cells[theirs].symbol.id < cells[mine].symbol.id {
        let value = other.cells[theirs].coefficient * coefficient
        if !nearZero(value) {
          merged.append(Cell(symbol: other.cells[theirs].symbol, coefficient: value))
        }
        theirs += 1
      } else {
        let value = cells[mine].coefficient + other.cells[theirs].coefficient * coefficient
        if !nearZero(value) {
          merged.append(Cell(symbol: cells[mine].symbol, coefficient: value))
        }
        mine += 1
        theirs += 1
      }
    }
    cells = merged
  }

  /// Removes the cell for `symbol`, if any.
  mutating func remove(_ symbol: Symbol) {
    let slot = slot(of: symbol)
    if slot.found {
      cells.remove(at: slot.index)
    }
  }

  /// Multiplies the whole row by −1.
  mutating func reverseSign() {
    constant = -constant
    for index in cells.indices {
      cells[index].coefficient = -cells[index].coefficient
    }
  }

  /// Solves `0 = constant + a·symbol + rest` for `symbol`, leaving
  /// `symbol = −constant/a − rest/a` (with `symbol` itself removed).
  mutating func solve(for symbol: Symbol) {
    let slot = slot(of: symbol)
    guard slot.found else { return }
    let factor = -1.0 / cells[slot.index].coefficient
    cells.remove(at: slot.index)
    constant *= factor
    for index in cells.indices {
      cells[index].coefficient *= factor
    }
  }

  /// The pivot step on one row: the row currently reads
  /// `leaving = constant + a·entering + rest`; rewrite it as
  /// `entering = …` in terms of `leaving` and the rest.
  mutating func exchange(leaving: Symbol, entering: Symbol) {
    insert(leaving, coefficient: -1)
    solve(for: entering)
  }

  /// Replaces `symbol` by the right-hand side of `row` (which defines it).
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    let slot = slot(of: symbol)
    guard slot.found else { return }
    let coefficient = cells[slot.index].coefficient
    cells.remove(at: slot.index)
    insert(row, coefficient: coefficient)
  }
}
