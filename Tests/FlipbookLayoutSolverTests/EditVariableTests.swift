import FlipbookLayoutSolver
import Testing

@Suite("Edit variables")
struct EditVariableTests {
  @Test func editedLeftEdgeMovesRightEdge() throws {
    let solver = LayoutSolver()
    let view = HorizontalFrame("view")
    try solver.add(view.definition)
    try solver.add(LayoutConstraint(view.width, .equal, 100))
    try solver.addEditVariable(view.left, strength: .strong)
    #expect(solver.hasEditVariable(view.left))
    for left in [50.0, 80, -20, 0, 1234.5] {
      try solver.suggestValue(view.left, left)
      solver.updateVariables()
      #expect(close(view.left.value, left))
      #expect(close(view.right.value, left + 100))
      #expect(close(view.width.value, 100))
    }
  }

  @Test func requiredBoundsClampSuggestions() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .lessThanOrEqual, 100))
    try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 0))
    try solver.addEditVariable(x, strength: .strong)
    let expected: [(suggested: Double, solved: Double)] = [(150, 100), (50, 50), (-30, 0), (99, 99)]
    for (suggested, solved) in expected {
      try solver.suggestValue(x, suggested)
      solver.updateVariables()
      #expect(close(x.value, solved), "suggesting \(suggested)")
    }
  }

  @Test func strongerConstraintBeatsWeakerEdit() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .equal, 10, strength: .strong))
    try solver.addEditVariable(x, strength: .medium)
    try solver.suggestValue(x, 42)
    solver.updateVariables()
    #expect(close(x.value, 10))
  }

  @Test func editPropagatesThroughChain() throws {
    let solver = LayoutSolver()
    let frames = (0..<5).map { HorizontalFrame("v\($0)") }
    for frame in frames {
      try solver.add(frame.definition)
      try solver.add(LayoutConstraint(frame.width, .equal, 20))
    }
    for (previous, next) in zip(frames, frames.dropFirst()) {
      try solver.add(LayoutConstraint(next.left, .equal, previous.right + 4))
    }
    try solver.addEditVariable(frames[0].left, strength: .strong)
    for step in 0..<50 {
      let origin = Double(step) * 3.5
      try solver.suggestValue(frames[0].left, origin)
      solver.updateVariables()
      #expect(close(frames[4].right.value, origin + 5 * 20 + 4 * 4))
    }
  }

  @Test func removingEditVariableRestoresWeakerPreference() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .equal, 5, strength: .weak))
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 70)
    solver.updateVariables()
    #expect(close(x.value, 70))
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    solver.updateVariables()
    #expect(close(x.value, 5))
    // It can be made editable again, starting from a fresh suggestion.
    try solver.addEditVariable(x, strength: .strong)
    try solver.suggestValue(x, 9)
    solver.updateVariables()
    #expect(close(x.value, 9))
  }

  @Test func twoEditVariablesOnOneSpan() throws {
    let solver = LayoutSolver()
    let view = HorizontalFrame("view")
    try solver.add(view.definition)
    try solver.add(LayoutConstraint(view.width, .greaterThanOrEqual, 10))
    try solver.addEditVariable(view.left, strength: .strong)
    try solver.addEditVariable(view.right, strength: .strong)
    try solver.suggestValue(view.left, 10)
    try solver.suggestValue(view.right, 110)
    solver.updateVariables()
    #expect(close(view.width.value, 100))
    // Dragging the right edge past the left one stops at the minimum
    // width; the equally strong edits share a total error of 20.
    try solver.suggestValue(view.right, 0)
    solver.updateVariables()
    #expect(close(view.width.value, 10))
    #expect(close(abs(view.left.value - 10) + abs(view.right.value - 0), 20))
  }
}
