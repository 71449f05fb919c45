// Arithmetic operators for building linear expressions.
//
// Every combination of `LayoutVariable`, `LinearExpression` and `Double` is
// spelled out as a concrete overload (rather than one generic operator) so
// that the type checker stays fast and integer literals such as `x + 8` work.
// Multiplying two variables is deliberately not offered: the solver is linear.

extension LinearExpression {
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
  }

  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, multipliedBy: -1)
    return result
  }

  public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.add(constant: rhs)
    return result
  }

  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
  }

  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + (-rhs)
  }

  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
  }

  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
  }

  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
  }

  /// Division by zero yields non-finite coefficients, which
  /// ``LayoutSolver/add(_:)`` rejects with ``LayoutSolverError/nonFiniteValue(_:)``.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
  }

  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs)
  }

  public static func += (lhs: inout LinearExpression, rhs: LayoutVariable) {
    lhs.add(rhs)
  }

  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs, multipliedBy: -1)
  }

  public static func -= (lhs: inout LinearExpression, rhs: LayoutVariable) {
    lhs.add(rhs, coefficient: -1)
  }
}

extension LayoutVariable {
  public static prefix func - (operand: LayoutVariable) -> LinearExpression {
    LinearExpression(operand, coefficient: -1)
  }

  public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs) + lhs
  }

  public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: rhs)
  }

  public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs, coefficient: lhs)
  }

  public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: 1 / rhs)
  }
}
