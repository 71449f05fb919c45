// Arithmetic operators for building linear expressions.
//
// Every combination of `LayoutVariable`, `LinearExpression` and `Double` is
// spelled out as a concrete overload (rather than one generic operator) so
// that the type checker stays fast and integer literals such as `x + 8` work.
// Multiplying two variables is deliberately not offered: the solver is linear.

extension LinearExpression {
  /// Returns the expression with every coefficient and the constant negated.
  public static prefix func - (operand: LinearExpression) -> LinearExpression {
    operand.scaled(by: -1)
  }

  /// Returns the sum of two expressions, merging the terms of shared variables.
  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs)
    return result
  }

  /// Returns the difference of two expressions, merging the terms of shared variables.
  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    var result = lhs
    result.add(rhs, multipliedBy: -1)
    return result
  }

  /// Returns the expression with the variable added.
  public static func + (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs + LinearExpression(rhs)
  }

  /// Returns the sum of a variable and an expression.
  public static func + (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// Returns the expression with the variable subtracted.
  public static func - (lhs: LinearExpression, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  /// Returns a variable minus an expression.
  public static func - (lhs: LayoutVariable, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// Returns the expression with a number added to its constant.
  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    var result = lhs
    result.add(constant: rhs)
    return result
  }

  /// Returns the expression with a number added to its constant.
  public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs + lhs
  }

  /// Returns the expression with a number subtracted from its constant.
  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + (-rhs)
  }

  /// Returns a number minus an expression.
  public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    -rhs + lhs
  }

  /// Returns the expression with every coefficient and the constant multiplied by a number.
  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: rhs)
  }

  /// Returns the expression with every coefficient and the constant multiplied by a number.
  public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
    rhs.scaled(by: lhs)
  }

  /// Division by zero yields non-finite coefficients, which
  /// ``LayoutSolver/add(_:)`` rejects with ``LayoutSolverError/nonFiniteValue(_:)``.
  public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs.scaled(by: 1 / rhs)
  }

  /// Adds an expression to this one, merging the terms of shared variables.
  public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs)
  }

  /// Adds a variable to the expression.
  public static func += (lhs: inout LinearExpression, rhs: LayoutVariable) {
    lhs.add(rhs)
  }

  /// Subtracts an expression from this one, merging the terms of shared variables.
  public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
    lhs.add(rhs, multipliedBy: -1)
  }

  /// Subtracts a variable from the expression.
  public static func -= (lhs: inout LinearExpression, rhs: LayoutVariable) {
    lhs.add(rhs, coefficient: -1)
  }
}

extension LayoutVariable {
  /// Returns the expression `-1 · variable`.
  public static prefix func - (operand: LayoutVariable) -> LinearExpression {
    LinearExpression(operand, coefficient: -1)
  }

  /// Returns the sum of two variables as an expression.
  public static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) + LinearExpression(rhs)
  }

  /// Returns the difference of two variables as an expression.
  public static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(lhs) - LinearExpression(rhs)
  }

  /// Returns the expression of a variable plus a constant.
  public static func + (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) + rhs
  }

  /// Returns the expression of a variable plus a constant.
  public static func + (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs) + lhs
  }

  /// Returns the expression of a variable minus a constant.
  public static func - (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs) - rhs
  }

  /// Returns the expression of a constant minus a variable.
  public static func - (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    lhs - LinearExpression(rhs)
  }

  /// Returns the expression of a variable with the number as its coefficient.
  public static func * (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: rhs)
  }

  /// Returns the expression of a variable with the number as its coefficient.
  public static func * (lhs: Double, rhs: LayoutVariable) -> LinearExpression {
    LinearExpression(rhs, coefficient: lhs)
  }

  /// Returns the expression of a variable with the reciprocal of the number as its coefficient.
  public static func / (lhs: LayoutVariable, rhs: Double) -> LinearExpression {
    LinearExpression(lhs, coefficient: 1 / rhs)
  }
}
