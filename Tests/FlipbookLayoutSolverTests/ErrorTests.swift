import FlipbookLayoutSolver
import Testing

@Suite("Errors")
struct ErrorTests {
  @Test func conflictingRequiredEqualitiesNameTheLabel() throws {
    let solver = LayoutSolver()
    let width = LayoutVariable("button.width")
    try solver.add(LayoutConstraint(width, .equal, 100, label: "button.width == 100"))
    let conflicting = LayoutConstraint(width, .equal, 120, label: "button.width == 120")
    let error = #expect(throws: LayoutSolverError.self) {
      try solver.add(conflicting)
    }
    #expect(error == .unsatisfiableConstraint("'button.width == 120'"))
    let message = error?.description ?? ""
    #expect(message.contains("button.width == 120"))
    #expect(message.contains("lower its priority below 1000"))
    #expect(!message.contains("\n"))
    #expect(!solver.hasConstraint(conflicting))
    solver.updateVariables()
    #expect(width.value == 100)
  }

  @Test func conflictingRequiredInequalitiesThrowAndLeaveSolverUsable() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    let atLeast = LayoutConstraint(x, .greaterThanOrEqual, y + 10, label: "x >= y + 10")
    try solver.add(atLeast)
    try solver.add(LayoutConstraint(y, .equal, 5))
    try solver.add(LayoutConstraint(x, .equal, 0, strength: .weak))
    let countBefore = solver.constraintCount
    #expect(throws: LayoutSolverError.unsatisfiableConstraint("'x <= 12'")) {
      try solver.add(LayoutConstraint(x, .lessThanOrEqual, 12, label: "x <= 12"))
    }
    #expect(solver.constraintCount == countBefore)
    solver.updateVariables()
    #expect(close(x.value, 15))
    // Once the blocking constraint goes, the same relation is accepted.
    try solver.remove(atLeast)
    try solver.add(LayoutConstraint(x, .lessThanOrEqual, 12, label: "x <= 12"))
    solver.updateVariables()
    #expect(close(x.value, 0))
  }

  @Test func unlabeledConstraintIsNamedByItsRelation() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .equal, 1))
    let error = #expect(throws: LayoutSolverError.self) {
      try solver.add(LayoutConstraint(x, .equal, 2))
    }
    #expect(error?.description.contains("'x - 2 == 0'") == true)
  }

  @Test func redundantRequiredConstraintsAreAccepted() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(LayoutConstraint(x, .equal, y + 3))
    try solver.add(LayoutConstraint(y, .equal, 4))
    try solver.add(LayoutConstraint(x - y, .equal, 3))
    try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 7))
    solver.updateVariables()
    #expect(close(x.value, 7))
  }

  @Test func duplicateAndUnknownConstraints() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let constraint = LayoutConstraint(x, .equal, 1, label: "pin x")
    try solver.add(constraint)
    #expect(solver.hasConstraint(constraint))
    #expect(throws: LayoutSolverError.duplicateConstraint("'pin x'")) {
      try solver.add(constraint)
    }
    try solver.remove(constraint)
    #expect(!solver.hasConstraint(constraint))
    let error = #expect(throws: LayoutSolverError.self) {
      try solver.remove(constraint)
    }
    #expect(error == .unknownConstraint("'pin x'"))
    #expect(error?.description.contains("not in the solver") == true)
  }

  @Test func editVariableErrors() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    #expect(throws: LayoutSolverError.unknownEditVariable("x")) {
      try solver.suggestValue(x, 3)
    }
    #expect(throws: LayoutSolverError.unknownEditVariable("x")) {
      try solver.removeEditVariable(x)
    }
    #expect(throws: LayoutSolverError.requiredEditVariable("x")) {
      try solver.addEditVariable(x, strength: .required)
    }
    try solver.addEditVariable(x, strength: .strong)
    let duplicate = #expect(throws: LayoutSolverError.self) {
      try solver.addEditVariable(x, strength: .weak)
    }
    #expect(duplicate == .duplicateEditVariable("x"))
    #expect(duplicate?.description.contains("suggestValue") == true)
    #expect(throws: LayoutSolverError.self) {
      try solver.suggestValue(x, .nan)
    }
  }

  @Test func nonFiniteCoefficientsAreRejected() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let error = #expect(throws: LayoutSolverError.self) {
      try solver.add(LayoutConstraint(x / 0, .equal, 1, label: "bad ratio"))
    }
    #expect(error?.description.contains("'bad ratio'") == true)
    #expect(solver.constraintCount == 0)
  }
}
