import FlipbookLayoutSolver
import Testing

@Suite("Layout scenarios")
struct LayoutScenarioTests {
  /// Superview of a given width with two subviews side by side: 16pt
  /// margins, 8pt spacing and equal widths, as a UIKit screen would have.
  struct SideBySide {
    let solver = LayoutSolver()
    let container = HorizontalFrame("superview")
    let first = HorizontalFrame("first")
    let second = HorizontalFrame("second")
    let equalWidths: LayoutConstraint

    init(equalWidthsStrength: Strength = .required) throws {
      equalWidths = LayoutConstraint(
        first.width, .equal, second.width, strength: equalWidthsStrength, label: "equal widths")
      for frame in [container, first, second] {
        try solver.add(frame.definition)
        try solver.add(LayoutConstraint(frame.width, .greaterThanOrEqual, 0))
      }
      try solver.add(LayoutConstraint(container.left, .equal, 0))
      try solver.add(LayoutConstraint(first.left, .equal, container.left + 16, label: "leading margin"))
      try solver.add(LayoutConstraint(second.left, .equal, first.right + 8, label: "spacing"))
      try solver.add(LayoutConstraint(container.right, .equal, second.right + 16, label: "trailing margin"))
      try solver.add(equalWidths)
    }
  }

  @Test func twoViewsSideBySide() throws {
    let layout = try SideBySide()
    try layout.solver.add(LayoutConstraint(layout.container.width, .equal, 375))
    layout.solver.updateVariables()
    let expectedWidth = (375.0 - 16 - 16 - 8) / 2
    #expect(close(layout.first.width.value, expectedWidth))
    #expect(close(layout.second.width.value, expectedWidth))
    #expect(close(layout.first.left.value, 16))
    #expect(close(layout.second.left.value, 16 + expectedWidth + 8))
    #expect(close(layout.second.right.value, 375 - 16))
  }

  @Test func rotatingTheSuperviewRelaysOut() throws {
    let layout = try SideBySide()
    try layout.solver.addEditVariable(layout.container.width, strength: .strong)
    for screenWidth in [375.0, 667, 320, 375] {
      try layout.solver.suggestValue(layout.container.width, screenWidth)
      layout.solver.updateVariables()
      #expect(close(layout.first.width.value, (screenWidth - 40) / 2))
      #expect(close(layout.second.right.value, screenWidth - 16))
    }
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let layout = try SideBySide(equalWidthsStrength: Strength(priority: 750))
    try layout.solver.add(LayoutConstraint(layout.container.width, .equal, 375))
    layout.solver.updateVariables()
    let before: [Double] = [layout.first, layout.second].flatMap { [$0.left.value, $0.width.value, $0.right.value] }
    #expect(close(layout.first.width.value, 167.5))

    let fixed = LayoutConstraint(layout.first.width, .equal, 100, strength: Strength(priority: 999))
    try layout.solver.add(fixed)
    layout.solver.updateVariables()
    #expect(close(layout.first.width.value, 100))
    #expect(close(layout.second.width.value, 235))

    try layout.solver.remove(fixed)
    layout.solver.updateVariables()
    let after: [Double] = [layout.first, layout.second].flatMap { [$0.left.value, $0.width.value, $0.right.value] }
    #expect(after.count == before.count)
    for (old, new) in zip(before, after) {
      #expect(close(old, new))
    }
  }

  @Test func compressionBetweenPriorities() throws {
    // A label wants 300pt (priority 250, "hugging") but must not push the
    // 200pt button (priority 750, "compression resistance") off screen.
    let solver = LayoutSolver()
    let label = HorizontalFrame("label")
    let button = HorizontalFrame("button")
    try solver.add(label.definition)
    try solver.add(button.definition)
    try solver.add(LayoutConstraint(label.left, .equal, 0))
    try solver.add(LayoutConstraint(button.left, .equal, label.right + 8))
    try solver.add(LayoutConstraint(button.right, .lessThanOrEqual, 320))
    try solver.add(LayoutConstraint(label.width, .equal, 300, strength: Strength(priority: 250)))
    try solver.add(LayoutConstraint(button.width, .greaterThanOrEqual, 200, strength: Strength(priority: 750)))
    solver.updateVariables()
    #expect(close(button.width.value, 200))
    #expect(close(label.width.value, 112))
  }
}
