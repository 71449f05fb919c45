/// A linear combination of variables plus a constant:
/// `c₁·v₁ + c₂·v₂ + … + constant`.
///
/// Expressions are built with the arithmetic operators declared in
/// `LinearExpression+Operators.swift`, for example `left + width * 0.5 + 8`.
/// Terms keep the order in which their variables first appeared and a
/// variable occurs at most once: adding a variable that is already present
/// merges the coefficients, and a term whose coefficient becomes exactly zero
/// is dropped. Keeping insertion order (instead of hashing) is what makes the
/// solver's results independent of the process's hash seed.
public struct LinearExpression: CustomStringConvertible {
  /// One `coefficient · variable` term of an expression.
  public struct Term {
    /// The variable this term multiplies.
    public let variable: LayoutVariable
    /// The factor applied to the variable.
    public let coefficient: Double

    /// Creates the term `coefficient · variable`.
    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
      self.variable = variable
      self.coefficient = coefficient
    }
  }

  /// The terms, in order of first appearance, each variable at most once.
  public private(set) var terms: [Term] = []

  /// The constant part of the expression.
  public private(set) var constant: Double

  /// An expression with no terms.
  public init(constant: Double = 0) {
    self.constant = constant
  }

  /// The expression `coefficient · variable`.
  public init(_ variable: LayoutVariable, coefficient: Double = 1) {
    self.constant = 0
    add(variable, coefficient: coefficient)
  }

  /// An expression from explicit terms; repeated variables are merged.
  public init(terms: [Term], constant: Double = 0) {
    self.constant = constant
    for term in terms {
      add(term.variable, coefficient: term.coefficient)
    }
  }

  /// Adds `coefficient · variable`, merging with an existing term.
  public mutating func add(_ variable: LayoutVariable, coefficient: Double = 1) {
    if let index = terms.firstIndex(where: { $0.variable === variable }) {
      let sum = terms[index].coefficient + coefficient
      if sum == 0 {
        terms.remove(at: index)
      } else {
        terms[index] = Term(variable, coefficient: sum)
      }
    } else if coefficient != 0 {
      terms.append(Term(variable, coefficient: coefficient))
    }
  }

  /// Adds `factor · other` to this expression.
  public mutating func add(_ other: LinearExpression, multipliedBy factor: Double = 1) {
    constant += other.constant * factor
    for term in other.terms {
      add(term.variable, coefficient: term.coefficient * factor)
    }
  }

  /// Adds a constant to this expression.
  public mutating func add(constant value: Double) {
    constant += value
  }

  /// This expression multiplied by `factor`.
  public func scaled(by factor: Double) -> LinearExpression {
    var result = LinearExpression(constant: constant * factor)
    for term in terms {
      result.add(term.variable, coefficient: term.coefficient * factor)
    }
    return result
  }

  /// The expression evaluated with the variables' current values.
  public var value: Double {
    terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
  }

  /// Whether the constant and every coefficient are finite numbers.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The expression written out, such as `2*x - y + 8`.
  public var description: String {
    var parts: [String] = []
    for term in terms {
      let magnitude = Swift.abs(term.coefficient)
      let body = magnitude == 1
        ? term.variable.description
        : "\(formatNumber(magnitude))*\(term.variable)"
      if parts.isEmpty {
        parts.append(term.coefficient < 0 ? "-\(body)" : body)
      } else {
        parts.append(term.coefficient < 0 ? "- \(body)" : "+ \(body)")
      }
    }
    if parts.isEmpty {
      parts.append(formatNumber(constant))
    } else if constant != 0 {
      parts.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
    }
    return parts.joined(separator: " ")
  }
}

/// Formats whole numbers without a trailing `.0` (`8` rather than `8.0`).
func formatNumber(_ number: Double) -> String {
  if number.isFinite, number == number.rounded(), Swift.abs(number) < 1e15 {
    return String(Int64(number))
  }
  return String(number)
}
