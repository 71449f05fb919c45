import FlipbookLayoutSolver
import Testing

@Suite("Equalities, inequalities and strengths")
struct BasicSolvingTests {
  @Test func simpleEqualities() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(LayoutConstraint(x, .equal, 10))
    try solver.add(LayoutConstraint(y, .equal, x * 2 + 5))
    solver.updateVariables()
    #expect(x.value == 10)
    #expect(y.value == 25)
  }

  @Test func simultaneousEquations() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    try solver.add(LayoutConstraint(x + y, .equal, 20))
    try solver.add(LayoutConstraint(x - y, .equal, 4))
    solver.updateVariables()
    #expect(close(x.value, 12))
    #expect(close(y.value, 8))
  }

  @Test func inequalitiesBoundWeakPreferences() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 10))
    try solver.add(LayoutConstraint(x, .lessThanOrEqual, 20))
    let wantsZero = LayoutConstraint(x, .equal, 0, strength: .weak)
    try solver.add(wantsZero)
    solver.updateVariables()
    #expect(close(x.value, 10))

    try solver.remove(wantsZero)
    try solver.add(LayoutConstraint(x, .equal, 100, strength: .weak))
    solver.updateVariables()
    #expect(close(x.value, 20))

    try solver.add(LayoutConstraint(x, .equal, 15, strength: .medium))
    solver.updateVariables()
    #expect(close(x.value, 15))
  }

  @Test func inequalityBetweenVariables() throws {
    let solver = LayoutSolver()
    let a = LayoutVariable("a")
    let b = LayoutVariable("b")
    try solver.add(LayoutConstraint(a, .equal, 50))
    try solver.add(LayoutConstraint(b, .greaterThanOrEqual, a + 8))
    try solver.add(LayoutConstraint(b, .equal, 0, strength: .strong))
    solver.updateVariables()
    #expect(close(b.value, 58))
  }

  @Test func strongOverridesWeakInEitherOrder() throws {
    for strongFirst in [false, true] {
      let solver = LayoutSolver()
      let x = LayoutVariable("x")
      let weak = LayoutConstraint(x, .equal, 10, strength: .weak)
      let strong = LayoutConstraint(x, .equal, 20, strength: .strong)
      for constraint in strongFirst ? [strong, weak] : [weak, strong] {
        try solver.add(constraint)
      }
      solver.updateVariables()
      #expect(close(x.value, 20))
      try solver.remove(strong)
      solver.updateVariables()
      #expect(close(x.value, 10))
    }
  }

  @Test func priority750Beats250() throws {
    for highFirst in [false, true] {
      let solver = LayoutSolver()
      let width = LayoutVariable("width")
      let low = LayoutConstraint(width, .equal, 100, strength: Strength(priority: 250))
      let high = LayoutConstraint(width, .equal, 200, strength: Strength(priority: 750))
      for constraint in highFirst ? [high, low] : [low, high] {
        try solver.add(constraint)
      }
      solver.updateVariables()
      #expect(close(width.value, 200))
    }
  }

  @Test func adjacentPrioritiesStillOrdered() throws {
    let solver = LayoutSolver()
    let x = LayoutVariable("x")
    try solver.add(LayoutConstraint(x, .lessThanOrEqual, 40, strength: Strength(priority: 750)))
    try solver.add(LayoutConstraint(x, .greaterThanOrEqual, 60, strength: Strength(priority: 751)))
    solver.updateVariables()
    #expect(close(x.value, 60))
  }

  @Test func priorityMapping() {
    #expect(Strength(priority: 1000) == .required)
    #expect(Strength(priority: 1000).isRequired)
    #expect(Strength(priority: 5000) == .required)
    #expect(!Strength(priority: 999).isRequired)
    #expect(Strength(priority: 750) > Strength(priority: 250))
    #expect(Strength(priority: 999) < .required)
    #expect(Strength(priority: 250) == .weak)
    #expect(Strength(priority: 500) == .medium)
    #expect(Strength(priority: 750) == .strong)
    #expect(Strength(priority: 0) == Strength(priority: 1))
    #expect(Strength(priority: Double(Float(750))) == .strong)
    #expect(close(Strength(priority: 600).priority, 600, tolerance: 1e-6))
    var previous = Strength(priority: 1)
    for priority in 2...1000 {
      let strength = Strength(priority: Double(priority))
      #expect(strength > previous, "priority \(priority) must be stronger than \(priority - 1)")
      previous = strength
    }
    #expect(Strength(weight: -5).weight == Strength.minimumWeight)
    #expect(Strength(weight: .infinity).isRequired)
  }

  @Test func expressionArithmetic() {
    let x = LayoutVariable("x")
    let y = LayoutVariable("y")
    let expression = (x * 3 + y - x) / 2 - 4
    #expect(expression.terms.count == 2)
    #expect(expression.terms.first?.coefficient == 1)
    #expect(expression.constant == -4)
    #expect(expression.description == "x + 0.5*y - 4")
    #expect((x - x).terms.isEmpty)
    let constraint = LayoutConstraint(x, .lessThanOrEqual, y + 8, label: "x fits")
    #expect(constraint.description == "'x fits': x - y - 8 <= 0 (required)")
  }
}
