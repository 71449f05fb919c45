import FlipbookLayoutSolver
import Testing

@Suite("Determinism and stress")
struct DeterminismAndStressTests {
  /// Builds a system full of ties (equal-weight conflicting preferences, so
  /// many optimal solutions exist) and returns the exact bit patterns of
  /// the chosen solution after a few edits and a removal.
  func solveTiedSystem() throws -> [UInt64] {
    let solver = LayoutSolver()
    let variables = (0..<30).map { LayoutVariable("v\($0)") }
    var removable: [LayoutConstraint] = []
    for (index, variable) in variables.enumerated() {
      try solver.add(LayoutConstraint(variable, .equal, Double(index), strength: .weak))
      try solver.add(LayoutConstraint(variable, .equal, Double(index * 7 % 11), strength: .weak))
      if index > 0 {
        let gap = LayoutConstraint(variable, .greaterThanOrEqual, variables[index - 1] + 1)
        try solver.add(gap)
        removable.append(gap)
      }
    }
    try solver.addEditVariable(variables[15], strength: .medium)
    try solver.suggestValue(variables[15], 3.25)
    try solver.suggestValue(variables[15], 40.75)
    try solver.remove(removable[7])
    solver.updateVariables()
    return variables.map { $0.value.bitPattern }
  }

  @Test func sameInputGivesBitIdenticalResults() throws {
    let first = try solveTiedSystem()
    for _ in 0..<4 {
      #expect(try solveTiedSystem() == first)
    }
  }

  /// A row of 200 views whose preferred widths (10pt, medium) do not fit
  /// in the 2000pt container, so the solver must shrink them.
  @Test func twoHundredViewsInARow() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let solver = LayoutSolver()
    let count = 200
    let frames = (0..<count).map { HorizontalFrame("v\($0)") }
    let pin = LayoutConstraint(frames[0].left, .equal, 0, label: "pin")
    try solver.add(pin)
    for (index, frame) in frames.enumerated() {
      try solver.add(frame.definition)
      try solver.add(LayoutConstraint(frame.width, .greaterThanOrEqual, 5))
      try solver.add(LayoutConstraint(frame.width, .equal, 10, strength: .medium))
      if index > 0 {
        try solver.add(LayoutConstraint(frame.left, .equal, frames[index - 1].right + 2))
      }
    }
    let limit = LayoutConstraint(frames[count - 1].right, .lessThanOrEqual, 2000, label: "container")
    try solver.add(limit)
    solver.updateVariables()
    let widths = frames.map(\.width.value)
    #expect(close(frames[count - 1].right.value, 2000, tolerance: 1e-6))
    #expect(close(widths.reduce(0, +), 2000 - 2 * Double(count - 1), tolerance: 1e-6))
    #expect(widths.allSatisfy { $0 >= 5 - 1e-9 && $0 <= 10 + 1e-9 })

    try solver.remove(limit)
    try solver.remove(pin)
    try solver.addEditVariable(frames[0].left, strength: .strong)
    try solver.suggestValue(frames[0].left, 100)
    solver.updateVariables()
    #expect(frames.allSatisfy { close($0.width.value, 10, tolerance: 1e-6) })
    #expect(close(frames[count - 1].right.value, 100 + 12 * Double(count) - 2, tolerance: 1e-6))
    #expect(clock.now - start < .seconds(20))
  }

  /// Random systems: after every add, remove and suggestion each accepted
  /// required constraint must hold, and the incremental solution must be
  /// exactly as good (same weighted error) as solving from scratch.
  @Test func randomSystemsMatchFromScratchSolves() throws {
    var random = TestRandom(seed: 0x5EED)
    let solver = LayoutSolver()
    let variables = (0..<40).map { LayoutVariable("r\($0)") }
    let strengths: [Strength] = [.required, .required, .strong, .medium, .weak]
    var accepted: [LayoutConstraint] = []
    var rejected = 0
    for _ in 0..<200 {
      var expression = LinearExpression(constant: random.double(in: -100...100))
      for _ in 0...random.below(3) {
        let coefficient = [-2.0, -1, 1, 2][random.below(4)]
        expression.add(variables[random.below(variables.count)], coefficient: coefficient)
      }
      let relation: LayoutConstraint.Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.below(3)]
      let constraint = LayoutConstraint(
        expression: expression, relation: relation, strength: strengths[random.below(strengths.count)])
      do {
        try solver.add(constraint)
        accepted.append(constraint)
      } catch LayoutSolverError.unsatisfiableConstraint {
        rejected += 1
      }
    }
    #expect(accepted.count > 100)
    #expect(rejected > 0)
    try expectOptimal(solver, accepted)

    for (index, constraint) in accepted.enumerated() where index % 3 == 0 {
      try solver.remove(constraint)
    }
    let remaining = accepted.enumerated().filter { $0.offset % 3 != 0 }.map(\.element)
    try expectOptimal(solver, remaining)

    let edited = Array(variables.prefix(8))
    for (index, variable) in edited.enumerated() {
      try solver.addEditVariable(variable, strength: index.isMultiple(of: 2) ? .strong : .weak)
    }
    for round in 0..<15 {
      var suggestions: [LayoutConstraint] = []
      for (index, variable) in edited.enumerated() {
        let value = random.double(in: -300...300) + Double(round)
        try solver.suggestValue(variable, value)
        suggestions.append(LayoutConstraint(
          variable, .equal, value, strength: index.isMultiple(of: 2) ? .strong : .weak))
      }
      try expectOptimal(solver, remaining, editsAsConstraints: suggestions)
    }
  }

  /// Checks the incremental solution of `solver` (which holds `constraints`
  /// and edit variables equivalent to `edits`): required constraints hold,
  /// and its weighted error equals that of a fresh solve of the same system.
  func expectOptimal(
    _ solver: LayoutSolver, _ constraints: [LayoutConstraint],
    editsAsConstraints edits: [LayoutConstraint] = []
  ) throws {
    let all = constraints + edits
    solver.updateVariables()
    for constraint in all where constraint.strength.isRequired {
      #expect(violation(of: constraint) < 1e-6, "\(constraint) violated")
    }
    let incremental = weightedError(all)
    let fresh = LayoutSolver()
    for constraint in all {
      try fresh.add(constraint)
    }
    fresh.updateVariables()
    let scratch = weightedError(all)
    #expect(abs(incremental - scratch) <= 1e-7 * max(1, scratch), "incremental \(incremental) vs \(scratch)")
  }

  func violation(of constraint: LayoutConstraint) -> Double {
    let value = constraint.expression.value
    switch constraint.relation {
    case .equal: return abs(value)
    case .lessThanOrEqual: return max(0, value)
    case .greaterThanOrEqual: return max(0, -value)
    }
  }

  func weightedError(_ constraints: [LayoutConstraint]) -> Double {
    constraints.filter { !$0.strength.isRequired }.reduce(0) {
      $0 + $1.strength.weight * violation(of: $1)
    }
  }
}
