/// A label of a row or column of the simplex tableau.
///
/// * `external` symbols stand for user ``LayoutVariable``s and may take any
///   value (they are *unrestricted*).
/// * `slack` symbols turn an inequality into an equation; they are ≥ 0.
/// * `error` symbols measure how far a non-required constraint is violated;
///   they are ≥ 0 and appear in the objective with the constraint's weight.
/// * `dummy` symbols mark required equalities; they are always 0 and never
///   enter the basis by pivoting, which is how the solver detects that a
///   required equality is redundant or contradictory.
///
/// Symbols are numbered in creation order. Every choice the solver makes
/// between candidates breaks ties by this number, never by hashing, so the
/// same sequence of calls always produces bit-identical results.
struct Symbol: Hashable {
  enum Kind {
    case external, slack, error, dummy
  }

  let id: Int
  let kind: Kind

  /// Restricted (≥ 0) and allowed to enter the basis: slack and error symbols.
  var isPivotable: Bool {
    kind == .slack || kind == .error
  }
}

/// Coefficients whose magnitude is below this are treated as zero.
let solverEpsilon = 1.0e-8

/// Whether `value` is zero up to ``solverEpsilon``.
func nearZero(_ value: Double) -> Bool {
  Swift.abs(value) < solverEpsilon
}

/// A dictionary whose iteration order is a pure function of the sequence of
/// insertions and removals (never of hash values or the process's hash seed).
///
/// Removal moves the last entry into the freed slot, which keeps removal O(1)
/// and the order deterministic. Look-ups go through a `Dictionary`, whose
/// *results* (unlike its iteration order) do not depend on the seed.
struct OrderedTable<Key: Hashable, Value> {
  /// The keys, in table order.
  private(set) var keys: [Key] = []
  /// The values, parallel to ``keys``. Mutate elements in place through
  /// this array; do not insert or remove through it.
  var values: [Value] = []
  private var positions: [Key: Int] = [:]

  var count: Int {
    keys.count
  }

  /// The slot of `key`, if present.
  func index(of key: Key) -> Int? {
    positions[key]
  }

  subscript(key: Key) -> Value? {
    guard let index = positions[key] else { return nil }
    return values[index]
  }

  /// Inserts or replaces the value for `key`.
  mutating func set(_ value: Value, for key: Key) {
    if let index = positions[key] {
      values[index] = value
    } else {
      positions[key] = keys.count
      keys.append(key)
      values.append(value)
    }
  }

  /// Removes and returns the value for `key`, if present.
  @discardableResult
  mutating func remove(_ key: Key) -> Value? {
    guard let index = positions.removeValue(forKey: key) else { return nil }
    let removed = values[index]
    let last = keys.count - 1
    if index != last {
      keys[index] = keys[last]
      values[index] = values[last]
      positions[keys[index]] = index
    }
    keys.removeLast()
    values.removeLast()
    return removed
  }
}
