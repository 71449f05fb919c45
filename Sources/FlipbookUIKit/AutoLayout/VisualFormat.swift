import Foundation

/// Apple's visual format language, parsed into the pieces of one line:
/// `H:|-20-[title]-(>=8)-[button(==80@750)]-|`.
struct VisualFormat {
  struct Predicate {
    var relation: NSLayoutConstraint.Relation = .equal
    /// A constant, or the name of another view (`[a(==b)]`).
    var constant: CGFloat?
    var viewName: String?
    var priority: UILayoutPriority = .required
  }
  enum Element {
    case superview
    case view(name: String, size: [Predicate])
    /// The space between two elements: nil is flush (`[a][b]`), `standard` is `-`.
    case connection([Predicate]?, standard: Bool)
  }

  var vertical = false
  var elements: [Element] = []

  struct ParseError: Error { var message: String }

  init(_ format: String, metrics: [String: Any]) throws(ParseError) {
    var p = Parser(chars: Array(format), metrics: metrics)
    if p.peek("V:") { vertical = true; p.i += 2 } else if p.peek("H:") { p.i += 2 }
    var expectsConnection = false
    while !p.atEnd {
      if p.peek("|") {
        if expectsConnection { elements.append(.connection(nil, standard: false)) }
        p.i += 1
        elements.append(.superview)
        expectsConnection = true
      } else if p.peek("[") {
        if expectsConnection { elements.append(.connection(nil, standard: false)) }
        p.i += 1
        let name = p.identifier()
        guard !name.isEmpty else { throw p.error("a view name after '['") }
        let size = p.peek("(") ? try p.predicateList() : []
        guard p.take("]") else { throw p.error("']' closing [\(name)") }
        elements.append(.view(name: name, size: size))
        expectsConnection = true
      } else if p.take("-") {
        if p.peek("[") || p.peek("|") {
          elements.append(.connection(nil, standard: true))
        } else {
          let list = p.peek("(") ? try p.predicateList() : [Predicate(constant: try p.constant())]
          guard p.take("-") else { throw p.error("'-' after the spacing") }
          elements.append(.connection(list, standard: false))
        }
        expectsConnection = false
      } else {
        throw p.error("'|', '[' or '-'")
      }
    }
  }

  private struct Parser {
    let chars: [Character]
    let metrics: [String: Any]
    var i = 0
    var atEnd: Bool { i >= chars.count }

    func peek(_ s: String) -> Bool {
      let c = Array(s)
      return i + c.count <= chars.count && Array(chars[i..<i + c.count]) == c
    }
    mutating func take(_ s: String) -> Bool {
      guard peek(s) else { return false }
      i += s.count
      return true
    }
    func error(_ expected: String) -> ParseError {
      let shown = String(chars)
      return ParseError(message: "expected \(expected) at character \(i + 1) of \"\(shown)\"")
    }
    mutating func identifier() -> String {
      var name = ""
      while !atEnd, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { name.append(chars[i]); i += 1 }
      return name
    }
    mutating func number() -> CGFloat? {
      var text = ""
      if !atEnd, chars[i] == "-" || chars[i] == "+" { text.append(chars[i]); i += 1 }
      while !atEnd, chars[i].isNumber || chars[i] == "." { text.append(chars[i]); i += 1 }
      return Double(text).map { CGFloat($0) }
    }
    /// A number or a metric's name.
    mutating func constant() throws(ParseError) -> CGFloat {
      if !atEnd, chars[i].isNumber || chars[i] == "-" || chars[i] == "+" {
        guard let n = number() else { throw error("a number") }
        return n
      }
      let start = i
      let name = identifier()
      guard !name.isEmpty else { throw error("a number or a metric name") }
      guard let value = VisualFormat.metric(metrics[name]) else {
        i = start
        throw ParseError(message: "no metric named '\(name)' in metrics (character \(start + 1) of \"\(String(chars))\")")
      }
      return value
    }
    mutating func predicateList() throws(ParseError) -> [Predicate] {
      guard take("(") else { throw error("'('") }
      var list: [Predicate] = []
      repeat {
        var predicate = Predicate()
        if take("==") { predicate.relation = .equal } else if take(">=") { predicate.relation = .greaterThanOrEqual }
        else if take("<=") { predicate.relation = .lessThanOrEqual }
        if !atEnd, chars[i].isLetter, metrics[peekIdentifier()] == nil {
          predicate.viewName = identifier()
        } else {
          predicate.constant = try constant()
        }
        if take("@") { predicate.priority = UILayoutPriority(Float(try constant())) }
        list.append(predicate)
      } while take(",")
      guard take(")") else { throw error("')'") }
      return list
    }
    func peekIdentifier() -> String {
      var copy = self
      return copy.identifier()
    }
  }

  static func metric(_ value: Any?) -> CGFloat? { ValueKind.number(value).map { CGFloat($0) } }
}
